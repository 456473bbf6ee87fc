import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { coveredClickables, inSightAndClickable } from './support/overlap';
import { overflowsHorizontally } from './support/screens';
import { Layout } from './pages/layout.page';

/** The demo organisation's people, one per role, and the badge each wears. */
const ROLES = [
  ['a member of staff', DEMO.staff, 'Staff'],
  ['a team lead', DEMO.lead, 'Team Leader'],
  ['a manager', DEMO.manager, 'Manager'],
  ['HR', DEMO.hr, 'HR'],
  ['an administrator', DEMO.admin, 'Administrator'],
] as const;

const WIDTHS = [
  ['1440 px', DESKTOP_WIDE],
  ['390 px', PHONE],
] as const;

describe('each role, at 1440 and 390 px', () => {
  const browser = useBrowser();

  /** A page signed in as `email` without the sign-in screen (so no welcome toast covers anything). */
  async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.signedInPage(email, { viewport });
    await page.goto(`${browser.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'My Dashboard', level: 1 }).waitFor();
    return page;
  }

  /** What is wrong with the screen now: covered controls, sideways scrolling, axe violations. */
  async function problemsOf(page: Page): Promise<string[]> {
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const problems: string[] = [];
    for (const covered of await coveredClickables(page)) problems.push(`${covered.element} under ${covered.coveredBy}`);
    if (await overflowsHorizontally(page)) problems.push('the page scrolls sideways');
    // A control still settling (a button enabled or loading as its data arrives) is read again once
    // the network is quiet: what remains is on the screen for good.
    let violations = await seriousViolations(page);
    if (violations.length) {
      await page.waitForLoadState('networkidle');
      violations = await seriousViolations(page);
    }
    for (const violation of violations) problems.push(`axe ${violation.id}: ${violation.targets[0]}`);
    return problems;
  }

  describe.each(ROLES)('%s', (_who, email, badge) => {
    it.each(WIDTHS)(
      'reaches every navigation entry in one tap at %s, sees where it is, and nothing covers anything',
      async (width, viewport) => {
        const page = await signedIn(email, viewport);
        const layout = new Layout(page);
        const phone = viewport.width < 1024;

        // One tap away: the sidebar itself, or on a phone the menu it opens.
        if (phone) {
          expect(await layout.nav().isVisible()).toBe(false);
          await layout.openMenu();
        }
        expect(await layout.roleBadge().textContent()).toBe(badge);
        const links = layout.nav().getByRole('link');
        const entries = await links.evaluateAll((anchors) =>
          anchors.map((a) => ({
            label: a.textContent?.trim() ?? '',
            href: a.getAttribute('href') ?? '',
            level: a.getAttribute('data-nav-level'),
          })),
        );
        expect(entries.filter((entry) => entry.level === 'top').length).toBeLessThanOrEqual(8);
        expect(new Set(entries.map((entry) => entry.href)).size).toBe(entries.length);
        const unreachable: string[] = [];
        for (let i = 0; i < entries.length; i++) {
          if (!(await inSightAndClickable(links.nth(i)))) unreachable.push(entries[i].label);
        }
        for (const control of [page.getByTestId('feedback-button'), page.getByRole('link', { name: 'Changelog' })]) {
          const visible = control.filter({ visible: true });
          if (!(await inSightAndClickable(visible))) unreachable.push((await visible.textContent()) ?? '');
        }
        expect({ [width]: unreachable }).toEqual({ [width]: [] });
        await layout.closeMenu();

        // Every destination, reached by its entry as a person would (on a phone, the menu closes behind
        // the tap): marked current, in sight, nothing covered, axe clean. Then the changelog, by its link.
        const found: Record<string, string[]> = {};
        const follow = async (href: string, link: Locator) => {
          await layout.openMenu();
          await link.click();
          await page.waitForURL((url) => url.pathname === new URL(href, url).pathname);
          if (phone) await layout.nav().waitFor({ state: 'hidden' });
        };
        for (const { href } of entries) {
          await follow(href, layout.nav().locator(`a[href="${href}"]`));
          const problems = await problemsOf(page);
          await layout.openMenu();
          const current = layout.nav().locator('[aria-current="page"]');
          if ((await current.count()) !== 1 || !(await inSightAndClickable(current)))
            problems.push('its entry is not marked current in sight');
          await layout.closeMenu();
          if (problems.length) found[href] = problems;
        }
        await follow('/changelog', page.getByRole('link', { name: 'Changelog' }).filter({ visible: true }));
        const problems = await problemsOf(page);
        if (problems.length) found['/changelog'] = problems;

        // The administration hub: every section it offers, the same way.
        if (entries.some((entry) => entry.href === '/admin')) {
          await page.goto(`${browser.baseUrl}/admin`);
          await layout.hub().first().waitFor();
          const sections = await layout.sections();
          expect(sections.length).toBeGreaterThan(0);
          for (const section of sections) {
            await layout.openAdmin(section);
            await expect.poll(() => layout.currentSection()).toBe(section);
            const problems = await problemsOf(page);
            if (problems.length) found[`Administration › ${section}`] = problems;
          }
        }
        expect({ [width]: found }).toEqual({ [width]: {} });
      },
      600_000,
    );
  });
});
