import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, DEMO_PASSWORD } from './api';
import { DESKTOP, launchChromium } from './browser';

/**
 * One Chromium per spec file; each test opens its own contexts (separate localStorage), closed when the
 * test ends: a page left open keeps its sockets, polls and renders, and slows the tests after it. When
 * a test fails, each of its pages is photographed and its address printed first.
 */
export function useBrowser() {
  const state = { browser: null as Browser | null, baseUrl: inject('baseUrl') };
  let contexts: BrowserContext[] = [];
  /** Contexts that outlive a test (`useSignedInPage`): closed when their describe ends. */
  const kept: BrowserContext[] = [];
  beforeAll(async () => {
    state.browser = await launchChromium(inject('chromiumPath'));
  });
  afterEach(async ({ task }) => {
    const open = contexts;
    contexts = [];
    if (task.result?.state === 'fail') {
      const error = task.result.errors?.[0];
      const said = (error?.message ?? String(error)).split('\n').slice(0, 12).join(' | ');
      console.log(`Failed try of "${task.name}": ${error?.name ?? 'Error'}: ${said}`);
      await photograph(task.name, [...open, ...kept]);
    }
    await Promise.all(open.map((c) => c.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await Promise.all([...contexts, ...kept].map((c) => c.close().catch(() => undefined)));
    await state.browser?.close();
  });
  return {
    get baseUrl() {
      return state.baseUrl;
    },
    /**
     * A page in a context of its own. Service workers are blocked unless asked for: a worker fetches
     * the app's files itself, out of reach of `page.route`, so a test that fails a file on purpose
     * would see the worker's copy instead.
     */
    async newPage({ serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Page> {
      if (!state.browser) throw new Error('browser not started');
      const context = await state.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', serviceWorkers });
      // Actions wait up to a minute (Playwright's default is 30 s): a loaded machine answers late.
      context.setDefaultTimeout(60_000);
      contexts.push(context);
      return context.newPage();
    },
    /**
     * A page signed in as `email` (a demo password's account) without the sign-in screen: the session
     * comes from the API and is put where the app keeps it, so the page opens signed in (signing in
     * through the form is tested elsewhere). `storage`: more of the app's local storage, such as the
     * language this device remembers. Closed when the test ends, unless `kept` (see `useSignedInPage`).
     */
    async signedInPage(
      email: string,
      { viewport = DESKTOP, storage = {}, kept: keep = false }: SignedInOptions & { kept?: boolean } = {},
    ): Promise<Page> {
      if (!state.browser) throw new Error('browser not started');
      const { token } = await apiLogin(state.baseUrl, email, DEMO_PASSWORD);
      const localStorage = Object.entries({ ...storage, token }).map(([name, value]) => ({ name, value }));
      const context = await state.browser.newContext({
        viewport,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
        storageState: { cookies: [], origins: [{ origin: state.baseUrl, localStorage }] },
      });
      context.setDefaultTimeout(60_000);
      (keep ? kept : contexts).push(context);
      return context.newPage();
    },
  };
}

/** Saves a screenshot of every page still open in `contexts` under /tmp, and says where and of what. */
async function photograph(test: string, contexts: BrowserContext[]) {
  const name = test.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const path = `/tmp/e2e-failed-${name}-${index + 1}.png`;
    const taken = await page.screenshot({ path, fullPage: true, timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    console.log(`Page ${index + 1} of the failed test was at ${page.url()}${taken ? `; screenshot: ${path}` : ''}`);
  }
}

/** Where a signed-in page opens: its window's size and more of the app's local storage. */
export interface SignedInOptions {
  viewport?: { width: number; height: number };
  storage?: Record<string, string>;
}

/**
 * A page signed in as `email`, opened before the tests of the describe this is called in, shared by
 * them one after another, and closed when the describe ends: a scan of many screens becomes a test a
 * screen, each with a timeout and a retry of its own, without a sign-in each.
 */
export function useSignedInPage(
  browser: ReturnType<typeof useBrowser>,
  email: string,
  options: SignedInOptions = {},
): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await browser.signedInPage(email, { ...options, kept: true });
  });
  afterAll(async () => {
    await page
      ?.context()
      .close()
      .catch(() => undefined);
  });
  return () => {
    if (!page) throw new Error('the signed-in page did not open');
    return page;
  };
}
