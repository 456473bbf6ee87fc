import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql, requestDates } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { coveredClickables } from './support/overlap';
import { overflowsHorizontally } from './support/screens';

type Tree = { [key: string]: string | Tree };

/** A catalogue of the web client, as the app loads it: web/src/i18n/locales/<language>/<namespace>.json. */
function catalogue(language: string, namespace: string): (key: string) => string {
  const url = new URL(`../../web/src/i18n/locales/${language}/${namespace}.json`, import.meta.url);
  const tree = JSON.parse(readFileSync(url, 'utf8')) as Tree;
  return (key) => {
    const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree)?.[part], tree);
    if (typeof found !== 'string') throw new Error(`${language}/${namespace}: no message ${key}`);
    return found;
  };
}

/** Text compared without its spaces: ICU versions differ in the (thin, no-break) spaces they put in dates. */
const words = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u2009\u202f]+/g, '');

/** "27.–29. Nov." in German, "27–29 nov." in French: the dashboard's short range of this year's dates. */
function shortRange(language: string, start: string, end: string): string {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const [a, b] = [start, end].map((iso) => new Date(`${iso}T00:00:00`));
  return start === end ? format.format(a) : format.formatRange(a, b);
}

const SUBMIT = 'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id requestId } }';

describe('the core screens in German and French', () => {
  const browser = useBrowser();

  /** A page in `language`, signed in as `email` without the sign-in screen. */
  async function signedIn(email: string, password: string, language: string, size: typeof PHONE): Promise<Page> {
    const session = await apiLogin(browser.baseUrl, email, password);
    const page = await browser.newPage();
    await page.setViewportSize(size);
    await page.addInitScript(
      ([token, user, chosen]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        localStorage.setItem('leavewise.language', chosen);
      },
      [session.token, JSON.stringify(session.user), language] as const,
    );
    return page;
  }

  /** Covered controls, sideways scrolling and axe's serious findings on the page as it is now. */
  async function problemsOf(page: Page, shot: string, dialog = false): Promise<string[]> {
    await page.waitForLoadState('networkidle');
    // LANGUAGE_SCREENSHOTS=<folder> keeps a picture of each screen checked, to look at.
    const folder = process.env.LANGUAGE_SCREENSHOTS;
    if (folder) await page.screenshot({ path: `${folder}/${shot}-${page.viewportSize()?.width}.png`, fullPage: true });
    // An open dialog covers the page behind it on purpose: only what is around it counts then.
    const covered = dialog ? [] : await coveredClickables(page);
    const problems = covered.map((c) => `${c.element} under ${c.coveredBy}`);
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    if (await overflowsHorizontally(page)) problems.push(`the page scrolls sideways (${width.join(' > ')})`);
    for (const violation of await seriousViolations(page))
      problems.push(`axe ${violation.id}: ${violation.targets[0]}`);
    return problems;
  }

  for (const language of ['de', 'fr'] as const) {
    const common = catalogue(language, 'common');
    const dashboard = catalogue(language, 'dashboard');
    const requests = catalogue(language, 'requests');
    const approvals = catalogue(language, 'approvals');

    it.each([
      ['1440 px', DESKTOP_WIDE],
      ['390 px', PHONE],
    ])(
      `${language}: the dashboard, the request form and approvals read from the catalogue at %s`,
      async (label, size) => {
        const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Lena' });
        const own = await apiLogin(browser.baseUrl, person.email, person.password);
        const dates = requestDates(3);
        const { submitLeaveRequest: request } = await gql<{ submitLeaveRequest: { requestId: string } }>(
          browser.baseUrl,
          SUBMIT,
          { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
          own.token,
        );
        const named = (key: string) => approvals(key).replace('{id}', request.requestId);

        // The dashboard: its heading, cards and buttons in the language; dates written its way.
        const page = await signedIn(person.email, person.password, language, size);
        // The API hears the language: each GraphQL call's Accept-Language, the socket's connection parameters.
        const graphqlCall = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.method() === 'POST');
        const socketInit = new Promise<string>((resolve) =>
          page.on('websocket', (socket) =>
            socket.on('framesent', ({ payload }) => {
              if (String(payload).includes('connection_init')) resolve(String(payload));
            }),
          ),
        );
        await page.goto(`${browser.baseUrl}/dashboard`);
        expect((await graphqlCall).headers()['accept-language']).toBe(language);
        expect(JSON.parse(await socketInit)).toMatchObject({ type: 'connection_init', payload: { language } });
        await page.getByRole('heading', { name: dashboard('title'), level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await page.getByText(dashboard('stats.pto'), { exact: true }).waitFor();
        await page.getByRole('heading', { name: dashboard('recent.title') }).waitFor();
        await page.getByRole('heading', { name: dashboard('quickActions.title') }).waitFor();
        const recent = page.getByTestId('recent-requests').getByRole('button').first();
        const recentText = await recent.innerText();
        expect(words(recentText)).toContain(words(shortRange(language, dates.start, dates.end)));
        expect(recentText).toContain(common('status.PENDING'));
        if (size === DESKTOP_WIDE) {
          const today = new Intl.DateTimeFormat(language, {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            year: 'numeric',
          }).format(new Date());
          expect(words(await page.locator('header').first().innerText())).toContain(words(today));
        } else {
          await page.getByRole('button', { name: common('shell.openNavigation') }).waitFor();
        }
        const main = await page.locator('main').innerText();
        for (const english of ['My Dashboard', 'Recent Requests', 'Quick Actions', 'Team Overview', 'New Request'])
          expect({ label, english, found: main.includes(english) }).toEqual({ label, english, found: false });
        expect({ label, dashboard: await problemsOf(page, `${language}-dashboard`) }).toEqual({ label, dashboard: [] });

        // The request form, opened from the dashboard.
        await page.getByRole('button', { name: dashboard('newRequest') }).click();
        const form = page.getByRole('form', { name: requests('form.label') });
        await form.waitFor();
        await page.getByRole('heading', { name: requests('form.title') }).waitFor();
        await form.getByRole('textbox', { name: requests('form.startDate') }).fill(dates.start);
        await form.getByRole('textbox', { name: requests('form.endDate') }).fill(dates.end);
        await form.getByRole('button', { name: requests('form.submit') }).waitFor();
        await form.getByRole('button', { name: requests('form.saveDraft') }).waitFor();
        // "Beantragt: 3 Tage." — the figure in bold, its unit after it, in the language's words.
        await expect
          .poll(() => form.getByTestId('requested-days').innerText())
          .toMatch(new RegExp(requests('form.requesting').split('<strong>')[0].trim()));
        expect({ label, form: await problemsOf(page, `${language}-form`) }).toEqual({ label, form: [] });

        // Pending Approvals, as the person's manager, narrowed to the person's request.
        const manager = await signedIn(DEMO.manager, DEMO_PASSWORD, language, size);
        await manager.goto(`${browser.baseUrl}/approvals`);
        await manager.getByRole('heading', { name: approvals('title'), level: 1 }).waitFor();
        await manager.getByLabel(approvals('filters.search')).fill(person.lastName);
        // Its own card (others' cards name the person too, as off on the same days).
        const item = manager.locator(`[data-testid="approval-item"][data-request-id="${request.requestId}"]`);
        await item.waitFor();
        const approve = item.getByRole('button', { name: named('item.approveLabel'), exact: true });
        expect(await approve.innerText()).toBe(approvals('approve.button'));
        await item.getByRole('button', { name: named('item.rejectLabel'), exact: true }).waitFor();
        expect(words(await item.innerText())).toContain(words(shortRange(language, dates.start, dates.end)));
        expect({ label, approvals: await problemsOf(manager, `${language}-approvals`) }).toEqual({
          label,
          approvals: [],
        });
        await approve.click();
        const dialog = manager.getByRole('dialog', { name: approvals('approve.title') });
        await dialog.getByLabel(approvals('approve.comment')).waitFor();
        await dialog.getByRole('button', { name: common('actions.cancel') }).click();
        await dialog.waitFor({ state: 'hidden' });
      },
    );
  }

  it.each([
    ['1440 px', DESKTOP_WIDE],
    ['390 px', PHONE],
  ])(
    'de: request history, the request details and the balance ledger read from the catalogue at %s',
    async (label, size) => {
      const [common, history, requests, balances] = ['common', 'history', 'requests', 'balances'].map((namespace) =>
        catalogue('de', namespace),
      );
      const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Jonas' });
      const own = await apiLogin(browser.baseUrl, person.email, person.password);
      const dates = requestDates(2);
      await gql(
        browser.baseUrl,
        SUBMIT,
        { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
        own.token,
      );
      const page = await signedIn(person.email, person.password, 'de', size);

      await page.goto(`${browser.baseUrl}/history`);
      await page.getByRole('heading', { name: history('title'), level: 1 }).waitFor();
      await page.getByRole('heading', { name: history('drafts.title') }).waitFor();
      const submitted = page.getByTestId('submitted-requests');
      await submitted.getByText(common('status.PENDING'), { exact: true }).waitFor();
      expect(words(await submitted.innerText())).toContain(words(shortRange('de', dates.start, dates.end)));
      expect({ label, history: await problemsOf(page, 'de-history') }).toEqual({ label, history: [] });

      await submitted.getByRole('button', { name: /^Antrag .* ansehen$/ }).click();
      const details = page.getByRole('dialog', { name: requests('details.title') });
      await details.getByText(requests('details.requestId'), { exact: true }).waitFor();
      await details.getByText(requests('details.duration'), { exact: true }).waitFor();
      await details.getByText(requests('details.stage.manager'), { exact: true }).waitFor();
      expect({ label, details: await problemsOf(page, 'de-details', true) }).toEqual({ label, details: [] });
      await details.getByRole('button', { name: requests('details.cancelRequest') }).waitFor();
      await details
        .getByRole('button', { name: common('actions.close'), exact: true })
        .first()
        .click();
      await details.waitFor({ state: 'hidden' });

      await page.goto(`${browser.baseUrl}/dashboard`);
      await page
        .getByRole('button', { name: catalogue('de', 'dashboard')('viewLedgerOf').replace('{type}', 'Urlaub') })
        .click();
      const ledger = page.getByRole('dialog', { name: new RegExp(`^${balances('ledger.title').split(' ')[0]}`) });
      await ledger.getByText(balances('ledger.byYearEnd'), { exact: true }).waitFor();
      expect(await ledger.getByLabel(balances('ledger.show')).inputValue()).toBe('ALL');
      await ledger.getByRole('option', { name: balances('filters.ALL') }).waitFor({ state: 'attached' });
      expect({ label, ledger: await problemsOf(page, 'de-ledger', true) }).toEqual({ label, ledger: [] });
    },
  );
});
