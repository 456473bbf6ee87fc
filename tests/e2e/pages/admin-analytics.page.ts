import type { Download, Page } from 'playwright-core';

/** The console's Analytics tab (/admin?tab=analytics) and its custom report generator. */
export class AdminAnalyticsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(view = 'overview') {
    await this.page.goto(`${this.baseUrl}/admin?tab=analytics&view=${view}`);
    await this.page.getByRole('heading', { name: 'System Administration', level: 1 }).waitFor();
  }

  view(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The charts drawn in the current view (recharts surfaces inside labelled figures). */
  charts() {
    return this.page.locator('figure[aria-label] svg.recharts-surface');
  }

  async generateReport(options: { type?: string; startDate?: string; endDate?: string; departments?: string }) {
    const form = this.page.locator('form');
    if (options.type) await form.getByLabel('Report type').selectOption({ label: options.type });
    if (options.startDate) await form.getByLabel('Start date').fill(options.startDate);
    if (options.endDate) await form.getByLabel('End date').fill(options.endDate);
    if (options.departments !== undefined) await form.getByLabel('Departments').fill(options.departments);
    await this.page.getByRole('button', { name: 'Generate Report' }).click();
  }

  report() {
    return this.page.getByTestId('report-result');
  }

  async downloadCsv(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.report().getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    return download;
  }
}
