import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { inSightAndClickable } from './support/overlap';
import { overflowsHorizontally } from './support/screens';
import { AdminPeoplePage } from './pages/admin-people.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A Tuesday one to two weeks ahead: a working day of the default location. */
function nextTuesday(): string {
  const day = new Date();
  day.setDate(day.getDate() + 7);
  while (day.getDay() !== 2) day.setDate(day.getDate() + 1);
  return iso(day);
}

const WIDTHS = [
  ['1440 px', DESKTOP_WIDE],
  ['390 px', PHONE],
] as const;

describe('working schedules and hourly leave', () => {
  const browser = useBrowser();

  it.each(WIDTHS)(
    'HR gives a person a Monday-to-Wednesday schedule, which their profile shows, at %s',
    async (label, size) => {
      const person = await createPerson(browser.baseUrl, { firstName: 'Petra' });
      const page = await browser.newPage();
      await page.setViewportSize(size);
      await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
      const admin = new AdminPeoplePage(page, browser.baseUrl);
      await admin.open('users');
      await admin.search('Search users', person.email);
      await admin
        .userRow(person.email)
        .getByRole('button', { name: /^Edit / })
        .click();
      const dialog = admin.dialog(`Edit ${person.firstName} ${person.lastName}`);
      const editor = dialog.getByTestId('schedule-editor');
      await editor.getByText('No schedule: full time').waitFor();
      const form = editor.getByRole('form', { name: 'New working schedule' });
      // Nothing is sent without a date.
      await form.getByRole('button', { name: 'Save schedule' }).click();
      await form.getByText('Choose the date the schedule starts').waitFor();
      await form.getByLabel('Schedule').selectOption('three_days');
      await form.getByLabel('Starts on').fill(`${new Date().getFullYear()}-01-01`);
      await form.getByRole('button', { name: 'Save schedule' }).click();
      const periods = editor.getByRole('list', { name: 'Schedule periods' });
      await periods.getByText(`From ${new Date().getFullYear()}-01-01: 24 h a week, FTE 0.6`).waitFor();
      await periods.getByText('Mon 8 h · Tue 8 h · Wed 8 h').waitFor();
      expect({ label, overflow: await overflowsHorizontally(page) }).toEqual({ label, overflow: false });
      // The dialog covers the page by design: what counts is that its own controls can be reached.
      for (const control of [form.getByRole('button', { name: 'Save schedule' }), form.getByLabel('Schedule')]) {
        await control.scrollIntoViewIfNeeded();
        expect({ label, clickable: await inSightAndClickable(control) }).toEqual({ label, clickable: true });
      }
      expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
      await page.screenshot({ path: `/tmp/schedule-editor-${size.width}.png`, fullPage: true });

      const { token } = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
      const stored = await gql<{ workSchedules: { fte: number; workingDays: string[] }[] }>(
        browser.baseUrl,
        `query ($id: ID!) { workSchedules(userId: $id) { fte workingDays } }`,
        { id: person.id },
        token,
      );
      expect(stored.workSchedules).toEqual([{ fte: 0.6, workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY'] }]);

      const own = await browser.newPage();
      await own.setViewportSize(size);
      await new LoginPage(own, browser.baseUrl).signInAs(person.email, person.password);
      // On a phone the person's menu is in the navigation drawer.
      if (size.width < 1000) await own.getByRole('button', { name: 'Open navigation' }).click();
      await own.getByRole('button', { name: new RegExp(`Petra ${person.lastName}`) }).click();
      const profile = own.getByRole('dialog', { name: 'Profile Settings' }).getByTestId('profile-schedule');
      await profile.getByText('Mon 8 h · Tue 8 h · Wed 8 h').waitFor();
      await profile.getByText(/24 h a week, FTE 0.6/).waitFor();
      expect({ label, violations: await seriousViolations(own) }).toEqual({ label, violations: [] });

      // On the Team Calendar their Thursdays are shaded as days they do not work; Tuesdays are not.
      await own.keyboard.press('Escape');
      await own.goto(`${browser.baseUrl}/calendar`);
      const first = (weekday: number) => {
        const day = new Date();
        day.setDate(1);
        while (day.getDay() !== weekday) day.setDate(day.getDate() + 1);
        return iso(day);
      };
      await own.locator(`[role="gridcell"][data-date="${first(4)}"][data-non-working="true"]`).waitFor();
      expect(
        await own.locator(`[role="gridcell"][data-date="${first(2)}"]`).getAttribute('data-non-working'),
      ).toBeNull();
      expect({ label, violations: await seriousViolations(own) }).toEqual({ label, violations: [] });
      await own.screenshot({ path: `/tmp/part-time-calendar-${size.width}.png`, fullPage: true });
    },
  );

  it.each(WIDTHS)(
    'a 2.5 h appointment is requested, approved, taken from a balance in hours and shown on the calendar, at %s',
    async (label, size) => {
      const { token } = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
      const name = `appt${size.width}${Date.now() % 100000}`;
      await gql(
        browser.baseUrl,
        `mutation ($name: String!) { createRequestType(input: { name: $name, displayName: $name, maxDaysPerYear: 40, accrualRate: 0, unit: HOURS }) { id } }`,
        { name },
        token,
      );
      const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Hanna' });
      const day = nextTuesday();
      const page = await browser.newPage();
      await page.setViewportSize(size);
      await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
      const dashboard = new DashboardPage(page);
      await dashboard.heading().waitFor();
      await dashboard.openForm();
      await dashboard.fillRequest({ type: name, start: day, end: day });
      const form = dashboard.form();
      await form.getByText('40 h available', { exact: true }).waitFor();
      await form.getByLabel('From').fill('09:00');
      await form.getByLabel('Until').fill('11:30');
      await form.getByTestId('requested-days').getByText('2.5 h').waitFor();
      expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
      await page.screenshot({ path: `/tmp/hourly-request-${size.width}.png`, fullPage: true });
      await dashboard.submit();
      await page
        .getByText(/request .* for 2\.5 h is awaiting review/)
        .first()
        .waitFor();

      const manager = await apiLogin(browser.baseUrl, DEMO.manager, DEMO_PASSWORD);
      const found = await gql<{
        leaveRequests: { edges: { node: { id: string; days: number; unit: string; startTime: string } }[] };
      }>(
        browser.baseUrl,
        `query ($id: ID!) { leaveRequests(first: 5, filter: { userId: $id }) { edges { node { id days unit startTime } } } }`,
        { id: person.id },
        manager.token,
      );
      const request = found.leaveRequests.edges[0].node;
      expect(request).toMatchObject({ days: 2.5, unit: 'HOURS', startTime: '09:00' });
      await gql(
        browser.baseUrl,
        `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }`,
        { id: request.id },
        manager.token,
      );

      await page.reload();
      await dashboard.heading().waitFor();
      await dashboard.openForm();
      await dashboard.form().getByLabel('Type').selectOption(name);
      await dashboard.form().getByText('37.5 h available', { exact: true }).waitFor();

      await page.goto(`${browser.baseUrl}/calendar`);
      const month = new Date(`${day}T12:00:00`);
      const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(month);
      for (let step = 0; step < 2 && !(await page.getByText(monthName).first().isVisible()); step++)
        await page.getByRole('button', { name: /next month/i }).click();
      const cell = page.locator(`[role="gridcell"][data-date="${day}"]`);
      await cell.locator('[title*="09:00–11:30"]').waitFor();
      expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
      await page.screenshot({ path: `/tmp/hourly-calendar-${size.width}.png`, fullPage: true });
    },
  );
});
