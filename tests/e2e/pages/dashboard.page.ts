import type { Page } from 'playwright-core';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'My Dashboard' });
  }

  /** The big number on a summary card, e.g. "25 days" on PTO Balance. */
  async cardValue(label: 'PTO Balance' | 'Sick Leave' | 'Active Requests' | 'Team Status') {
    const card = this.page.locator('.chakra-card__root', { has: this.page.getByText(label, { exact: true }) }).first();
    return (await card.locator('p').nth(1).textContent())?.trim() ?? '';
  }

  async openForm() {
    await this.page.getByRole('button', { name: 'New Request' }).click();
    await this.form().waitFor();
  }

  form() {
    return this.page.getByRole('form', { name: 'Time off request' });
  }

  async fillRequest(request: { type?: string; start: string; end: string; notes?: string; startHalfDay?: boolean }) {
    const form = this.form();
    if (request.type) await form.getByLabel('Type').selectOption(request.type);
    await form.getByLabel('Start date').fill(request.start);
    await form.getByLabel('End date').fill(request.end);
    if (request.startHalfDay) await form.getByText('Start half day').click();
    if (request.notes) await form.getByLabel('Notes (optional)').fill(request.notes);
  }

  async submit() {
    await this.form().getByRole('button', { name: 'Submit Request' }).click();
  }

  async saveDraft() {
    await this.form().getByRole('button', { name: 'Save Draft' }).click();
  }

  async refresh() {
    await this.page.getByRole('button', { name: 'Refresh' }).click();
  }

  recentRequests() {
    return this.page.getByTestId('recent-requests');
  }
}
