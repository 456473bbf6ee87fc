import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { animationsFinished as settle, seriousViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/browser';
import { useBrowser, useSignedInPage } from './support/fixtures';
import { LoginPage } from './pages/login.page';

const SCREENS: [path: string, heading: string][] = [
  ['/dashboard', 'My Dashboard'],
  ['/history', 'Request History'],
  ['/team', 'Team Overview'],
  ['/calendar', 'Team Calendar'],
  ['/approvals', 'Pending Approvals'],
  ['/reports', 'PTO Reports & Analytics'],
  ['/notifications', 'Notifications'],
];

const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** The console's analytics, audit and system status views and the integrations page (as an administrator). */
const ADMIN_INSIGHT_SCREENS: [path: string, heading: string][] = [
  ...['overview', 'trends', 'departments', 'predictions', 'reports'].map((view): [string, string] => [
    `/admin?tab=analytics&view=${view}`,
    'System Administration',
  ]),
  ['/admin?tab=audit', 'System Administration'],
  ['/admin?tab=audit&view=statistics', 'System Administration'],
  ['/admin?tab=system-status', 'System Administration'],
  ['/admin/integrations', 'Integrations'],
];

describe('accessibility (axe-core)', () => {
  const browser = useBrowser();

  it('finds no serious or critical violation on the sign-in screen, in both modes', async () => {
    const page = await browser.newPage();
    const login = new LoginPage(page, browser.baseUrl);
    await login.open();
    expect(await seriousViolations(page)).toEqual([]);
    await login.switchToSignUp();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('dialog', { name: 'Reset Password' }).waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // A test a screen, on one page signed in for the describe: each has its own timeout and retry.
  describe.each(WIDTHS)('every signed-in screen at %s width', (_width, viewport) => {
    const signedIn = useSignedInPage(browser, DEMO.manager, { viewport });

    it.each(SCREENS)('finds no serious or critical violation on %s', async (path, heading) => {
      const page = signedIn();
      await page.goto(`${browser.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  describe.each(WIDTHS)('the console insight screens at %s width', (_width, viewport) => {
    const signedIn = useSignedInPage(browser, DEMO.admin, { viewport });

    it.each(ADMIN_INSIGHT_SCREENS)(
      'finds no serious or critical violation on %s, and nothing wider than the window',
      async (path, heading) => {
        const page = signedIn();
        await page.goto(`${browser.baseUrl}${path}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        if (path.includes('view=reports')) {
          await page.getByRole('button', { name: 'Generate Report' }).click();
          await page.getByTestId('report-result').waitFor();
        }
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      },
    );
  });

  it('finds no serious or critical violation in the console insight dialogs', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${browser.baseUrl}/admin?tab=system-status`);
    await page.getByRole('button', { name: 'Restart Notifications' }).click();
    await page.getByRole('alertdialog', { name: 'Restart Notifications?' }).waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto(`${browser.baseUrl}/admin/integrations`);
    for (const [button, dialog] of [
      ['Create token', 'Create API token'],
      ['Add webhook', 'Add webhook'],
    ]) {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'hidden' });
    }
  });

  it('finds no serious or critical violation in the dialogs', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.manager, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'New Request' }).click();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Maya Patel/ }).click();
    await page.getByRole('dialog', { name: 'Profile Settings' }).waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await page.getByText('View All Notifications').waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
