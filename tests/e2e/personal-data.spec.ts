import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql, type TestPerson } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { coveredClickables, inSightAndClickable } from './support/overlap';
import { overflowsHorizontally, settle } from './support/screens';
import { LoginPage } from './pages/login.page';
import { AdminPeoplePage } from './pages/admin-people.page';
import { Layout } from './pages/layout.page';

const WIDTHS = [
  ['1440 px', DESKTOP_WIDE],
  ['390 px', PHONE],
] as const;

interface ExportDocument {
  userId: string;
  sections: { table: string; column: string; rows: Record<string, unknown>[] }[];
}

const exported = async (download: Download): Promise<ExportDocument> =>
  JSON.parse(readFileSync((await download.path())!, 'utf8')) as ExportDocument;

/** Saves a screenshot when SCREENSHOT_DIR is set (to look at the screens by eye). */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * The screen is usable: its controls in sight and clickable (or, without a dialog open, nothing on the
 * page covered), no sideways scroll, no serious axe finding.
 */
async function expectUsable(page: Page, label: string, controls: Locator[] = []) {
  await settle(page);
  if (!controls.length) expect({ label, covered: await coveredClickables(page) }).toEqual({ label, covered: [] });
  for (const [index, control] of controls.entries())
    expect({ label, index, clickable: await inSightAndClickable(control) }).toEqual({ label, index, clickable: true });
  expect({ label, sideways: await overflowsHorizontally(page) }).toEqual({ label, sideways: false });
  expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
}

async function adminToken(baseUrl: string) {
  return (await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD)).token;
}

async function deactivate(baseUrl: string, person: TestPerson) {
  await gql(
    baseUrl,
    `mutation ($id: ID!) { deactivateUser(id: $id) { id } }`,
    { id: person.id },
    await adminToken(baseUrl),
  );
}

describe('personal data', () => {
  const browser = useBrowser();

  it.each(WIDTHS)(
    'lets a person download everything held about them from their profile, at %s',
    async (label, size) => {
      const person = await createPerson(browser.baseUrl, { firstName: 'Dagny' });
      const page = await browser.newPage();
      await page.setViewportSize(size);
      await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
      // On a phone the profile button is in the menu that holds the sidebar.
      await new Layout(page).openMenu();
      await page.getByRole('button', { name: new RegExp(`Dagny ${person.lastName}`) }).click();
      const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
      const button = dialog.getByRole('button', { name: 'Download my data' });
      await button.scrollIntoViewIfNeeded();
      await expectUsable(page, label, [button]);
      await shoot(page, `profile-download-my-data-${size.width}`);

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^leavewise-personal-data-${person.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
      );
      const document = await exported(download);
      expect(document.userId).toBe(person.id);
      const profile = document.sections.find((section) => section.table === 'users' && section.column === 'id')!;
      expect(profile.rows[0]).toMatchObject({ email: person.email, first_name: 'Dagny' });
      expect(profile.rows[0]).not.toHaveProperty('password_hash');
      await page.getByText('Your data was downloaded').waitFor();
    },
  );

  it.each(WIDTHS)(
    "lets an administrator export a leaver's data and erase it, confirmed by the name typed, at %s",
    async (label, size) => {
      const person = await createPerson(browser.baseUrl, { firstName: 'Oskar' });
      await deactivate(browser.baseUrl, person);
      const fullName = `Oskar ${person.lastName}`;
      const page = await browser.newPage();
      await page.setViewportSize(size);
      await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
      const people = new AdminPeoplePage(page, browser.baseUrl);
      await people.open('users');
      await people.search('Search users', person.lastName);
      const row = people.userRow(person.email);
      await row.waitFor();

      const menu = row.getByRole('button', { name: `More actions for ${fullName}` });
      await menu.click();
      await page.getByRole('menuitem', { name: 'Erase personal data' }).waitFor();
      await shoot(page, `people-menu-${size.width}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Export data' }).click(),
      ]);
      expect((await exported(download)).userId).toBe(person.id);

      await menu.click();
      await page.getByRole('menuitem', { name: 'Erase personal data' }).click();
      const dialog = people.alertDialog('Erase personal data');
      await dialog.waitFor();
      const erase = dialog.getByRole('button', { name: 'Erase permanently' });
      expect(await erase.isDisabled()).toBe(true);
      await dialog.getByLabel(`Type ${fullName} to confirm`).fill('Oskar');
      expect(await erase.isDisabled()).toBe(true);
      await dialog.getByLabel(`Type ${fullName} to confirm`).fill(fullName.toLowerCase());
      expect(await erase.isDisabled()).toBe(false);
      await expectUsable(page, label, [
        dialog.getByLabel(`Type ${fullName} to confirm`),
        erase,
        dialog.getByRole('button', { name: 'Cancel' }),
      ]);
      await shoot(page, `erase-dialog-${size.width}`);

      await erase.click();
      await people.toast('Personal data erased').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const after = await gql<{ user: { fullName: string; email: string } }>(
        browser.baseUrl,
        `query ($id: ID!) { user(id: $id) { fullName email } }`,
        { id: person.id },
        await adminToken(browser.baseUrl),
      );
      expect(after.user.fullName).toMatch(/^Former employee [0-9A-F]{4}$/);
      expect(after.user.email).not.toContain(person.lastName.toLowerCase());
      await people.search('Search users', person.lastName);
      await page.getByText('No users match these filters.').waitFor();
    },
  );

  it('does not offer erasure for someone still employed', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Still' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const people = new AdminPeoplePage(page, browser.baseUrl);
    await people.open('users');
    await people.search('Search users', person.lastName);
    await people
      .userRow(person.email)
      .getByRole('button', { name: `More actions for Still ${person.lastName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Export data' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Erase personal data' }).count()).toBe(0);
  });

  it.each(WIDTHS)('keeps the data retention setting on the PTO settings page, at %s', async (label, size) => {
    const page = await browser.newPage();
    await page.setViewportSize(size);
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/admin/pto-settings`);
    const section = page.getByTestId('settings-data-retention');
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    const toggle = section.getByText('Erase leavers automatically');
    if (!(await section.getByLabel('Months after the last day').count())) await toggle.click();
    await section.getByLabel('Months after the last day').fill('0');
    await section.getByRole('button', { name: 'Save retention' }).click();
    await section.getByText('Enter a number of months from 1 to 120.').waitFor();
    await section.getByLabel('Months after the last day').fill(size === PHONE ? '18' : '30');
    await section.getByRole('button', { name: 'Save retention' }).click();
    await section.getByText(`On: ${size === PHONE ? 18 : 30} months after the last day.`).waitFor();
    await expectUsable(page, label, [
      toggle,
      section.getByLabel('Months after the last day'),
      section.getByRole('button', { name: 'Save retention' }),
    ]);
    await shoot(page, `retention-${size.width}`);

    const saved = await gql<{ privacySettings: { retentionMonths: number | null } }>(
      browser.baseUrl,
      `{ privacySettings { retentionMonths } }`,
      {},
      await adminToken(browser.baseUrl),
    );
    expect(saved.privacySettings.retentionMonths).toBe(size === PHONE ? 18 : 30);
    // Off again, so other browser tests find the default.
    await toggle.click();
    await section.getByRole('button', { name: 'Save retention' }).click();
    await section.getByText('Off: nobody is erased automatically.').waitFor();
  });
});
