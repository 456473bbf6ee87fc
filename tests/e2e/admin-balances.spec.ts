import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, createPerson } from './support/api';
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
});
