import { formatNumber, i18n } from '../../i18n';

/**
 * An amount of leave in the screen's language, in its unit: "3 days", "0.5 days" ("3 Tage") or "2.5 h"
 * ("2,5 h"). Rounded to hundredths, as the server counts.
 */
export function formatAmount(amount: number, unit: 'DAYS' | 'HOURS' | null | undefined): string {
  const rounded = Math.round(amount * 100) / 100;
  return unit === 'HOURS'
    ? i18n.t('dashboard:amount.hours', { count: formatNumber(rounded) })
    : i18n.t('dashboard:amount.days', { count: rounded });
}
