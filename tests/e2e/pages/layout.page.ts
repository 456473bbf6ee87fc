import type { Page } from 'playwright-core';

/** The signed-in shell: sidebar, header, notification bell. */
export class Layout {
  constructor(private readonly page: Page) {}

  navLink(name: string) {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  }

  /** Follows the sidebar link with exactly this name ('Dashboard', not 'Dashboard & Calendar'). */
  async navigate(name: string) {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }

  roleBadge() {
    return this.page.getByTestId('role-badge');
  }

  notificationBadge() {
    return this.page.getByTestId('notification-badge');
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign Out' }).click();
    await this.page.getByText('Are you sure you wanna do that?').waitFor();
    await this.page.getByRole('button', { name: 'Yes, log me out' }).click();
  }
}
