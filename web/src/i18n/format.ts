import { i18n } from './i18n';
import { supportedLanguage, type Language } from './languages';
import { dateTimeFormat, numberFormat } from './intl';

/**
 * The locale dates and numbers are written in: the browser's own tag when it is a variant of the
 * screen's language (en-GB writes "3 Mar 2026", en-US "Mar 3, 2026"), else the screen's language.
 */
export function formatLocale(language: string = i18n.language, tags: readonly string[] = browserTags()): string {
  const screen = supportedLanguage(language) ?? 'en';
  return tags.find((tag) => supportedLanguage(tag) === screen) ?? screen;
}

type WeekInfo = { firstDay: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The first day of the locale's week, 1 = Monday … 7 = Sunday (ISO), as Intl reports it. */
export function firstDayOfWeek(locale: string = formatLocale()): number {
  try {
    const info = new Intl.Locale(locale) as LocaleWithWeek;
    const week = info.getWeekInfo?.() ?? info.weekInfo;
    if (week?.firstDay) return week.firstDay;
  } catch {
    // An invalid tag falls through to the language's usual week.
  }
  return /^en-(US|CA)$|^es-(US|MX)$/.test(locale) || locale === 'en' ? 7 : 1;
}

/** Weekday names in the locale's order, starting on its first day: [{ iso: 1, name: 'Monday' }, …]. */
export function weekdays(
  width: 'long' | 'short' | 'narrow' = 'short',
  locale: string = formatLocale(),
): { iso: number; name: string }[] {
  const format = dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  const first = firstDayOfWeek(locale);
  // 2024-01-01 was a Monday (ISO 1).
  return Array.from({ length: 7 }, (_, index) => {
    const iso = ((first - 1 + index) % 7) + 1;
    return { iso, name: format.format(new Date(Date.UTC(2024, 0, iso))) };
  });
}

/** A number in the locale ("1,5" in German), with at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, maximumFractionDigits = 2, locale: string = formatLocale()): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

export type { Language };

function browserTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
