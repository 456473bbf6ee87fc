import deCalendar from './locales/de/calendar.json';
import deChannels from './locales/de/channels.json';
import deCsv from './locales/de/csv.json';
import deDecisions from './locales/de/decisions.json';
import deEmails from './locales/de/emails.json';
import deNotifications from './locales/de/notifications.json';
import deSlack from './locales/de/slack.json';
import enCalendar from './locales/en/calendar.json';
import enChannels from './locales/en/channels.json';
import enCsv from './locales/en/csv.json';
import enDecisions from './locales/en/decisions.json';
import enEmails from './locales/en/emails.json';
import enNotifications from './locales/en/notifications.json';
import enSlack from './locales/en/slack.json';
import esCalendar from './locales/es/calendar.json';
import esChannels from './locales/es/channels.json';
import esCsv from './locales/es/csv.json';
import esDecisions from './locales/es/decisions.json';
import esEmails from './locales/es/emails.json';
import esNotifications from './locales/es/notifications.json';
import esSlack from './locales/es/slack.json';
import frCalendar from './locales/fr/calendar.json';
import frChannels from './locales/fr/channels.json';
import frCsv from './locales/fr/csv.json';
import frDecisions from './locales/fr/decisions.json';
import frEmails from './locales/fr/emails.json';
import frNotifications from './locales/fr/notifications.json';
import frSlack from './locales/fr/slack.json';
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
  en: {
    calendar: enCalendar,
    channels: enChannels,
    csv: enCsv,
    decisions: enDecisions,
    emails: enEmails,
    notifications: enNotifications,
    slack: enSlack,
  },
  de: {
    calendar: deCalendar,
    channels: deChannels,
    csv: deCsv,
    decisions: deDecisions,
    emails: deEmails,
    notifications: deNotifications,
    slack: deSlack,
  },
  fr: {
    calendar: frCalendar,
    channels: frChannels,
    csv: frCsv,
    decisions: frDecisions,
    emails: frEmails,
    notifications: frNotifications,
    slack: frSlack,
  },
  es: {
    calendar: esCalendar,
    channels: esChannels,
    csv: esCsv,
    decisions: esDecisions,
    emails: esEmails,
    notifications: esNotifications,
    slack: esSlack,
  },
} satisfies Record<Language, Record<string, Tree>>;

export type Namespace = keyof (typeof NAMESPACE_FILES)['en'];

/** Every server catalogue: language → namespace → flat key → ICU message. */
export const CATALOGUES = Object.fromEntries(
  Object.entries(NAMESPACE_FILES).map(([language, namespaces]) => [
    language,
    Object.fromEntries(Object.entries(namespaces).map(([namespace, tree]) => [namespace, flatten(tree)])),
  ]),
) as Record<Language, Record<Namespace, Record<string, string>>>;
