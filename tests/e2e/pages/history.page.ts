import type { Page } from 'playwright-core';

export class HistoryPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/history`);
    await this.page.getByRole('heading', { name: 'Request History' }).waitFor();
  }

  drafts() {
    return this.page.getByTestId('drafts').getByRole('listitem');
  }

  submitted() {
    return this.page.getByTestId('submitted-requests');
  }
}
