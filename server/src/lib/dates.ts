const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a strict YYYY-MM-DD calendar date; null when malformed or not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

export const toIsoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** The server's notion of now. Tests move it to replay a year of accrual; everything else leaves it alone. */
export const clock = { now: (): Date => new Date() };

export const todayIso = (): string => toIsoDate(clock.now());

export const currentYearOf = (): number => clock.now().getUTCFullYear();

/** Days in a year (365 or 366). */
export const daysInYear = (year: number): number => (new Date(Date.UTC(year, 1, 29)).getUTCDate() === 29 ? 366 : 365);

/** Inclusive number of days from start to end. */
export const daysBetweenInclusive = (start: string, end: string): number =>
  Math.round((parseIsoDate(end)!.getTime() - parseIsoDate(start)!.getTime()) / 86_400_000) + 1;

/** `YYYY-MM-DD`, optionally with `THH:MM[:SS[.fff]]` and `Z` or an offset: ISO 8601 as people write it. */
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Parses an ISO 8601 date or timestamp strictly (no "0", "-1" or "yesterday", which `new Date` takes),
 * within the years 1 to 9999 that Postgres and JavaScript both hold; null otherwise.
 */
export function parseIsoTimestamp(value: string): Date | null {
  const match = ISO_TIMESTAMP.exec(value);
  if (!match) return null;
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00'] = match;
  if (!parseIsoDate(`${year}-${month}-${day}`) || Number(year) < 1) return null;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  // Without an offset, a time is read as UTC (as the API documents all instants).
  const date = new Date(match[4] && !match[7] ? `${value}Z` : match[4] ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) return null;
  return date;
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Invalid date ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Every date from start to end inclusive. */
export function* eachDate(start: string, end: string): Generator<string> {
  for (let day = start; day <= end; day = addDays(day, 1)) yield day;
}

const readableDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mon, Jun 2, 2025" for a YYYY-MM-DD date: how dates read in notifications and emails. */
export const formatReadableDate = (iso: string): string => readableDate.format(parseIsoDate(iso)!);

/** "Mon, Jun 2, 2025" for one day, "Mon, Jun 2, 2025 to Wed, Jun 4, 2025" for a range. */
export const formatDateRange = (start: string, end: string): string =>
  start === end ? formatReadableDate(start) : `${formatReadableDate(start)} to ${formatReadableDate(end)}`;
