import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { LoginPage } from './pages/login.page';
import { Layout } from './pages/layout.page';

/**
 * The scripts a page asks the browser to fetch ahead (`<link rel="modulepreload">`, by file) before the
 * app's entry runs: the entry is refused, so only what the page itself asks for counts.
 */
async function preloadedBeforeEntry(page: Page, url: string): Promise<string[]> {
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  // Until the network is idle: the page asks for them in batches, a task each.
  await page.goto(url, { waitUntil: 'networkidle' });
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      new URL(link.href).pathname.replace(/^\/assets\//, ''),
    ),
  );
}

/** The files index.html's preload script lists for each landing route (web/first-route.ts). */
async function preloadLists(baseUrl: string): Promise<Record<string, string[]>> {
  const html = await (await fetch(`${baseUrl}/login`)).text();
  const script = /\/assets\/first-route-[^"]+\.js/.exec(html)?.[0];
  if (!script) throw new Error('index.html loads no first-route script');
  const source = await (await fetch(`${baseUrl}${script}`)).text();
  const routes = /const routes = (\{.*\});/.exec(source)?.[1];
  if (!routes) throw new Error(`${script} lists no routes`);
  const lists = JSON.parse(routes) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(lists).map(([route, files]) => [route, files.map((file) => file.replace(/^assets\//, ''))]),
  );
}

describe('the first load of a page', () => {
  const browser = useBrowser();

  /**
   * A tab whose localStorage holds this person's session, as the app keeps it after signing in: the token,
   * and the person with their capabilities (which decide the first page's query and whether it is asked).
   */
  async function withStoredSession(email: string): Promise<Page> {
    const { token } = await apiLogin(browser.baseUrl, email, DEMO_PASSWORD);
    const { viewer } = await gql<{ viewer: unknown }>(
      browser.baseUrl,
      '{ viewer { id email firstName lastName fullName role isAdmin isManager isHr capabilities } }',
      {},
      token,
    );
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/login`);
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token, user: viewer },
    );
    return page;
  }

  it('asks for the sign-in screen and its words at once when nobody is signed in', async () => {
    const page = await browser.newPage();
    const files = await preloadedBeforeEntry(page, `${browser.baseUrl}/login`);
    expect(files.some((file) => file.startsWith('LoginPage-'))).toBe(true);
    expect(files.some((file) => file.startsWith('auth-'))).toBe(true);
    expect(files.some((file) => file.startsWith('CalendarPage-'))).toBe(false);
  });

  it('asks for the layout and the page of the address with a session', async () => {
    const page = await withStoredSession(DEMO.admin);
    const files = await preloadedBeforeEntry(page, `${browser.baseUrl}/calendar`);
    expect(files.some((file) => file.startsWith('CalendarPage-'))).toBe(true);
    expect(files.some((file) => file.startsWith('Layout-'))).toBe(true);
    expect(files.some((file) => file.startsWith('LoginPage-'))).toBe(false);
    // Every file of the route, though the script asks for them ten at a time (here in two batches or more).
    const expected = (await preloadLists(browser.baseUrl))['/calendar'];
    expect(expected.length).toBeGreaterThan(10);
    expect(files).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['signed in', '/calendar', true],
    ['signed out', '/login', false],
  ])('asks for no script but its first before the first paint, then each once (%s)', async (_who, path, signedIn) => {
    const page = signedIn ? await withStoredSession(DEMO.admin) : await browser.newPage();
    await page.goto(`${browser.baseUrl}${path}`);
    await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByType('paint').map((entry) => entry.startTime),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ file: new URL(entry.name).pathname.replace('/assets/', ''), startTime: entry.startTime })),
    }));
    expect(painted.length).toBeGreaterThan(0);
    const firstPaint = Math.min(...painted);
    const files = scripts.map(({ file }) => file);
    // The entry and its libraries, the page's chunks: many, and each asked for once (the entry's imports
    // take the preloaded answers).
    expect(files.some((file) => file.startsWith('index-'))).toBe(true);
    expect(files.some((file) => file.startsWith(signedIn ? 'CalendarPage-' : 'LoginPage-'))).toBe(true);
    expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
    // Before the first paint, only the page's first script (a few hundred bytes: the early queries).
    const early = scripts.filter(({ startTime }) => startTime < firstPaint).map(({ file }) => file);
    expect(early.every((file) => file.startsWith('first-route-'))).toBe(true);
    expect(scripts.length - early.length).toBeGreaterThan(15);
  });

  it('asks for the dashboard, where it is sent, when a signed-in person opens /login', async () => {
    const page = await withStoredSession(DEMO.admin);
    const files = await preloadedBeforeEntry(page, `${browser.baseUrl}/login`);
    expect(files.some((file) => file.startsWith('DashboardPage-'))).toBe(true);
    // The header's words too, which the layout loads before it first renders.
    expect(files.some((file) => file.startsWith('notifications-'))).toBe(true);
    expect(files.some((file) => file.startsWith('LoginPage-'))).toBe(false);
  });

  it.each([
    ['/dashboard', 'Dashboard', DEMO.staff, 'PTO Balance'],
    ['/approvals', 'Approvals', DEMO.manager, 'Pending Approvals'],
  ])("asks for %s's data beside the viewer query, not after its answer", async (path, operation, email, shown) => {
    const page = await withStoredSession(email);
    const operations: string[] = [];
    let viewerHeldForPage: boolean | undefined;
    let pageAsked: () => void = () => undefined;
    const pageRequest = new Promise<void>((resolve) => (pageAsked = resolve));
    await page.route('**/graphql', async (route) => {
      const sent = (JSON.parse(route.request().postData() ?? '{}') as { operationName?: string }).operationName;
      operations.push(sent ?? '');
      if (sent === operation) pageAsked();
      // The viewer's answer is held until the page's query has been sent: a page that waited for the
      // viewer before asking for its data would never show.
      if (sent === 'Viewer')
        viewerHeldForPage = await Promise.race([
          pageRequest.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
        ]);
      await route.continue();
    });
    await page.goto(`${browser.baseUrl}${path}`);
    await page.getByRole('main').getByText(shown).first().waitFor({ timeout: 20_000 });
    expect(viewerHeldForPage).toBe(true);
    expect(operations).toContain(operation);
  });

  it('asks who the viewer is from its first script, before the app’s code runs, and only then', async () => {
    const page = await withStoredSession(DEMO.staff);
    const viewerQueries = () => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (!request.url().endsWith('/graphql')) return;
        const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
        if (body.operationName === 'Viewer') sent.push(request.headers().authorization ?? '');
      });
      return sent;
    };
    const token = await page.evaluate(() => localStorage.getItem('token'));

    // The app's entry refused: the viewer query still goes, with the stored session.
    const early = viewerQueries();
    await preloadedBeforeEntry(page, `${browser.baseUrl}/dashboard`);
    expect(early).toEqual([`Bearer ${token}`]);

    // A whole load asks once: the app takes the first script's answer instead of asking again.
    await page.unrouteAll();
    page.removeAllListeners('request');
    const whole = viewerQueries();
    await page.goto(`${browser.baseUrl}/dashboard`);
    await page.getByRole('main').getByText('Welcome back, Sam').waitFor({ timeout: 20_000 });
    await page.getByRole('main').getByText('PTO Balance').waitFor();
    expect(whole).toEqual([`Bearer ${token}`]);
  });

  it('asks for the page’s first query from its first script on the next visit, and only then', async () => {
    const page = await withStoredSession(DEMO.admin);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql')) return;
      sent.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '');
    });
    const waitingForYou = () => page.getByRole('main').getByText('Review the oldest').waitFor({ timeout: 20_000 });
    await page.goto(`${browser.baseUrl}/dashboard`);
    await waitingForYou();

    // The next visit, the app's entry refused: the dashboard's query goes out all the same.
    sent.length = 0;
    await preloadedBeforeEntry(page, `${browser.baseUrl}/dashboard`);
    expect(sent.sort()).toEqual(['Dashboard', 'Viewer']);

    // A whole visit asks for it once: the app takes the first script's answer. (A page that renders before
    // that answer has come asks itself, as with any prefetch: the viewer's answer, which the page waits for,
    // is held here until the dashboard's has come, so the page cannot.)
    await page.unrouteAll();
    sent.length = 0;
    const operationOf = (request: { postData(): string | null }) =>
      (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName;
    const dashboardAnswered = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && operationOf(response.request()) === 'Dashboard',
    );
    await page.route('**/graphql', async (route) => {
      if (operationOf(route.request()) === 'Viewer') await dashboardAnswered;
      await route.continue();
    });
    await page.goto(`${browser.baseUrl}/dashboard`);
    await waitingForYou();
    expect(sent.filter((operation) => operation === 'Dashboard' || operation === 'Viewer').sort()).toEqual([
      'Dashboard',
      'Viewer',
    ]);
  });

  it('signs out to /login when the stored session is no longer accepted', async () => {
    const page = await withStoredSession(DEMO.staff);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await gql(browser.baseUrl, 'mutation { logout }', {}, token ?? undefined);
    await page.goto(`${browser.baseUrl}/dashboard`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  it.each([
    ['390 px', PHONE, false],
    ['1440 px', DESKTOP_WIDE, true],
  ])('draws the sign-in panel’s particles only where the panel shows, at %s', async (_label, size, shown) => {
    const page = await browser.newPage();
    await page.setViewportSize(size);
    // Counts the lines drawn on any canvas (the contexts prefer reduced motion: one still frame is drawn).
    await page.addInitScript(() => {
      const counted = window as unknown as { strokes: number };
      counted.strokes = 0;
      const stroke = CanvasRenderingContext2D.prototype.stroke;
      CanvasRenderingContext2D.prototype.stroke = function (this: CanvasRenderingContext2D, path?: Path2D) {
        counted.strokes += 1;
        Reflect.apply(stroke, this, path ? [path] : []);
      };
    });
    await new LoginPage(page, browser.baseUrl).open();
    // The effect that draws has run once the page has painted a frame after its first render.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const strokes = await page.evaluate(() => (window as unknown as { strokes: number }).strokes);
    if (shown) expect(strokes).toBeGreaterThan(0);
    else expect(strokes).toBe(0);
  });

  it('renders the sidebar beside the page only where it shows, and in the menu on a phone', async () => {
    const session = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: session.token, user: session.user },
    );
    await page.goto(`${browser.baseUrl}/dashboard`);
    const layout = new Layout(page);
    await page.locator('main h1').first().waitFor();
    // Hidden or not, a navigation beside the page would be in the document.
    expect(await page.locator('aside').count()).toBe(0);
    await layout.openMenu();
    await layout.navLink('Pending Approvals').click();
    await page.waitForURL(/\/approvals$/);
    await page.getByRole('heading', { level: 1, name: 'Pending Approvals' }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Widened past the breakpoint, the sidebar appears beside the page, without a reload.
    await page.setViewportSize(DESKTOP_WIDE);
    await page.locator('aside').getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await layout.navLink('Pending Approvals').getAttribute('aria-current')).toBe('page');
  });
});
