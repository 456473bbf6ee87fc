import type { Locator, Page } from 'playwright-core';

/** /admin/pto-settings. */
export class PtoSettingsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/admin/pto-settings`);
    await this.page.getByRole('heading', { name: 'PTO Policy Settings', level: 1 }).waitFor();
    await this.section('defaults').waitFor();
  }

  section(
    id:
      | 'defaults'
      | 'accrual'
      | 'approval'
      | 'carryover'
      | 'day-counting'
      | 'notifications'
      | 'blackout'
      | 'overrides'
      | 'holidays',
  ): Locator {
    return this.page.getByTestId(`settings-${id}`);
  }

  async setDefaultPtoDays(days: number) {
    await this.section('defaults').getByLabel('PTO', { exact: true }).fill(String(days));
  }

  async addBlackoutRange(start: string, end: string, reason: string) {
    const blackout = this.section('blackout');
    await blackout.getByLabel('Range start').fill(start);
    await blackout.getByLabel('Range end').fill(end);
    await blackout.getByLabel('Reason').fill(reason);
    await blackout.getByRole('button', { name: 'Add Range' }).click();
  }

  async chooseDayCounting(rule: 'Calendar days' | 'Working days') {
    await this.section('day-counting').getByText(rule, { exact: true }).click();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save Settings' }).click();
    await this.page.getByText('PTO settings saved successfully').first().waitFor();
  }

  async addHoliday(date: string, name: string) {
    const holidays = this.section('holidays');
    await holidays.getByLabel('Holiday date').fill(date);
    await holidays.getByLabel('Holiday name').fill(name);
    await holidays.getByRole('button', { name: 'Add Holiday' }).click();
    await this.page.getByText('Holiday added').first().waitFor();
  }

  holiday(name: string): Locator {
    return this.section('holidays').getByTestId('holiday').filter({ hasText: name });
  }
}
