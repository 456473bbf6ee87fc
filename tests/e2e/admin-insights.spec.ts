import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { AdminAnalyticsPage } from './pages/admin-analytics.page';
import { AdminAuditPage } from './pages/admin-audit.page';
import { AdminSystemStatusPage } from './pages/admin-system-status.page';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const csvLines = async (download: { path(): Promise<string | null> }) =>
  readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

describe('the administration console: analytics, audit and system status', () => {
  const browser = useBrowser();

  it('draws the analytics views as charts, with coloured risk badges and confidence', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
    const analytics = new AdminAnalyticsPage(page, browser.baseUrl);
    await analytics.open();
    await page.getByText('Total Employees').waitFor();
    await expect.poll(() => analytics.charts().count()).toBeGreaterThan(0);

    await analytics.view('Trends').click();
    await page.waitForURL(/view=trends/);
    await page.getByRole('heading', { name: 'Requests and decisions' }).waitFor();
    await expect.poll(() => analytics.charts().count()).toBe(2);
    // The monthly table has the last 12 months.
    await expect
      .poll(() => page.getByRole('region', { name: 'Monthly figures table' }).locator('tbody tr').count())
      .toBe(12);

    await analytics.view('Departments').click();
    await page.getByRole('heading', { name: 'Department comparison' }).waitFor();
    await expect.poll(() => analytics.charts().count()).toBe(1);
    await page.getByLabel('Compare by').selectOption({ label: 'Approval rate' });
    await page.getByText('Target 80%').waitFor();

    await analytics.view('Predictions').click();
    await page.getByRole('heading', { name: 'Forecast for next month' }).waitFor();
    const forecasts = page.getByRole('article');
    await expect.poll(() => forecasts.count()).toBeGreaterThan(0);
    const first = forecasts.first();
    expect(await first.textContent()).toMatch(/(High|Medium|Low) risk/);
    expect(await first.textContent()).toMatch(/Confidence\d+%/);
    const confidence = Number(await first.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(confidence).toBeGreaterThanOrEqual(0);
    expect(confidence).toBeLessThanOrEqual(100);
  });

  it('generates a custom report, shows its error with Retry, and downloads its CSV', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const analytics = new AdminAnalyticsPage(page, browser.baseUrl);
    await analytics.open();
    await analytics.view('Reports').click();
    const year = new Date().getFullYear();
    // Spec defaults: 1 January this year to today.
    expect(await page.getByLabel('Start date').inputValue()).toBe(`${year}-01-01`);
    expect(await page.getByLabel('End date').inputValue()).toBe(localToday());

    // A period longer than the server allows: the server's reason and a Retry button.
    await analytics.generateReport({ startDate: '2000-01-01' });
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to generate report' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('A report covers at most');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await failure.waitFor();

    await analytics.generateReport({ startDate: `${year}-01-01` });
    await analytics.report().getByRole('heading', { name: 'PTO Utilization Report' }).waitFor();
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const { customReport } = await gql<{ customReport: { totalRows: number } }>(
      browser.baseUrl,
      'query ($input: CustomReportInput!) { customReport(input: $input) { totalRows } }',
      { input: { startDate: `${year}-01-01`, endDate: localToday() } },
      admin.token,
    );
    expect(customReport.totalRows).toBeGreaterThan(10);
    await analytics.report().getByText(`Showing first 10 of ${customReport.totalRows} records`).waitFor();
    await expect.poll(() => analytics.report().locator('tbody tr').count()).toBe(10);
    await expect.poll(() => analytics.charts().count()).toBe(1);

    await analytics.generateReport({ type: 'Department comparison', departments: ' Engineering, ,Sales ' });
    const report = analytics.report();
    await report.getByRole('heading', { name: 'Department Comparison Report' }).waitFor();
    expect(await report.textContent()).toContain('Engineering, Sales');
    expect(await report.locator('tbody tr td:first-child').allTextContents()).toEqual(['Engineering', 'Sales']);
    await report.getByText('Showing all 2 records').waitFor();
    // Numbers to two decimals (PTO days per employee is a fraction here or a whole number).
    for (const cell of await report.locator('tbody td').allTextContents())
      expect(cell).toMatch(/^(-?\d+(\.\d{2})?|[^\d].*)$/);

    const download = await analytics.downloadCsv();
    expect(download.suggestedFilename()).toBe(`department_comparison_${year}-01-01_${localToday()}.csv`);
    const lines = await csvLines(download);
    expect(lines[0]).toBe(
      'Department,Employees,Requests,Approved,Rejected,Approval rate %,PTO days,Sickness days,PTO days per employee',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Engineering', 'Sales']);
  });

  it('filters the audit log, pages through it and exports what the filter shows', async () => {
    // 51 entries of one action by a new person: more than one page of 50.
    const person = await createPerson(browser.baseUrl, { firstName: 'Audra' });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    for (let i = 0; i < 51; i++) await gql(browser.baseUrl, 'mutation { markAllNotificationsRead }', {}, session.token);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await new Layout(page).openAdmin('Audit');
    const audit = new AdminAuditPage(page, browser.baseUrl);
    await audit.pageLabel().waitFor();

    await audit.filter({ action: 'notification.all_read', startDate: localToday(), endDate: localToday() });
    await expect
      .poll(async () => (await audit.entries().allTextContents()).every((t) => t.includes('notification.all_read')))
      .toBe(true);
    const first = audit.entries().first();
    expect(await first.textContent()).toContain(`${person.firstName} ${person.lastName}`);
    expect(await first.textContent()).toContain(person.email);
    expect(await first.textContent()).toContain('127.0.0.1');
    const label = await audit.pageLabel().textContent();
    const pages = Number(/of (\d+)/.exec(label!)![1]);
    expect(label).toBe(`Page 1 of ${pages}`);
    expect(pages).toBeGreaterThanOrEqual(2);
    await expect.poll(() => audit.entries().count()).toBe(50);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => audit.pageLabel().textContent()).toBe(`Page 2 of ${pages}`);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => audit.pageLabel().textContent()).toBe(`Page 1 of ${pages}`);
    const total = Number(/^(\d+) entries$/.exec((await page.getByText(/^\d+ entries$/).textContent())!)![1]);

    const download = await audit.exportCsv();
    expect(download.suggestedFilename()).toBe(`audit_logs_${new Date().toISOString().slice(0, 10)}.csv`);
    const lines = await csvLines(download);
    expect(lines[0]).toMatch(/^id,created_at,action,resource_type/);
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'notification.all_read')).toBe(true);
    expect(lines.filter((line) => line.includes(person.email))).toHaveLength(51);

    // A filter nothing matches.
    await audit.filter({ resourceType: 'role' });
    await page.getByText('No audit logs found matching your criteria').waitFor();
    // A start after the end is refused before asking the server.
    await audit.filter({ resourceType: '', startDate: '2030-01-02', endDate: '2030-01-01' });
    await page.getByText('Start date cannot be after end date').waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);

    await audit.open('statistics');
    await page.getByRole('heading', { name: 'Entries per day' }).waitFor();
    await expect.poll(() => page.locator('figure[aria-label] svg.recharts-surface').count()).toBe(2);
    expect(await page.getByRole('region', { name: 'Entry counts by action' }).textContent()).toContain(
      'notification.all_read',
    );
  });

  it('restarts the email service and the backend with the follow-ups of the spec', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await new Layout(page).openAdmin('System Status');
    const status = new AdminSystemStatusPage(page, browser.baseUrl);
    for (const component of ['Backend', 'Email', 'Notifications'] as const)
      await status.card(component).getByText('Online', { exact: true }).first().waitFor();
    expect(await status.fact('Backend', 'Version').textContent()).toMatch(/^\d+\.\d+\.\d+/);
    expect(await status.fact('Email', 'Queue size').textContent()).toMatch(/^\d+$/);
    expect(await status.fact('Notifications', 'Active connections').textContent()).toMatch(/^\d+$/);
    await page.getByText('3 of 3').waitFor();

    const before = await status.fact('Email', 'Last check').textContent();
    const requested = Date.now();
    await status.restart('Email');
    await toast(page, 'Email service restarted').waitFor();
    // Re-checked about 2 seconds after the restart: the card's last check moves on.
    await expect.poll(() => status.fact('Email', 'Last check').textContent(), { timeout: 15_000 }).not.toBe(before);
    expect(Date.now() - requested).toBeGreaterThanOrEqual(2_000);

    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const audited = await gql<{ auditLogPage: { entries: { actor: { email: string } }[] } }>(
      browser.baseUrl,
      'query { auditLogPage(filter: { action: "system.email_restarted" }) { entries { actor { email } } } }',
      {},
      admin.token,
    );
    expect(audited.auditLogPage.entries[0].actor.email).toBe(DEMO.admin);

    // A backend restart renews the database connections and reloads the page 5 seconds later.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await status.restart('Backend');
    await toast(page, 'Backend restarted').waitFor();
    await reloaded;
    await page.getByRole('heading', { name: 'System Administration', level: 1 }).waitFor();
    await status.card('Backend').getByText('Online', { exact: true }).first().waitFor();
  });
});
