/** Messages matched by their English template: `{}` stands for a value, filled in order in the translation. */

export interface Template {
  match: RegExp;
  translation: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue's templates, the most specific (most fixed text) first. */
export function templatesOf(catalogue: Record<string, string>): Template[] {
  return Object.entries(catalogue)
    .filter(([english]) => english.includes('{}'))
    .sort(([a], [b]) => b.replace(/\{\}/g, '').length - a.replace(/\{\}/g, '').length)
    .map(([english, translation]) => ({
      match: new RegExp(`^${english.split('{}').map(escape).join('([\\s\\S]+?)')}$`),
      translation,
    }));
}

/** The translation with the values put back in order. */
export const fill = (translation: string, values: string[]): string => {
  let next = 0;
  return translation.replace(/\{\}/g, () => values[next++] ?? '');
};
