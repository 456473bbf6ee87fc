import { eachDate, isWeekend } from '../../lib/dates';

export interface DayRange {
  startDate: string;
  endDate: string;
  startHalfDay?: boolean | null;
  endHalfDay?: boolean | null;
}

export type DayCountingRule = 'calendar_days' | 'working_days';

/**
 * Days a request counts (spec §5): the inclusive number of days minus 0.5 for each half-day box.
 * Under the working-days rule only weekdays that are not public holidays count, and a half day
 * deducts only when it falls on such a day.
 */
export function countLeaveDays(
  range: DayRange,
  rule: DayCountingRule = 'calendar_days',
  holidays: ReadonlySet<string> = new Set(),
): number {
  const counts = (day: string) => rule === 'calendar_days' || (!isWeekend(day) && !holidays.has(day));
  let days = 0;
  for (const day of eachDate(range.startDate, range.endDate)) if (counts(day)) days += 1;
  if (range.startHalfDay && counts(range.startDate)) days -= 0.5;
  if (range.endHalfDay && counts(range.endDate)) days -= 0.5;
  return Math.max(0, days);
}

/** Days of a range that fall between `from` and `to` (inclusive); half days count only at the range's own ends. */
export function countLeaveDaysWithin(
  range: DayRange,
  from: string,
  to: string,
  rule: DayCountingRule = 'calendar_days',
  holidays: ReadonlySet<string> = new Set(),
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
    holidays,
  );
}

/** A request's days per year it falls in (years with no days left out), in year order. */
export function daysPerYear(
  range: DayRange,
  rule: DayCountingRule = 'calendar_days',
  holidays: ReadonlySet<string> = new Set(),
): { year: number; days: number }[] {
  const charges: { year: number; days: number }[] = [];
  for (let year = Number(range.startDate.slice(0, 4)); year <= Number(range.endDate.slice(0, 4)); year++) {
    const days = countLeaveDaysWithin(range, `${year}-01-01`, `${year}-12-31`, rule, holidays);
    if (days > 0) charges.push({ year, days });
  }
  return charges;
}
