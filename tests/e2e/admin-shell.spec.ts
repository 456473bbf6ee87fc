import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { useBrowser } from './support/fixtures';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

describe('the administration console', () => {
  const browser = useBrowser();

  it('pre-selects the tab named in the URL, follows the selection and goes back with the browser', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await new Layout(page).navigate('System Status');
    await page.getByRole('heading', { name: 'System Administration', level: 1 }).waitFor();
    const selected = () =>
      page.getByRole('tablist', { name: 'Administration sections' }).getByRole('tab', { selected: true }).textContent();
    expect(await selected()).toBe('System Status');

    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.waitForURL('**/admin?tab=teams');
    await expect.poll(selected).toBe('Teams');

    await page.goBack();
    await page.waitForURL('**/admin?tab=system-status');
    await expect.poll(selected).toBe('System Status');
  });

  it('shows HR only the tabs the server grants them', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
    await new Layout(page).navigate('Administration');
    await page.getByRole('heading', { name: 'System Administration', level: 1 }).waitFor();
    const tabs = await page
      .getByRole('tablist', { name: 'Administration sections' })
      .getByRole('tab')
      .allTextContents();
    expect(tabs).toEqual([
      'Users & Managers',
      'Teams',
      'Assignments',
      'Request Types',
      'PTO Balances',
      'Analytics',
      'Audit',
    ]);
    await page.goto(`${browser.baseUrl}/admin?tab=system-status`);
    expect(
      await page
        .getByRole('tablist', { name: 'Administration sections' })
        .getByRole('tab', { selected: true })
        .textContent(),
    ).toBe('Users & Managers');
  });
});
