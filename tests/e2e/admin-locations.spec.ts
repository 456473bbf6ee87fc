import { describe, expect, it } from 'vitest';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { LoginPage } from './pages/login.page';

interface LocationRead {
  locations: {
    id: string;
    name: string;
    countryCode: string | null;
    regionCode: string | null;
    timeZone: string;
    weekendDays: string[];
    holidays: { date: string; name: string; halfDay: boolean }[];
  }[];
}

const year = new Date().getFullYear();

async function readLocation(baseUrl: string, name: string) {
  const { token } = await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD);
  const data = await gql<LocationRead>(
    baseUrl,
    `query ($year: Int!) { locations { id name countryCode regionCode timeZone weekendDays holidays(year: $year) { date name halfDay } } }`,
    { year },
    token,
  );
  return data.locations.find((location) => location.name === name);
}

describe('locations (/admin/locations)', () => {
  const browser = useBrowser();

  it.each([
    ['1440 px', DESKTOP_WIDE],
    ['390 px', PHONE],
  ])(
    'an administrator adds a Bavarian office at %s: its public holidays appear and a day becomes a half day',
    async (_, size) => {
      const page = await browser.newPage();
      await page.setViewportSize(size);
      await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
      await page.goto(`${browser.baseUrl}/admin/locations`);
      await page.getByRole('heading', { name: 'Locations', level: 1 }).waitFor();
      const name = `Munich ${size.width} ${Date.now() % 100000}`;

      await page.getByRole('button', { name: 'New location' }).click();
      const editor = page.getByRole('region', { name: 'New location' });
      // Nothing is sent without a name.
      await editor.getByRole('button', { name: 'Add location' }).click();
      await editor.getByText('Location name is required').waitFor();
      await editor.getByLabel('Name').fill(name);
      await editor.getByLabel('Country').selectOption('DE');
      await editor.getByLabel('Region').selectOption('BY');
      await editor.getByLabel('Time zone').selectOption('Europe/Berlin');
      await editor.getByRole('button', { name: 'Add location' }).click();
      await page.getByText('Location added').first().waitFor();
      // Scanned while the success toast (title and the location's name) is on screen: its text is readable.
      expect(await seriousViolations(page)).toEqual([]);

      const days = page.getByRole('list', { name: `Days off ${year}` });
      const corpusChristi = days.getByTestId('location-day').filter({ hasText: 'Fronleichnam' });
      await corpusChristi.waitFor();
      await days.getByTestId('location-day').filter({ hasText: 'Heilige Drei Könige' }).waitFor();
      await corpusChristi.getByRole('button', { name: 'Half day' }).click();
      await corpusChristi.getByText('Half day', { exact: true }).waitFor();

      const stored = await readLocation(browser.baseUrl, name);
      expect(stored).toMatchObject({
        countryCode: 'DE',
        regionCode: 'BY',
        timeZone: 'Europe/Berlin',
        weekendDays: ['SUNDAY', 'SATURDAY'],
      });
      expect(stored!.holidays.find((day) => day.name === 'Fronleichnam')?.halfDay).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it('refuses a seven-day weekend in the form and keeps staff out', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/admin/locations`);
    await page.getByRole('button', { name: 'New location' }).click();
    const editor = page.getByRole('region', { name: 'New location' });
    await editor.getByLabel('Name').fill('Never open');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await editor.getByText(day, { exact: true }).click();
    await editor.getByRole('button', { name: 'Add location' }).click();
    await editor.getByText('A weekend cannot be all seven days').waitFor();
    expect(await readLocation(browser.baseUrl, 'Never open')).toBeUndefined();

    const staff = await browser.newPage();
    await new LoginPage(staff, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await staff.goto(`${browser.baseUrl}/admin/locations`);
    await staff.getByText("You don't have access to this page").waitFor();
  });
});
