import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, apiLogin, createPerson, gql } from './support/api';
import { useBrowser } from './support/fixtures';
import { AdminPeoplePage } from './pages/admin-people.page';
import { LoginPage } from './pages/login.page';

async function teamsNamed(baseUrl: string, name: string) {
  const admin = await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD);
  const { teams } = await gql<{
    teams: { id: string; name: string; description: string; manager: { email: string } | null }[];
  }>(baseUrl, '{ teams { id name description manager { email } } }', {}, admin.token);
  return teams.filter((team) => team.name === name);
}

describe('teams and manager assignments', () => {
  const browser = useBrowser();

  it('creates a team led by a manager, edits it and deletes it after confirmation', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const admin = new AdminPeoplePage(page, browser.baseUrl);
    await admin.open('teams');
    await admin.teamRow('Platform').waitFor();

    const name = `Data ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add Team' }).click();
    const form = page.getByRole('form', { name: 'Create Team' });
    await form.getByRole('button', { name: 'Create Team' }).click();
    await form.getByText('Team name is required').waitFor();
    await form.getByText('Team description is required').waitFor();

    const picker = form.getByLabel('Team manager');
    const options = await picker.locator('option').allTextContents();
    expect(options[0]).toBe('No Manager');
    expect(options).toContain('Maya Patel (Engineering)');
    expect(options.some((o) => o.startsWith('Sam Carter'))).toBe(false);

    await form.getByLabel('Team name').fill(name);
    await form.getByLabel('Description').fill('Pipelines and dashboards');
    await picker.selectOption({ label: 'Maya Patel (Engineering)' });
    await form.getByRole('button', { name: 'Create Team' }).click();
    await admin.toast('Team created successfully').waitFor();
    const row = admin.teamRow(name);
    await row.getByText('Maya Patel').waitFor();
    await row.getByText('0 members').waitFor();
    expect(await teamsNamed(browser.baseUrl, name)).toMatchObject([{ manager: { email: DEMO.manager } }]);

    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = admin.dialog(`Edit ${name}`);
    await dialog.getByLabel('Team manager').selectOption({ label: 'Marco Rossi (Sales)' });
    await dialog.getByLabel('Description').fill('Pipelines, dashboards and the warehouse');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await admin.toast('Team updated successfully').waitFor();
    await row.getByText('Marco Rossi').waitFor();
    expect(await teamsNamed(browser.baseUrl, name)).toMatchObject([
      { description: 'Pipelines, dashboards and the warehouse', manager: { email: 'marco.manager@leavewise.local' } },
    ]);

    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = admin.alertDialog('Delete team');
    expect(await confirm.textContent()).toContain(`Are you sure you want to delete "${name}"?`);
    await confirm.getByRole('button', { name: 'Delete Team' }).click();
    await admin.toast('Team deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await teamsNamed(browser.baseUrl, name)).toEqual([]);
  });

  it('assigns a manager to a member of staff from the Assignments tab', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Ashley' });
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    const admin = new AdminPeoplePage(page, browser.baseUrl);
    await admin.open('assignments');
    await admin.search('Search staff', person.email);
    const row = admin.assignmentRow(person.email);
    const picker = row.getByLabel(`Manager of ${person.firstName} ${person.lastName}`);
    expect(await picker.inputValue()).toBe('');
    const options = await picker.locator('option').allTextContents();
    expect(options[0]).toBe('No Manager');
    expect(options.some((o) => o.startsWith('Sam Carter'))).toBe(false);

    await picker.selectOption({ label: 'Marco Rossi (Sales)' });
    await admin.toast('Manager assigned successfully').waitFor();
    const admin2 = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const { user } = await gql<{ user: { manager: { email: string } | null } }>(
      browser.baseUrl,
      'query ($id: ID!) { user(id: $id) { manager { email } } }',
      { id: person.id },
      admin2.token,
    );
    expect(user.manager?.email).toBe('marco.manager@leavewise.local');

    // Managers are not listed: only non-manager staff are assigned here.
    await admin.search('Search staff', 'maya.manager');
    await page.getByText('No staff found').waitFor();
  });
});
