import { i18n, type Language } from '../../../i18n';
import type { Translate } from './translate';

/** A namespace's lookup in one language, loaded as the app loads it (for tests of text-building helpers). */
export async function translateIn(language: Language, namespace: string): Promise<Translate> {
  await i18n.loadNamespaces(namespace);
  await i18n.loadLanguages(language);
  return i18n.getFixedT(language, namespace);
}
