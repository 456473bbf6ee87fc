import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { coveredClickables } from './support/overlap';
import { overflowsHorizontally } from './support/screens';
import { AdminPeoplePage } from './pages/admin-people.page';
import { LoginPage } from './pages/login.page';

const WIDTHS = [
  ['1440 px', DESKTOP_WIDE],
  ['390 px', PHONE],
] as const;

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A Tuesday one to two weeks ahead: a working day everywhere. */
function nextTuesday(): string {
  const day = new Date();
  day.setDate(day.getDate() + 7);
  while (day.getDay() !== 2) day.setDate(day.getDate() + 1);
  return iso(day);
}

describe('work calendars: the bulk editor and hourly leave in calendar feeds', () => {
  const browser = useBrowser();

  it.each(WIDTHS)(
    'HR picks two people and gives them a location and a four-day week at once, at %s',
    async (label, size) => {
      const { token } = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
      const stamp = `${size.width}${Date.now() % 100000}`;
      const office = `Bulk office ${stamp}`;
      await gql<{ createLocation: { id: string } }>(
        browser.baseUrl,
        `mutation ($input: CreateLocationInput!) { createLocation(input: $input) { id } }`,
        { input: { name: office, timeZone: 'Europe/Berlin', weekendDays: ['SATURDAY', 'SUNDAY'] } },
        token,
      );
      const firstName = `Bulk${stamp}`;
      const people = [
        await createPerson(browser.baseUrl, { firstName }),
        await createPerson(browser.baseUrl, { firstName }),
      ];

      const page = await browser.newPage();
      await page.setViewportSize(size);
      await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
      const admin = new AdminPeoplePage(page, browser.baseUrl);
      await admin.open('users');
      await admin.search('Search users', firstName);
      for (const person of people) {
        const row = admin.userRow(person.email);
        await row.getByText(person.email).waitFor();
        // The box is named for screen readers; its visible part is the control.
        const box = row.getByTestId('select-person');
        await box.locator('[data-part="control"]').click();
        expect(await box.getByRole('checkbox', { name: `Select ${firstName} ${person.lastName}` }).isChecked()).toBe(
          true,
        );
      }
      const bar = page.getByRole('region', { name: 'Selected people' });
      await bar.getByText('2 people selected').waitFor();
      expect({ label, covered: await coveredClickables(page) }).toEqual({ label, covered: [] });
      await bar.getByRole('button', { name: 'Assign location / schedule' }).click();

      const dialog = admin.dialog('Assign a location or schedule to 2 people');
      // Nothing chosen: nothing is sent.
      await dialog.getByRole('button', { name: 'Assign' }).click();
      await dialog.getByText('Choose a location, a schedule template or both').waitFor();
      await dialog.getByLabel('Location', { exact: true }).selectOption({ label: office });
      await dialog.getByLabel('Schedule template', { exact: true }).selectOption('four_days');
      await dialog.getByLabel(/^Schedule from/).fill(iso(new Date()));
      expect({ label, overflow: await overflowsHorizontally(page) }).toEqual({ label, overflow: false });
      expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
      await page.screenshot({ path: `/tmp/bulk-assign-${size.width}.png`, fullPage: true });
      await dialog.getByRole('button', { name: 'Assign' }).click();
      await admin.toast('2 people updated').waitFor();
      await bar.waitFor({ state: 'detached' });

      for (const person of people) {
        const stored = await gql<{ user: { location: { name: string }; workSchedule: { template: string } | null } }>(
          browser.baseUrl,
          `query ($id: ID!) { user(id: $id) { location { name } workSchedule { template } } }`,
          { id: person.id },
          token,
        );
        expect(stored.user).toEqual({ location: { name: office }, workSchedule: { template: 'four_days' } });
      }

      // The person's page in administration shows the schedule in force today among its history.
      const [first] = people;
      await admin
        .userRow(first.email)
        .getByRole('button', { name: /^Edit / })
        .click();
      const edit = admin.dialog(`Edit ${firstName} ${first.lastName}`);
      const editor = edit.getByTestId('schedule-editor');
      await editor.getByTestId('schedule-current').getByText('In force today').waitFor();
      await editor.getByText('Mon 8 h · Tue 8 h · Wed 8 h · Thu 8 h').waitFor();
      expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
      await page.screenshot({ path: `/tmp/bulk-assign-history-${size.width}.png`, fullPage: true });
    },
  );

  it('an hourly request is a timed event at its hours in the calendar feed, and the approvals list says 2.5 h', async () => {
    const { token } = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const stamp = `${Date.now() % 100000}`;
    const name = `icsappt${stamp}`;
    await gql(
      browser.baseUrl,
      `mutation ($name: String!) { createRequestType(input: { name: $name, displayName: $name, maxDaysPerYear: 40, accrualRate: 0, unit: HOURS }) { id } }`,
      { name },
      token,
    );
    const location = await gql<{ createLocation: { id: string } }>(
      browser.baseUrl,
      `mutation ($input: CreateLocationInput!) { createLocation(input: $input) { id } }`,
      { input: { name: `Feed office ${stamp}`, timeZone: 'Europe/Berlin', weekendDays: ['SATURDAY', 'SUNDAY'] } },
      token,
    );
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Ines' });
    await gql(
      browser.baseUrl,
      `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`,
      { id: person.id, input: { locationId: location.createLocation.id } },
      token,
    );
    const own = await apiLogin(browser.baseUrl, person.email, person.password);
    const day = nextTuesday();
    const submitted = await gql<{ submitLeaveRequest: { id: string } }>(
      browser.baseUrl,
      `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`,
      { input: { type: name, startDate: day, endDate: day, startTime: '09:00', endTime: '11:30' } },
      own.token,
    );

    const feed = await gql<{ resetCalendarFeedUrl: { path: string } }>(
      browser.baseUrl,
      `mutation { resetCalendarFeedUrl(kind: MINE) { path } }`,
      {},
      own.token,
    );
    const body = await (await fetch(`${browser.baseUrl}${feed.resetCalendarFeedUrl.path}`)).text();
    const compact = day.replace(/-/g, '');
    expect(body).toContain(`DTSTART;TZID=Europe/Berlin:${compact}T090000`);
    expect(body).toContain(`DTEND;TZID=Europe/Berlin:${compact}T113000`);
    expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');

    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP_WIDE);
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.manager, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/approvals`);
    const card = page.getByText(`Ines ${person.lastName}`).first();
    await card.waitFor();
    await page
      .getByText(/09:00–11:30 · 2\.5 h · submitted/)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(submitted.submitLeaveRequest.id).toBeTruthy();
  });
});
