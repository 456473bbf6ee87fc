import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from './languageKey';
import { DEFAULT_LANGUAGE, LANGUAGES, browserLanguage, supportedLanguage, type Language } from './languages';

type Catalogue = ResourceKey;

// One catalogue per namespace and language: locales/<language>/<namespace>.json. English's shared words
// (`common`) ship with the app; every other catalogue, English included, loads with the first screen that
// uses its namespace, so a page downloads only the words it shows. English is every language's fallback.
const bundled = import.meta.glob<Catalogue>('./locales/en/common.json', { eager: true, import: 'default' });
const catalogues = import.meta.glob<Catalogue>(['./locales/*/*.json', '!./locales/en/common.json'], {
  import: 'default',
});

const namespaceOf = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

/** Every namespace, named by its English catalogue's file. */
export const NAMESPACES = [
  'common',
  ...Object.keys(catalogues)
    .filter((path) => path.startsWith('./locales/en/'))
    .map(namespaceOf),
];

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The language remembered on this device, else the browser's first language that Leavewise speaks. */
export function initialLanguage(): Language {
  try {
    const stored = supportedLanguage(globalThis.localStorage?.getItem(LANGUAGE_KEY));
    if (stored) return stored;
  } catch {
    // Storage may be unavailable (private mode); the browser's language still applies.
  }
  return browserLanguage();
}

export const i18n = i18next.createInstance();

/** A message ICU would print as it is written: no argument, plural or select (braces), no quoted apostrophe. */
const PLAIN_MESSAGE = /^(?:[^{}']|'(?!'))*$/;

/**
 * i18next-icu compiles each message into an ICU formatter the first time it is shown, and the first screen
 * shows dozens: parsing them is tens of milliseconds of a phone's start. Most messages are plain text, which
 * ICU formats to itself (tags are kept as text), so those are returned as they are; the others compile as
 * before.
 */
function icuFormat() {
  const icu = new ICU() as InstanceType<typeof ICU> & { parse: (message: unknown, ...rest: unknown[]) => unknown };
  const compile = icu.parse.bind(icu);
  icu.parse = (message, ...rest) =>
    typeof message === 'string' && PLAIN_MESSAGE.test(message) ? message : compile(message, ...rest);
  return icu;
}

void i18n
  .use(lazyCatalogues)
  .use(icuFormat())
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: Object.fromEntries(Object.entries(bundled).map(([path, c]) => [namespaceOf(path), c])) },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

// i18next-icu compiles each message once, and each compilation resolves its language among those Intl
// supports (Intl.NumberFormat.supportedLocalesOf). The first such call loads Intl's locale data: 50-100 ms
// of a fast computer's main thread, four times that on a phone, inside the first screen's render. The
// languages Leavewise speaks are all Intl's: each is taken as it is, and resolved once. (The class is the
// one i18next-icu compiles with, which it hands to i18next.)
type LocaleResolver = { resolveLocale(locales: string | string[]): Intl.Locale | undefined };
const messageFormat = (i18n as unknown as { IntlMessageFormat?: LocaleResolver }).IntlMessageFormat;
if (messageFormat) {
  const resolveLocale = messageFormat.resolveLocale.bind(messageFormat);
  const resolvedLocales = new Map<string, Intl.Locale | undefined>();
  messageFormat.resolveLocale = (locales) => {
    const key = String(locales);
    if (!resolvedLocales.has(key))
      resolvedLocales.set(key, supportedLanguage(key) === key ? new Intl.Locale(key) : resolveLocale(locales));
    return resolvedLocales.get(key);
  };
}

function markDocument(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
markDocument(i18n.language);
i18n.on('languageChanged', markDocument);

/** The screen's language now. */
export function currentLanguage(): Language {
  return supportedLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/**
 * Shows the app in `language` and remembers it on this device (the profile keeps it on the server, so
 * other devices, emails and pushes follow). A language Leavewise does not speak is ignored.
 */
export async function setLanguage(language: string | null | undefined): Promise<void> {
  const chosen = supportedLanguage(language);
  if (!chosen) return;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, chosen);
  } catch {
    // Not remembered on this device; the profile still has it.
  }
  if (chosen !== i18n.language) await i18n.changeLanguage(chosen);
}
