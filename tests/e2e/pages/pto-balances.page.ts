import type { Locator, Page } from 'playwright-core';

/** /admin/pto-balances. */
export class PtoBalancesPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/admin/pto-balances`);
    await this.page.getByRole('heading', { name: 'PTO Balances', level: 1 }).waitFor();
  }

  async filter(options: { search?: string; year?: number; type?: string }) {
    if (options.search !== undefined) await this.page.getByLabel('Search', { exact: true }).fill(options.search);
    if (options.year !== undefined) await this.page.getByLabel('Year').selectOption(String(options.year));
    if (options.type !== undefined) await this.page.getByLabel('Type').selectOption({ label: options.type });
    // The list follows the filters after a short delay: wait until no row it would leave out is still shown,
    // so a row found next is one of the filtered list, not of the one it replaces.
    for (const text of [options.search, options.type]) {
      if (text) await this.rows().filter({ hasNotText: text }).first().waitFor({ state: 'detached' });
    }
  }

  rows(): Locator {
    return this.page.getByTestId('balance-row');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  async edit(row: Locator, figures: { total?: number; used?: number; reason: string }) {
    await row.getByRole('button', { name: /^Edit balance/ }).click();
    if (figures.total !== undefined) await row.getByLabel(/^Total days/).fill(String(figures.total));
    if (figures.used !== undefined) await row.getByLabel(/^Used days/).fill(String(figures.used));
    const editor = this.page.getByRole('group', { name: /^Edit balance/ });
    await editor.getByLabel('Reason').fill(figures.reason);
    return editor;
  }
}
