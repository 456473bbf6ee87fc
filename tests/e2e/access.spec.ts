import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { useBrowser } from './support/fixtures';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

describe('what each role can reach', () => {
  const browser = useBrowser();

  it('keeps signed-out visitors on /login', async () => {
    const page = await browser.newPage();
    for (const path of ['/', '/dashboard', '/approvals', '/admin', '/no-such-page']) {
      await page.goto(`${browser.baseUrl}${path}`);
      await page.waitForURL('**/login');
    }
  });

  it('does not let a staff member reach /approvals or /admin', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    const layout = new Layout(page);
    expect(await layout.navLink('Pending Approvals').count()).toBe(0);
    expect(await layout.navLink('Reports').count()).toBe(0);
    expect(await layout.navLink('Administration').count()).toBe(0);
    for (const path of [
      '/approvals',
      '/reports',
      '/team',
      '/admin',
      '/admin?tab=system-status',
      '/admin/pto-settings',
      '/admin/request-types',
      '/admin/pto-balances',
      '/admin/integrations',
    ]) {
      await page.goto(`${browser.baseUrl}${path}`);
      await page.getByRole('heading', { name: "You don't have access to this page" }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
    }
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
  });

  it('offers managers the team, approvals and reports screens', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.manager, DEMO_PASSWORD);
    const layout = new Layout(page);
    expect(await layout.roleBadge().textContent()).toBe('Manager');
    for (const [link, heading] of [
      ['Team Overview', 'Team Overview'],
      ['Pending Approvals', 'Pending Approvals'],
      ['Team Calendar', 'Team Calendar'],
      ['Reports', 'PTO Reports & Analytics'],
    ]) {
      await layout.navigate(link);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
  });
});
