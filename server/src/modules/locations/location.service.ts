import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import { addDays, parseIsoDate } from '../../lib/dates';
import { badInput, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { checkYear } from '../../lib/input-limits';
import type { AuditService } from '../audit';
import { daysOfLocations, holidaysOf, type LocationHolidayView } from './location-calendars';
import { LocationDayEntity, LocationEntity } from './location.entity';
import { locationQueries } from './location.queries';
import { isLibraryCountry, isLibraryRegion, libraryCountries, libraryRegions } from './public-holidays';
import { canonicalTimeZone, localDateIn } from './time-zone';
import { SATURDAY_SUNDAY } from './work-calendar';

const MAX_CALENDAR_DAYS = 366;

export interface LocationInput {
  name?: string | null;
  countryCode?: string | null;
  regionCode?: string | null;
  timeZone?: string | null;
  weekendDays?: number[] | null;
}

export interface LocationDayInput {
  date: string;
  /** A new name (a company day needs one); null keeps the library's. */
  name?: string | null;
  halfDay?: boolean | null;
  /** The library's holiday is worked here. */
  removed?: boolean | null;
}

function checkName(value: string | null | undefined): string {
  const name = (value ?? '').trim();
  if (!name) throw badInput('Location name is required', 'name');
  if (name.length > 100) throw badInput('Location name must be at most 100 characters', 'name');
  return name;
}

function checkWeekend(days: readonly number[]): number[] {
  if (days.some((day) => !Number.isInteger(day) || day < 0 || day > 6))
    throw badInput('Weekend days must be weekdays', 'weekendDays');
  const unique = [...new Set(days)].sort((a, b) => a - b);
  if (unique.length === 7) throw badInput('A weekend cannot be all seven days: nobody would ever work', 'weekendDays');
  return unique;
}

/** Validates the country, region and zone together: a region only with its country, each one the library knows. */
function checkPlace(
  countryCode: string | null,
  regionCode: string | null,
): { countryCode: string | null; regionCode: string | null } {
  const country = countryCode?.trim().toUpperCase() || null;
  const region =
    regionCode
      ?.trim()
      .toUpperCase()
      .replace(/^[A-Z]{2}-/, '') || null;
  if (country && !isLibraryCountry(country))
    throw badInput(`Unknown country "${countryCode}": use an ISO 3166 code such as DE, GB or US`, 'countryCode');
  if (region && !country) throw badInput('A region needs its country', 'regionCode');
  if (region && !isLibraryRegion(country!, region))
    throw badInput(`Unknown region "${regionCode}" of ${country}`, 'regionCode');
  return { countryCode: country, regionCode: region };
}

function checkTimeZone(value: string): string {
  const zone = canonicalTimeZone(value.trim());
  if (!zone) throw badInput(`Unknown time zone "${value}": use an IANA name such as Europe/Berlin`, 'timeZone');
  return zone;
}

/** Locations and their days off: administrators edit them, everyone signed in may read them. */
export class LocationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(actor: Actor): Promise<LocationEntity[]> {
    assertOperation('signedIn', actor);
    return locationQueries.all(this.dataSource.manager);
  }

  async get(actor: Actor, id: string): Promise<LocationEntity | null> {
    assertOperation('signedIn', actor);
    return isUuid(id) ? this.dataSource.manager.findOne(LocationEntity, { where: { id } }) : null;
  }

  /** Every location's days off between two dates, for calendars. */
  async calendars(
    actor: Actor,
    start: string,
    end: string,
  ): Promise<{ location: LocationEntity; daysOff: LocationHolidayView[] }[]> {
    assertOperation('signedIn', actor);
    if (!parseIsoDate(start)) throw badInput('`start` must be a date written YYYY-MM-DD', 'start');
    if (!parseIsoDate(end)) throw badInput('`end` must be a date written YYYY-MM-DD', 'end');
    if (start > end) throw badInput('Start date cannot be after end date', 'start');
    if (addDays(start, MAX_CALENDAR_DAYS) <= end)
      throw badInput(`A calendar range cannot span more than ${MAX_CALENDAR_DAYS} days`, 'end');
    checkYear(Number(start.slice(0, 4)), 'start');
    checkYear(Number(end.slice(0, 4)), 'end');
    const locations = await this.list(actor);
    const days = await daysOfLocations(this.dataSource.manager, locations, start, end);
    return locations.map((location) => ({
      location,
      daysOff: days.get(location.id)!.filter((day) => !day.removed),
    }));
  }

  /** The countries (and their regions) whose public holidays the library knows. */
  countries(actor: Actor) {
    assertOperation('signedIn', actor);
    return libraryCountries();
  }

  regions(actor: Actor, country: string) {
    assertOperation('signedIn', actor);
    return libraryRegions(country.trim().toUpperCase());
  }

  /** People working at each location (the default one counts those without a location). */
  async peopleCounts(): Promise<Map<string, number>> {
    const rows = await locationQueries.peopleCounts(this.dataSource.manager);
    return new Map(rows.map((row) => [row.id, row.count]));
  }

  async create(actor: Actor, input: LocationInput): Promise<LocationEntity> {
    assertOperation('hrOrAdmin', actor);
    const name = checkName(input.name);
    const place = checkPlace(input.countryCode ?? null, input.regionCode ?? null);
    const timeZone = checkTimeZone(input.timeZone ?? 'UTC');
    const weekendDays = checkWeekend(input.weekendDays ?? [...SATURDAY_SUNDAY]);
    return this.write(async (manager) => {
      const location = await manager.save(
        LocationEntity,
        manager.create(LocationEntity, { name, ...place, timeZone, weekendDays, isDefault: false }),
      );
      await this.audit.record(manager, actor, {
        action: 'location.created',
        resourceType: 'location',
        resourceId: location.id,
        details: {
          name,
          country: place.countryCode,
          region: place.regionCode,
          time_zone: timeZone,
          weekend_days: weekendDays,
        },
      });
      return location;
    });
  }

  async update(actor: Actor, id: string, input: LocationInput): Promise<LocationEntity> {
    assertOperation('hrOrAdmin', actor);
    return this.write(async (manager) => {
      const location = await this.lock(manager, id);
      const changes: Partial<LocationEntity> = {};
      if (input.name != null) changes.name = checkName(input.name);
      if (input.countryCode !== undefined || input.regionCode !== undefined) {
        const country = input.countryCode !== undefined ? input.countryCode : location.countryCode;
        // A new country starts without the old one's region unless one is given.
        const region =
          input.regionCode !== undefined
            ? input.regionCode
            : country === location.countryCode
              ? location.regionCode
              : null;
        Object.assign(changes, checkPlace(country, region));
      }
      if (input.timeZone != null) changes.timeZone = checkTimeZone(input.timeZone);
      if (input.weekendDays != null) changes.weekendDays = checkWeekend(input.weekendDays);
      const changed = Object.keys(changes).filter(
        (key) =>
          JSON.stringify(changes[key as keyof LocationEntity]) !==
          JSON.stringify(location[key as keyof LocationEntity]),
      );
      if (!changed.length) return location;
      await manager.update(LocationEntity, { id }, changes);
      await this.audit.record(manager, actor, {
        action: 'location.updated',
        resourceType: 'location',
        resourceId: id,
        details: Object.fromEntries(changed.map((key) => [key, changes[key as keyof LocationEntity]])),
      });
      return { ...location, ...changes };
    });
  }

  /** Removes a location; its people belong to the default location from then on. */
  async remove(actor: Actor, id: string): Promise<boolean> {
    assertOperation('hrOrAdmin', actor);
    return this.write(async (manager) => {
      const location = await this.lock(manager, id);
      if (location.isDefault) throw conflict('The default location cannot be removed');
      await manager.delete(LocationEntity, { id });
      await this.audit.record(manager, actor, {
        action: 'location.deleted',
        resourceType: 'location',
        resourceId: id,
        details: { name: location.name },
      });
      return true;
    });
  }

  /** The days of a year at a location: the library's holidays with the location's edits, and its company days. */
  async holidays(actor: Actor, location: LocationEntity, year: number): Promise<LocationHolidayView[]> {
    assertOperation('signedIn', actor);
    checkYear(year);
    const edits = await locationQueries.daysOfYear(this.dataSource.manager, location.id, year);
    return holidaysOf(location, edits, `${year}-01-01`, `${year}-12-31`);
  }

  /**
   * Adds a company day off, or renames, halves or removes a library holiday, at one location and date.
   * Saying nothing different from the library undoes the edit.
   */
  async setDay(actor: Actor, locationId: string, input: LocationDayInput): Promise<LocationHolidayView> {
    assertOperation('hrOrAdmin', actor);
    if (!parseIsoDate(input.date)) throw badInput('Date must be a date written YYYY-MM-DD', 'date');
    checkYear(Number(input.date.slice(0, 4)), 'date');
    const name = input.name == null ? null : input.name.trim();
    if (name !== null && name.length < 2) throw badInput('Holiday name must be at least 2 characters', 'name');
    if (name !== null && name.length > 100) throw badInput('Holiday name must be at most 100 characters', 'name');
    return this.write(async (manager) => {
      const location = await this.lock(manager, locationId);
      const library = holidaysOf(location, [], input.date, input.date)[0];
      if (!library && !name) throw badInput('A company day off needs a name', 'name');
      if (!library && input.removed) throw badInput(`${input.date} is not a public holiday here`, 'date');
      const edit = {
        name: library && name === library.name ? null : name,
        halfDay: Boolean(input.halfDay),
        removed: Boolean(input.removed),
      };
      const existing = await manager.findOne(LocationDayEntity, { where: { locationId, date: input.date } });
      const plain = library && !edit.name && !edit.halfDay && !edit.removed;
      if (plain) {
        if (existing) await manager.delete(LocationDayEntity, { id: existing.id });
      } else if (existing) await manager.update(LocationDayEntity, { id: existing.id }, edit);
      else
        await manager.save(
          LocationDayEntity,
          manager.create(LocationDayEntity, { locationId, date: input.date, ...edit }),
        );
      await this.audit.record(manager, actor, {
        action: 'location.day_changed',
        resourceType: 'location',
        resourceId: locationId,
        details: { date: input.date, ...edit, library_name: library?.name ?? null },
      });
      const stored = await manager.findOne(LocationDayEntity, { where: { locationId, date: input.date } });
      return holidaysOf(location, stored ? [stored] : [], input.date, input.date)[0];
    });
  }

  /** Undoes a location's edit of a date: a library holiday is the library's again, a company day is gone. */
  async clearDay(actor: Actor, locationId: string, date: string): Promise<boolean> {
    assertOperation('hrOrAdmin', actor);
    if (!parseIsoDate(date)) throw badInput('Date must be a date written YYYY-MM-DD', 'date');
    return this.write(async (manager) => {
      await this.lock(manager, locationId);
      const existing = await manager.findOne(LocationDayEntity, { where: { locationId, date } });
      if (!existing) throw notFound('This location has no change on that date');
      await manager.delete(LocationDayEntity, { id: existing.id });
      await this.audit.record(manager, actor, {
        action: 'location.day_cleared',
        resourceType: 'location',
        resourceId: locationId,
        details: { date, name: existing.name, half_day: existing.halfDay, removed: existing.removed },
      });
      return true;
    });
  }

  /** Locations whose local date has moved on since their daily work last ran, with that date. */
  async dailyWorkDue(): Promise<{ location: LocationEntity; today: string }[]> {
    const locations = await this.dataSource.manager.find(LocationEntity);
    return locations
      .map((location) => ({ location, today: localDateIn(location.timeZone) }))
      .filter(({ location, today }) => !location.dailyWorkDoneOn || location.dailyWorkDoneOn < today);
  }

  /** Active people working at a location (the default one: also those without a location). */
  async peopleAt(location: LocationEntity): Promise<string[]> {
    return locationQueries.peopleAt(this.dataSource.manager, location);
  }

  /** Records that a location's daily work ran for its local date (never moving the date back). */
  async dailyWorkDone(location: LocationEntity, today: string): Promise<void> {
    await locationQueries.dailyWorkDone(this.dataSource.manager, location.id, today);
  }

  private async lock(manager: EntityManager, id: string): Promise<LocationEntity> {
    const location = isUuid(id)
      ? await manager.findOne(LocationEntity, { where: { id }, lock: { mode: 'for_no_key_update' } })
      : null;
    if (!location) throw notFound('Location not found');
    return location;
  }

  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work).catch((error: { code?: string; constraint?: string }) => {
      if (error?.code === '23505' && error.constraint === 'locations_name_key')
        throw conflict('A location with this name already exists');
      throw error;
    });
  }
}
