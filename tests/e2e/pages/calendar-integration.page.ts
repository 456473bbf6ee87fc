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

  async confirm(button: string) {
    const dialog = this.page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: button }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
