import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, type Namespace } from './catalogues';
import { DEFAULT_LANGUAGE, LANGUAGES, supportedLanguage, type Language } from './languages';

type Values = Record<string, string | number | Date | null | undefined>;

const compiled = new Map<string, IntlMessageFormat>();

function messageFormat(language: Language, namespace: Namespace, key: string): IntlMessageFormat {
  const cacheKey = `${language}\u0000${namespace}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    const text = CATALOGUES[language][namespace][key] ?? CATALOGUES[DEFAULT_LANGUAGE][namespace][key];
    if (text === undefined) throw new Error(`No message ${namespace}:${key}`);
    format = new IntlMessageFormat(text, language);
    compiled.set(cacheKey, format);
  }
  return format;
}

/**
 * A server message in a language (English when Leavewise does not speak it): ICU text from
 * `locales/<language>/<namespace>.json`, its plurals and numbers in that language.
 */
export function translate(
  language: string | null | undefined,
  namespace: Namespace,
  key: string,
  values: Values = {},
): string {
  const spoken = supportedLanguage(language) ?? DEFAULT_LANGUAGE;
  const cleaned = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? '']));
  return String(messageFormat(spoken, namespace, key).format(cleaned));
}

/** A translator bound to one language, for code that writes several messages to one person. */
export const translatorFor =
  (language: string | null | undefined) =>
  (namespace: Namespace, key: string, values?: Values): string =>
    translate(language, namespace, key, values);

export type Translator = ReturnType<typeof translatorFor>;

/** A message (one without values) as every language writes it: what a reader may meet, e.g. a CSV heading. */
export const inEveryLanguage = (namespace: Namespace, key: string): string[] =>
  LANGUAGES.map((language) => translate(language, namespace, key));
