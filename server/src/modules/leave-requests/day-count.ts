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
