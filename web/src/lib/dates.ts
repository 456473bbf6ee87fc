import { formatLocale } from '../i18n/format';

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

export function formatDays(days: number): string {
  return Number.isInteger(days) ? String(days) : days.toFixed(1);
}

export type BalanceHint = { status: 'warning' | 'info'; message: string };

/** Fraction of the available balance above which the form warns that little will be left (spec §9). */
export const BALANCE_HINT_THRESHOLD = 0.8;

/** Spec §5: a warning above the available balance (submission is still allowed), info above 80% of it. */
export function balanceHint(requested: number, available: number): BalanceHint | null {
  if (requested <= 0) return null;
  if (requested > available) {
    return {
      status: 'warning',
      message: `You're requesting ${formatDays(requested)} days but only have ${formatDays(available)} days available.`,
    };
  }
  if (requested > available * BALANCE_HINT_THRESHOLD) {
    return {
      status: 'info',
      message: `This request uses most of your balance: ${formatDays(available - requested)} days will remain.`,
    };
  }
  return null;
}

// Dates read in the screen's language, in the browser's variant of it ("Mar 3, 2026" in American English,
// "3 Mar 2026" in British, "3. März 2026" in German): one formatter per locale, made when first asked for.
function formatterFor(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (locale = formatLocale()) => {
    let format = made.get(locale);
    if (!format) made.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
    return format;
  };
}
const dateFormat = formatterFor({ month: 'short', day: 'numeric', year: 'numeric' });
const longDateFormat = formatterFor({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const dateTimeFormat = formatterFor({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const shortDate = (withYear: boolean, locale?: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) });

/**
 * A short range of YYYY-MM-DD dates in the browser's language, with the year only where it is not this
 * year's or the range crosses into another: "10 – 14 Dec", "31 Dec – 4 Jan 2027", "3 Mar 2025"
 * (British English; "Dec 10 – 14" in American). One date when start and end are the same day. Its spaces
 * do not break, so a range never wraps over several lines.
 */
export function formatDateRange(startIso: string, endIso: string, now: Date = new Date(), locale?: string): string {
  return unbreakable(rangeText(startIso, endIso, now, locale));
}

/** Spaces that keep their width but never break a line. */
const unbreakable = (text: string) => text.replace(/[\u2009\u202f]/g, '\u202f').replace(/ /g, '\u00a0');

function rangeText(startIso: string, endIso: string, now: Date, locale?: string): string {
  const start = parseIsoDate(startIso);
  const end = parseIsoDate(endIso);
  const thisYear = now.getFullYear();
  if (start.getFullYear() === end.getFullYear()) {
    const format = shortDate(start.getFullYear() !== thisYear, locale);
    return startIso === endIso ? format.format(start) : format.formatRange(start, end);
  }
  return `${shortDate(start.getFullYear() !== thisYear, locale).format(start)} – ${shortDate(true, locale).format(end)}`;
}

/** "Mar 3, 2026" for a YYYY-MM-DD date. */
export function formatDate(iso: string): string {
  return dateFormat().format(parseIsoDate(iso));
}

export function formatLongDate(date: Date): string {
  return longDateFormat().format(date);
}

/** For ISO timestamps (DateTime). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}

/** Spec §9 time-ago labels: Just now, minutes, hours (under 24), days (under 7), else the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return dateFormat().format(new Date(iso));
}
