/**
 * Intl's formatters, each made once per locale and options and kept. Making one is not free (a
 * DateTimeFormat about 0.3 ms on a fast computer, four times that on a phone), and lists and tables
 * format every row: made per call, a screen of rows spent tens of milliseconds making the same ones.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string | undefined, options: object, make: () => T): T {
  const key = `${kind}\u0000${locale ?? ''}\u0000${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) =>
  once('DateTimeFormat', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  once('NumberFormat', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string | undefined, options: Intl.ListFormatOptions = {}) =>
  once('ListFormat', locale, options, () => new Intl.ListFormat(locale, options));
