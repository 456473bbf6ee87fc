import { addDays, toIsoDate } from './dates';

export const GRID_CELLS = 42;
export const ENTRIES_PER_CELL = 2;

export interface GridCell {
  date: string;
  inMonth: boolean;
}

/**
 * The 42 cells (six weeks) that show a month, each week starting on `firstDay` (ISO: 1 = Monday …
 * 7 = Sunday, the default). `month` is 0-based.
 */
export function monthGrid(year: number, month: number, firstDay = 7): GridCell[] {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() - (firstDay % 7) + 7) % 7;
  const start = toIsoDate(new Date(year, month, 1 - lead));
  return Array.from({ length: GRID_CELLS }, (_, i) => {
    const date = addDays(start, i);
    return { date, inMonth: Number(date.slice(5, 7)) === month + 1 };
  });
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Entries shown in a cell and how many are hidden behind '+n more'. */
export function cellEntries<T>(entries: T[], limit = ENTRIES_PER_CELL): { shown: T[]; more: number } {
  return { shown: entries.slice(0, limit), more: Math.max(0, entries.length - limit) };
}

/** Whether a request spanning [start, end] covers the date (all YYYY-MM-DD). */
export function covers(start: string, end: string, date: string): boolean {
  return start <= date && date <= end;
}

/** Saturday or Sunday (YYYY-MM-DD): days the working-day count leaves out, with public holidays. */
export function isWeekend(date: string): boolean {
  const day = new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))).getDay();
  return day === 0 || day === 6;
}
