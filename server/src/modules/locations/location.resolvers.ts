import type { Resolvers, Weekday } from '../../__generated__/resolvers-types';
import { seesEveryone } from '../../auth/policy';
import { badInput } from '../../lib/errors';
import type { LocationService } from './location.service';
import { libraryCountries, libraryRegions } from './public-holidays';
import { localDateIn } from './time-zone';

// Index = the weekday's number (0 = Sunday), as the database keeps it.
const WEEKDAYS: Weekday[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

const toNumbers = (days: readonly Weekday[] | null | undefined): number[] | null | undefined =>
  days == null ? days : days.map((day) => WEEKDAYS.indexOf(day));

const countryName = (code: string | null) =>
  code ? (libraryCountries().find((c) => c.code === code)?.name ?? code) : null;

export const locationResolvers = ({ locations }: { locations: LocationService }): Resolvers => ({
  Query: {
    locations: (_root, _args, { actor }) => locations.list(actor),
    location: (_root, { id }, { actor }) => locations.get(actor, id),
    holidayCountries: (_root, _args, { actor }) =>
      locations.countries(actor).map((country) => ({ ...country, regions: [] })),
    locationCalendars: (_root, { start, end }, { actor }) => locations.calendars(actor, start, end),
  },
  Mutation: {
    createLocation: (_root, { input }, { actor }) =>
      locations.create(actor, { ...input, weekendDays: toNumbers(input.weekendDays) }),
    updateLocation: (_root, { id, input }, { actor }) => {
      if ('weekendDays' in input && input.weekendDays === null)
        throw badInput('Weekend days cannot be null: send [] for a location that works every day', 'weekendDays');
      return locations.update(actor, id, { ...input, weekendDays: toNumbers(input.weekendDays) });
    },
    deleteLocation: (_root, { id }, { actor }) => locations.remove(actor, id),
    setLocationDay: (_root, { locationId, input }, { actor }) => locations.setDay(actor, locationId, input),
    clearLocationDay: (_root, { locationId, date }, { actor }) => locations.clearDay(actor, locationId, date),
  },
  HolidayCountry: {
    regions: (country) => libraryRegions(country.code),
  },
  Location: {
    countryName: (location) => countryName(location.countryCode),
    regionName: (location) =>
      location.countryCode && location.regionCode
        ? (libraryRegions(location.countryCode).find((r) => r.code === location.regionCode)?.name ??
          location.regionCode)
        : null,
    weekendDays: (location) => location.weekendDays.map((day) => WEEKDAYS[day]),
    peopleCount: async (location, _args, { loaders, viewer }) =>
      viewer && seesEveryone(viewer) ? ((await loaders.locationPeopleCounts()).get(location.id) ?? 0) : null,
    today: (location) => localDateIn(location.timeZone),
    holidays: (location, { year }, { actor }) => locations.holidays(actor, location, year),
  },
  User: {
    location: (user, _args, { loaders }) => loaders.locationOf(user.locationId),
  },
});
