import { formatLocale, useTranslation, weekdays } from '../../i18n';
import { WEEKDAY_FIELDS, type SchedulePeriodLike } from './scheduleLabels';

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

/** The legend's words for a part-timer's own days off ("Not a working day of your schedule: Thu and Fri"), or null. */
export function useScheduleDaysOffLabel(
  periods: readonly SchedulePeriodLike[] | null | undefined,
  weekendDays: readonly string[],
): string | null {
  const { t, i18n } = useTranslation('schedules');
  const days = scheduledDaysOff(periods, weekendDays);
  if (!days.length) return null;
  const locale = formatLocale(i18n.language);
  const names = weekdays('short', locale)
    .filter((day) => days.includes(day.iso))
    .map((day) => day.name);
  return t('legend.daysOff', { days: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) });
}
