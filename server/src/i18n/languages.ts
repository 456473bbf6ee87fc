/** The languages Leavewise speaks, by their ISO 639-1 code (the web client's list). English is the fallback. */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The supported language of a BCP 47 tag ("de-AT" → "de"), or null when Leavewise does not speak it. */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/**
 * The first language of an Accept-Language header that Leavewise speaks, by the header's q-values;
 * null without one (the caller's default applies).
 */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return null;
}

/** A person's language: their own choice, else their directory's when Leavewise speaks it. */
export const languageOf = (person: { language?: string | null; directoryLanguage?: string | null }): Language | null =>
  supportedLanguage(person.language) ?? supportedLanguage(person.directoryLanguage);
