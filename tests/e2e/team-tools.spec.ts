import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, apiLogin, createPerson, gql, requestDates } from './support/api';
import { useBrowser } from './support/fixtures';
import { ApprovalsPage } from './pages/approvals.page';
import { LoginPage } from './pages/login.page';

const SALES_MANAGER = 'marco.manager@leavewise.local';

describe("managers' team tools", () => {
  const browser = useBrowser();

  it('approves every pending request at once, then says there is nothing left', async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: SALES_MANAGER, firstName: 'Frankie' });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const dates = requestDates(1);
    await gql(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      session.token,
    );

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(SALES_MANAGER, DEMO_PASSWORD);
    const approvals = new ApprovalsPage(page, browser.baseUrl);
    await approvals.open();
    await approvals.item(`${person.firstName} ${person.lastName}`).waitFor();
    await page.getByRole('button', { name: 'Bulk Approve All' }).click();
    // Approving everything is confirmed first.
    const confirm = page.getByRole('alertdialog', { name: 'Approve all pending requests?' });
    await confirm.getByRole('button', { name: /^Approve \d+ requests?$/ }).click();
    await page.getByText(/^Approved \d+ requests?$/).waitFor();
    await page.getByTestId('pending-badge').getByText('0 Pending').waitFor();
    await page.getByRole('button', { name: 'Bulk Approve All' }).click();
    await page.getByText('No pending requests to approve').waitFor();

    const { leaveRequests } = await gql<{ leaveRequests: { edges: { node: { status: string } }[] } }>(
      browser.baseUrl,
      'query ($userId: ID!) { leaveRequests(first: 5, filter: { userId: $userId }) { edges { node { status } } } }',
      { userId: person.id },
      session.token,
    );
    expect(leaveRequests.edges.map((e) => e.node.status)).toEqual(['APPROVED']);
  });

  it('exports the calendar entries it shows as CSV', async () => {
    // Someone in the team is away today, so this month's calendar has at least one entry.
    const person = await createPerson(browser.baseUrl, { managerEmail: SALES_MANAGER, firstName: 'Gale' });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const dates = requestDates(1);
    await gql(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      session.token,
    );

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(SALES_MANAGER, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/calendar`);
    await page.getByTestId('calendar-grid').waitFor();
    await page.getByLabel('View Mode').selectOption('list');
    await page.getByRole('cell', { name: `${person.firstName} ${person.lastName}` }).waitFor();
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe('Employee,Department,Type,Status,Start date,End date,Days,Request ID');
    expect(rows.length).toBe(await page.locator('table tbody tr').count());
    expect(
      rows.some((row) =>
        row.startsWith(`${person.firstName} ${person.lastName},Engineering,PTO,PENDING,${dates.start},${dates.end},1,`),
      ),
    ).toBe(true);
    expect(download.suggestedFilename()).toMatch(/^team-calendar-\d{4}-\d{2}\.csv$/);
  });
});
