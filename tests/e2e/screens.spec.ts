import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql, requestDates, type TestPerson } from './support/api';
import { useBrowser } from './support/fixtures';
import { atBothWidths, overflowsHorizontally, settle } from './support/screens';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

const SUBMIT = 'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }';

async function submit(baseUrl: string, person: TestPerson, dates: { start: string; end: string }, notes = '') {
  const session = await apiLogin(baseUrl, person.email, person.password);
  const { submitLeaveRequest } = await gql<{ submitLeaveRequest: { id: string } }>(
    baseUrl,
    SUBMIT,
    { input: { type: 'pto', startDate: dates.start, endDate: dates.end, notes } },
    session.token,
  );
  return submitLeaveRequest.id;
}

describe('the error page, the combined page, the calendar for everyone and the dashboard loading', () => {
  const browser = useBrowser();

  it("shows 'Unexpected Application Error!' for unknown paths and render errors, with a way back", async () => {
    const anonymous = await browser.newPage();
    await anonymous.goto(`${browser.baseUrl}/no-such-page`);
    await anonymous.waitForURL('**/login');

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/no-such-page`);
    await atBothWidths(page, async () => {
      await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
      await page.getByText('404 Not Found').waitFor();
    });
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();

    // A screen whose code cannot load fails to render: the error page names the failure.
    await page.route('**/assets/ChangelogPage-*.js', (route) => route.abort());
    await page.getByRole('link', { name: 'Changelog' }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await page.getByTestId('error-page').textContent()).toMatch(/dynamically imported module|Failed to fetch/i);
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
  });

  it("lets staff see colleagues' approved leave (names and dates only) from View Calendar, and the combined page", async () => {
    const colleague = await createPerson(browser.baseUrl, { managerEmail: DEMO.lead, firstName: 'Cora' });
    const dates = requestDates(2);
    const id = await submit(browser.baseUrl, colleague, dates, 'Private: hospital appointment');
    const lead = await apiLogin(browser.baseUrl, DEMO.lead, DEMO_PASSWORD);
    await gql(browser.baseUrl, 'mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }', { id }, lead.token);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'View Calendar' }).click();
    await page.getByRole('heading', { name: 'Team Calendar', level: 1 }).waitFor();
    const name = `${colleague.firstName} ${colleague.lastName}`;
    await atBothWidths(page, async () => {
      await page.getByLabel('View Mode').selectOption('calendar');
      await page.getByTestId('calendar-grid').waitFor();
      await page.getByLabel('View Mode').selectOption('list');
      const row = page.getByTestId('calendar-entry').filter({ hasText: name });
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain('Away');
      expect(await overflowsHorizontally(page)).toBe(false);
    });
    expect(await page.content()).not.toContain('hospital');

    await new Layout(page).navigate('Dashboard');
    await page.getByRole('button', { name: 'Dashboard & Calendar' }).click();
    await page.getByRole('heading', { name: 'My Dashboard', level: 1 }).waitFor();
    await page.waitForURL('**/dashboard-calendar');
    await atBothWidths(page, async () => {
      await page.getByRole('heading', { name: 'Team Calendar', level: 2 }).waitFor();
      await page.getByTestId('calendar-grid').waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
    });
  });

  it("opens the day's list from '+n more' in a calendar cell", async () => {
    const day = requestDates(1);
    const people = await Promise.all(
      [0, 1, 2, 3].map((n) => createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: `Crowd${n}` })),
    );
    await Promise.all(people.map((person) => submit(browser.baseUrl, person, day)));

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.manager, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/calendar`);
    const cell = page.locator(`[data-date="${day.start}"]`);
    const more = cell.getByRole('button', { name: /^\+\d+ more on / });
    await atBothWidths(page, async () => {
      await more.waitFor();
    });
    await more.click();
    const dialog = page.getByRole('dialog', { name: /^Away on / });
    await dialog.waitFor();
    await settle(page);
    for (const person of people) await dialog.getByText(`${person.firstName} ${person.lastName}`).waitFor();
  });

  it('shows loading progress, says so after 8 seconds without an answer, and retries', async () => {
    const page = await browser.newPage();
    let hold = true;
    const held: (() => Promise<void>)[] = [];
    await page.route('**/graphql', async (route) => {
      if (hold && (route.request().postData() ?? '').includes('"operationName":"Dashboard"')) {
        held.push(() => route.continue());
        return;
      }
      await route.continue();
    });
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await page.getByText('Loading Your PTO Dashboard').waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(1);
    await page.getByTestId('dashboard-timeout').waitFor({ timeout: 12_000 });
    await page.getByText('Loading your dashboard is taking longer than expected.', { exact: false }).waitFor();
    hold = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('PTO Balance').waitFor();
    await Promise.all(held.map((release) => release().catch(() => undefined)));
  });

  it('refreshes dashboard data older than 5 minutes', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await page.clock.install();
    await page.reload();
    await page.getByText('PTO Balance').waitFor();
    let refetched = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('"operationName":"Dashboard"'))
        refetched += 1;
    });
    // Checked every 5 minutes; data loaded just after a check is refreshed at the next one.
    await page.clock.runFor('04:00');
    expect(refetched).toBe(0);
    await page.clock.runFor('06:05');
    await expect.poll(() => refetched).toBeGreaterThan(0);
  });

  it('serves the notification sounds and names the bell with its visible badge', async () => {
    for (const sound of ['notification.wav', 'success.wav', 'error.wav']) {
      const response = await fetch(`${browser.baseUrl}/sounds/${sound}`);
      expect(response.status).toBe(200);
    }
    const manager = await createPerson(browser.baseUrl, { firstName: 'Busy' });
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    await gql(
      browser.baseUrl,
      'mutation ($id: ID!, $input: UpdateUserRoleInput!) { updateUserRole(userId: $id, input: $input) { id } }',
      { id: manager.id, input: { role: 'MANAGER', isManager: true } },
      admin.token,
    );
    const reports = await Promise.all(
      Array.from({ length: 10 }, () => createPerson(browser.baseUrl, { firstName: 'Report' })),
    );
    for (const report of reports)
      await gql(
        browser.baseUrl,
        'mutation ($userId: ID!, $managerId: ID) { assignManager(userId: $userId, managerId: $managerId) { id } }',
        { userId: report.id, managerId: manager.id },
        admin.token,
      );
    const dates = requestDates(1);
    await Promise.all(reports.map((report) => submit(browser.baseUrl, report, dates)));

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(manager.email, manager.password);
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await page.getByTestId('notification-badge').getByText('9+').waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 9+ unread');
    // The bell's list is drawn when it opens, not hidden in every page beforehand.
    const popover = page.locator('[data-scope="popover"][data-part="content"]');
    expect(await popover.count()).toBe(0);
    await bell.click();
    const first = page.getByText(/requested 1 day of PTO/).first();
    await first.waitFor();
    expect(await first.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
