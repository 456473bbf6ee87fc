import type { TFunction } from 'i18next';
import { formatLocale, useTranslation, weekdays } from '../../i18n';
import { WEEKDAY_FIELDS, type SchedulePeriodLike } from './scheduleLabels';
import { dateTimeFormat, listFormat } from '../../i18n/intl';

const WEEKDAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** ISO weekdays (1 = Monday) a schedule of these periods leaves free that are not the location's weekend. */
export function scheduledDaysOff(
  periods: readonly SchedulePeriodLike[] | null | undefined,
  weekendDays: readonly string[],
): number[] {
  const off = new Set<number>();
  for (const period of periods ?? [])
    WEEKDAY_FIELDS.forEach((field, index) => {
      if (period.hours[field] === 0 && !weekendDays.includes(WEEKDAY_NAMES[index])) off.add(index + 1);
    });
  return [...off].sort();
}

/**
 * The legend's words for a part-timer's own days off ("Not a working day of your schedule: Thu and Fri"),
 * or null. When the schedule changes within the shown month and the days off differ, each period says
 * its own: "Fri until 15 Sept; Thu and Fri from 16 Sept".
 */
export function describeScheduleDaysOff(
  periods: readonly SchedulePeriodLike[] | null | undefined,
  weekendDays: readonly string[],
  t: TFunction<'schedules'>,
  locale: string,
): string | null {
  const list = listFormat(locale, { type: 'conjunction' });
  const names = (days: number[]) =>
    list.format(
      weekdays('short', locale)
        .filter((day) => days.includes(day.iso))
        .map((day) => day.name),
    );
  const each = (periods ?? []).map((period) => ({ period, days: scheduledDaysOff([period], weekendDays) }));
  const distinct = new Set(each.map(({ days }) => days.join()));
  if (distinct.size <= 1) {
    const days = scheduledDaysOff(periods, weekendDays);
    return days.length ? t('legend.daysOff', { days: names(days) }) : null;
  }
  const date = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const at = (iso: string) => date.format(new Date(`${iso}T00:00:00Z`));
  const parts = each.flatMap(({ period, days }, index) => {
    if (!days.length) return [];
    // The first period began before the month: it is named by its end; the others by their start.
    if (index === 0 && period.effectiveTo)
      return [t('legend.until', { days: names(days), date: at(period.effectiveTo) })];
    return [t('legend.from', { days: names(days), date: at(period.effectiveFrom) })];
  });
  return t('legend.daysOff', { days: parts.join('; ') });
}

export function useScheduleDaysOffLabel(
  periods: readonly SchedulePeriodLike[] | null | undefined,
  weekendDays: readonly string[],
): string | null {
  const { t, i18n } = useTranslation('schedules');
  return describeScheduleDaysOff(periods, weekendDays, t, formatLocale(i18n.language));
}
