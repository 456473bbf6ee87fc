// What other modules may use of working schedules without the schedules' service: each person's
// working calendar and hours. It imports no service, so a module the schedules module needs (balances)
// reads schedules through it without a loop back. The full face is index.ts.
export { fullTimeHoursOf, personalCalendarOf, personalCalendarsOf, schedulesOf } from './schedule-calendars';
export { averageFte, hoursOn, SHORT_WEEKDAYS, type SchedulePeriod } from './working-time';
export { countHours, formatHours, type HourRange } from './hour-count';
