import deEmails from './locales/de/emails.json';
import deNotifications from './locales/de/notifications.json';
import enEmails from './locales/en/emails.json';
import enNotifications from './locales/en/notifications.json';
import esEmails from './locales/es/emails.json';
import esNotifications from './locales/es/notifications.json';
import frEmails from './locales/fr/emails.json';
import frNotifications from './locales/fr/notifications.json';
import type { Language } from './languages';

type Tree = { [key: string]: string | Tree };

/** "a.b" keys for a nested catalogue, as the web's catalogues are read. */
export function flatten(tree: Tree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else flatten(value, path, into);
  }
  return into;
}

const NAMESPACE_FILES = {
  en: { emails: enEmails, notifications: enNotifications },
  de: { emails: deEmails, notifications: deNotifications },
  fr: { emails: frEmails, notifications: frNotifications },
  es: { emails: esEmails, notifications: esNotifications },
} satisfies Record<Language, Record<string, Tree>>;

export type Namespace = keyof (typeof NAMESPACE_FILES)['en'];

/** Every server catalogue: language → namespace → flat key → ICU message. */
export const CATALOGUES = Object.fromEntries(
  Object.entries(NAMESPACE_FILES).map(([language, namespaces]) => [
    language,
    Object.fromEntries(Object.entries(namespaces).map(([namespace, tree]) => [namespace, flatten(tree)])),
  ]),
) as Record<Language, Record<Namespace, Record<string, string>>>;
