import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { coveredClickables } from './support/overlap';
import { overflowsHorizontally } from './support/screens';
import { LoginPage } from './pages/login.page';

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n')),
});

describe('the import wizard (/admin/import)', () => {
  const browser = useBrowser();

  it.each([
    ['1440 px', DESKTOP_WIDE],
    ['390 px', PHONE],
  ])('HR uploads people, corrects a column, sees the errors, then applies a clean file, at %s', async (label, size) => {
    const domain = `wizard-${size.width}-${Date.now() % 1_000_000}.test`;
    const page = await browser.newPage();
    await page.setViewportSize(size);
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/admin/import`);
    await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();

    // A file with a bad row: the dry run names it and the import cannot be applied.
    const header = 'E-mail,Given name,Surname,Job,Team,Reports to';
    await page
      .getByTestId('import-file')
      .setInputFiles(
        csvFile('people.csv', [
          header,
          `lena@${domain},Lena,Lind,Engineer,,boss@${domain}`,
          `boss@${domain},Bea,Boss,Director,Nowhere Team,`,
        ]),
      );
    const errors = page.getByTestId('import-errors');
    await errors.getByText('row 3: unknown team "Nowhere Team"').waitFor();
    expect(await page.getByRole('button', { name: 'Apply the import' }).isDisabled()).toBe(true);
    expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });

    // The fixed file; "Job" is no known header: the person maps it to the job title.
    await page
      .getByTestId('import-file')
      .setInputFiles(
        csvFile('people-fixed.csv', [
          header,
          `lena@${domain},Lena,Lind,Engineer,,boss@${domain}`,
          `boss@${domain},Bea,Boss,Director,,`,
        ]),
      );
    await errors.waitFor({ state: 'detached' });
    const jobColumn = page.getByLabel('Column “Job”');
    expect(await jobColumn.inputValue()).toBe('');
    await jobColumn.selectOption('jobTitle');
    await page.getByText('People created (dry run)').waitFor();
    const outcome = page.getByTestId('import-outcome');
    await expect.poll(() => outcome.getByTestId('import-row').count()).toBe(2);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect({ label, covered: await coveredClickables(page) }).toEqual({ label, covered: [] });
    expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });

    await page.getByRole('button', { name: 'Apply the import' }).click();
    await page.getByText('Imported 2 created, 0 updated, 0 left alone.').waitFor();
    await page.getByTestId('past-import').filter({ hasText: 'people-fixed.csv' }).first().waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });

    // Read back from the server: both people, the job title from the corrected column, the manager named later.
    const { token } = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const people = await gql<{
      users: { edges: { node: { email: string; jobTitle: string; manager: { email: string } | null } }[] };
    }>(
      browser.baseUrl,
      `query ($search: String) { users(first: 10, filter: { search: $search }, orderBy: { field: EMAIL }) { edges { node { email jobTitle manager { email } } } } }`,
      { search: domain },
      token,
    );
    expect(people.users.edges.map((edge) => edge.node)).toEqual([
      { email: `boss@${domain}`, jobTitle: 'Director', manager: null },
      { email: `lena@${domain}`, jobTitle: 'Engineer', manager: { email: `boss@${domain}` } },
    ]);
  });

  it('shows each opening balance before and after, and the person then has it', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Opal' });
    const year = new Date().getFullYear();
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP_WIDE);
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.hr, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/admin/import`);
    await page.getByLabel('What the file holds').selectOption('BALANCES');
    await page
      .getByTestId('import-file')
      .setInputFiles(
        csvFile('balances.csv', ['Email,Leave type,Year,Days taken,Available', `${person.email},pto,${year},2,12.5`]),
      );
    const row = page.getByTestId('import-row').first();
    await row.getByText('2 taken, 12.5 left', { exact: false }).waitFor();
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await page.getByRole('button', { name: 'Apply the import' }).click();
    await page.getByText('Imported 0 created, 1 updated, 0 left alone.').waitFor();

    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const balances = await gql<{ viewer: { balances: { type: string; usedDays: number; availableDays: number }[] } }>(
      browser.baseUrl,
      `query ($year: Int) { viewer { balances(year: $year) { type usedDays availableDays } } }`,
      { year },
      session.token,
    );
    expect(balances.viewer.balances.find((b) => b.type === 'pto')).toEqual({
      type: 'pto',
      usedDays: 2,
      availableDays: 12.5,
    });
  });

  it('is not offered to staff', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.staff, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/admin/import`);
    await page.getByRole('heading', { name: "You don't have access to this page", level: 1 }).waitFor();
    expect(await page.getByTestId('import-file').count()).toBe(0);
  });
});
