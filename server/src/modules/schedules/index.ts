// The schedules module's public face: what other modules may use of it.
export { fullTimeHoursOf, personalCalendarOf, personalCalendarsOf, schedulesOf } from './schedule-calendars';
export type { ScheduleService } from './schedule.service';
export { averageFte, hoursOn, SHORT_WEEKDAYS, type SchedulePeriod } from './working-time';
export { countHours, formatHours, type HourRange } from './hour-count';
