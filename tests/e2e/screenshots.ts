// Screenshots of every screen at desktop and phone widths, with an axe-core scan of each.
// Usage: npx tsx tests/e2e/screenshots.ts <baseUrl> <outDir>
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { apiLogin, DEMO, DEMO_PASSWORD } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, launchChromium } from './support/browser';
import { findChromium } from './support/chromium';

const [baseUrl = 'http://localhost:3001', outDir = 'test-results/screens'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });

type Screen = { name: string; path: string; as: keyof typeof DEMO | null; then?: (page: Page) => Promise<void> };

const screens: Screen[] = [
  { name: 'login', path: '/login', as: null },
  { name: 'login-signup', path: '/login', as: null, then: (p) => p.getByRole('button', { name: 'Sign up' }).click() },
  {
    name: 'dashboard-form',
    path: '/dashboard',
    as: 'staff',
    then: (p) => p.getByRole('button', { name: 'New Request' }).click(),
  },
  {
    name: 'profile',
    path: '/dashboard',
    as: 'staff',
    then: (p) =>
      p
        .getByRole('button', { name: /Sam Carter/ })
        .first()
        .click(),
  },
  {
    name: 'bell',
    path: '/dashboard',
    as: 'manager',
    then: (p) =>
      p
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click(),
  },
  { name: 'dashboard', path: '/dashboard', as: 'manager' },
  { name: 'history', path: '/history', as: 'staff' },
  { name: 'team', path: '/team', as: 'manager' },
  { name: 'calendar', path: '/calendar', as: 'manager' },
  { name: 'approvals', path: '/approvals', as: 'manager' },
  { name: 'reports', path: '/reports', as: 'manager' },
  { name: 'notifications', path: '/notifications', as: 'staff' },
  { name: 'notifications-email', path: '/notifications?tab=email', as: 'staff' },
  { name: 'notifications-channels', path: '/notifications?tab=channels', as: 'admin' },
  { name: 'notifications-rules', path: '/notifications?tab=rules', as: 'admin' },
  { name: 'notifications-deliveries', path: '/notifications?tab=deliveries', as: 'admin' },
  {
    name: 'calendar-integration',
    path: '/calendar-integration',
    as: 'staff',
    // Shows the address as it appears once, right after it is created (or reset, on a second run).
    then: async (p) => {
      await p
        .getByRole('button', { name: /^(Create feed URL|Reset URL)$/ })
        .first()
        .click();
      const confirm = p.getByRole('alertdialog').getByRole('button', { name: 'Reset URL' });
      if (await confirm.isVisible().catch(() => false)) await confirm.click();
      await p.getByRole('textbox', { name: 'My leave feed URL' }).waitFor();
    },
  },
  { name: 'calendar-integration-admin', path: '/calendar-integration', as: 'admin' },
  // Administration: people, teams, roles, policy, request types and balances.
  { name: 'admin-users', path: '/admin?tab=users', as: 'admin' },
  {
    name: 'admin-users-create',
    path: '/admin?tab=users',
    as: 'admin',
    then: (p) => p.getByRole('button', { name: 'Add User' }).click(),
  },
  {
    name: 'admin-users-edit',
    path: '/admin?tab=users',
    as: 'admin',
    then: (p) =>
      p
        .getByRole('button', { name: /^Edit Sam Carter/ })
        .first()
        .click(),
  },
  {
    name: 'admin-users-password',
    path: '/admin?tab=users',
    as: 'admin',
    then: async (p) => {
      await p.getByRole('button', { name: 'More actions for Sam Carter' }).click();
      await p.getByRole('menuitem', { name: 'Set a new password' }).click();
    },
  },
  { name: 'admin-teams', path: '/admin?tab=teams', as: 'admin' },
  { name: 'admin-assignments', path: '/admin?tab=assignments', as: 'admin' },
  { name: 'admin-roles', path: '/admin?tab=role-management', as: 'admin' },
  {
    name: 'admin-roles-edit',
    path: '/admin?tab=role-management',
    as: 'admin',
    then: (p) => p.getByRole('button', { name: /^Edit Role of Sam Carter/ }).click(),
  },
  { name: 'pto-settings', path: '/admin/pto-settings', as: 'admin' },
  { name: 'request-types', path: '/admin/request-types', as: 'admin' },
  {
    name: 'request-types-dialog',
    path: '/admin/request-types',
    as: 'admin',
    then: (p) => p.getByRole('button', { name: 'Add Request Type' }).click(),
  },
  { name: 'pto-balances', path: '/admin/pto-balances', as: 'admin' },
  {
    name: 'pto-balances-edit',
    path: '/admin/pto-balances',
    as: 'admin',
    then: (p) =>
      p
        .getByRole('button', { name: /^Edit balance/ })
        .first()
        .click(),
  },
  { name: 'calendar-staff', path: '/calendar', as: 'staff' },
  { name: 'dashboard-calendar', path: '/dashboard-calendar', as: 'staff' },
  { name: 'search', path: '/search', as: 'manager' },
  {
    name: 'search-advanced',
    path: '/search',
    as: 'hr',
    then: async (p) => {
      await p.getByRole('button', { name: /Advanced filters/ }).click();
      await p.getByPlaceholder('Name, email, notes or request ID').fill('a');
    },
  },
  { name: 'changelog', path: '/changelog', as: 'staff' },
  {
    name: 'changelog-versions',
    path: '/changelog',
    as: 'staff',
    then: async (p) => {
      await p.getByLabel('View').selectOption('versions');
    },
  },
  { name: 'analytics', path: '/analytics', as: 'manager' },
  { name: 'analytics-hr', path: '/analytics', as: 'hr' },
  {
    name: 'feedback-dialog',
    path: '/dashboard',
    as: 'staff',
    then: (p) => p.getByTestId('feedback-button').click(),
  },
  { name: 'feedback-list', path: '/admin/feedback', as: 'admin' },
  { name: 'not-found', path: '/no-such-page', as: 'staff' },
  ...['overview', 'trends', 'departments', 'predictions'].map((view): Screen => ({
    name: `admin-analytics-${view}`,
    path: `/admin?tab=analytics&view=${view}`,
    as: 'admin',
  })),
  {
    name: 'admin-analytics-reports',
    path: '/admin?tab=analytics&view=reports',
    as: 'admin',
    then: (p) => p.getByRole('button', { name: 'Generate Report' }).click(),
  },
  { name: 'admin-analytics-hr', path: '/admin?tab=analytics', as: 'hr' },
  { name: 'admin-audit', path: '/admin?tab=audit', as: 'admin' },
  { name: 'admin-audit-statistics', path: '/admin?tab=audit&view=statistics', as: 'hr' },
  { name: 'admin-system-status', path: '/admin?tab=system-status', as: 'admin' },
  {
    name: 'admin-system-status-restart',
    path: '/admin?tab=system-status',
    as: 'admin',
    then: (p) => p.getByRole('button', { name: 'Restart Email' }).click(),
  },
  { name: 'integrations', path: '/admin/integrations', as: 'admin' },
  {
    name: 'integrations-token-dialog',
    path: '/admin/integrations',
    as: 'admin',
    then: (p) => p.getByRole('button', { name: 'Create token' }).click(),
  },
  {
    name: 'integrations-webhook-dialog',
    path: '/admin/integrations',
    as: 'admin',
    then: (p) => p.getByRole('button', { name: 'Add webhook' }).click(),
  },
];
const only = process.env.SCREENS?.split(',');

const browser = await launchChromium(await findChromium(console.log));
let failures = 0;
for (const screen of screens) {
  if (only && !only.includes(screen.name)) continue;
  const session = screen.as ? await apiLogin(baseUrl, DEMO[screen.as], DEMO_PASSWORD) : null;
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    if (session) {
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        [session.token, JSON.stringify(session.user)] as const,
      );
    }
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`  [${screen.name}] page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && console.log(`  [${screen.name}] console: ${m.text()}`));
    await page.goto(baseUrl + screen.path, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    if (screen.then) {
      await screen.then(page).catch((e: Error) => console.log(`  [${screen.name}] ${e.message.split('\n')[0]}`));
      await page.waitForTimeout(600);
    }
    await page.screenshot({ path: join(outDir, `${screen.name}-${label}.png`), fullPage: true });
    const violations = await seriousViolations(page);
    if (violations.length) failures++;
    console.log(
      `${screen.name} ${label}: ${violations.length ? JSON.stringify(violations, null, 1) : 'no serious or critical axe violations'}`,
    );
    await context.close();
  }
}
await browser.close();
process.exitCode = failures ? 1 : 0;
