import { formatDays } from './dates';

/** "1 member", "3 members": the noun agrees with the count. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** "1 day", "0.5 days", "2 days": a day count as people write it. */
export function dayCount(days: number): string {
  return `${formatDays(days)} ${days === 1 ? 'day' : 'days'}`;
}
