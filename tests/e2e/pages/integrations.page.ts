import type { Page } from 'playwright-core';

/** /admin/integrations: API tokens and webhooks. */
export class IntegrationsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/admin/integrations`);
    await this.page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
  }

  token(name: string) {
    return this.page.getByTestId('api-token').filter({ hasText: name });
  }

  /** Creates a token and returns its secret, read from the one-time display. */
  async createToken(name: string, scopes: string[], expiry = '30 days'): Promise<string> {
    await this.page.getByRole('button', { name: 'Create token' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByLabel('Name').fill(name);
    for (const scope of ['read:requests', 'write:requests', 'subscribe:events']) {
      const box = dialog.getByRole('checkbox', { name: new RegExp(scope) });
      if ((await box.isChecked()) !== scopes.includes(scope)) await box.locator('xpath=ancestor::label[1]').click();
    }
    await dialog.getByLabel('Expires').selectOption({ label: expiry });
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const shown = this.page.getByRole('dialog', { name: 'Copy your new API token' });
    const secret = await shown.getByTestId('one-time-secret').inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();
    return secret;
  }

  async revokeToken(name: string) {
    await this.token(name)
      .getByRole('button', { name: `Revoke ${name}` })
      .click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Revoke API token' });
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  webhook(url: string) {
    return this.page.getByTestId('webhook').filter({ hasText: url });
  }

  /** Registers a webhook and returns the signing secret shown once. */
  async addWebhook(url: string, events: string[], secret: string, description = ''): Promise<string> {
    await this.page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('URL').fill(url);
    for (const kind of ['Submitted', 'Approved', 'Rejected', 'Cancelled']) {
      const box = dialog.getByRole('checkbox', { name: kind });
      if ((await box.isChecked()) !== events.includes(kind)) await box.locator('xpath=ancestor::label[1]').click();
    }
    if (description) await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Signing secret').fill(secret);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const shown = this.page.getByRole('dialog', { name: 'Copy the signing secret' });
    const value = await shown.getByTestId('one-time-secret').inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();
    return value;
  }
}
