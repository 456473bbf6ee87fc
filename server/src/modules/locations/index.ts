// The locations module's public face: what other modules may use of it.
export {
  calendarOf,
  calendarsOf,
  daysOffOfPerson,
  defaultLocation,
  holidaysOf,
  locationsOf,
  TimeZones,
  todayOf,
} from './location-calendars';
export { LocationDayEntity, LocationEntity } from './location.entity';
export type { LocationService } from './location.service';
export { WEEKDAY_NAMES, WorkCalendar, type ScheduledHours } from './work-calendar';
export { localDateIn } from './time-zone';
