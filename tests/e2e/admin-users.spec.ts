import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, apiLogin, createPerson, gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { AdminPeoplePage } from './pages/admin-people.page';
import { LoginPage } from './pages/login.page';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface UserState {
  user: { role: string; isAdmin: boolean; isManager: boolean; isActive: boolean; manager: { email: string } | null };
}

async function userState(baseUrl: string, id: string) {
  const admin = await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD);
  const { user } = await gql<UserState>(
    baseUrl,
    'query ($id: ID!) { user(id: $id) { role isAdmin isManager isActive manager { email } } }',
    { id },
    admin.token,
  );
  return user;
}

/**
 * Opens a row's "More actions" menu as the administrator once the list has settled (a search's answers
 * re-render the rows, and a row drawn again closes its menu), and waits for all of the menu's items.
 * A menu found closed after the click is reported with what the page showed, then opened again.
 */
async function openActions(page: Page, row: Locator) {
  await page.waitForLoadState('networkidle');
  const button = row.getByRole('button', { name: /^More actions/ });
  const item = page.getByRole('menuitem', { name: 'Export data' });
  for (let attempt = 1; ; attempt += 1) {
    await button.click();
    const opened = await item.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (opened) return;
    const state = await page.evaluate(() => ({
      rows: document.querySelectorAll('[data-testid="user-row"]').length,
      expanded: [...document.querySelectorAll('[aria-label^="More actions"]')].map((b) =>
        b.getAttribute('aria-expanded'),
      ),
      menus: document.querySelectorAll('[role="menu"]').length,
      focused: document.activeElement?.outerHTML.slice(0, 120),
    }));
    console.log(`The row's menu was not open 15 s after click ${attempt}:`, JSON.stringify(state));
    if (attempt === 3) throw new Error(`The row's menu did not open: ${JSON.stringify(state)}`);
    if ((await button.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  }
}

describe('administering people', () => {
  const browser = useBrowser();

  it('creates a user who then signs in, reporting to the manager chosen', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const admin = new AdminPeoplePage(page, browser.baseUrl);
    await admin.open('users');

    // The form checks the spec's required fields before anything is sent.
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('form', { name: 'Create User' }).getByRole('button', { name: 'Create User' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Job title is required').waitFor();
    await page.getByRole('button', { name: 'Close Form' }).click();

    const id = stamp();
    const person = {
      firstName: 'Quinn',
      lastName: `Newcomer${id}`,
      email: `quinn.${id}@example.com`,
      password: 'quinn-first-password',
      department: 'Design',
      jobTitle: 'Product Designer',
      manager: 'Maya Patel (Engineering)',
    };
    await admin.createUser(person);
    await admin.toast('User created successfully').waitFor();
    await page.getByRole('form', { name: 'Create User' }).waitFor({ state: 'detached' });

    await admin.search('Search users', person.lastName);
    const row = admin.userRow(person.email);
    await row.waitFor();
    expect(await row.textContent()).toContain('Maya Patel');

    const other = await browser.newPage();
    await new LoginPage(other, browser.baseUrl).signInAs(person.email, person.password);
    await other.getByRole('heading', { name: 'My Dashboard' }).waitFor();
  });

  it('edits a user with the spec fields, hiding the manager picker for managers', async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Eddie' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const admin = new AdminPeoplePage(page, browser.baseUrl);
    await admin.open('users');
    await admin.search('Search users', person.email);
    await admin
      .userRow(person.email)
      .getByRole('button', { name: /^Edit / })
      .click();

    const dialog = admin.dialog(`Edit ${person.firstName} ${person.lastName}`);
    expect(await dialog.getByLabel(/^Email/).getAttribute('readonly')).not.toBeNull();
    const manager = dialog.getByLabel('Manager', { exact: true });
    const options = await manager.locator('option').allTextContents();
    expect(options[0]).toBe('No Manager');
    expect(options).toContain('Marco Rossi (Sales)');
    expect(options).not.toContain(`${person.firstName} ${person.lastName}`);
    expect(options.some((o) => o.startsWith('Sam Carter'))).toBe(false);

    await dialog.getByText('Is Manager').click();
    await manager.waitFor({ state: 'detached' });
    await dialog.getByText('Is Manager').click();
    await dialog.getByLabel('Manager', { exact: true }).selectOption({ label: 'Marco Rossi (Sales)' });
    await dialog.getByLabel(/^Job title/).fill('Senior Engineer');
    // Joining mid-year: the first day of employment prorates that year's allowance.
    const ptoTotal = async () => {
      const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
      const { user } = await gql<{
        user: { employmentStartDate: string | null; balances: { type: string; totalDays: number }[] };
      }>(
        browser.baseUrl,
        'query ($id: ID!) { user(id: $id) { employmentStartDate balances { type totalDays } } }',
        { id: person.id },
        admin.token,
      );
      return { start: user.employmentStartDate, pto: user.balances.find((b) => b.type === 'pto')?.totalDays };
    };
    const before = await ptoTotal();
    const joined = `${new Date().getFullYear()}-07-01`;
    await dialog.getByLabel('Last day of employment').fill(`${new Date().getFullYear()}-06-30`);
    await dialog.getByLabel('First day of employment').fill(joined);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('The last day of employment cannot be before the first').waitFor();
    await dialog.getByLabel('Last day of employment').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await admin.toast('User updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const row = admin.userRow(person.email);
    await row.getByText('Senior Engineer').waitFor();
    expect(await row.textContent()).toContain('Marco Rossi');
    expect((await userState(browser.baseUrl, person.id)).manager?.email).toBe('marco.manager@leavewise.local');
    const after = await ptoTotal();
    expect(after.start).toBe(joined);
    expect(before.pto).toBeGreaterThan(0);
    expect(after.pto).toBeLessThan(before.pto!);

    // The dialog opens with the saved date.
    await admin
      .userRow(person.email)
      .getByRole('button', { name: /^Edit / })
      .click();
    expect(
      await admin
        .dialog(`Edit ${person.firstName} ${person.lastName}`)
        .getByLabel('First day of employment')
        .inputValue(),
    ).toBe(joined);
  });

  it('deactivates a user only after confirmation, which stops their sign-in, and reactivates them', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Dana' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const admin = new AdminPeoplePage(page, browser.baseUrl);
    await admin.open('users');
    await admin.search('Search users', person.email);
    const row = admin.userRow(person.email);

    await openActions(page, row);
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = admin.alertDialog('Deactivate user');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await userState(browser.baseUrl, person.id)).isActive).toBe(true);

    await openActions(page, row);
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await admin.toast('User deactivated successfully').waitFor();
    await row.getByText('Inactive').waitFor();
    expect((await userState(browser.baseUrl, person.id)).isActive).toBe(false);
    await expect(apiLogin(browser.baseUrl, person.email, person.password)).rejects.toThrow();

    await openActions(page, row);
    await page.getByRole('menuitem', { name: 'Reactivate' }).click();
    await admin.alertDialog('Reactivate user').getByRole('button', { name: 'Reactivate' }).click();
    await admin.toast('User reactivated successfully').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await apiLogin(browser.baseUrl, person.email, person.password);
  });

  it("opens one menu for every row, with the actions of the row's person", async () => {
    const inactive = await createPerson(browser.baseUrl, { firstName: 'Menu' });
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    await gql(
      browser.baseUrl,
      'mutation ($id: ID!) { deactivateUser(id: $id) { id } }',
      { id: inactive.id },
      admin.token,
    );
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const people = new AdminPeoplePage(page, browser.baseUrl);
    await people.open('users');
    await page.getByTestId('user-row').first().waitFor();
    // Every row's button controls the same menu: one menu, not one per row drawn with the table.
    const controlled = await page
      .getByRole('button', { name: /^More actions/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-controls')));
    expect(controlled.length).toBeGreaterThan(1);
    expect(new Set(controlled).size).toBe(1);

    await openActions(page, people.userRow('Sam Carter'));
    await page.getByRole('menuitem', { name: 'Deactivate' }).waitFor();
    await page.keyboard.press('Escape');
    await people.search('Search users', inactive.email);
    await openActions(page, people.userRow(inactive.email));
    await page.getByRole('menuitem', { name: 'Reactivate' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Deactivate' }).count()).toBe(0);
  });

  it('sets a new password for someone: their sessions end and the new password signs them in', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Parker' });
    const old = await apiLogin(browser.baseUrl, person.email, person.password);
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const admin = new AdminPeoplePage(page, browser.baseUrl);
    await admin.open('users');
    await admin.search('Search users', person.email);
    await openActions(page, admin.userRow(person.email));
    await page.getByRole('menuitem', { name: 'Set a new password' }).click();

    const dialog = admin.dialog(`Set a new password for ${person.firstName} ${person.lastName}`);
    const fill = async (password: string, repeat = password) => {
      await dialog.getByLabel(/^New password/).fill(password);
      await dialog.getByLabel(/^Repeat the new password/).fill(repeat);
      await dialog.getByRole('button', { name: 'Set Password' }).click();
    };
    await fill('short');
    await dialog.getByText('Password must be at least 10 characters').waitFor();
    await fill('a-brand-new-secret', 'a-brand-new-typo');
    await dialog.getByText('The passwords do not match').waitFor();
    // The server's rule: common breached passwords are refused, in its words.
    await fill('password123');
    await dialog
      .getByRole('alert')
      .getByText(/too common/)
      .waitFor();

    await fill('a-brand-new-secret');
    await admin.toast('Password set successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const stillSignedIn = await gql<{ viewer: unknown }>(browser.baseUrl, '{ viewer { id } }', {}, old.token).then(
      (data) => data.viewer !== null,
      () => false,
    );
    expect(stillSignedIn).toBe(false);
    await expect(apiLogin(browser.baseUrl, person.email, person.password)).rejects.toThrow();
    await apiLogin(browser.baseUrl, person.email, 'a-brand-new-secret');
  });

  it('searches on the server and pages through the users without loading them all', async () => {
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const count = async () =>
      (
        await gql<{ users: { totalCount: number } }>(
          browser.baseUrl,
          '{ users(first: 1) { totalCount } }',
          {},
          admin.token,
        )
      ).users.totalCount;
    while ((await count()) <= 20) await createPerson(browser.baseUrl, { firstName: 'Pager' });
    const total = await count();

    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const people = new AdminPeoplePage(page, browser.baseUrl);
    await people.open('users');
    const pages = Math.ceil(total / 20);
    await page.getByText(`Showing 1–20 of ${total} users`).waitFor();
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(20);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    await page.getByRole('button', { name: 'First page' }).click();
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    await page.getByRole('button', { name: 'Last page' }).click();
    await page.getByText(`Page ${pages} of ${pages}`).waitFor();
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(total - (pages - 1) * 20);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByText(`Page ${pages - 1} of ${pages}`).waitFor();
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(20);

    await people.search('Search users', 'maya.manager');
    await page.getByText('Showing 1–1 of 1 users').waitFor();
    await people.userRow('Maya Patel').waitFor();
    await people.search('Search users', 'nobody-has-this-name');
    await page.getByText('No users found').waitFor();
  });

  it('changes a role and its switches together and shows what the server saved', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Rory' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const admin = new AdminPeoplePage(page, browser.baseUrl);
    await admin.open('role-management');
    await admin.search('Search users', person.email);
    const row = admin.roleRow(person.email);
    await row.getByText('Never').waitFor();
    await row.getByRole('button', { name: /^Edit Role/ }).click();

    const dialog = admin.dialog(/^Edit role of/);
    await dialog.getByLabel('Role').selectOption('TEAM_LEAD');
    await dialog
      .locator('label')
      .filter({ hasText: /^Manager$/ })
      .click();
    await dialog.getByRole('button', { name: 'Save Role' }).click();
    await admin.toast('User role updated successfully').waitFor();
    await row.getByText('Team Lead').waitFor();
    expect(await userState(browser.baseUrl, person.id)).toMatchObject({
      role: 'TEAM_LEAD',
      isManager: true,
      isAdmin: false,
    });

    // The role filter asks the server for that role only.
    await page.getByLabel('Role', { exact: true }).selectOption('TEAM_LEAD');
    await row.waitFor();
    await expect.poll(() => page.getByTestId('role-row').filter({ hasText: 'Sam Carter' }).count()).toBe(0);
  });

  it("shows the server's refusal when an administrator would remove their own rights", async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const admin = new AdminPeoplePage(page, browser.baseUrl);
    await admin.open('role-management');
    await admin.search('Search users', DEMO.admin);
    await admin
      .roleRow(DEMO.admin)
      .getByRole('button', { name: /^Edit Role/ })
      .click();
    const dialog = admin.dialog(/^Edit role of/);
    await dialog.getByLabel('Role').selectOption('MANAGER');
    await dialog.getByRole('button', { name: 'Save Role' }).click();
    await dialog.getByRole('alert').getByText('Failed to update user role').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(/administrator/i);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const { viewer } = await gql<{ viewer: { isAdmin: boolean; role: string } }>(
      browser.baseUrl,
      '{ viewer { isAdmin role } }',
      {},
      (await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD)).token,
    );
    expect(viewer).toEqual({ isAdmin: true, role: 'ADMIN' });
  });
});
