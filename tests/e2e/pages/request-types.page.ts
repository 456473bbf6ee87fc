import type { Locator, Page } from 'playwright-core';

/** /admin/request-types. */
export class RequestTypesPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/admin/request-types`);
    await this.page.getByRole('heading', { name: 'Request Types', level: 1 }).waitFor();
    await this.card('PTO').waitFor();
  }

  card(displayName: string): Locator {
    return this.page
      .getByTestId('request-type-card')
      .filter({ has: this.page.getByRole('heading', { name: displayName, exact: true }) });
  }

  async add(type: { displayName: string; maxDaysPerYear: number; accrualRate: number; description?: string }) {
    await this.page.getByRole('button', { name: 'Add Request Type' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Request Type' });
    await dialog.getByLabel('Display name').fill(type.displayName);
    if (type.description) await dialog.getByLabel('Description').fill(type.description);
    await dialog.getByLabel('Max days per year').fill(String(type.maxDaysPerYear));
    await dialog.getByLabel('Accrual rate').fill(String(type.accrualRate));
    await dialog.getByRole('button', { name: 'Create Request Type' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
