import de from './locales/de/api.json';
import es from './locales/es/api.json';
import fr from './locales/fr/api.json';
import { supportedLanguage, type Language } from './languages';

/**
 * The API's messages in other languages, keyed by the English message the server throws; `{}` stands
 * for a value (a name, a number, a list), filled in the same order in the translation.
 */
export const API_CATALOGUES: Record<Exclude<Language, 'en'>, Record<string, string>> = { de, fr, es };

interface Pattern {
  match: RegExp;
  translation: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Patterns of a catalogue, the most specific (most fixed text) first, so "{} is required" comes last. */
function patternsOf(catalogue: Record<string, string>): Pattern[] {
  return Object.entries(catalogue)
    .filter(([english]) => english.includes('{}'))
    .sort(([a], [b]) => b.replace(/\{\}/g, '').length - a.replace(/\{\}/g, '').length)
    .map(([english, translation]) => ({
      match: new RegExp(`^${english.split('{}').map(escape).join('([\\s\\S]+?)')}$`),
      translation,
    }));
}

const PATTERNS = Object.fromEntries(
  Object.entries(API_CATALOGUES).map(([language, catalogue]) => [language, patternsOf(catalogue)]),
) as Record<keyof typeof API_CATALOGUES, Pattern[]>;

/**
 * An API message in a language: the catalogue's translation of the English message, its values put
 * back in place (a value that is itself a known message is translated too). English, or a message the
 * catalogue does not know, stays as it is: the code beside it is what machines read.
 */
export function translateApiMessage(message: string, language: string | null | undefined): string {
  const spoken = supportedLanguage(language);
  if (!spoken || spoken === 'en') return message;
  const catalogue = API_CATALOGUES[spoken];
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  for (const { match, translation } of PATTERNS[spoken]) {
    const found = match.exec(message);
    if (!found) continue;
    const values = found.slice(1).map((value) => catalogue[value] ?? value);
    let next = 0;
    return translation.replace(/\{\}/g, () => values[next++] ?? '');
  }
  return message;
}
