import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { useBrowser } from './support/fixtures';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

const PEOPLE_TABS = ['users', 'teams', 'assignments', 'role-management'];
const ADMIN_PAGES = ['/admin/pto-settings', '/admin/request-types', '/admin/pto-balances'];
const NO_ACCESS = "You don't have access to this page";

describe('who reaches the people and policy screens of the console', () => {
  const browser = useBrowser();

  it.each([
    ['a member of staff', DEMO.staff],
    ['a manager', DEMO.manager],
    ['a team lead', DEMO.lead],
  ])('refuses %s every console tab and page', async (_who, email) => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(email, DEMO_PASSWORD);
    for (const path of [...PEOPLE_TABS.map((tab) => `/admin?tab=${tab}`), ...ADMIN_PAGES]) {
      await page.goto(`${browser.baseUrl}${path}`);
      // A manager may see the console for analytics; then the requested people tab is not among its tabs.
      const heading = page.getByRole('heading', { name: new RegExp(`${NO_ACCESS}|System Administration`) });
      await heading.waitFor();
      if ((await heading.textContent()) === NO_ACCESS) continue;
      const sections = await new Layout(page).sections();
      expect(sections).not.toContain('Users & Managers');
      expect(sections).not.toContain('Role Management');
      expect(path.startsWith('/admin?tab=')).toBe(true);
    }
  });

  it("opens HR's work to HR: people, teams, request types, balances and the policy, but not roles", async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
    for (const [path, title] of [
      ['/admin/pto-settings', 'PTO Policy Settings'],
      ['/admin/request-types', 'Request Types'],
      ['/admin/pto-balances', 'PTO Balances'],
    ]) {
      await page.goto(`${browser.baseUrl}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: NO_ACCESS }).count()).toBe(0);
    }
    await page.goto(`${browser.baseUrl}/admin?tab=users`);
    await page.getByRole('heading', { name: 'System Administration' }).waitFor();
    await expect.poll(() => page.getByTestId('user-row').count()).toBeGreaterThan(0);
    await page.goto(`${browser.baseUrl}/admin?tab=role-management`);
    await page.getByRole('heading', { name: 'System Administration' }).waitFor();
    expect(await new Layout(page).currentSection()).not.toBe('Role Management');
  });
});
