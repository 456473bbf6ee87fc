import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, DEMO, DEMO_PASSWORD } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE, launchChromium } from './support/browser';
import { overflowsHorizontally } from './support/screens';

const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month after this one (the browser's), as a 0-based month and its year. */
function nextMonth(): { month: number; year: number } {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return { month: next.getMonth(), year: next.getFullYear() };
}

const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe("the Team Calendar in the person's language", () => {
  // Its own Chromium: each test sets the browser's locale on its context.
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchChromium(inject('chromiumPath'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The calendar as the staff member sees it, signed in without the sign-in screen. */
  async function calendarFor(
    locale: string,
    language: string | null,
    viewport: { width: number; height: number },
  ): Promise<Page> {
    const session = await apiLogin(baseUrl, DEMO.staff, DEMO_PASSWORD);
    const context = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript(
      ([token, user, chosen]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        if (chosen) localStorage.setItem('leavewise.language', chosen);
      },
      [session.token, JSON.stringify(session.user), language ?? ''] as const,
    );
    await page.goto(`${baseUrl}/calendar`);
    await page.getByTestId('calendar-grid').waitFor();
    return page;
  }

  const columnHeaders = (page: Page) => page.getByTestId('calendar-grid').getByRole('columnheader').allInnerTexts();
  const firstDate = async (page: Page) =>
    (await page.locator('[role="gridcell"][data-date]').first().getAttribute('data-date')) ?? '';
  const monthHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /\d{4}$/ }).first();

  it.each([
    ['1440 px', DESKTOP_WIDE],
    ['390 px', PHONE],
  ])('in German its week starts on Monday, with German month and weekday names, at %s', async (label, size) => {
    const page = await calendarFor('de-DE', 'de', size);
    await page.getByRole('heading', { name: 'Teamkalender', level: 1 }).waitFor();
    // Browsers' ICU data write German short weekdays with or without a full stop ("Mo." or "Mo").
    const headers = (await columnHeaders(page)).map((name) => name.replace(/\.$/, ''));
    expect(headers).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(weekdayOf(await firstDate(page))).toBe(1);

    // The next month's name is German, whichever month it is (so it differs from English in most months).
    await page.getByRole('button', { name: 'Nächster Monat' }).click();
    const { month, year } = nextMonth();
    await monthHeading(page)
      .filter({ hasText: `${GERMAN_MONTHS[month]} ${year}` })
      .waitFor();
    expect(weekdayOf(await firstDate(page))).toBe(1);
    await page.getByRole('list', { name: 'Legende' }).getByText('Ausstehend (gestrichelt)').waitFor();

    await page.waitForLoadState('networkidle');
    expect({ label, overflows: await overflowsHorizontally(page) }).toEqual({ label, overflows: false });
    expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
    await page.context().close();
  });

  it.each([
    ['1440 px', DESKTOP_WIDE],
    ['390 px', PHONE],
  ])('in American English its week starts on Sunday, at %s', async (label, size) => {
    const page = await calendarFor('en-US', null, size);
    await page.getByRole('heading', { name: 'Team Calendar', level: 1 }).waitFor();
    expect(await columnHeaders(page)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayOf(await firstDate(page))).toBe(0);

    await page.getByRole('button', { name: 'Next month' }).click();
    const { month, year } = nextMonth();
    await monthHeading(page)
      .filter({ hasText: `${ENGLISH_MONTHS[month]} ${year}` })
      .waitFor();
    expect(weekdayOf(await firstDate(page))).toBe(0);

    await page.waitForLoadState('networkidle');
    expect({ label, overflows: await overflowsHorizontally(page) }).toEqual({ label, overflows: false });
    expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
    await page.context().close();
  });
});
