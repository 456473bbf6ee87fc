import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, apiLogin, createPerson, gql, requestDates } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser, useSignedInPage } from './support/fixtures';
import { mailsTo, nextMailTo } from './support/mailbox';
import { coveredClickables } from './support/overlap';
import { LoginPage } from './pages/login.page';

const mailDir = inject('mailDir');

/** Shows the app in `language` from the first page on, as a device that remembered the choice. */
const rememberLanguage = (page: Page, language: string) =>
  page.context().addInitScript((chosen) => localStorage.setItem('leavewise.language', chosen), language);

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Fits the window, nothing covered, nothing serious for axe. */
async function expectUsable(page: Page, width: number) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await coveredClickables(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The sign-in page at 390 px: as `expectUsable`, the password field's own show/hide button aside (it sits in the field). */
async function expectSignInUsable(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  const covered = await coveredClickables(page);
  expect(covered.filter((c) => !(c.element === 'input "password"' && c.coveredBy === 'div'))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function storedLanguage(baseUrl: string, email: string, password: string): Promise<string | null> {
  const { token } = await apiLogin(baseUrl, email, password);
  const { viewer } = await gql<{ viewer: { language: string | null } }>(baseUrl, '{ viewer { language } }', {}, token);
  return viewer.language;
}

describe('choosing the language', () => {
  const browser = useBrowser();

  it('applies German chosen in the profile at once, keeps it on reload and on another device', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Lena' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    expect(await storedLanguage(browser.baseUrl, person.email, person.password)).toBeNull();

    await page.getByRole('button', { name: new RegExp(`Lena ${person.lastName}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
    await dialog.getByLabel('Language').selectOption('de');
    // The same dialog, now in German: nothing reloaded.
    await page.getByText('Sprache gespeichert').waitFor();
    await page.getByRole('dialog', { name: 'Profileinstellungen' }).getByLabel('Sprache').waitFor();
    expect(await documentLanguage(page)).toBe('de');
    expect(await storedLanguage(browser.baseUrl, person.email, person.password)).toBe('de');

    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();
    expect(await documentLanguage(page)).toBe('de');

    // Another browser, its own storage and an English one at that: signing in brings the person's German.
    const elsewhere = await browser.newPage();
    const login = new LoginPage(elsewhere, browser.baseUrl);
    await login.open();
    expect(await documentLanguage(elsewhere)).toBe('en');
    await login.signIn(person.email, person.password);
    await elsewhere.getByRole('banner').getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();
    expect(await documentLanguage(elsewhere)).toBe('de');
    expect(await elsewhere.evaluate(() => localStorage.getItem('leavewise.language'))).toBe('de');
  });

  it('offers the sign-in page in French at 390 px without overflow, and a language to pick before signing in', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await rememberLanguage(page, 'fr');
    await page.goto(`${browser.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Bon retour' }).waitFor();
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    const corner = page.getByRole('combobox', { name: 'Langue' });
    expect(await corner.inputValue()).toBe('fr');
    await expectSignInUsable(page);
    await page.screenshot({ path: '/tmp/sign-in-fr-390.png', fullPage: true });

    await corner.selectOption('de');
    await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('leavewise.language'))).toBe('de');
    await expectSignInUsable(page);
    await page.screenshot({ path: '/tmp/sign-in-de-390.png', fullPage: true });
  });

  describe('the account screens in German for an administrator', () => {
    // One page, signed in, on a device that remembers German; each screen and width is its own test.
    const signedIn = useSignedInPage(browser, DEMO.admin, { storage: { 'leavewise.language': 'de' } });
    const screens = [
      ['/notifications', 'Erweiterte Benachrichtigungen'],
      ['/notifications?tab=channels', 'Erweiterte Benachrichtigungen'],
      ['/notifications?tab=rules', 'Erweiterte Benachrichtigungen'],
      ['/notifications?tab=deliveries', 'Erweiterte Benachrichtigungen'],
      ['/delegation', 'Vertretung'],
      ['/calendar-integration', 'Kalenderintegration'],
    ] as const;
    const cases = [PHONE, DESKTOP_WIDE].flatMap((viewport) =>
      screens.map(([path, heading]) => ({ path, heading, viewport, width: viewport.width })),
    );

    it.each(cases)('shows $path at $width px, nothing overflowing', async ({ path, heading, viewport }) => {
      const page = signedIn();
      await page.setViewportSize(viewport);
      await page.goto(`${browser.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await documentLanguage(page)).toBe('de');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/de${path.replace(/\W+/g, '-')}-${viewport.width}.png`, fullPage: true });
    });
  });

  it.skipIf(!mailDir)('shows the quick-decision page of an email link in German, signed out', async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Jonas' });
    const seen = mailsTo(mailDir, DEMO.manager).length;
    const { token } = await apiLogin(browser.baseUrl, person.email, person.password);
    const dates = requestDates(2);
    await gql(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      token,
    );
    let mail = await nextMailTo(mailDir, DEMO.manager, seen);
    for (let seenNow = seen + 1; !mail.text.includes(person.lastName); seenNow += 1)
      mail = await nextMailTo(mailDir, DEMO.manager, seenNow);
    const approve = /^Approve: (https?:\/\/\S+\/decide\/[A-Za-z0-9_-]{43})$/m.exec(mail.text)?.[1];
    expect(approve).toBeTruthy();

    for (const viewport of [PHONE, DESKTOP_WIDE]) {
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await rememberLanguage(page, 'de');
      await page.goto(approve!);
      await page.getByRole('heading', { name: 'Diesen Antrag genehmigen?' }).waitFor();
      await page.getByRole('heading', { name: 'Saldo nach Genehmigung' }).waitFor();
      await page.getByRole('button', { name: 'Antrag genehmigen' }).waitFor();
      await page.getByText(`Jonas ${person.lastName}`).waitFor();
      expect(await documentLanguage(page)).toBe('de');
      await expectUsable(page, viewport.width);
      await page.screenshot({ path: `/tmp/decide-de-${viewport.width}.png`, fullPage: true });
    }
  });
});
