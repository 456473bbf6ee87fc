import { eachDate } from '../../lib/dates';
import { leaveYearEnd, leaveYearsBetween, leaveYearStart } from '../../lib/leave-year';
import { WorkCalendar } from '../locations';

export interface DayRange {
  startDate: string;
  endDate: string;
  startHalfDay?: boolean | null;
  endHalfDay?: boolean | null;
}

export type DayCountingRule = 'calendar_days' | 'working_days';

/**
 * Days a request counts (spec §5): the inclusive number of days minus 0.5 for each half-day box.
 * Under the working-days rule only the days the requester's location works count (its weekend and its
 * days off excluded, a half-day holiday counting half), and a half-day box deducts only on a full
 * working day.
 */
export function countLeaveDays(
  range: DayRange,
  rule: DayCountingRule = 'calendar_days',
  calendar: WorkCalendar = WorkCalendar.PLAIN,
): number {
  const worth = (day: string) => (rule === 'calendar_days' ? 1 : calendar.worth(day));
  let days = 0;
  for (const day of eachDate(range.startDate, range.endDate)) days += worth(day);
  if (range.startHalfDay && worth(range.startDate) === 1) days -= 0.5;
  if (range.endHalfDay && worth(range.endDate) === 1) days -= 0.5;
  return Math.max(0, days);
}

/** Days of a range that fall between `from` and `to` (inclusive); half days count only at the range's own ends. */
export function countLeaveDaysWithin(
  range: DayRange,
  from: string,
  to: string,
  rule: DayCountingRule = 'calendar_days',
  calendar: WorkCalendar = WorkCalendar.PLAIN,
): number {
  const startDate = range.startDate > from ? range.startDate : from;
  const endDate = range.endDate < to ? range.endDate : to;
  if (startDate > endDate) return 0;
  return countLeaveDays(
    {
      startDate,
      endDate,
      startHalfDay: Boolean(range.startHalfDay) && startDate === range.startDate,
      endHalfDay: Boolean(range.endHalfDay) && endDate === range.endDate,
    },
    rule,
    calendar,
  );
}

/** A request's days per leave year it falls in (years with no days left out), in year order. */
export function daysPerYear(
  range: DayRange,
  rule: DayCountingRule = 'calendar_days',
  calendar: WorkCalendar = WorkCalendar.PLAIN,
  startMonth = 1,
): { year: number; days: number }[] {
  const charges: { year: number; days: number }[] = [];
  for (const year of leaveYearsBetween(range.startDate, range.endDate, startMonth)) {
    const days = countLeaveDaysWithin(
      range,
      leaveYearStart(year, startMonth),
      leaveYearEnd(year, startMonth),
      rule,
      calendar,
    );
    if (days > 0) charges.push({ year, days });
  }
  return charges;
}
