/**
 * What a count says in words, for the request form and the API: which days are counted and which are
 * not, and why ("3 working days: Friday, Monday, Tuesday; Saturday and Sunday are not counted;
 * 25 Dec is a public holiday (Christmas Day)").
 */
import { eachDate, parseIsoDate } from '../../lib/dates';
import { WEEKDAY_NAMES, type WorkCalendar } from '../locations';
import type { DayCountingRule, DayRange } from './day-count';

export interface DayNotCounted {
  date: string;
  reason: 'weekend' | 'holiday' | 'half_day_holiday' | 'not_working_day';
  /** The holiday's name. */
  name: string | null;
}

/** Listing the counted weekdays helps for a short request; a longer one names only what is left out. */
const MAX_DAYS_LISTED = 7;

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayOf = (date: string) => WEEKDAY_NAMES[parseIsoDate(date)!.getUTCDay()];
const format = (date: string) => shortDate.format(parseIsoDate(date)!);
const amount = (days: number, unit: string) => `${days} ${unit}${days === 1 ? '' : 's'}`;

function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The days of a range a working-days count leaves out, or counts only half, in date order. */
export function daysNotCounted(range: DayRange, rule: DayCountingRule, calendar: WorkCalendar): DayNotCounted[] {
  if (rule === 'calendar_days') return [];
  const result: DayNotCounted[] = [];
  for (const date of eachDate(range.startDate, range.endDate)) {
    const rest = calendar.restsOn(date);
    if (rest) result.push({ date, reason: rest === 'weekend' ? 'weekend' : 'not_working_day', name: null });
    else {
      const off = calendar.dayOff(date);
      if (off) result.push({ date, reason: off.halfDay ? 'half_day_holiday' : 'holiday', name: off.name });
    }
  }
  return result;
}

export function describeDayCount(range: DayRange, rule: DayCountingRule, calendar: WorkCalendar, days: number): string {
  if (rule === 'calendar_days') return `${amount(days, 'calendar day')}: weekends and public holidays are counted`;
  const left = daysNotCounted(range, rule, calendar);
  const skipped = new Set(left.filter((day) => day.reason !== 'half_day_holiday').map((day) => day.date));
  const counted = [...eachDate(range.startDate, range.endDate)].filter((date) => !skipped.has(date));
  const parts = [
    counted.length && counted.length <= MAX_DAYS_LISTED
      ? `${amount(days, 'working day')}: ${counted.map(weekdayOf).join(', ')}`
      : amount(days, 'working day'),
  ];
  const weekend = [...new Set(left.filter((day) => day.reason === 'weekend').map((day) => weekdayOf(day.date)))];
  if (weekend.length) parts.push(`${joinWords(weekend)} ${weekend.length === 1 ? 'is' : 'are'} not counted`);
  const own = [...new Set(left.filter((day) => day.reason === 'not_working_day').map((day) => weekdayOf(day.date)))];
  if (own.length)
    parts.push(
      `${joinWords(own)} ${own.length === 1 ? 'is' : 'are'} not your working day${own.length === 1 ? '' : 's'}`,
    );
  for (const day of left) {
    if (day.reason === 'holiday') parts.push(`${format(day.date)} is a public holiday (${day.name})`);
    if (day.reason === 'half_day_holiday') parts.push(`${format(day.date)} counts half (${day.name})`);
  }
  return parts.join('; ');
}
