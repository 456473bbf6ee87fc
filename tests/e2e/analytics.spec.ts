import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { atBothWidths, overflowsHorizontally, settle } from './support/screens';
import { LoginPage } from './pages/login.page';

describe('Advanced Analytics', () => {
  const browser = useBrowser();

  it("shows a manager their reporting line's figures, by period and view mode, and exports the shown report", async () => {
    const manager = await apiLogin(browser.baseUrl, DEMO.manager, DEMO_PASSWORD);
    const { analytics } = await gql<{ analytics: { scope: string; overview: { totalEmployees: number } } }>(
      browser.baseUrl,
      '{ analytics(periodDays: 90) { scope overview { totalEmployees } } }',
      {},
      manager.token,
    );
    expect(analytics.scope).toBe('REPORTING_LINE');

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.manager, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Advanced Analytics' }).click();
    await page.getByRole('heading', { name: 'Advanced Analytics', level: 1 }).waitFor();
    await page.getByText(/^Your reporting line ·/).waitFor();
    await page.getByLabel('Time period').selectOption('90');
    const people = page.getByTestId('overview-cards').getByText('People', { exact: true }).locator('..');
    await people.getByText(String(analytics.overview.totalEmployees), { exact: true }).waitFor();

    await atBothWidths(page, async () => {
      await page
        .getByRole('figure', { name: 'Monthly requests, approvals and rejections' })
        .locator('svg')
        .first()
        .waitFor();
      await page.getByTestId('performance-cards').waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
    });

    await page.getByLabel('View mode').selectOption('tables');
    await page.getByLabel('Monthly trends table').first().waitFor();
    expect(await page.getByRole('figure', { name: 'Monthly requests, approvals and rejections' }).count()).toBe(0);

    await page.getByRole('button', { name: /Export Report/ }).click();
    await settle(page);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    const csv = readFileSync((await csvDownload.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(
      /^"Advanced Analytics: last 90 days \(\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\), Your reporting line"$/,
    );
    expect(csv).toContain(`People,${analytics.overview.totalEmployees}`);
    expect(csvDownload.suggestedFilename()).toMatch(/^leavewise-analytics-90d-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole('button', { name: /Export Report/ }).click();
    await settle(page);
    const [htmlDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Printable report (HTML)' }).click(),
    ]);
    const html = readFileSync((await htmlDownload.path()) as string, 'utf8');
    expect(html).toContain('@media print');
    expect(html).toContain('<h2>Department performance</h2>');

    // The printable report renders as a page of its own.
    const report = await browser.newPage();
    await report.setContent(html);
    await report.getByRole('heading', { name: 'Leavewise Advanced Analytics' }).waitFor();
    await expect.poll(() => report.locator('table').count()).toBe(5);
  });

  it('covers everyone for HR, and is not offered to staff', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/analytics`);
    await page.getByText(/^Everyone ·/).waitFor();

    const staff = await browser.newPage();
    await new LoginPage(staff, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    expect(await staff.getByRole('link', { name: 'Advanced Analytics' }).count()).toBe(0);
    await staff.goto(`${browser.baseUrl}/analytics`);
    await staff.getByRole('heading', { name: "You don't have access to this page" }).waitFor();
  });
});
