import type { Page } from 'playwright-core';

/** /calendar-integration: the viewer's feeds, their settings and Export ICS. */
export class CalendarIntegrationPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/calendar-integration`);
    await this.page.getByRole('heading', { name: 'Calendar Integration', level: 1 }).waitFor();
    await this.page.getByRole('heading', { name: 'Your feeds' }).waitFor();
  }

  feed(title: string) {
    return this.page.getByRole('region', { name: `${title} feed` });
  }

  async feedUrl(title: string): Promise<string> {
    const input = this.feed(title).getByRole('textbox', { name: `${title} feed URL` });
    await input.waitFor();
    return input.inputValue();
  }

  /** A new address for the feed: created, or reset when one exists already (a server used before). */
  async newUrl(title: string): Promise<string> {
    const feed = this.feed(title);
    await feed
      .getByRole('button', { name: /^(Create feed URL|Reset URL)$/ })
      .first()
      .waitFor();
    if (await feed.getByRole('button', { name: 'Reset URL' }).count()) {
      await feed.getByRole('button', { name: 'Reset URL' }).click();
      await this.confirm('Reset URL');
    } else await feed.getByRole('button', { name: 'Create feed URL' }).click();
    return this.feedUrl(title);
  }

  async confirm(button: string) {
    const dialog = this.page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: button }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
