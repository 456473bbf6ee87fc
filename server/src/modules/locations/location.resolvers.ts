import type { Resolvers, Weekday } from '../../__generated__/resolvers-types';
import { seesEveryone } from '../../auth/policy';
import { badInput } from '../../lib/errors';
import type { LocationHolidayView } from './location-calendars';
import type { LocationEntity } from './location.entity';
import { libraryCountries, libraryRegions } from './public-holidays';
import { localDateIn } from './time-zone';

/** A location's days off within the range asked for. */
export interface LocationCalendarView {
  location: LocationEntity;
  daysOff: LocationHolidayView[];
}

// Index = the weekday's number (0 = Sunday), as the database keeps it.
const WEEKDAYS: Weekday[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

const toNumbers = (days: readonly Weekday[] | null | undefined): number[] | null | undefined =>
  days == null ? days : days.map((day) => WEEKDAYS.indexOf(day));

const countryName = (code: string | null) =>
  code ? (libraryCountries().find((c) => c.code === code)?.name ?? code) : null;

export const locationResolvers: Resolvers = {
  Query: {
    locations: (_root, _args, { services, actor }) => services.locations.list(actor),
    location: (_root, { id }, { services, actor }) => services.locations.get(actor, id),
    holidayCountries: (_root, _args, { services, actor }) =>
      services.locations.countries(actor).map((country) => ({ ...country, regions: [] })),
    locationCalendars: (_root, { start, end }, { services, actor }) => services.locations.calendars(actor, start, end),
  },
  Mutation: {
    createLocation: (_root, { input }, { services, actor }) =>
      services.locations.create(actor, { ...input, weekendDays: toNumbers(input.weekendDays) }),
    updateLocation: (_root, { id, input }, { services, actor }) => {
      if ('weekendDays' in input && input.weekendDays === null)
        throw badInput('Weekend days cannot be null: send [] for a location that works every day', 'weekendDays');
      return services.locations.update(actor, id, { ...input, weekendDays: toNumbers(input.weekendDays) });
    },
    deleteLocation: (_root, { id }, { services, actor }) => services.locations.remove(actor, id),
    setLocationDay: (_root, { locationId, input }, { services, actor }) =>
      services.locations.setDay(actor, locationId, input),
    clearLocationDay: (_root, { locationId, date }, { services, actor }) =>
      services.locations.clearDay(actor, locationId, date),
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
    holidays: (location, { year }, { services, actor }) => services.locations.holidays(actor, location, year),
  },
  User: {
    location: (user, _args, { loaders }) => loaders.locationOf(user.locationId),
  },
};
