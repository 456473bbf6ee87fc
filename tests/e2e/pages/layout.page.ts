import type { Page } from 'playwright-core';
import { animationsFinished } from '../support/axe';

/** The signed-in shell: sidebar (a menu on phones), header, notification bell, administration hub. */
export class Layout {
  constructor(private readonly page: Page) {}

  /** The sidebar's navigation (on a phone, inside the menu once it is open). */
  nav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  navLink(name: string) {
    return this.nav().getByRole('link', { name });
  }

  menuButton() {
    return this.page.getByRole('button', { name: 'Open navigation' });
  }

  /** On a phone, opens the menu that holds the sidebar (no-op where the sidebar is on screen). */
  async openMenu() {
    const shown = await this.nav().evaluateAll((navs) =>
      navs.map((nav) => (nav.closest('[data-scope="dialog"][data-state="closed"]') ? 'closing' : 'open')),
    );
    if (shown.includes('open')) return;
    // A menu still sliding out after Escape goes first: its links move under a click until it has.
    if (shown.includes('closing')) await this.nav().waitFor({ state: 'hidden' });
    await this.menuButton().click();
    await this.nav().waitFor();
    // The menu slides in: its entries are where they stay once its animations end.
    await animationsFinished(this.page);
  }

  /** On a phone, closes the menu with Escape and waits until it has gone (no-op where the sidebar stays). */
  async closeMenu() {
    if (!(await this.menuButton().isVisible())) return;
    await this.page.keyboard.press('Escape');
    await this.nav().waitFor({ state: 'hidden' });
  }

  /** Follows the sidebar link with exactly this name, opening the menu first on a phone. */
  async navigate(name: string) {
    await this.openMenu();
    await this.nav().getByRole('link', { name, exact: true }).click();
  }

  /** The administration hub's sections: a column of links on wide screens, a select on narrower ones. */
  hub() {
    return this.page.getByRole('navigation', { name: 'Administration sections' });
  }

  /** The hub's current section, as its link or its select shows it. */
  async currentSection(): Promise<string> {
    const select = this.hub().getByLabel('Administration section');
    if (await select.isVisible()) {
      return select.evaluate((element) => {
        const box = element as HTMLSelectElement;
        return box.options[box.selectedIndex]?.text ?? '';
      });
    }
    return (await this.hub().locator('[aria-current="page"]').textContent()) ?? '';
  }

  /** The sections the hub offers, in order. */
  async sections(): Promise<string[]> {
    const select = this.hub().getByLabel('Administration section');
    if (await select.isVisible()) return select.locator('option:not([value=""])').allTextContents();
    return this.hub().getByRole('link').allTextContents();
  }

  /** Opens a section of the administration hub, through Administration in the sidebar if needed. */
  async openAdmin(section: string) {
    if (!(await this.hub().first().isVisible())) await this.navigate('Administration');
    await this.hub().first().waitFor();
    const select = this.hub().getByLabel('Administration section');
    if (await select.isVisible()) await select.selectOption({ label: section });
    else await this.hub().getByRole('link', { name: section, exact: true }).click();
  }

  /** Opens the feedback dialog from the sidebar's foot (in the menu on a phone). */
  async openFeedback() {
    await this.openMenu();
    await this.page.getByTestId('feedback-button').filter({ visible: true }).click();
  }

  roleBadge() {
    return this.page.getByTestId('role-badge').filter({ visible: true });
  }

  notificationBadge() {
    return this.page.getByTestId('notification-badge');
  }

  async signOut() {
    await this.openMenu();
    await this.page.getByRole('button', { name: 'Sign Out' }).click();
    await this.page.getByText('Are you sure you wanna do that?').waitFor();
    await this.page.getByRole('button', { name: 'Yes, log me out' }).click();
  }
}
