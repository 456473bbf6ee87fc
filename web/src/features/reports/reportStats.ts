import { dateTimeFormat } from '../../i18n/intl';
/** "2026-03" → "Mar 2026" (in the locale given; "März 2026" in German). */
export function monthLabel(month: string, locale = 'en-US'): string {
  const [year, m] = month.split('-').map(Number);
  return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}
