import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql, requestDates } from './support/api';
import { useBrowser } from './support/fixtures';
import { atBothWidths, overflowsHorizontally, settle } from './support/screens';
import { LoginPage } from './pages/login.page';

describe('Advanced Search', () => {
  const browser = useBrowser();

  it("finds a report's request by its notes, saves the search on the server and exports the result", async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Searchable' });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const marker = `kayak-${Date.now().toString(36)}`;
    const dates = requestDates(2);
    await gql(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end, notes: `Paddling trip ${marker}` } },
      session.token,
    );

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.manager, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Advanced Search' }).click();
    await page.getByRole('heading', { name: 'Advanced Search', level: 1 }).waitFor();

    await atBothWidths(page, async () => {
      await page.getByPlaceholder('Name, email, notes or request ID').fill(marker);
      await page.getByTestId('result-count').getByText('1 request found').waitFor();
      await page.getByTestId('search-results').getByText(`${person.firstName} ${person.lastName}`).waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
    });

    // Advanced filters narrow the result: a status it does not have finds nothing.
    await page.getByRole('button', { name: /Advanced filters/ }).click();
    await page.getByTestId('advanced-filters').getByText('Rejected').click();
    await page.getByText('No requests match your search').waitFor();
    await page.getByTestId('advanced-filters').getByText('Rejected').click();
    await page.getByTestId('advanced-filters').getByText('Pending').click();
    await page.getByTestId('result-count').getByText('1 request found').waitFor();

    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save search' });
    await dialog.getByLabel('Name').fill(`Kayak ${marker}`);
    await settle(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByTestId('saved-searches')
      .getByRole('button', { name: `Kayak ${marker}`, exact: true })
      .waitFor();
    const manager = await apiLogin(browser.baseUrl, DEMO.manager, DEMO_PASSWORD);
    const { savedSearches } = await gql<{
      savedSearches: { name: string; criteria: { text: string; statuses: string[] } }[];
    }>(browser.baseUrl, '{ savedSearches { name criteria { text statuses } } }', {}, manager.token);
    expect(savedSearches).toContainEqual({
      name: `Kayak ${marker}`,
      criteria: { text: marker, statuses: ['PENDING'] },
    });

    // A fresh page applies the saved search from the server.
    await page.reload();
    await page
      .getByTestId('saved-searches')
      .getByRole('button', { name: `Kayak ${marker}`, exact: true })
      .click();
    await page.getByTestId('result-count').getByText('1 request found').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toContain('Request ID,Employee,Email');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${person.firstName} ${person.lastName},${person.email}`);
    expect(rows[0]).toContain(marker);
  });

  it("says 'No results to export' when nothing matches, and is not offered to staff", async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/search`);
    await page.getByPlaceholder('Name, email, notes or request ID').fill('nothing-will-ever-match-this');
    await page.getByText('No requests match your search').waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText('No results to export').waitFor();

    const staff = await browser.newPage();
    await new LoginPage(staff, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    expect(await staff.getByRole('link', { name: 'Advanced Search' }).count()).toBe(0);
    await staff.goto(`${browser.baseUrl}/search`);
    await staff.getByRole('heading', { name: "You don't have access to this page" }).waitFor();
  });
});
