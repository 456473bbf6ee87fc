/**
 * Where people work and what that means for dates: each person's location (the default one when
 * none is set), its working calendar over a range of dates, and the person's "today" in its zone.
 * Services that count days, check staffing, draw calendars or compare with today read it here.
 */
import type { EntityManager } from 'typeorm';
import { eachDate } from '../../lib/dates';
import { LocationDayEntity, LocationEntity } from './location.entity';
import { locationQueries } from './location.queries';
import { libraryHolidays } from './public-holidays';
import { localDateIn } from './time-zone';
import { WorkCalendar, type DayOff } from './work-calendar';

/** A location's days off within the range asked for. */
export interface LocationCalendarView {
  location: LocationEntity;
  daysOff: LocationHolidayView[];
}

/** One day of a location's year as people see it: the library's holiday with the location's edits applied. */
export interface LocationHolidayView {
  date: string;
  /** The name shown (the location's own, else the library's). */
  name: string;
  /** The library's name for the day, when the library has one. */
  libraryName: string | null;
  halfDay: boolean;
  /** The library's day is worked at this location. */
  removed: boolean;
  /** Added by the organisation (not in the library). */
  companyDay: boolean;
  /** The stored edit's id, when the location changed anything about the day. */
  editId: string | null;
}

const yearsOf = (from: string, to: string): number[] => {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) years.push(year);
  return years;
};

