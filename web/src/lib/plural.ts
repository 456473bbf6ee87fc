import { i18n } from '../i18n/i18n';

/**
 * "1 member", "3 members": the noun agrees with the count. English only: a translated screen writes
 * its counts as ICU plurals in its catalogue ("{count, plural, one {# member} other {# members}}").
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** "1 day", "0.5 days", "2 days" ("1 Tag", "0,5 Tage" in German): a day count as people write it. */
export function dayCount(days: number): string {
  return i18n.t('common:units.days', { count: Math.round(days * 10) / 10 });
}
