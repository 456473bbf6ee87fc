import type { Page } from 'playwright-core';

export class ApprovalsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/approvals`);
    await this.page.getByRole('heading', { name: 'Pending Approvals' }).waitFor();
  }

  item(requesterName: string) {
    // The requester's own name heads their card; other cards may name them among who else is off.
    return this.page.getByTestId('approval-item').filter({ has: this.page.getByText(requesterName, { exact: true }) });
  }

  async approve(requesterName: string, comment?: string) {
    await this.item(requesterName)
      .getByRole('button', { name: /^Approve/ })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Approve Request' });
    if (comment) await dialog.getByLabel('Comment (optional)').fill(comment);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async openReject(requesterName: string) {
    await this.item(requesterName)
      .getByRole('button', { name: /^Reject/ })
      .click();
    return this.page.getByRole('dialog', { name: 'Reject Request' });
  }
}
