/** The languages Leavewise speaks, by their ISO 639-1 code. English is the spec's wording and the fallback. */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, so a person finds their own whatever the screen's language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/** The supported language of a BCP 47 tag ("de-AT" → "de"), or null when Leavewise does not speak it. */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/** The first of the browser's languages that Leavewise speaks, else English. */
export function browserLanguage(languages: readonly string[] = browserTags()): Language {
  for (const tag of languages) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The browser's language tags; none outside a browser. Typed without the DOM's types: the build reads this module too. */
function browserTags(): readonly string[] {
  const browser = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  if (!browser) return [];
  return browser.languages?.length ? browser.languages : browser.language ? [browser.language] : [];
}
