import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { animationsFinished as settle, seriousViolations } from './support/axe';
import { DESKTOP_WIDE as WIDE, PHONE } from './support/browser';
import { useBrowser, useSignedInPage } from './support/fixtures';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';

/** A screen of the console, and what to open on it before scanning (a form or a dialog). */
type Screen = {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
  open?: (page: Page) => Promise<unknown>;
};

const SCREENS: Screen[] = [
  { name: 'users', path: '/admin?tab=users', ready: (p) => p.getByTestId('user-row').first().waitFor() },
  {
    name: 'users: create form',
    path: '/admin?tab=users',
    ready: (p) => p.getByTestId('user-row').first().waitFor(),
    open: (p) => p.getByRole('button', { name: 'Add User' }).click(),
  },
  {
    name: 'users: edit dialog',
    path: '/admin?tab=users',
    ready: (p) => p.getByTestId('user-row').first().waitFor(),
    open: (p) => p.getByRole('button', { name: 'Edit Sam Carter' }).click(),
  },
  {
    name: 'users: set password dialog',
    path: '/admin?tab=users',
    ready: (p) => p.getByTestId('user-row').first().waitFor(),
    open: async (p) => {
      await p.getByRole('button', { name: 'More actions for Sam Carter' }).click();
      await p.getByRole('menuitem', { name: 'Set a new password' }).click();
      // The dialog's code loads when it first opens: the scan waits for it, not for the closing menu.
      await p.getByRole('dialog').waitFor();
    },
  },
  { name: 'teams', path: '/admin?tab=teams', ready: (p) => p.getByTestId('team-row').first().waitFor() },
  {
    name: 'teams: create form',
    path: '/admin?tab=teams',
    ready: (p) => p.getByTestId('team-row').first().waitFor(),
    open: (p) => p.getByRole('button', { name: 'Add Team' }).click(),
  },
  {
    name: 'assignments',
    path: '/admin?tab=assignments',
    ready: (p) => p.getByTestId('assignment-row').first().waitFor(),
  },
  { name: 'roles', path: '/admin?tab=role-management', ready: (p) => p.getByTestId('role-row').first().waitFor() },
  {
    name: 'roles: edit dialog',
    path: '/admin?tab=role-management',
    ready: (p) => p.getByTestId('role-row').first().waitFor(),
    open: (p) => p.getByRole('button', { name: 'Edit Role of Sam Carter' }).click(),
  },
  { name: 'pto settings', path: '/admin/pto-settings', ready: (p) => p.getByTestId('holiday').first().waitFor() },
  {
    name: 'request types',
    path: '/admin/request-types',
    ready: (p) => p.getByTestId('request-type-card').first().waitFor(),
  },
  {
    name: 'request types: dialog',
    path: '/admin/request-types',
    ready: (p) => p.getByTestId('request-type-card').first().waitFor(),
    open: (p) => p.getByRole('button', { name: 'Add Request Type' }).click(),
  },
  { name: 'balances', path: '/admin/pto-balances', ready: (p) => p.getByTestId('balance-row').first().waitFor() },
  {
    name: 'balances: inline edit',
    path: '/admin/pto-balances',
    ready: (p) => p.getByTestId('balance-row').first().waitFor(),
    open: (p) =>
      p
        .getByRole('button', { name: /^Edit balance/ })
        .first()
        .click(),
  },
];

describe('the administration console: accessibility and small screens', () => {
  const browser = useBrowser();

  // A test a screen, on one page signed in for the describe: each has its own timeout and retry.
  describe.each([
    ['1440', WIDE],
    ['390', PHONE],
  ] as const)('at %s px', (_label, viewport) => {
    const signedIn = useSignedInPage(browser, DEMO.admin, { viewport });

    it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
      '%s: no serious or critical axe violation, and nothing wider than the screen',
      async (_name, screen) => {
        const page = signedIn();
        await page.goto(`${browser.baseUrl}${screen.path}`);
        await screen.ready(page);
        if (screen.open) {
          await screen.open(page);
          await settle(page);
        }
        expect(await seriousViolations(page)).toEqual([]);
        // Tables become cards or scroll inside their own container: the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      },
    );
  });

  it('shows tables as cards on a phone', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/admin?tab=users`);
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Users' }).getByRole('listitem').count()).toBeGreaterThan(0);
  });

  it('draws the people list beside the hub for its box: cards at 1350 px without a table first, a table at 1440 px', async () => {
    // At 1350 px the box beside the hub (740 px) is narrower than the people table needs, whatever its rows:
    // cards only. At 1440 px (894 px) the table comes first; rows other tests stored (an erased person's
    // long address) may make it too wide there, and cards follow, so only the table is asserted.
    for (const [width, shows, never] of [
      [1350, 'list', 'table'],
      [1440, 'table', null],
    ] as const) {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height: 940 });
      // Counts what the page ever attaches, at the moment it does (a table removed again in the same task
      // included: a MutationObserver hears of it only once it is gone).
      await page.addInitScript(() => {
        const seen = { table: 0, list: 0 };
        (window as unknown as { seen: typeof seen }).seen = seen;
        const count = (node: Node) => {
          if (!(node instanceof Element)) return;
          const has = (selector: string) => node.matches(selector) || node.querySelector(selector) !== null;
          if (has('table[aria-label="Users"]')) seen.table += 1;
          if (has('ul[aria-label="Users"]')) seen.list += 1;
        };
        const { appendChild, insertBefore } = Node.prototype;
        Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
          count(node);
          return appendChild.call(this, node) as T;
        };
        Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
          count(node);
          return insertBefore.call(this, node, child) as T;
        };
      });
      await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
      await page.goto(`${browser.baseUrl}/admin?tab=users`);
      await page.getByTestId('user-row').first().waitFor();
      const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
      expect({ width, [shows]: seen[shows] > 0, ...(never ? { [never]: seen[never] } : {}) }).toEqual({
        width,
        [shows]: true,
        ...(never ? { [never]: 0 } : {}),
      });
      await page.close();
    }
  });

  it('can be used from the keyboard: a row menu, its confirmation and Escape', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/admin?tab=users`);
    await page.getByTestId('user-row').first().waitFor();
    await page.getByRole('button', { name: 'More actions for Sam Carter' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Deactivate' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate user' });
    await confirm.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });

    // The hub's sections are links in reading order, reached with the keyboard.
    await new Layout(page).hub().getByRole('link', { name: 'Users & Managers' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin?tab=teams');
  });
});
