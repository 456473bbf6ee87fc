import { parseIsoDate } from '../lib/dates';
import { DEFAULT_LANGUAGE, supportedLanguage, type Language } from './languages';
import { translate } from './translate';

/** The locale each language writes dates and numbers in; English keeps the US forms it always had. */
const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };

export const localeOf = (language: string | null | undefined): string =>
  LOCALES[supportedLanguage(language) ?? DEFAULT_LANGUAGE];

const formats = new Map<string, Intl.DateTimeFormat>();
function readable(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format;
}

/** A YYYY-MM-DD date as a person reads it: "Mon, Jun 2, 2025", "Mo., 2. Juni 2025", … */
export const formatReadableDate = (iso: string, language: string | null | undefined): string =>
  readable(localeOf(language)).format(parseIsoDate(iso)!);

/** One day, or "start to end" in the language. */
export const formatDateRange = (start: string, end: string, language: string | null | undefined): string =>
  start === end
    ? formatReadableDate(start, language)
    : translate(language, 'notifications', 'dateRange', {
        start: formatReadableDate(start, language),
        end: formatReadableDate(end, language),
      });

/** A number in the language's own writing ("1,5" in German). */
export const formatNumber = (value: number, language: string | null | undefined, maximumFractionDigits = 2): string =>
  new Intl.NumberFormat(localeOf(language), { maximumFractionDigits }).format(value);
