import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchChromium } from './browser';

/** One Chromium per spec file; each test opens its own contexts (separate localStorage). */
export function useBrowser() {
  const state = { browser: null as Browser | null, baseUrl: inject('baseUrl') };
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    state.browser = await launchChromium(inject('chromiumPath'));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
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
      contexts.push(context);
      return context.newPage();
    },
  };
}
