import { formatLocale } from '../i18n/format';
import { i18n } from '../i18n/i18n';
import { dateTimeFormat, numberFormat } from '../i18n/intl';

const DAY_MS = 24 * 60 * 60 * 1000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A local calendar date as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** Parses YYYY-MM-DD as a local date (midnight). */
export function parseIsoDate(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

function utcDay(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** Inclusive number of calendar days between two YYYY-MM-DD dates (0 when end is before start). */
export function inclusiveDays(startIso: string, endIso: string): number {
  const days = utcDay(endIso) - utcDay(startIso) + 1;
  return days > 0 ? days : 0;
}

/** Spec §5: inclusive day count minus 0.5 for each half-day box ticked. */
export function requestedDays(startIso: string, endIso: string, startHalfDay: boolean, endHalfDay: boolean): number {
  const days = inclusiveDays(startIso, endIso);
  if (days === 0) return 0;
  return Math.max(0, days - (startHalfDay ? 0.5 : 0) - (endHalfDay ? 0.5 : 0));
}

/**
 * A day count in the screen's language, with at most one decimal: "2.5" (English), "2,5" (German).
 * Without grouping, as before ("1600", not "1,600"): a count of days or hours, not an amount.
 */
export function formatDays(days: number, locale: string = formatLocale()): string {
  return numberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(days);
}

export type BalanceHint = { status: 'warning' | 'info'; message: string };

/** Fraction of the available balance above which the form warns that little will be left (spec §9). */
export const BALANCE_HINT_THRESHOLD = 0.8;

/**
 * Spec §5: a warning above the available balance (submission is still allowed), info above 80% of it.
 * The warning speaks to the requester, or of `name` (an approver reading someone's request).
 */
export function balanceHint(requested: number, available: number, name?: string): BalanceHint | null {
  if (requested <= 0) return null;
  if (requested > available) {
    const figures = { requested: round(requested), available: round(available) };
    return {
      status: 'warning',
      message: name
        ? i18n.t('common:balanceHint.overThem', { ...figures, name })
        : i18n.t('common:balanceHint.over', figures),
    };
  }
  if (requested > available * BALANCE_HINT_THRESHOLD) {
    return {
      status: 'info',
      message: i18n.t('common:balanceHint.most', { remaining: round(available - requested) }),
    };
  }
  return null;
}

/** A figure as the catalogues' plurals count it: one decimal, as formatDays writes it. */
const round = (days: number) => Math.round(days * 10) / 10;

// Dates read in the screen's language, in the browser's variant of it ("Mar 3, 2026" in American
// English, "3 Mar 2026" in British, "3. März 2026" in German). One formatter per locale and style.
const formatter = (style: 'date' | 'long' | 'dateTime', locale: string = formatLocale()): Intl.DateTimeFormat =>
  dateTimeFormat(locale, STYLES[style]);
const STYLES: Record<'date' | 'long' | 'dateTime', Intl.DateTimeFormatOptions> = {
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const shortDate = (withYear: boolean, locale?: string) =>
  dateTimeFormat(locale, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) });

/**
 * A short range of YYYY-MM-DD dates in the screen's language, with the year only where it is not this
 * year's or the range crosses into another: "10 – 14 Dec", "31 Dec – 4 Jan 2027", "3 Mar 2025"
 * (British English; "Dec 10 – 14" in American). One date when start and end are the same day. Its spaces
 * do not break, so a range never wraps over several lines.
 */
export function formatDateRange(
  startIso: string,
  endIso: string,
  now: Date = new Date(),
  locale: string = formatLocale(),
): string {
  return unbreakable(rangeText(startIso, endIso, now, locale));
}

/** Spaces that keep their width but never break a line. */
const unbreakable = (text: string) => text.replace(/[\u2009\u202f]/g, '\u202f').replace(/ /g, '\u00a0');

function rangeText(startIso: string, endIso: string, now: Date, locale: string): string {
  const start = parseIsoDate(startIso);
  const end = parseIsoDate(endIso);
  const thisYear = now.getFullYear();
  if (start.getFullYear() === end.getFullYear()) {
    const format = shortDate(start.getFullYear() !== thisYear, locale);
    return startIso === endIso ? format.format(start) : format.formatRange(start, end);
  }
  return `${shortDate(start.getFullYear() !== thisYear, locale).format(start)} – ${shortDate(true, locale).format(end)}`;
}

/** "Mar 3, 2026" (American English), "3. März 2026" (German) for a YYYY-MM-DD date. */
export function formatDate(iso: string, locale?: string): string {
  return formatter('date', locale).format(parseIsoDate(iso));
}

/** "Thursday, March 3, 2026", "Donnerstag, 3. März 2026". */
export function formatLongDate(date: Date, locale?: string): string {
  return formatter('long', locale).format(date);
}

/**
 * Makes the formatter of the header's date ahead of the first render. The first Intl formatter a page
 * makes also loads the browser's locale data (15-35 ms on a fast computer, four times that on a phone):
 * made in a task of its own (main.tsx), that cost no longer lengthens a slice of the first render.
 */
export function prepareDateFormats(): void {
  formatLongDate(new Date());
}

/** For ISO timestamps (DateTime). */
export function formatDateTime(iso: string, locale?: string): string {
  return formatter('dateTime', locale).format(new Date(iso));
}

/** Spec §9 time-ago labels: Just now, minutes, hours (under 24), days (under 7), else the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return i18n.t('common:timeAgo.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return i18n.t('common:timeAgo.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('common:timeAgo.hours', { count: hours });
  const days = Math.floor(hours / 24);
  if (days < 7) return i18n.t('common:timeAgo.days', { count: days });
  return formatter('date').format(new Date(iso));
}
