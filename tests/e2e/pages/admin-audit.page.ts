import type { Download, Page } from 'playwright-core';

/** The console's Audit tab (/admin?tab=audit). */
export class AdminAuditPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(view: 'logs' | 'statistics' = 'logs') {
    await this.page.goto(`${this.baseUrl}/admin?tab=audit&view=${view}`);
    await this.page.getByRole('heading', { name: 'System Administration', level: 1 }).waitFor();
  }

  async filter(options: { action?: string; resourceType?: string; startDate?: string; endDate?: string }) {
    if (options.action !== undefined)
      await this.page.getByLabel('Action', { exact: true }).selectOption(options.action);
    if (options.resourceType !== undefined)
      await this.page.getByLabel('Resource type', { exact: true }).selectOption(options.resourceType);
    if (options.startDate !== undefined)
      await this.page.getByLabel('Start date', { exact: true }).fill(options.startDate);
    if (options.endDate !== undefined) await this.page.getByLabel('End date', { exact: true }).fill(options.endDate);
  }

  entries() {
    return this.page.getByTestId('audit-entry');
  }

  pageLabel() {
    return this.page.getByText(/^Page \d+ of \d+$/);
  }

  async exportCsv(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    return download;
  }
}
