import { afterAll, describe, expect, it } from 'vitest';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { coveredClickables } from './support/overlap';
import { overflowsHorizontally } from './support/screens';
import { LoginPage } from './pages/login.page';

/** The label of the leave year today falls in, when it starts in `month`: "2026/27" (or "2026" in January). */
function labelToday(month: number): string {
  const now = new Date();
  const year = now.getUTCMonth() + 1 >= month ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return month === 1 ? String(year) : `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

describe('the leave year in PTO Settings and on the dashboard', () => {
  const browser = useBrowser();

  afterAll(async () => {
    // The organisation counts in January years again for the specs that follow.
    const { token } = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    await gql(browser.baseUrl, `mutation { changeLeaveYearStart(startMonth: 1) { applied } }`, {}, token);
  });

  it.each([
    ['1440 px', DESKTOP_WIDE, 4, 'April'],
    ['390 px', PHONE, 7, 'July'],
  ])(
    'an administrator starts the leave year in another month and sees its label, at %s',
    async (label, size, month, name) => {
      const page = await browser.newPage();
      await page.setViewportSize(size);
      await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
      await page.goto(`${browser.baseUrl}/admin/pto-settings`);
      const section = page.getByTestId('settings-leave-year');
      await section.getByTestId('leave-year-current').waitFor();
      await section.getByLabel('Starts in').selectOption(String(month));
      await section.getByRole('button', { name: 'Preview' }).click();
      await section.getByRole('status').getByText('balances move into the new leave years').waitFor();
      await section.getByRole('button', { name: 'Change leave year' }).click();
      await section.getByTestId('leave-year-current').getByText(labelToday(month), { exact: true }).waitFor();
      expect(await section.getByLabel('Starts in').inputValue()).toBe(String(month));
      await section.getByRole('button', { name: 'Preview' }).waitFor();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/leave-year-settings-${size.width}.png` });
      expect({ label, name, violations: await seriousViolations(page) }).toEqual({ label, name, violations: [] });
      expect(await coveredClickables(page)).toEqual([]);
      expect(await overflowsHorizontally(page)).toBe(false);

      await page.goto(`${browser.baseUrl}/dashboard`);
      await page.getByText(`(leave year ${labelToday(month)})`, { exact: false }).waitFor();
      await page.screenshot({ path: `/tmp/leave-year-dashboard-${size.width}.png` });
      expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
      expect(await overflowsHorizontally(page)).toBe(false);
    },
  );
});
