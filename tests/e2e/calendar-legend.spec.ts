import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { LoginPage } from './pages/login.page';

/** The browser's today (the calendar opens on its month), as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

describe('the Team Calendar shows the viewer their own days off, with a legend', () => {
  const browser = useBrowser();

  it.each([
    ['1440 px', DESKTOP_WIDE],
    ['390 px', PHONE],
  ])("names a company day off at the person's location and shades it, at %s", async (label, size) => {
    const { token } = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const name = `Legend office ${size.width} ${Date.now() % 100000}`;
    const today = localToday();
    const location = await gql<{ createLocation: { id: string } }>(
      browser.baseUrl,
      `mutation ($input: CreateLocationInput!) { createLocation(input: $input) { id } }`,
      { input: { name, timeZone: 'UTC', weekendDays: ['SATURDAY', 'SUNDAY'] } },
      token,
    );
    const locationId = location.createLocation.id;
    await gql(
      browser.baseUrl,
      `mutation ($id: ID!, $input: LocationDayInput!) { setLocationDay(locationId: $id, input: $input) { date } }`,
      { id: locationId, input: { date: today, name: 'Founders day' } },
      token,
    );
    const person = await createPerson(browser.baseUrl, { firstName: 'Lee' });
    await gql(
      browser.baseUrl,
      `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`,
      { id: person.id, input: { locationId } },
      token,
    );

    const page = await browser.newPage();
    await page.setViewportSize(size);
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    await page.goto(`${browser.baseUrl}/calendar`);
    const legend = page.getByRole('list', { name: 'Legend' });
    await legend.getByText(`Weekend or day off at ${name}`).waitFor();
    await legend.getByText('Leave on a day that person does not work (not counted)').waitFor();
    const cell = page.locator(`[role="gridcell"][data-date="${today}"]`);
    await cell.getByText('Founders day').waitFor();
    expect(await cell.getAttribute('data-day-off')).toBe('true');
    expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
  });

  it('names each schedule period’s own days off when a part-timer’s schedule changes within the month', async () => {
    const { token } = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const month = localToday().slice(0, 7);
    const person = await createPerson(browser.baseUrl, { firstName: 'Pat' });
    const setSchedule = (effectiveFrom: string, template: string) =>
      gql(
        browser.baseUrl,
        `mutation ($input: SetWorkScheduleInput!) { setWorkSchedule(input: $input) { id } }`,
        { input: { userId: person.id, effectiveFrom, template } },
        token,
      );
    await setSchedule(`${month}-01`, 'four_days');
    await setSchedule(`${month}-16`, 'three_days');
    const page = await browser.newPage();
    // Dates are written in the browser's own English (en-US here: "Nov 15").
    const format = new Intl.DateTimeFormat(await page.evaluate(() => navigator.language), {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const at = (day: string) => format.format(new Date(`${month}-${day}T00:00:00Z`));
    await page.setViewportSize(PHONE);
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    await page.goto(`${browser.baseUrl}/calendar`);
    const legend = page.getByRole('list', { name: 'Legend' });
    await legend
      .getByText(`Not a working day of your schedule: Fri until ${at('15')}; Thu and Fri from ${at('16')}`)
      .waitFor();
  });
});
