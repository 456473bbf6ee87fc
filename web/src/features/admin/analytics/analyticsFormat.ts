import type { TFunction } from 'i18next';
import type { RiskLevel } from '../../../__generated__/graphql';
import { formatLocale } from '../../../i18n';
import { toIsoDate } from '../../../lib/dates';
import { dateTimeFormat, numberFormat } from '../../../i18n/intl';

/** `2026-03` → `Mar 2026` (`März 2026` in German); with `short`, `Mar` (a chart axis). */
export function monthLabel(month: string, short = false, locale: string = formatLocale()): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return dateTimeFormat(locale, {
    month: 'short',
    ...(short ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/**
 * Spec §2: report numbers to 2 decimals; integers stay whole. Digits are grouped from five on
 * (12,345.50), so a table of small figures reads the same in every language.
 */
export function formatReportValue(value: unknown, locale: string = formatLocale()): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    const decimals = Number.isInteger(value) ? 0 : 2;
    return numberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'min2',
    }).format(value);
  }
  return String(value);
}

/** A rate given in percent as `43.8%` (`43,8 %` in German). */
export const percent = (value: number, locale: string = formatLocale()): string =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** Days with at most one decimal: `1.2 days`; `—` when there is no figure. */
export function daysLabel(value: number | null | undefined, t: TFunction): string {
  if (value === null || value === undefined) return '—';
  return t('units.days', { ns: 'common', count: Math.round(value * 10) / 10 });
}

/** Spec §2 report defaults: 1 January of this year to today. */
export function defaultReportPeriod(
  now: Date = new Date(),
  leaveYearStart?: string | null,
): { startDate: string; endDate: string } {
  const today = toIsoDate(now);
  const start = leaveYearStart && leaveYearStart <= today ? leaveYearStart : `${now.getFullYear()}-01-01`;
  return { startDate: start, endDate: today };
}

/** Spec §5: report departments are split on commas, trimmed, empties dropped. */
export function splitDepartments(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Spec §4 prediction risk as a coloured badge: high red, medium orange, low green (shades dark enough for
 * white text); its words are `risk.<level>`.
 */
export const RISK_COLOUR: Record<RiskLevel, string> = {
  HIGH: 'red.700',
  MEDIUM: 'orange.700',
  LOW: 'green.700',
};

/** Analytics periods of spec §9, in days ('Last 30 days'). */
export const ANALYTICS_PERIODS = ['7', '30', '90', '365'];
