/**
 * Working schedules as pure data: the hours of each weekday, the templates that make one quickly, the
 * checks on what is entered, the schedule's share of full time (FTE) and which period applies on a date.
 */
import { badInput } from '../../lib/errors';
import { daysBetweenInclusive, parseIsoDate } from '../../lib/dates';

/** The weekdays as the API names them, index = `Date.getUTCDay` (0 = Sunday). */
export const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
export type WeekHours = Record<WeekdayKey, number>;

export const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface SchedulePeriod {
  effectiveFrom: string;
  effectiveTo: string | null;
  weekdayHours: number[];
}

export interface ScheduleTemplate {
  key: string;
  name: string;
  weekdayHours: number[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Monday to Friday (index 1–5) at the given hours each, or on the weekdays listed. */
const weekdays = (hours: number, days: readonly number[] = [1, 2, 3, 4, 5]): number[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => (days.includes(day) ? round2(hours) : 0));

/** The templates, from the organisation's full-time week (a full day is a fifth of it). */
export function scheduleTemplates(fullTimeHours: number): ScheduleTemplate[] {
  const day = fullTimeHours / 5;
  return [
    { key: 'full_time', name: 'Full time', weekdayHours: weekdays(day) },
    { key: 'four_days', name: '4 days (Mon–Thu)', weekdayHours: weekdays(day, [1, 2, 3, 4]) },
    { key: 'three_days', name: '3 days (Mon–Wed)', weekdayHours: weekdays(day, [1, 2, 3]) },
    { key: 'mornings', name: 'Mornings (5 half days)', weekdayHours: weekdays(day / 2) },
    { key: 'ninety_percent', name: '90% (every weekday shorter)', weekdayHours: weekdays(day * 0.9) },
  ];
}

export const SCHEDULE_TEMPLATE_COUNT = scheduleTemplates(40).length;

export const weekHoursOf = (weekdayHours: readonly number[]): WeekHours =>
  Object.fromEntries(WEEKDAY_KEYS.map((key, index) => [key, weekdayHours[index] ?? 0])) as WeekHours;

/** Checks a week of hours as entered (0–24 each, two decimals at most, some hours in the week). */
export function checkWeekHours(hours: Partial<Record<WeekdayKey, number | null>>): number[] {
  const values = WEEKDAY_KEYS.map((key) => hours[key] ?? 0);
  WEEKDAY_KEYS.forEach((key, index) => {
    const value = values[index];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 24)
      throw badInput(`Hours on ${key[0].toUpperCase()}${key.slice(1)} must be between 0 and 24`, key);
    if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
      throw badInput(`Hours on ${key[0].toUpperCase()}${key.slice(1)} can have at most two decimals`, key);
  });
  if (values.every((value) => value === 0)) throw badInput('A working schedule needs some hours in the week', 'hours');
  return values.map(round2);
}

export const weeklyHoursOf = (weekdayHours: readonly number[]): number =>
  round2(weekdayHours.reduce((sum, hours) => sum + hours, 0));

/** A schedule's share of the full-time week, to two decimals (0.6 for 24 of 40 hours). */
export const fteOf = (weekdayHours: readonly number[], fullTimeHours: number): number =>
  round2(weeklyHoursOf(weekdayHours) / fullTimeHours);

/** The period in effect on a date (periods of one person, any order). */
export function periodOn<T extends SchedulePeriod>(periods: readonly T[], date: string): T | null {
  return periods.find((p) => p.effectiveFrom <= date && (p.effectiveTo === null || p.effectiveTo >= date)) ?? null;
}

/** The hours a person's schedule gives a date; null: no schedule then (full time at their location). */
export function hoursOn(periods: readonly SchedulePeriod[], date: string): number | null {
  const period = periodOn(periods, date);
  return period ? period.weekdayHours[parseIsoDate(date)!.getUTCDay()] : null;
}

/**
 * The average FTE over [from, to]: each period weighs by the days it covers, days without a schedule
 * count as full time. Exactly 1 for people without a schedule, so their allowance does not change.
 */
export function averageFte(
  periods: readonly SchedulePeriod[],
  from: string,
  to: string,
  fullTimeHours: number,
): number {
  const total = daysBetweenInclusive(from, to);
  if (total <= 0) return 1;
  let weighted = 0;
  let covered = 0;
  for (const period of periods) {
    const start = period.effectiveFrom > from ? period.effectiveFrom : from;
    const end = period.effectiveTo !== null && period.effectiveTo < to ? period.effectiveTo : to;
    if (start > end) continue;
    const days = daysBetweenInclusive(start, end);
    weighted += days * Math.min(1, weeklyHoursOf(period.weekdayHours) / fullTimeHours);
    covered += days;
  }
  return (weighted + (total - covered)) / total;
}
