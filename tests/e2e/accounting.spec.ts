import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, apiLogin, createPerson, gql, requestDates, type TestPerson } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { ApprovalsPage } from './pages/approvals.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';

const YEAR = new Date().getFullYear();
const SUBMIT = 'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id requestId } }';
const APPROVE = 'mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }';
const POLICY = `mutation ($input: PolicySettingsInput!) { updatePolicySettings(input: $input) { minimumStaffingCount } }`;

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A weekday at least `ahead` days from today. */
function weekdayAhead(ahead: number): string {
  const day = new Date();
  day.setDate(day.getDate() + ahead);
  while ([0, 6].includes(day.getDay())) day.setDate(day.getDate() + 1);
  return iso(day);
}

/** A new manager (flagged, so they approve and can be a delegate), created by the demo administrator. */
async function createManager(baseUrl: string, firstName: string): Promise<TestPerson> {
  const admin = await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const person = {
    email: `e2e-mgr-${stamp}@example.com`,
    password: 'e2e-password-1',
    firstName,
    lastName: `Lead${stamp}`,
  };
  const created = await gql<{ createUser: { id: string } }>(
    baseUrl,
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    {
      input: { ...person, department: 'Engineering', jobTitle: 'Engineering Manager', isManager: true },
    },
    admin.token,
  );
  return { ...person, id: created.createUser.id };
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('leave accounting in the browser', () => {
  const browser = useBrowser();

  it('shows the balance of each year a request spans in the form, at 1440 and 390 px', async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Yara' });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const span = { startDate: `${YEAR}-12-28`, endDate: `${YEAR + 1}-01-05` };
    const { leaveDayCount } = await gql<{
      leaveDayCount: { years: { year: number; days: number; balance: { totalDays: number; accruedDays: number } }[] };
    }>(
      browser.baseUrl,
      'query ($input: DayCountInput!) { leaveDayCount(input: $input) { years { year days balance { totalDays accruedDays } } } }',
      { input: { type: 'pto', ...span } },
      session.token,
    );
    expect(leaveDayCount.years.map((y) => y.year)).toEqual([YEAR, YEAR + 1]);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    const dashboard = new DashboardPage(page);
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await dashboard.openForm();
      await dashboard.fillRequest({ start: span.startDate, end: span.endDate });
      for (const { year, days, balance } of leaveDayCount.years) {
        const hint = page.getByTestId(`year-balance-${year}`);
        await hint.waitFor();
        const text = (await hint.textContent()) ?? '';
        expect(text).toContain(`${year}: ${days} ${days === 1 ? 'day' : 'days'}`);
        expect(text).toContain(`${balance.accruedDays} accrued so far`);
        expect(text).toContain(`${balance.totalDays} by year end`);
      }
      await expect(page.getByTestId('requested-days').textContent()).resolves.toContain('charged to each year');
      await expectAxeClean(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await dashboard.form().waitFor({ state: 'hidden' });
    }
  });

  it('opens the ledger behind a balance: each entry with its kind, reason and who, filtered by kind', async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Lior' });
    const [session, manager, admin] = await Promise.all([
      apiLogin(browser.baseUrl, person.email, person.password),
      apiLogin(browser.baseUrl, DEMO.manager, DEMO_PASSWORD),
      apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD),
    ]);
    const dates = requestDates(2);
    const { submitLeaveRequest: request } = await gql<{ submitLeaveRequest: { id: string; requestId: string } }>(
      browser.baseUrl,
      SUBMIT,
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      session.token,
    );
    await gql(browser.baseUrl, APPROVE, { id: request.id }, manager.token);
    const { user } = await gql<{ user: { balances: { id: string; type: string; totalDays: number }[] } }>(
      browser.baseUrl,
      'query ($id: ID!) { user(id: $id) { balances { id type totalDays } } }',
      { id: person.id },
      admin.token,
    );
    const pto = user.balances.find((b) => b.type === 'pto')!;
    await gql(
      browser.baseUrl,
      'mutation ($id: ID!, $input: UpdateBalanceInput!) { updateBalance(id: $id, input: $input) { id } }',
      { id: pto.id, input: { totalDays: pto.totalDays + 1, reason: 'Long service award' } },
      admin.token,
    );

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: 'View ledger: PTO' }).click();
      const dialog = page.getByRole('dialog', { name: `PTO ledger, ${YEAR}` });
      await dialog.getByTestId('ledger-entry').first().waitFor();
      const kinds = await dialog
        .getByTestId('ledger-entry')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
      expect(kinds).toEqual(
        expect.arrayContaining(['ALLOWANCE', 'PENDING_HOLD', 'HOLD_RELEASE', 'TAKEN', 'ADJUSTMENT']),
      );
      const taken = dialog.locator('[data-kind="TAKEN"]');
      await expect(taken.textContent()).resolves.toContain(request.requestId);
      await expect(taken.textContent()).resolves.toContain(`by ${manager.user.fullName as string}`);
      const adjustment = dialog.locator('[data-kind="ADJUSTMENT"]');
      await expect(adjustment.textContent()).resolves.toMatch(/Long service award · by Alex Morgan/);
      await expect(adjustment.textContent()).resolves.toContain('+1 day');
      await expect(dialog.getByTestId('ledger-summary').textContent()).resolves.toContain('Accrued so far');
      await expectAxeClean(page);

      await dialog.getByLabel('Show').selectOption('ADJUSTMENT');
      await dialog.locator('[data-kind="TAKEN"]').waitFor({ state: 'detached' });
      await dialog.locator('[data-kind="ADJUSTMENT"]').waitFor();
      const filtered = await dialog
        .getByTestId('ledger-entry')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
      expect(filtered).toEqual(['ADJUSTMENT']);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await dialog.waitFor({ state: 'hidden' });
    }

    // HR and administrators open the same ledger from PTO Balances.
    const adminPage = await browser.newPage();
    await new LoginPage(adminPage, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await adminPage.goto(`${browser.baseUrl}/admin/pto-balances`);
    await adminPage.getByPlaceholder('Search by name or email').fill(person.email);
    const row = adminPage.getByTestId('balance-row').filter({ hasText: person.lastName }).filter({ hasText: 'PTO' });
    await row.getByRole('button', { name: /^Ledger/ }).click();
    const adminDialog = adminPage.getByRole('dialog', { name: `PTO ledger, ${YEAR}` });
    await adminDialog
      .locator('[data-kind="ADJUSTMENT"]')
      .getByText(/Long service award/)
      .waitFor();
    await expectAxeClean(adminPage);
  });

  it('lets a manager name a delegate, who sees and decides the approvals on their behalf', async () => {
    const manager = await createManager(browser.baseUrl, 'Dana');
    const report = await createPerson(browser.baseUrl, { managerEmail: manager.email, firstName: 'Reese' });
    const delegate = await apiLogin(browser.baseUrl, 'marco.manager@leavewise.local', DEMO_PASSWORD);

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(manager.email, manager.password);
    await page.getByRole('link', { name: 'Delegation' }).click();
    await page.getByRole('heading', { name: 'Delegation', exact: true }).waitFor();
    const form = page.getByRole('form', { name: 'Set a delegate' });
    await form.getByLabel('Delegate').selectOption({ label: delegate.user.fullName as string });
    await form.getByLabel('Last day').fill(weekdayAhead(7));
    await form.getByLabel('Note (optional)').fill('Conference week');
    await form.getByRole('button', { name: 'Set delegate' }).click();
    const item = page
      .getByTestId('delegation-item')
      .filter({ hasText: `${delegate.user.fullName as string} decides for` });
    await item.getByText('Running').waitFor();
    await expectAxeClean(page);

    const session = await apiLogin(browser.baseUrl, report.email, report.password);
    const { submitLeaveRequest: request } = await gql<{ submitLeaveRequest: { id: string } }>(
      browser.baseUrl,
      SUBMIT,
      { input: { type: 'pto', startDate: weekdayAhead(20), endDate: weekdayAhead(20) } },
      session.token,
    );

    const delegatePage = await browser.newPage();
    await delegatePage.setViewportSize(PHONE);
    await new LoginPage(delegatePage, browser.baseUrl).signInAs('marco.manager@leavewise.local', DEMO_PASSWORD);
    const approvals = new ApprovalsPage(delegatePage, browser.baseUrl);
    await approvals.open();
    const card = approvals.item(fullName(report));
    await card
      .getByTestId('on-behalf-of')
      .getByText(`On behalf of ${fullName(manager)}`)
      .waitFor();
    await expectAxeClean(delegatePage);
    await expectNoSidewaysScroll(delegatePage);
    await approvals.approve(fullName(report), 'Covering for Dana');
    await card.waitFor({ state: 'detached' });

    const { leaveRequest } = await gql<{
      leaveRequest: { status: string; approver: { id: string }; decidedOnBehalfOf: { id: string } };
    }>(
      browser.baseUrl,
      'query ($id: ID!) { leaveRequest(id: $id) { status approver { id } decidedOnBehalfOf { id } } }',
      { id: request.id },
      session.token,
    );
    expect(leaveRequest).toEqual({
      status: 'APPROVED',
      approver: { id: delegate.user.id },
      decidedOnBehalfOf: { id: manager.id },
    });

    // The manager ends the delegation early, after confirming.
    await item.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this delegation?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await item.getByText('Revoked').waitFor();
  });

  describe('staffing minimums', () => {
    const NO_MINIMUM = { minimumStaffingCount: 0, minimumStaffingPercent: 0, staffingHardBlock: false };
    let adminToken = '';
    // Each test (and its retry) starts from an organisation without a minimum, and leaves it so.
    beforeEach(async () => {
      adminToken = (await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD)).token;
      await gql(browser.baseUrl, POLICY, { input: NO_MINIMUM }, adminToken);
    });
    afterAll(async () => {
      if (adminToken) await gql(browser.baseUrl, POLICY, { input: NO_MINIMUM }, adminToken);
    });

    /** A new team of three under a new manager, one of them off (approved) on a weekday ahead. */
    async function teamWithOneAway() {
      const manager = await createManager(browser.baseUrl, 'Sol');
      const [away, asking, third] = await Promise.all(
        ['Aiko', 'Bram', 'Cleo'].map((firstName) =>
          createPerson(browser.baseUrl, { managerEmail: manager.email, firstName }),
        ),
      );
      const day = weekdayAhead(3);
      const managerSession = await apiLogin(browser.baseUrl, manager.email, manager.password);
      const awaySession = await apiLogin(browser.baseUrl, away.email, away.password);
      const { submitLeaveRequest: awayRequest } = await gql<{ submitLeaveRequest: { id: string } }>(
        browser.baseUrl,
        SUBMIT,
        { input: { type: 'pto', startDate: day, endDate: day } },
        awaySession.token,
      );
      await gql(browser.baseUrl, APPROVE, { id: awayRequest.id }, managerSession.token);
      return { manager, away, asking, third, day };
    }

    it('warns the form, the approval card and the calendar with who else is off', async () => {
      const { manager, away, asking, day } = await teamWithOneAway();

      // The administrator sets the minimum on the PTO settings page.
      const adminPage = await browser.newPage();
      await new LoginPage(adminPage, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
      await adminPage.goto(`${browser.baseUrl}/admin/pto-settings`);
      await adminPage.getByLabel('People who must be present').fill('2');
      await adminPage.getByRole('button', { name: 'Save Settings' }).click();
      await adminPage.getByText('PTO settings saved successfully').waitFor();
      await expectAxeClean(adminPage);

      // The form warns, naming who else is off.
      const page = await browser.newPage();
      await new LoginPage(page, browser.baseUrl).signInAs(asking.email, asking.password);
      const dashboard = new DashboardPage(page);
      await dashboard.openForm();
      await dashboard.fillRequest({ start: day, end: day });
      const warning = page.getByTestId('staffing-warning');
      await warning.getByText(`${fullName(away)} (approved)`, { exact: false }).waitFor();
      await expect(warning.textContent()).resolves.toContain('Short-staffed');
      await expectAxeClean(page);
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page);
      await dashboard.submit();
      await page.getByText('Request submitted').first().waitFor();

      // The approval card warns the manager too.
      const managerPage = await browser.newPage();
      await new LoginPage(managerPage, browser.baseUrl).signInAs(manager.email, manager.password);
      const approvals = new ApprovalsPage(managerPage, browser.baseUrl);
      await approvals.open();
      const cardWarning = approvals.item(fullName(asking)).getByTestId('staffing-warning');
      await cardWarning.getByText(`${fullName(away)} (approved)`, { exact: false }).waitFor();
      await expectAxeClean(managerPage);

      // The calendar lists the day below the minimum with everyone who is off.
      await managerPage.goto(`${browser.baseUrl}/calendar`);
      await managerPage.getByTestId('calendar-grid').waitFor();
      if (day.slice(0, 7) !== iso(new Date()).slice(0, 7))
        await managerPage.getByRole('button', { name: 'Next month' }).click();
      const calendarWarning = managerPage.getByTestId('calendar-staffing');
      await calendarWarning.getByText(fullName(away), { exact: false }).first().waitFor();
      await expect(calendarWarning.textContent()).resolves.toContain(`${fullName(asking)} (pending)`);
      await expectAxeClean(managerPage);
    });

    it('under the hard block, the form says it cannot be approved and the server refuses it', async () => {
      const { asking, third, day } = await teamWithOneAway();
      const askingSession = await apiLogin(browser.baseUrl, asking.email, asking.password);
      await gql(browser.baseUrl, SUBMIT, { input: { type: 'pto', startDate: day, endDate: day } }, askingSession.token);
      await gql(
        browser.baseUrl,
        POLICY,
        { input: { minimumStaffingCount: 2, minimumStaffingPercent: 0, staffingHardBlock: true } },
        adminToken,
      );

      const thirdPage = await browser.newPage();
      await new LoginPage(thirdPage, browser.baseUrl).signInAs(third.email, third.password);
      const thirdDashboard = new DashboardPage(thirdPage);
      await thirdDashboard.openForm();
      await thirdDashboard.fillRequest({ start: day, end: day });
      const block = thirdPage.getByTestId('staffing-warning');
      await block.getByText('Too few people would be present: this cannot be approved', { exact: false }).waitFor();
      await thirdDashboard.submit();
      await thirdDashboard
        .form()
        .getByRole('alert')
        .getByText(/Too few people of/)
        .waitFor();
      await expectAxeClean(thirdPage);
      const { leaveRequests } = await gql<{ leaveRequests: { totalCount: number } }>(
        browser.baseUrl,
        'query ($userId: ID!) { leaveRequests(first: 1, filter: { userId: $userId }) { totalCount } }',
        { userId: third.id },
        adminToken,
      );
      expect(leaveRequests.totalCount).toBe(0);
    });
  });
});