/** A location's days between two dates (inclusive), removed ones included, in date order. */
export function holidaysOf(
  location: Pick<LocationEntity, 'countryCode' | 'regionCode'>,
  edits: readonly LocationDayEntity[],
  from: string,
  to: string,
): LocationHolidayView[] {
  const days = new Map<string, LocationHolidayView>();
  if (location.countryCode)
    for (const year of yearsOf(from, to))
      for (const holiday of libraryHolidays(location.countryCode, location.regionCode, year))
        if (holiday.date >= from && holiday.date <= to)
          days.set(holiday.date, {
            date: holiday.date,
            name: holiday.name,
            libraryName: holiday.name,
            halfDay: false,
            removed: false,
            companyDay: false,
            editId: null,
          });
  for (const edit of edits) {
    if (edit.date < from || edit.date > to) continue;
    const library = days.get(edit.date);
    // An edit of a day the library no longer has (after an upgrade) is a company day only if it names one.
    if (!library && (edit.removed || !edit.name)) continue;
    days.set(edit.date, {
      date: edit.date,
      name: edit.name ?? library!.name,
      libraryName: library?.libraryName ?? null,
      halfDay: edit.halfDay,
      removed: edit.removed,
      companyDay: !library,
      editId: edit.id,
    });
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The days off among a location's days (removed ones left out). */
export const daysOffOf = (days: readonly LocationHolidayView[]): DayOff[] =>
  days.filter((day) => !day.removed).map(({ date, name, halfDay }) => ({ date, name, halfDay }));

/** The default location (people without one belong there). */
export async function defaultLocation(manager: EntityManager): Promise<LocationEntity> {
  return manager.findOneOrFail(LocationEntity, { where: { isDefault: true } });
}

/** Each person's location by person id (people not found are left out). */
export async function locationsOf(
  manager: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, LocationEntity>> {
  const result = new Map<string, LocationEntity>();
  if (!userIds.length) return result;
  const rows = await locationQueries.locationIdsOf(manager, [...new Set(userIds)]);
  const ids = [...new Set(rows.map((row) => row.location_id))];
  const locations = new Map((await locationQueries.byIds(manager, ids)).map((location) => [location.id, location]));
  for (const row of rows) result.set(row.user_id, locations.get(row.location_id)!);
  return result;
}

/** The days (removed ones included) of locations between two dates (inclusive), by location id. */
export async function daysOfLocations(
  manager: EntityManager,
  locations: readonly LocationEntity[],
  from: string,
  to: string,
): Promise<Map<string, LocationHolidayView[]>> {
  const ids = [...new Set(locations.map((location) => location.id))];
  const edits = await locationQueries.daysBetween(manager, ids, from, to);
  const days = new Map<string, LocationHolidayView[]>();
  for (const location of locations)
    if (!days.has(location.id))
      days.set(
        location.id,
        holidaysOf(
          location,
          edits.filter((edit) => edit.locationId === location.id),
          from,
          to,
        ),
      );
  return days;
}

/** The working calendars of locations between two dates (inclusive), by location id. */
export async function calendarsOfLocations(
  manager: EntityManager,
  locations: readonly LocationEntity[],
  from: string,
  to: string,
): Promise<Map<string, WorkCalendar>> {
  const days = await daysOfLocations(manager, locations, from, to);
  const calendars = new Map<string, WorkCalendar>();
  for (const location of locations)
    calendars.set(location.id, new WorkCalendar(location.weekendDays, daysOffOf(days.get(location.id)!)));
  return calendars;
}

/** Each person's working calendar between two dates (inclusive), by person id. */
export async function calendarsOf(
  manager: EntityManager,
  userIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, WorkCalendar>> {
  const locations = await locationsOf(manager, userIds);
  const byLocation = await calendarsOfLocations(manager, [...locations.values()], from, to);
  return new Map([...locations].map(([userId, location]) => [userId, byLocation.get(location.id)!]));
}

/** One person's working calendar between two dates. */
export async function calendarOf(
  manager: EntityManager,
  userId: string,
  from: string,
  to: string,
): Promise<WorkCalendar> {
  return (await calendarsOf(manager, [userId], from, to)).get(userId) ?? WorkCalendar.PLAIN;
}

/** One person's days off between two dates, each with an id stable across reads (for feeds). */
export async function daysOffOfPerson(
  manager: EntityManager,
  userId: string,
  from: string,
  to: string,
): Promise<{ id: string; date: string; name: string; halfDay: boolean }[]> {
  const location = (await locationsOf(manager, [userId])).get(userId);
  if (!location) return [];
  const days = (await daysOfLocations(manager, [location], from, to)).get(location.id)!;
  return days
    .filter((day) => !day.removed)
    .map((day) => ({
      id: day.editId ?? `${location.id}-${day.date}`,
      date: day.date,
      name: day.name,
      halfDay: day.halfDay,
    }));
}

/** Every location's time zone, read once: a person's today from their location id (null: the default). */
export class TimeZones {
  private constructor(
    private readonly zones: Map<string, string>,
    private readonly defaultZone: string,
  ) {}

  static async load(manager: EntityManager): Promise<TimeZones> {
    const rows = await locationQueries.timeZones(manager);
    return new TimeZones(
      new Map(rows.map((row) => [row.id, row.time_zone])),
      rows.find((row) => row.is_default)?.time_zone ?? 'UTC',
    );
  }

  todayOf(locationId: string | null): string {
    return localDateIn((locationId && this.zones.get(locationId)) || this.defaultZone);
  }
}

/** The person's today: the date it is now in their location's time zone. */
export async function todayOf(manager: EntityManager, userId: string): Promise<string> {
  const location = (await locationsOf(manager, [userId])).get(userId);
  return localDateIn(location?.timeZone ?? 'UTC');
}

/** The dates of [from, to] that a calendar does not work, with why, for saying what a count leaves out. */
export function daysNotWorked(
  calendar: WorkCalendar,
  from: string,
  to: string,
): { date: string; reason: 'weekend' | 'holiday' | 'half_day'; name: string | null }[] {
  const result: { date: string; reason: 'weekend' | 'holiday' | 'half_day'; name: string | null }[] = [];
  for (const date of eachDate(from, to)) {
    if (calendar.isWeekend(date)) result.push({ date, reason: 'weekend', name: null });
    else {
      const off = calendar.dayOff(date);
      if (off) result.push({ date, reason: off.halfDay ? 'half_day' : 'holiday', name: off.name });
    }
  }
  return result;
}
