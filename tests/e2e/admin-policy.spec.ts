import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, createPerson } from './support/api';
import { useBrowser } from './support/fixtures';
import { daysFromToday, readPolicy, restorePolicy, type PolicySettings } from './support/policy';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { PtoSettingsPage } from './pages/pto-settings.page';

describe('PTO policy settings', () => {
  const browser = useBrowser();
  let original: PolicySettings;

  beforeAll(async () => {
    original = await readPolicy(browser.baseUrl);
  });
  afterAll(async () => {
    if (original) await restorePolicy(browser.baseUrl, original);
  });

  it('saves new default PTO days and a blackout range, which new people and new requests then meet', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const settings = new PtoSettingsPage(page, browser.baseUrl);
    await settings.open();

    // Out-of-range values are refused before anything is sent.
    await settings.setDefaultPtoDays(400);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Default PTO days must be between 0 and 365 days').first().waitFor();
    expect((await readPolicy(browser.baseUrl)).defaultPtoDays).toBe(original.defaultPtoDays);

    const days = original.defaultPtoDays === 27 ? 28 : 27;
    await settings.setDefaultPtoDays(days);
    await page.getByText('Unsaved changes', { exact: true }).waitFor();

    // A range needs start, end and reason.
    const start = daysFromToday(45);
    const end = daysFromToday(49);
    await settings.addBlackoutRange(start, end, '');
    await settings.section('blackout').getByText('Please fill in all fields').waitFor();
    await settings.addBlackoutRange(start, end, 'Product launch');
    await page.getByText('Blackout date range added').first().waitFor();
    await settings.section('blackout').getByTestId('blackout-range').filter({ hasText: 'Product launch' }).waitFor();
    await settings.save();
    await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' });

    const saved = await readPolicy(browser.baseUrl);
    expect(saved.defaultPtoDays).toBe(days);
    expect(saved.blackoutDateRanges).toContainEqual({ start, end, reason: 'Product launch' });

    // A person added now gets the new allowance, and cannot take leave in the blackout period.
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Blair' });
    const staffPage = await browser.newPage();
    await new LoginPage(staffPage, browser.baseUrl).signInAs(person.email, person.password);
    const dashboard = new DashboardPage(staffPage);
    await staffPage.getByText(`${days} days`).first().waitFor();
    expect(await dashboard.cardValue('PTO Balance')).toBe(`${days} days`);
    await dashboard.openForm();
    await dashboard.fillRequest({ type: 'pto', start: daysFromToday(46), end: daysFromToday(47) });
    await dashboard.submit();
    await dashboard
      .form()
      .getByRole('alert')
      .getByText(/blackout period/)
      .waitFor();
  });

  it('asks before a refresh throws unsaved changes away', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const settings = new PtoSettingsPage(page, browser.baseUrl);
    await settings.open();
    const field = settings.section('defaults').getByLabel('PTO', { exact: true });
    const before = await field.inputValue();
    await field.fill('12');
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await field.inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await confirm.getByRole('button', { name: 'Discard and Refresh' }).click();
    await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' });
    expect(await settings.section('defaults').getByLabel('PTO', { exact: true }).inputValue()).toBe(before);
  });
});
