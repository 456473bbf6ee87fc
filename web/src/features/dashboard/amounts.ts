import { formatLocale, i18n } from '../../i18n';
import { numberFormat } from '../../i18n/intl';

/** A figure of days or hours to hundredths, in the screen's language, without grouping: "2.25", "1600", "2,5". */
export function formatFigure(amount: number): string {
  const format = numberFormat(formatLocale(), { maximumFractionDigits: 2, useGrouping: false });
  return format.format(Math.round(amount * 100) / 100);
}

/**
 * An amount of leave in the screen's language, in its unit: "3 days", "0.5 days" ("3 Tage") or "2.5 h"
 * ("2,5 h"). Rounded to hundredths, as the server counts.
 */
export function formatAmount(amount: number, unit: 'DAYS' | 'HOURS' | null | undefined): string {
  if (unit === 'HOURS') return i18n.t('dashboard:amount.hours', { count: formatFigure(amount) });
  return i18n.t('dashboard:amount.days', { count: Math.round(amount * 100) / 100 });
}
