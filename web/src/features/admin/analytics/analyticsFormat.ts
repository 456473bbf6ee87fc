import type { RiskLevel } from '../../../__generated__/graphql';
import { toIsoDate } from '../../../lib/dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-03` → `Mar 2026`; with `short`, `Mar` (a chart axis). */
export function monthLabel(month: string, short = false): string {
  const [year, index] = month.split('-').map(Number);
  const name = MONTHS[index - 1] ?? month;
  return short ? name : `${name} ${year}`;
}

/** Spec §2: report numbers to 2 decimals; integers stay whole. */
export function formatReportValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return String(value);
}

/** A rate as `43.8%`. */
export const percent = (value: number): string => `${Math.round(value * 10) / 10}%`;

/** Days with at most one decimal: `1.2 days`; `—` when there is no figure. */
export function daysLabel(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}

/** Spec §2 report defaults: 1 January of this year to today. */
export function defaultReportPeriod(now: Date = new Date()): { startDate: string; endDate: string } {
  return { startDate: `${now.getFullYear()}-01-01`, endDate: toIsoDate(now) };
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

/** Spec §4 prediction risk as a coloured badge: high red, medium orange, low green (shades dark enough for white text). */
export const RISK_STYLE: Record<RiskLevel, { label: string; bg: string }> = {
  HIGH: { label: 'High risk', bg: 'red.700' },
  MEDIUM: { label: 'Medium risk', bg: 'orange.700' },
  LOW: { label: 'Low risk', bg: 'green.700' },
};

/** Analytics periods of spec §9. */
export const ANALYTICS_PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
];
