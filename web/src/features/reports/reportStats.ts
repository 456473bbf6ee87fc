const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-03" → "Mar 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year, m - 1, 1)));
}
