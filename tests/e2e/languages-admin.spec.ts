import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD } from './support/api';
import { animationsFinished, seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { coveredClickables } from './support/overlap';
import { overflowsHorizontally } from './support/screens';
import { LoginPage } from './pages/login.page';

type Language = 'de' | 'fr';

/** What each screen says in German and in French, and the English it replaces. */
const WORDS = {
  de: {
    hub: 'Bereiche der Verwaltung',
    hubSection: 'Verwaltungsbereich',
    users: { heading: 'Benutzer & Führungskräfte', add: 'Benutzer anlegen', search: 'Benutzer suchen' },
    teams: { heading: 'Teams', add: 'Team anlegen', members: /^\d+ Mitglied(er)?$/ },
    requestTypes: { heading: 'Antragsarten', add: 'Antragsart anlegen', approval: 'Genehmigungspflichtig' },
    locations: { heading: 'Standorte', add: 'Neuer Standort', weekend: 'Wochenendtage', firstDay: 'Montag' },
    // Chromium's ICU writes German short days with or without a full stop.
    weekendShort: /Sa\.?, So\.?/,
  },
  fr: {
    hub: "Sections de l'administration",
    hubSection: "Section d'administration",
    users: {
      heading: 'Utilisateurs et responsables',
      add: 'Ajouter un utilisateur',
      search: 'Rechercher des utilisateurs',
    },
    teams: { heading: 'Équipes', add: 'Ajouter une équipe', members: /^\d+ membres?$/ },
    requestTypes: { heading: 'Types de demande', add: 'Ajouter un type', approval: 'Soumis à approbation' },
    locations: { heading: 'Sites', add: 'Nouveau site', weekend: 'Jours de week-end', firstDay: 'lundi' },
    weekendShort: /sam\., dim\./,
  },
} as const;

/** English a translated screen must no longer show. */
const ENGLISH = ['Add User', 'Add Team', 'Add Request Type', 'New location', 'Administration sections', 'Search users'];

/** Signs in (in English, as the sign-in page object reads it), then shows every page in `language`. */
async function adminIn(page: Page, baseUrl: string, language: Language) {
  await new LoginPage(page, baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
  await page.addInitScript((chosen) => localStorage.setItem('leavewise.language', chosen), language);
}

/** Where to keep a screenshot of each screen, for a person to look at (LANGUAGE_SCREENSHOTS=<folder>). */
const screenshots = process.env.LANGUAGE_SCREENSHOTS;

/** Overflow, covered controls and axe findings of the page as it stands, keyed by screen. */
async function layoutProblems(page: Page, screen: string): Promise<Record<string, unknown>> {
  await page.waitForLoadState('networkidle');
  await animationsFinished(page);
  if (screenshots) {
    const name = `${await page.evaluate(() => document.documentElement.lang)}-${page.viewportSize()?.width}-${screen}`;
    await page.screenshot({ path: `${screenshots}/${name.replace(/\W+/g, '-')}.png`, fullPage: true });
  }
  const found: Record<string, unknown> = {};
  if (await overflowsHorizontally(page)) found[`${screen}: wider than the screen`] = true;
  const covered = await coveredClickables(page);
  if (covered.length) found[`${screen}: covered`] = covered;
  // A longer label must wrap or fit, never spill out of (or be cut by) its button.
  const spilling = await page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((button) => button.offsetParent !== null && button.scrollWidth > button.clientWidth + 1)
      .map((button) => button.innerText.trim()),
  );
  if (spilling.length) found[`${screen}: text wider than its button`] = spilling;
  const violations = await seriousViolations(page);
  if (violations.length) found[`${screen}: axe`] = violations;
  const english = [];
  for (const text of ENGLISH) if (await page.getByText(text, { exact: true }).count()) english.push(text);
  if (english.length) found[`${screen}: English left`] = english;
  return found;
}

describe('the administration console in German and French', () => {
  const browser = useBrowser();

  describe.each(['de', 'fr'] as const)('in %s', (language) => {
    const words = WORDS[language];

    it.each([
      ['1440 px', DESKTOP_WIDE],
      ['390 px', PHONE],
    ])(
      'shows the hub, Users, Teams, Request types and Locations translated, fitting and axe clean at %s',
      async (_label, viewport) => {
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await adminIn(page, browser.baseUrl, language);
        const wide = viewport.width >= 1280;
        const found: Record<string, unknown> = {};

        await page.goto(`${browser.baseUrl}/admin?tab=users`);
        await page.getByRole('heading', { name: words.users.heading, exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        const hub = page.getByRole('navigation', { name: words.hub, exact: true });
        if (wide) {
          await hub.getByRole('link', { name: words.users.heading, exact: true }).waitFor();
          expect(await hub.getByRole('link', { name: words.locations.heading, exact: true }).count()).toBe(1);
        } else {
          const select = hub.getByRole('combobox', { name: words.hubSection, exact: true });
          const options = await select.locator('option').allTextContents();
          expect(options).toContain(words.users.heading);
          expect(options).toContain(words.requestTypes.heading);
        }
        await page.getByRole('button', { name: words.users.add, exact: true }).waitFor();
        await page.getByRole('searchbox', { name: words.users.search }).waitFor();
        await page.getByTestId('user-row').first().waitFor();
        Object.assign(found, await layoutProblems(page, 'users'));

        await page.goto(`${browser.baseUrl}/admin?tab=teams`);
        await page.getByRole('heading', { name: words.teams.heading, exact: true }).waitFor();
        await page.getByRole('button', { name: words.teams.add, exact: true }).waitFor();
        await page.getByTestId('team-row').first().getByText(words.teams.members).first().waitFor();
        Object.assign(found, await layoutProblems(page, 'teams'));

        await page.goto(`${browser.baseUrl}/admin/request-types`);
        await page.getByRole('heading', { name: words.requestTypes.heading, exact: true, level: 1 }).waitFor();
        await page.getByRole('button', { name: words.requestTypes.add, exact: true }).waitFor();
        await page.getByTestId('request-type-card').first().getByText(words.requestTypes.approval).waitFor();
        Object.assign(found, await layoutProblems(page, 'request types'));

        await page.goto(`${browser.baseUrl}/admin/locations`);
        await page.getByRole('heading', { name: words.locations.heading, exact: true, level: 1 }).waitFor();
        const list = page.getByRole('list', { name: words.locations.heading, exact: true });
        // The default location's weekend, in the language's short day names, Monday first.
        await list.getByText(words.weekendShort).first().waitFor();
        await list.getByRole('button').first().click();
        const weekend = page.getByRole('group', { name: words.locations.weekend });
        // The weekend's days are laid out in the language's week: Monday first in German and French.
        const days = await weekend
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent?.trim() ?? ''));
        expect(days[0]).toBe(words.locations.firstDay);
        expect(days).toHaveLength(7);
        await page.getByRole('button', { name: words.locations.add, exact: true }).waitFor();
        Object.assign(found, await layoutProblems(page, 'locations'));

        expect(found).toEqual({});
      },
      240_000,
    );
  });
});
