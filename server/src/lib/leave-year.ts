/**
 * The leave year: the twelve months balances, accrual and carry-over count in. It starts on the first
 * of the month the organisation chooses (January by default; April in the UK and India, July in
 * Australia). A leave year is named by the calendar year it starts in: with an April start, year 2026
 * runs from 1 April 2026 to 31 March 2027 and reads "2026/27"; with a January start it reads "2026".
 */
import { addDays } from './dates';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface LeaveYearValue {
  /** The calendar year it starts in: the number balances and ledger entries carry. */
  year: number;
  /** The month (1–12) it starts in. */
  startMonth: number;
  /** "2026" for a January year, "2026/27" for any other. */
  label: string;
  /** Its first day, YYYY-MM-DD. */
  start: string;
  /** Its last day, YYYY-MM-DD. */
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const isStartMonth = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12;

/** The first day of leave year `year`. */
export const leaveYearStart = (year: number, startMonth = 1): string => `${year}-${pad(startMonth)}-01`;

/** The last day of leave year `year`: the day before the next one starts. */
export const leaveYearEnd = (year: number, startMonth = 1): string => addDays(leaveYearStart(year + 1, startMonth), -1);

/** The leave year a date (YYYY-MM-DD) falls in. */
export const leaveYearOf = (date: string, startMonth = 1): number =>
  Number(date.slice(5, 7)) >= startMonth ? Number(date.slice(0, 4)) : Number(date.slice(0, 4)) - 1;

/** "2026" for a January year, "2026/27" for any other. */
export const leaveYearLabel = (year: number, startMonth = 1): string =>
  startMonth === 1 ? String(year) : `${year}/${pad((year + 1) % 100)}`;

export const leaveYear = (year: number, startMonth = 1): LeaveYearValue => ({
  year,
  startMonth,
  label: leaveYearLabel(year, startMonth),
  start: leaveYearStart(year, startMonth),
  end: leaveYearEnd(year, startMonth),
});

/** The leave years from the one `from` falls in to the one `to` falls in, in order. */
export function leaveYearsBetween(from: string, to: string, startMonth = 1): number[] {
  const years: number[] = [];
  for (let year = leaveYearOf(from, startMonth); year <= leaveYearOf(to, startMonth); year++) years.push(year);
  return years;
}

/** `date` held within leave year `year`: its first day before it, its last day after it. */
export function withinLeaveYear(date: string, year: number, startMonth = 1): string {
  const first = leaveYearStart(year, startMonth);
  const last = leaveYearEnd(year, startMonth);
  return date < first ? first : date > last ? last : date;
}

/**
 * The day of a leave year a month and day (MM-DD) names: its first occurrence on or after the year's
 * start (a 30 June expiry of an April year 2026/27 is 30 June 2026; a 31 January one is 31 January 2027).
 * 29 February means the 28th in a year without it.
 */
export function monthDayIn(year: number, monthDay: string, startMonth = 1): string {
  const calendarYear = Number(monthDay.slice(0, 2)) >= startMonth ? year : year + 1;
  const leap = new Date(Date.UTC(calendarYear, 1, 29)).getUTCDate() === 29;
  return `${calendarYear}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/**
 * SQL for the leave year a date expression falls in, by the organisation's start month as stored in
 * the policy (January when it names none): for reports that join a balance to a date.
 */
export const leaveYearSql = (date: string): string =>
  `(extract(year FROM ${date})::int - CASE WHEN extract(month FROM ${date}) < coalesce(
     (SELECT (settings->>'leaveYearStartMonth')::int FROM policy_settings WHERE id = 1), 1) THEN 1 ELSE 0 END)`;
