import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { useBrowser } from './support/fixtures';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';
import { coveredClickables, inSightAndClickable } from './support/overlap';

describe('the administration hub', () => {
  const browser = useBrowser();

  it('opens the section named in the URL, follows the choice and goes back with the browser', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const layout = new Layout(page);
    await layout.openAdmin('System Status');
    await page.waitForURL('**/admin?tab=system-status');
    await page.getByRole('heading', { name: 'System Administration', level: 1 }).waitFor();
    await expect.poll(() => layout.currentSection()).toBe('System Status');
    expect(await layout.navLink('Administration').getAttribute('aria-current')).toBe('page');
    // A wide screen draws the column of links only, not the phone's select hidden beside it.
    const hubs = page.locator('nav[aria-label="Administration sections"]');
    expect(await hubs.count()).toBe(1);
    expect(await hubs.locator('select').count()).toBe(0);

    await layout.openAdmin('Teams');
    await page.waitForURL('**/admin?tab=teams');
    await expect.poll(() => layout.currentSection()).toBe('Teams');

    // A page of the hub keeps the hub around it, and Administration current in the sidebar.
    await layout.openAdmin('PTO Settings');
    await page.waitForURL('**/admin/pto-settings');
    await expect.poll(() => layout.currentSection()).toBe('PTO Settings');
    expect(await layout.navLink('Administration').getAttribute('aria-current')).toBe('page');

    await page.goBack();
    await page.waitForURL('**/admin?tab=teams');
    await expect.poll(() => layout.currentSection()).toBe('Teams');
    await page.goBack();
    await page.waitForURL('**/admin?tab=system-status');
    await expect.poll(() => layout.currentSection()).toBe('System Status');
  });

  it('lists every section as a select on a phone', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const layout = new Layout(page);
    await page.goto(`${browser.baseUrl}/admin?tab=audit`);
    await expect.poll(() => layout.currentSection()).toBe('Audit');
    // Only the select is drawn on a phone, not the wide screen's column of links hidden beside it.
    const hubs = page.locator('nav[aria-label="Administration sections"]');
    expect(await hubs.count()).toBe(1);
    expect(await hubs.locator('a').count()).toBe(0);
    expect(await layout.sections()).toEqual([
      'Users & Managers',
      'Teams',
      'Assignments',
      'Role Management',
      'Import',
      'PTO Settings',
      'Locations',
      'Request Types',
      'PTO Balances',
      'Analytics',
      'Audit',
      'System Status',
      'Integrations',
      'Feedback',
    ]);
    await layout.openAdmin('Request Types');
    await page.waitForURL('**/admin/request-types');
    await page.getByRole('heading', { name: 'Request Types', level: 1 }).waitFor();
  });

  it('keeps every row of the people table in reach beside the hub, where the table would not fit', async () => {
    const page = await browser.newPage();
    // At 1280 px the hub column leaves the people table less room than its columns need.
    await page.setViewportSize({ width: 1280, height: 900 });
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/admin?tab=users`);
    await page.getByText(/^Showing 1/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await coveredClickables(page)).toEqual([]);
    const actions = page.getByRole('button', { name: 'More actions for Maya Patel' });
    await actions.scrollIntoViewIfNeeded();
    expect(await inSightAndClickable(actions)).toBe(true);
  });

  it('shows HR only the sections the server grants them', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
    const layout = new Layout(page);
    await layout.navigate('Administration');
    await page.getByRole('heading', { name: 'System Administration', level: 1 }).waitFor();
    const granted = await layout.sections();
    for (const section of [
      'Users & Managers',
      'Teams',
      'Import',
      'PTO Settings',
      'Request Types',
      'PTO Balances',
      'Analytics',
    ])
      expect(granted).toContain(section);
    expect(granted).toContain('Audit');
    for (const section of ['Role Management', 'System Status', 'Integrations', 'Feedback']) {
      expect(granted).not.toContain(section);
    }
    // A section HR may not open is replaced by the first one they may.
    await page.goto(`${browser.baseUrl}/admin?tab=role-management`);
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).not.toBe('role-management');
    expect(granted).toContain(await layout.currentSection());
  });
});
