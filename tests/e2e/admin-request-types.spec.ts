import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, apiLogin, gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { readPolicy, restorePolicy, workWeek, type PolicySettings } from './support/policy';
import { DashboardPage } from './pages/dashboard.page';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';
import { PtoSettingsPage } from './pages/pto-settings.page';
import { RequestTypesPage } from './pages/request-types.page';

const stamp = Date.now().toString(36);
const TYPE = { displayName: `Study Leave ${stamp}`, maxDaysPerYear: 5, accrualRate: 5 };
const HOLIDAY = `Founders Day ${stamp}`;

async function holidaysBetween(baseUrl: string, dates: string[]) {
  const admin = await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD);
  const { holidays } = await gql<{ holidays: { id: string; date: string; name: string }[] }>(
    baseUrl,
    '{ holidays { id date name } }',
    {},
    admin.token,
  );
  return holidays.filter((h) => dates.includes(h.date));
}

describe('request types and public holidays', () => {
  const browser = useBrowser();
  let original: PolicySettings;

  beforeAll(async () => {
    original = await readPolicy(browser.baseUrl);
  });
  afterAll(async () => {
    if (original) await restorePolicy(browser.baseUrl, original);
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const { holidays, requestTypes } = await gql<{
      holidays: { id: string; name: string }[];
      requestTypes: { id: string; displayName: string }[];
    }>(
      browser.baseUrl,
      '{ holidays { id name } requestTypes(includeInactive: true) { id displayName } }',
      {},
      admin.token,
    );
    for (const holiday of holidays.filter((h) => h.name === HOLIDAY))
      await gql(browser.baseUrl, 'mutation ($id: ID!) { deleteHoliday(id: $id) }', { id: holiday.id }, admin.token);
    for (const type of requestTypes.filter((t) => t.displayName === TYPE.displayName))
      await gql(browser.baseUrl, 'mutation ($id: ID!) { deleteRequestType(id: $id) }', { id: type.id }, admin.token);
  });

  it('adds a request type and a holiday, and the request form offers the type and leaves the holiday out of the count', async () => {
    let week = workWeek(3);
    for (let ahead = 4; (await holidaysBetween(browser.baseUrl, week)).length > 0; ahead++) week = workWeek(ahead);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const layout = new Layout(page);
    const types = new RequestTypesPage(page, browser.baseUrl);
    await types.open();
    // Built-in types cannot be deleted.
    expect(
      await types
        .card('PTO')
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);
    await types.add(TYPE);
    await page.getByText('Request type created successfully').first().waitFor();
    await types.card(TYPE.displayName).waitFor();

    // Without reloading, the request form lists the new type.
    await layout.navigate('Dashboard');
    const dashboard = new DashboardPage(page);
    await dashboard.openForm();
    const typeSelect = dashboard.form().getByLabel(/^Type/);
    await typeSelect.locator('option', { hasText: TYPE.displayName }).waitFor({ state: 'attached' });

    // Working days, and a holiday on the Wednesday of a Monday-to-Friday request.
    await layout.openAdmin('PTO Settings');
    const settings = new PtoSettingsPage(page, browser.baseUrl);
    await settings.section('holidays').waitFor();
    await settings.chooseDayCounting('Working days');
    await settings.save();
    await settings.addHoliday(week[2], HOLIDAY);
    await settings.holiday(HOLIDAY).waitFor();

    await layout.navigate('Dashboard');
    await dashboard.openForm();
    await dashboard.fillRequest({ type: TYPE.displayName, start: week[0], end: week[4] });
    await dashboard.form().getByTestId('requested-days').getByText('4', { exact: true }).waitFor();

    // The type can be deleted, after the spec's confirmation.
    await types.open();
    await types
      .card(TYPE.displayName)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete request type' });
    expect(await confirm.textContent()).toContain(
      `Are you sure you want to delete "${TYPE.displayName}"? This action cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Request type deleted successfully').first().waitFor();
    await types.card(TYPE.displayName).waitFor({ state: 'detached' });
  });
});
