import de from './locales/de/api.json';
import es from './locales/es/api.json';
import fr from './locales/fr/api.json';
import { translateGraphqlMessage } from './graphql-messages';
import { supportedLanguage, type Language } from './languages';
import { fill, templatesOf, type Template } from './message-templates';

/**
 * The API's messages in other languages, keyed by the English message the server throws; `{}` stands
 * for a value (a name, a number, a list), filled in the same order in the translation.
 */
export const API_CATALOGUES: Record<Exclude<Language, 'en'>, Record<string, string>> = { de, fr, es };

const PATTERNS = Object.fromEntries(
  Object.entries(API_CATALOGUES).map(([language, catalogue]) => [language, templatesOf(catalogue)]),
) as Record<keyof typeof API_CATALOGUES, Template[]>;

/**
 * An API message in a language: the catalogue's translation of the English message, its values put
 * back in place (a value that is itself a known message is translated too). English, or a message the
 * catalogue does not know, stays as it is: the code beside it is what machines read. graphql-js's own
 * messages (coercion, validation) are matched by their templates.
 */
export function translateApiMessage(message: string, language: string | null | undefined): string {
  const spoken = supportedLanguage(language);
  if (!spoken || spoken === 'en') return message;
  const catalogue = API_CATALOGUES[spoken];
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  // graphql-js's templates first: they quote every name, so no general API pattern takes them.
  const graphql = translateGraphqlMessage(message, spoken, (value) => translateApiMessage(value, spoken));
  if (graphql !== null) return graphql;
  for (const { match, translation } of PATTERNS[spoken]) {
    const found = match.exec(message);
    if (!found) continue;
    return fill(
      translation,
      found.slice(1).map((value) => catalogue[value] ?? value),
    );
  }
  return message;
}
