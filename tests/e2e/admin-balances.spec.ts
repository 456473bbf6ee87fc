import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, apiLogin, createPerson, gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { PtoBalancesPage } from './pages/pto-balances.page';

describe('PTO balances administration', () => {
  const browser = useBrowser();

  it('corrects a balance inline, with a reason, and the available figure follows everywhere', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Casey' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const balances = new PtoBalancesPage(page, browser.baseUrl);
    await balances.open();

    const year = new Date().getFullYear();
    const years = await page.getByLabel('Year').locator('option').allTextContents();
    expect(years).toEqual([0, 1, 2, 3, 4].map((back) => String(year - back)));

    await balances.filter({ search: person.email, type: 'PTO' });
    const row = balances.row(person.email);
    await row.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="balance-row"]').length === 1);
    const total = Number(await row.getByRole('cell').nth(3).textContent());
    const editor = await balances.edit(row, { total: total - 5, used: 2, reason: '' });
    // The available figure is computed as the figures are typed.
    await row
      .getByTestId('available-days')
      .getByText(String(total - 7), { exact: true })
      .waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Please give a reason for this change').waitFor();
    await editor.getByLabel(/^Reason/).fill('Two days taken before joining');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('PTO balance updated successfully').first().waitFor();
    await editor.waitFor({ state: 'detached' });
    await row
      .getByTestId('available-days')
      .getByText(String(total - 7), { exact: true })
      .waitFor();
    expect(await row.textContent()).toContain('Good');

    // Exhausted when nothing is left.
    await balances.edit(row, { total: 2, used: 2, reason: 'Moved to part-time' });
    await page
      .getByRole('group', { name: /^Edit balance/ })
      .getByRole('button', { name: 'Save' })
      .click();
    await row.getByText('Exhausted').waitFor();

    const staffPage = await browser.newPage();
    await new LoginPage(staffPage, browser.baseUrl).signInAs(person.email, person.password);
    await staffPage.getByText('0 days').first().waitFor();
    expect(await new DashboardPage(staffPage).cardValue('PTO Balance')).toBe('0 days');
  });

  it("gives a person their own allowance of a type, with a reason, and takes it back to the policy's", async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Parker' });
    const stored = async () => {
      const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
      const { user } = await gql<{
        user: {
          allowanceOverrides: { type: string; days: number; reason: string }[];
          balances: { type: string; totalDays: number }[];
        };
      }>(
        browser.baseUrl,
        'query ($id: ID!) { user(id: $id) { allowanceOverrides { type days reason } balances { type totalDays } } }',
        { id: person.id },
        admin.token,
      );
      return { overrides: user.allowanceOverrides, pto: user.balances.find((b) => b.type === 'pto')!.totalDays };
    };
    const before = await stored();
    expect(before.overrides).toEqual([]);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const balances = new PtoBalancesPage(page, browser.baseUrl);
    await balances.open();
    await balances.filter({ search: person.email, type: 'PTO' });
    const row = balances.row(person.email);
    await row.getByRole('button', { name: /^Allowance of/ }).click();
    const dialog = page.getByRole('dialog', { name: /^PTO allowance of/ });
    await dialog.getByText('The policy allowance applies').waitFor();
    await dialog.getByLabel(/^Days per year/).fill('35.25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter between 0 and 365 days, in half days').waitFor();
    await dialog.getByText('Please give a reason for this change').waitFor();
    await dialog.getByLabel(/^Days per year/).fill(String(before.pto + 10));
    await dialog.getByLabel(/^Reason/).fill('Ten more days agreed in the contract');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Personal allowance saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The table is read again: the balance follows the person's own allowance.
    await row
      .getByRole('cell')
      .nth(3)
      .getByText(String(before.pto + 10), { exact: true })
      .waitFor();
    const set = await stored();
    expect(set.overrides).toEqual([
      { type: 'pto', days: before.pto + 10, reason: 'Ten more days agreed in the contract' },
    ]);
    expect(set.pto).toBe(before.pto + 10);

    await row.getByRole('button', { name: /^Allowance of/ }).click();
    await dialog.getByText(/^Own allowance:/).waitFor();
    expect(await dialog.getByLabel(/^Days per year/).inputValue()).toBe(String(before.pto + 10));
    await dialog.getByLabel(/^Reason/).fill('Contract ended');
    await dialog.getByRole('button', { name: 'Use the policy allowance' }).click();
    await page.getByText('Personal allowance removed').first().waitFor();
    const removed = await stored();
    expect(removed.overrides).toEqual([]);
    expect(removed.pto).toBe(before.pto);
  });
});
