import type { TFunction } from 'i18next';
import { formatLocale } from '../../i18n';

/**
 * Spec §9's time-ago labels in the screen's language: just now, minutes, hours (under 24), days (under
 * 7), else the date.
 */
export function notificationAge(iso: string, t: TFunction<'notifications'>, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return t('age.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('age.hours', { count: hours });
  const days = Math.floor(hours / 24);
  if (days < 7) return t('age.days', { count: days });
  return new Intl.DateTimeFormat(formatLocale(), { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
}
