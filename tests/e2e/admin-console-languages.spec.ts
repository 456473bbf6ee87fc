import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { coveredClickables } from './support/overlap';
import { overflowsHorizontally, settle } from './support/screens';
import { useBrowser, useSignedInPage } from './support/fixtures';

type Tree = { [key: string]: string | Tree };
type Namespace = 'admin-analytics' | 'admin-audit' | 'admin-integrations' | 'admin-settings' | 'admin-system';

const locales = new URL('../../web/src/i18n/locales/', import.meta.url);
const catalogue = (language: string, namespace: Namespace): Tree =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, locales), 'utf8'));

/** A message by its dotted key. */
const message = (tree: Tree, key: string): string =>
  key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree) as string;

/** Every message without arguments, keyed by its dotted key. */
function plainMessages(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') for (const [inner, text] of plainMessages(value, path)) found.set(inner, text);
    else if (!/[{<]/.test(value)) found.set(path, value);
  }
  return found;
}

/**
 * The English phrases of a namespace that the other language words differently (the ones that must not
 * show). Single words are left out: a request type or a person may well be called "Sickness".
 */
function englishOnly(namespace: Namespace, language: string): string[] {
  const translated = plainMessages(catalogue(language, namespace));
  return [...plainMessages(catalogue('en', namespace))]
    .filter(([key, english]) => / \S/.test(english) && english.length >= 10 && translated.get(key) !== english)
    .map(([, english]) => english);
}

/**
 * The words of the page's main part that these screens own: the console's section menu and the sections
 * other features put on these pages (leave year, data retention, the Slack app) are left out.
 */
const OTHERS = [
  'nav',
  '[data-testid="settings-leave-year"]',
  '[data-testid="settings-data-retention"]',
  'section[aria-labelledby="slack-app-title"]',
];
const ownText = (page: Page) =>
  page.evaluate((others) => {
    const hidden = [...document.querySelectorAll<HTMLElement>(others.map((s) => `main ${s}`).join(', '))];
    hidden.forEach((element) => (element.style.display = 'none'));
    const text = document.querySelector('main')?.innerText ?? '';
    hidden.forEach((element) => (element.style.display = ''));
    return text.replace(/\s+/g, ' ');
  }, OTHERS);

const shots = fileURLToPath(new URL('../../test-results/languages/', import.meta.url));
mkdirSync(shots, { recursive: true });

/** The console's screens of settings, integrations, analytics, audit and system status, and what each shows once drawn. */
const SCREENS: {
  name: string;
  path: string;
  namespace: Namespace;
  heading: string;
  /** Opens a dialog over the page. */
  dialog?: boolean;
  then?: (page: Page, words: Tree) => Promise<void>;
}[] = [
  { name: 'analytics', path: '/admin?tab=analytics', namespace: 'admin-analytics', heading: 'overview.outcomes' },
  {
    name: 'trends',
    path: '/admin?tab=analytics&view=trends',
    namespace: 'admin-analytics',
    heading: 'trends.decisions',
  },
  {
    name: 'report',
    path: '/admin?tab=analytics&view=reports',
    namespace: 'admin-analytics',
    heading: 'reportTitles.PTO_UTILIZATION',
    then: (page, words) => page.getByRole('button', { name: message(words, 'reports.generate') }).click(),
  },
  { name: 'audit', path: '/admin?tab=audit&view=logs', namespace: 'admin-audit', heading: 'views.logs' },
  {
    name: 'audit-statistics',
    path: '/admin?tab=audit&view=statistics',
    namespace: 'admin-audit',
    heading: 'stats.perDay',
  },
  {
    name: 'system-status',
    path: '/admin?tab=system-status',
    namespace: 'admin-system',
    heading: 'components.email.title',
  },
  { name: 'integrations', path: '/admin/integrations', namespace: 'admin-integrations', heading: 'webhooks.title' },
  {
    name: 'api-token-dialog',
    path: '/admin/integrations',
    namespace: 'admin-integrations',
    heading: 'createToken.title',
    dialog: true,
    then: (page, words) => page.getByRole('button', { name: message(words, 'tokens.create') }).click(),
  },
  {
    name: 'webhook-dialog',
    path: '/admin/integrations',
    namespace: 'admin-integrations',
    heading: 'webhooks.add',
    dialog: true,
    then: (page, words) => page.getByRole('button', { name: message(words, 'webhooks.add') }).click(),
  },
  { name: 'pto-settings', path: '/admin/pto-settings', namespace: 'admin-settings', heading: 'holidays.title' },
];

describe('the administration console in German and French', () => {
  const browser = useBrowser();

  describe.each(['de', 'fr'])('in %s', (language) => {
    // One page a language, signed in, with the language this device remembers as the language menu leaves it.
    const signedIn = useSignedInPage(browser, DEMO.admin, {
      viewport: DESKTOP_WIDE,
      storage: { 'leavewise.language': language },
    });

    it.each(SCREENS)(`shows $name in ${language}, whole at 390 and 1440 px`, async (screen) => {
      const words = catalogue(language, screen.namespace);
      const page = signedIn();
      await page.setViewportSize(DESKTOP_WIDE);
      await page.goto(`${browser.baseUrl}${screen.path}`);
      await screen.then?.(page, words);
      await page
        .getByRole('heading', { name: message(words, screen.heading), exact: true })
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');

      const text = await ownText(page);
      const english = englishOnly(screen.namespace, language).filter((sentence) => text.includes(sentence));
      expect({ screen: screen.name, english }).toEqual({ screen: screen.name, english: [] });

      for (const [width, size] of [
        ['1440', DESKTOP_WIDE],
        ['390', PHONE],
      ] as const) {
        await page.setViewportSize(size);
        await settle(page);
        await page.screenshot({ path: `${shots}${screen.name}-${language}-${width}.png`, fullPage: true });
        expect({ width, sideways: await overflowsHorizontally(page) }).toEqual({ width, sideways: false });
        // A dialog's backdrop covers the page behind it, as it should.
        if (!screen.dialog) expect({ width, covered: await coveredClickables(page) }).toEqual({ width, covered: [] });
        expect({ width, violations: await seriousViolations(page) }).toEqual({ width, violations: [] });
      }
    });
  });
});
