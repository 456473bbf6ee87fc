import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, createPerson, gql, apiLogin, requestDates } from './support/api';
import { useBrowser } from './support/fixtures';
import { ApprovalsPage } from './pages/approvals.page';
import { DashboardPage } from './pages/dashboard.page';
import { HistoryPage } from './pages/history.page';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

const days = (text: string) => Number.parseFloat(text);

describe('requesting time off and deciding on it', () => {
  const browser = useBrowser();

  it('submits a request that the manager sees arrive live and approves, moving the balance', async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Avery' });
    const fullName = `${person.firstName} ${person.lastName}`;
    const dates = requestDates(3);

    const managerPage = await browser.newPage();
    await new LoginPage(managerPage, browser.baseUrl).signInAs(DEMO.manager, DEMO_PASSWORD);
    const approvals = new ApprovalsPage(managerPage, browser.baseUrl);
    await approvals.open();
    expect(await approvals.item(fullName).count()).toBe(0);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    const dashboard = new DashboardPage(page);
    const layout = new Layout(page);
    await page.getByText('Notifications Online').waitFor();
    expect(await layout.notificationBadge().count()).toBe(0);
    const before = days(await dashboard.cardValue('PTO Balance'));
    await dashboard.openForm();
    await page.getByTestId('workflow-hint').getByText('Manager Review', { exact: true }).waitFor();
    await dashboard.fillRequest({ type: 'pto', start: dates.start, end: dates.end, notes: 'Family visit' });
    await page.getByTestId('requested-days').getByText(String(dates.days), { exact: true }).waitFor();
    await dashboard.submit();
    await page.getByText('Request submitted').waitFor();
    await dashboard.recentRequests().getByText('Pending').waitFor();
    expect(await dashboard.cardValue('Active Requests')).toBe('1');

    // The manager's open inbox picks the request up without a reload (requestEvents subscription).
    await approvals.item(fullName).waitFor({ timeout: 10_000 });
    await approvals.approve(fullName, 'Enjoy!');
    await managerPage.getByText('Request approved').waitFor();

    // The requester is notified live: the bell's badge, a toast, and the dashboard refreshed.
    expect(await layout.notificationBadge().textContent()).toBe('1');
    await page
      .getByText(/approved/i)
      .first()
      .waitFor();
    await dashboard.recentRequests().getByText('Approved').waitFor();
    await page.waitForFunction(
      ([expected]) => [...document.querySelectorAll('p')].some((p) => p.textContent === `${expected} days`),
      [before - dates.days],
    );
    expect(days(await dashboard.cardValue('PTO Balance'))).toBe(before - dates.days);
    expect(page.url()).toContain('/dashboard');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, 1 unread/ })
      .click();
    const item = page.getByTestId('notification-item').first();
    await item.getByRole('button', { name: /^Mark read/ }).click();
    await layout.notificationBadge().waitFor({ state: 'detached' });
  });

  it('rejects only with a reason, which the requester then reads', async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Blake' });
    const fullName = `${person.firstName} ${person.lastName}`;
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const dates = requestDates(2);
    const submitted = await gql<{ submitLeaveRequest: { id: string } }>(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      session.token,
    );

    const managerPage = await browser.newPage();
    await new LoginPage(managerPage, browser.baseUrl).signInAs(DEMO.manager, DEMO_PASSWORD);
    const approvals = new ApprovalsPage(managerPage, browser.baseUrl);
    await approvals.open();
    const dialog = await approvals.openReject(fullName);
    const rejectButton = dialog.getByRole('button', { name: 'Reject', exact: true });
    expect(await rejectButton.isDisabled()).toBe(true);
    await dialog.getByLabel('Rejection reason').fill('   ');
    expect(await rejectButton.isDisabled()).toBe(true);
    await dialog.getByLabel('Rejection reason').blur();
    await dialog.getByText('Please provide a rejection reason').waitFor();

    // The API refuses an empty reason too.
    const manager = await apiLogin(browser.baseUrl, DEMO.manager, DEMO_PASSWORD);
    await expect(
      gql(
        browser.baseUrl,
        'mutation ($id: ID!) { rejectLeaveRequest(id: $id, reason: "") { id } }',
        { id: submitted.submitLeaveRequest.id },
        manager.token,
      ),
    ).rejects.toThrow('Please provide a rejection reason');

    await dialog.getByLabel('Rejection reason').fill('Release week, please pick other dates');
    await rejectButton.click();
    await managerPage.getByText('Request rejected').waitFor();
    await expect.poll(() => approvals.item(fullName).count()).toBe(0);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    const history = new HistoryPage(page, browser.baseUrl);
    await history.open();
    await history.submitted().getByText('Rejected').waitFor();
    await history
      .submitted()
      .getByRole('button', { name: /View request/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Request Details' })
      .getByText('Release week, please pick other dates')
      .waitFor();
  });

  it("shows a decision made elsewhere on the requester's open Request History, and a withdrawal on the approver's list", async () => {
    const submitAs = async (token: string) => {
      const dates = requestDates(1);
      const { submitLeaveRequest } = await gql<{ submitLeaveRequest: { id: string } }>(
        browser.baseUrl,
        'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
        { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
        token,
      );
      return submitLeaveRequest.id;
    };
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Casey' });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const id = await submitAs(session.token);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    await page.getByText('Notifications Online').waitFor();
    const history = new HistoryPage(page, browser.baseUrl);
    await history.open();
    await history.submitted().getByText('Pending').waitFor();

    // Approved through the API: the notification refreshes the requester's open list.
    const manager = await apiLogin(browser.baseUrl, DEMO.manager, DEMO_PASSWORD);
    await gql(browser.baseUrl, 'mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }', { id }, manager.token);
    await history.submitted().getByText('Approved').waitFor();
    expect(await history.submitted().getByText('Pending').count()).toBe(0);

    // A request its requester withdraws leaves the approver's open list (request events).
    const other = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Devon' });
    const otherSession = await apiLogin(browser.baseUrl, other.email, other.password);
    const managerPage = await browser.newPage();
    await new LoginPage(managerPage, browser.baseUrl).signInAs(DEMO.manager, DEMO_PASSWORD);
    const approvals = new ApprovalsPage(managerPage, browser.baseUrl);
    await approvals.open();
    const otherName = `${other.firstName} ${other.lastName}`;
    // The manager's list holds what earlier tests left pending: narrow it to this person before theirs arrives.
    await managerPage.getByPlaceholder('Search by name or email').fill(otherName);
    const otherId = await submitAs(otherSession.token);
    await approvals.item(otherName).waitFor();
    await gql(
      browser.baseUrl,
      'mutation ($id: ID!) { cancelLeaveRequest(id: $id) { id } }',
      { id: otherId },
      otherSession.token,
    );
    await approvals.item(otherName).waitFor({ state: 'detached' });
  });

  it('keeps drafts across a reload and reopens one for editing', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Casey' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    const dashboard = new DashboardPage(page);
    await dashboard.openForm();
    // Nobody manages this person: HR reviews.
    await page.getByTestId('workflow-hint').getByText('HR Review', { exact: true }).waitFor();
    const dates = requestDates(2);
    await dashboard.fillRequest({
      type: 'sickness',
      start: dates.start,
      end: dates.end,
      notes: 'Dentist',
      startHalfDay: true,
    });
    await dashboard.saveDraft();
    await page.getByText('Draft saved').waitFor();

    await page.reload();
    const history = new HistoryPage(page, browser.baseUrl);
    await history.open();
    await expect.poll(() => history.drafts().count()).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ptoDrafts') ?? '[]'));
    expect(stored[0]).toMatchObject({
      type: 'sickness',
      startDate: dates.start,
      endDate: dates.end,
      notes: 'Dentist',
      startHalfDay: true,
    });
    expect(stored[0].id).toMatch(/^draft-\d+$/);

    await history.drafts().first().getByRole('button', { name: 'Edit' }).click();
    await dashboard.form().waitFor();
    expect(await dashboard.form().getByLabel('Notes (optional)').inputValue()).toBe('Dentist');
    expect(await dashboard.form().getByLabel('Start date').inputValue()).toBe(dates.start);
    expect(await page.evaluate(() => localStorage.getItem('ptoDraftEditing'))).not.toBeNull();

    await dashboard.submit();
    await page.getByText('Request submitted').waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('ptoDraftEditing'), localStorage.getItem('ptoDrafts')]),
    ).toEqual([null, '[]']);

    // The requester may withdraw the pending request from its details.
    await history.open();
    await history
      .submitted()
      .getByRole('button', { name: /View request/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await details.getByText('Half Day').waitFor();
    await details.getByRole('button', { name: 'Cancel request' }).click();
    await page.getByText('Request cancelled').waitFor();
    await history.submitted().getByText('Cancelled').waitFor();
  });
});
