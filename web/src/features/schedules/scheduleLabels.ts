import type { TFunction } from 'i18next';
import { formatLocale, weekdays } from '../../i18n';

/** How a schedule reads in a sentence: "Mon–Wed 8 h (24 h a week, FTE 0.6)". */
export interface WeekHoursLike {
  monday: number;
  tuesday: number;
  wednesday: number;
  thursday: number;
  friday: number;
  saturday: number;
  sunday: number;
}

export const WEEKDAY_FIELDS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayField = (typeof WEEKDAY_FIELDS)[number];

/** The schedules catalogue's words (`t` of the `schedules` namespace). */
export type ScheduleWords = TFunction<'schedules'>;

/** A weekday's short name in the locale: "Mon", "Mo.", "lun.". */
export const shortWeekday = (day: WeekdayField, locale: string = formatLocale()): string =>
  weekdays('short', locale).find((weekday) => weekday.iso === WEEKDAY_FIELDS.indexOf(day) + 1)!.name;

/** "Mon 8 h · Tue 8 h · Wed 8 h": the days with hours, Monday to Sunday. */
export function describeWeek(hours: WeekHoursLike, t: ScheduleWords, locale: string = formatLocale()): string {
  const days = WEEKDAY_FIELDS.filter((day) => hours[day] > 0);
  return days.map((day) => t('dayHours', { day: shortWeekday(day, locale), hours: hours[day] })).join(' · ');
}

/** "24 h a week, FTE 0.6". */
export const describeShare = (weeklyHours: number, fte: number, t: ScheduleWords): string =>
  t('share', { hours: weeklyHours, fte });

/** A schedule period: the hours it gives from its first day to its last (null: open). */
export interface SchedulePeriodLike {
  effectiveFrom: string;
  effectiveTo?: string | null;
  hours: WeekHoursLike;
}

/** The period in force on a date, if any. */
export const periodOn = <T extends SchedulePeriodLike>(periods: readonly T[] | null | undefined, date: string) =>
  periods?.find((p) => p.effectiveFrom <= date && (!p.effectiveTo || date <= p.effectiveTo)) ?? null;

/** Whether the schedule in force on a date leaves it free; no schedule then: the location decides. */
export function isScheduledOffOn(periods: readonly SchedulePeriodLike[] | null | undefined, date: string): boolean {
  return isScheduledOff(periodOn(periods, date)?.hours, date);
}

/** Whether a schedule leaves a date free (a weekday of 0 hours); no schedule: the location decides. */
export function isScheduledOff(hours: WeekHoursLike | null | undefined, date: string): boolean {
  if (!hours) return false;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return hours[WEEKDAY_FIELDS[(day + 6) % 7]] === 0;
}
