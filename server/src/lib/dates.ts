const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a strict YYYY-MM-DD calendar date; null when malformed or not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

export const toIsoDate = (date: Date): string => date.toISOString().slice(0, 10);

export const todayIso = (): string => toIsoDate(new Date());

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

export const isWeekend = (iso: string): boolean => {
  const weekday = parseIsoDate(iso)!.getUTCDay();
  return weekday === 0 || weekday === 6;
};

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
