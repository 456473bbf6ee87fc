import de from './locales/de/graphql.json';
import es from './locales/es/graphql.json';
import fr from './locales/fr/graphql.json';
import type { Language } from './languages';
import { fill, templatesOf, type Template } from './message-templates';

/**
 * graphql-js's own messages (variable coercion, validation, parsing) in other languages, keyed by the
 * English template with `{}` for what the message quotes (names, types, values, a nested message).
 */
export const GRAPHQL_CATALOGUES: Record<Exclude<Language, 'en'>, Record<string, string>> = { de, fr, es };

/** The parts of a catalogue that are not messages: the "Did you mean …?" suffix and its words. */
const SUGGESTION = 'Did you mean {}?';
const SUGGESTION_LEADS = ['to use an inline fragment on {}', 'the enum value {}'];
const OR = ' or ';
const NOT_MESSAGES = new Set([SUGGESTION, ...SUGGESTION_LEADS, OR]);

const TEMPLATES = Object.fromEntries(
  Object.entries(GRAPHQL_CATALOGUES).map(([language, catalogue]) => [
    language,
    templatesOf(Object.fromEntries(Object.entries(catalogue).filter(([english]) => !NOT_MESSAGES.has(english)))),
  ]),
) as Record<keyof typeof GRAPHQL_CATALOGUES, Template[]>;

/** graphql-js's suggestions: `"a"`, `"a" or "b"`, `"a", "b", or "c"`, after "the enum value" and the like. */
function suggestionsIn(language: keyof typeof GRAPHQL_CATALOGUES, suggested: string): string {
  const catalogue = GRAPHQL_CATALOGUES[language];
  const names = (list: string) => list.replace(/,? or (?=")/g, catalogue[OR]);
  for (const lead of SUGGESTION_LEADS) {
    const prefix = lead.replace('{}', '');
    if (suggested.startsWith(prefix)) return fill(catalogue[lead], [names(suggested.slice(prefix.length))]);
  }
  return names(suggested);
}

/**
 * A graphql-js message in a language, or null when it is not one of the templates the catalogue knows
 * (the caller keeps the English). `nested` translates a value that is itself a message (the reason
 * after "got invalid value …;").
 */
export function translateGraphqlMessage(
  message: string,
  language: keyof typeof GRAPHQL_CATALOGUES,
  nested: (value: string) => string,
): string | null {
  const [, body, suggested] = /^([\s\S]*?)(?: Did you mean ([\s\S]+)\?)?$/.exec(message)!;
  const catalogue = GRAPHQL_CATALOGUES[language];
  let translated: string | null = catalogue[body] ?? null;
  if (translated === null)
    for (const { match, translation } of TEMPLATES[language]) {
      const found = match.exec(body);
      if (!found) continue;
      translated = fill(translation, found.slice(1).map(nested));
      break;
    }
  if (translated === null) return null;
  return suggested === undefined
    ? translated
    : `${translated} ${fill(catalogue[SUGGESTION], [suggestionsIn(language, suggested)])}`;
}
