import type { Page } from 'playwright-core';

export type SystemComponent = 'Backend' | 'Email' | 'Notifications';

/** The console's System Status tab (/admin?tab=system-status). */
export class AdminSystemStatusPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/admin?tab=system-status`);
    await this.page.getByRole('heading', { name: 'System Administration', level: 1 }).waitFor();
  }

  card(component: SystemComponent) {
    return this.page.getByTestId(`component-${component.toLowerCase()}`);
  }

  /** The card's figure next to `label` (e.g. 'Last check', 'Queue size'). */
  fact(component: SystemComponent, label: string) {
    return this.card(component).locator('.chakra-data-list__item', { hasText: label }).locator('dd');
  }

  async restart(component: SystemComponent) {
    await this.card(component)
      .getByRole('button', { name: `Restart ${component}` })
      .click();
    const dialog = this.page.getByRole('alertdialog', { name: `Restart ${component}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Restart', exact: true }).click();
  }
}
