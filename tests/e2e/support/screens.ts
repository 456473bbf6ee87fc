import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsFinished, seriousViolations } from './axe';
import { DESKTOP, DESKTOP_WIDE, PHONE } from './browser';

/** Lets dialogs and menus finish opening, so colours are measured at full opacity. */
export const settle = (page: Page) => animationsFinished(page);

/**
 * Runs `check` at 1440 px and at 390 px (the same page, resized), with an axe scan after each:
 * no serious or critical violation at either width. Leaves the page at the usual desktop size.
 */
export async function atBothWidths(page: Page, check: (width: 'desktop' | 'phone') => Promise<void>): Promise<void> {
  for (const [label, viewport] of [
    ['desktop', DESKTOP_WIDE],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await check(label);
    await page.waitForLoadState('networkidle');
    expect({ [label]: await seriousViolations(page) }).toEqual({ [label]: [] });
  }
  await page.setViewportSize(DESKTOP);
}

/** Whether the page scrolls sideways (it should not: wide content scrolls inside its own box). */
export const overflowsHorizontally = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
