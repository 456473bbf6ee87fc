import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';

type Viewport = { width: number; height: number };
type Box = { x: number; y: number; width: number; height: number };

/** The first screen's header and the page's: each text's own box (where its letters are), in CSS pixels. */
const headerTexts = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { text: element.textContent, box: { x, y, width, height } };
    };
    // The first screen's header, else the page's.
    const title = document.querySelector('.lw-first-title') ?? document.querySelector('h1');
    return { title: box(title), subtitle: box(title?.nextElementSibling ?? null) };
  });

const near = (a: Box | undefined, b: Box | undefined) =>
  !!a && !!b && (['x', 'y', 'width', 'height'] as const).every((side) => Math.abs(a[side] - b[side]) < 0.5);

describe("the first screen, drawn from the HTML before the app's code", () => {
  const browser = useBrowser();

  /**
   * A tab that remembers `email`'s session as the app keeps it after signing in (the person with their
   * first name and capabilities), and the language this device chose, if any. Content Security Policy
   * violations and page errors are collected.
   */
  async function remembered(email: string, viewport: Viewport, language?: string) {
    const { token } = await apiLogin(browser.baseUrl, email, DEMO_PASSWORD);
    const { viewer } = await gql<{ viewer: unknown }>(
      browser.baseUrl,
      '{ viewer { id email firstName lastName fullName role isAdmin isManager isHr capabilities } }',
      {},
      token,
    );
    const storage: Record<string, string> = { user: JSON.stringify(viewer) };
    if (language) storage['leavewise.language'] = language;
    const page = await browser.signedInPage(email, { viewport, storage });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
    return { page, refused };
  }

  /** Opens `path` with the app's entry refused: only what the HTML itself draws shows. */
  async function withoutTheApp(page: Page, path: string) {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${browser.baseUrl}${path}`, { waitUntil: 'load' });
  }

  it.each([
    [
      '/dashboard',
      DEMO.staff,
      PHONE,
      undefined,
      'My Dashboard',
      'Welcome back, Sam. Here is your time off at a glance.',
    ],
    [
      '/approvals',
      DEMO.manager,
      DESKTOP_WIDE,
      'de',
      'Offene Genehmigungen',
      'Prüfen und entscheiden Sie die Abwesenheitsanträge Ihres Teams.',
    ],
    // / opens the dashboard for a signed-in person.
    ['/', DEMO.admin, PHONE, 'fr', 'Mon tableau de bord', 'Bon retour, Alex. Voici vos congés en un coup d’œil.'],
    [
      '/admin',
      DEMO.hr,
      DESKTOP_WIDE,
      'es',
      'Administración del sistema',
      'Personas, equipos, reglas de ausencias y estado del sistema',
    ],
  ])(
    "draws %s's frame and header in the person's words while the code has not arrived",
    async (path, email, viewport, language, title, subtitle) => {
      const { page, refused } = await remembered(email, viewport, language);
      await withoutTheApp(page, path);
      expect(await page.locator('[data-first-screen]').count()).toBe(1);
      expect(await page.locator('.lw-first-title').textContent()).toBe(title);
      expect(await page.locator('.lw-first-subtitle').textContent()).toBe(subtitle);
      // A picture of the page: assistive technology hears that it is loading, and finds no heading yet.
      await expect(page.getByRole('status').getAttribute('aria-busy')).resolves.toBe('true');
      expect(await page.getByRole('heading').count()).toBe(0);
      // The policy allows the page's own script, and it runs without error (the refused entry aside).
      expect(refused.filter((text) => !/index-[^/]+\.js/.test(text))).toEqual([]);
    },
  );

  it('draws no header of a page the person may not open, and leaves a signed-out visitor the loading screen', async () => {
    const { page } = await remembered(DEMO.staff, PHONE);
    await withoutTheApp(page, '/admin');
    expect(await page.locator('[data-first-screen]').count()).toBe(1);
    expect(await page.locator('.lw-first-title').count()).toBe(0);
    await expect(page.getByRole('status').textContent()).resolves.toBe('Loading Leavewise');

    const visitor = await browser.newPage();
    await withoutTheApp(visitor, '/login');
    expect(await visitor.locator('[data-first-screen]').count()).toBe(0);
    await expect(visitor.getByRole('status').textContent()).resolves.toMatch(/^\s*Loading Leavewise\s*$/);
  });

  it.each([
    ['/dashboard', DEMO.staff, PHONE, 'Refresh', 'Dashboard'],
    ['/approvals', DEMO.manager, DESKTOP_WIDE, 'Bulk Approve', 'Approvals'],
    ['/calendar', DEMO.admin, PHONE, 'Export CSV', undefined],
    // Below the administration hub's sections.
    ['/admin', DEMO.admin, PHONE, 'Add User', undefined],
    ['/admin', DEMO.hr, DESKTOP_WIDE, 'Add User', undefined],
  ])(
    'gives way to %s, whose header stands where the first screen drew it, with no loading screen between',
    async (path, email, viewport, control, operation) => {
      const first = await remembered(email, viewport);
      await withoutTheApp(first.page, path);
      const drawn = await headerTexts(first.page);
      expect(drawn.title?.text).toBeTruthy();

      const { page } = await remembered(email, viewport);
      // Anything the app shows once the first screen has gone, before the page: its loading screens say
      // so in words.
      await page.addInitScript(() => {
        const seen: string[] = [];
        let drawn = false;
        (window as unknown as { seenLoading: string[] }).seenLoading = seen;
        new MutationObserver(() => {
          if (document.querySelector('[data-first-screen]')) drawn = true;
          else if (drawn) {
            const text = document.body?.innerText ?? '';
            for (const words of ['Verifying Authentication', 'Loading Leavewise'])
              if (text.includes(words) && !seen.includes(words)) seen.push(words);
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      // The viewer's answer held until the page's own first query has been answered (the app's code has
      // run by then): the first screen stays meanwhile, where a loading screen would have taken its place.
      let releaseViewer: () => void = () => undefined;
      const viewerReleased = new Promise<void>((resolve) => (releaseViewer = resolve));
      const operationOf = (body: string | null) =>
        (JSON.parse(body ?? '{}') as { operationName?: string }).operationName;
      await page.route('**/graphql', async (route) => {
        if (operation && operationOf(route.request().postData()) === 'Viewer') await viewerReleased;
        await route.continue();
      });
      const pageAnswered = operation
        ? page.waitForResponse((answer) => operationOf(answer.request().postData()) === operation)
        : null;
      await page.goto(`${browser.baseUrl}${path}`, { waitUntil: 'commit' });
      if (pageAnswered) {
        await pageAnswered;
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await page.locator('[data-first-screen]').count()).toBe(1);
        releaseViewer();
      }
      await page.getByRole('button', { name: control }).first().waitFor();
      const shown = await headerTexts(page);
      expect(shown.title?.text).toBe(drawn.title?.text);
      expect(shown.subtitle?.text).toBe(drawn.subtitle?.text);
      expect(near(shown.title?.box, drawn.title?.box)).toBe(true);
      expect(near(shown.subtitle?.box, drawn.subtitle?.box)).toBe(true);
      expect(await page.locator('[data-first-screen]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { seenLoading: string[] }).seenLoading)).toEqual([]);
    },
  );
});
