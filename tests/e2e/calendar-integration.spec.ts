import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql, requestDates, type TestPerson } from './support/api';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/fixtures';
import { CalendarIntegrationPage } from './pages/calendar-integration.page';
import { LoginPage } from './pages/login.page';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

/** Events of an .ics body as a calendar client reads them. */
function parseEvents(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((component) => ({
    uid: String(component.getFirstPropertyValue('uid')),
    status: String(component.getFirstPropertyValue('status')),
    summary: String(component.getFirstPropertyValue('summary')),
  }));
}

async function noHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('calendar integration', () => {
  const browser = useBrowser();

  async function signedIn(person: Pick<TestPerson, 'email' | 'password'>, viewport = WIDE) {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    const screen = new CalendarIntegrationPage(page, browser.baseUrl);
    // The sidebar link on wide screens (the phone layout hides the sidebar behind its menu button).
    if (viewport === WIDE) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar Integration' }).click();
      await page.getByRole('heading', { name: 'Your feeds' }).waitFor();
    } else await screen.open();
    return { page, screen };
  }

  it('gives staff a secret feed of their own leave that a calendar client can load, and resets it', async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Casey' });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const dates = requestDates(2);
    const { submitLeaveRequest } = await gql<{ submitLeaveRequest: { id: string } }>(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      session.token,
    );
    const { page, screen } = await signedIn(person);
    // Their own leave and the Team Calendar as they see it; the whole company is for administrators.
    await screen.feed("My team's leave").waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: /^(My leave|My team's leave|Whole company) feed$/ }).count())
      .toBe(2);
    await screen.feed('My leave').getByRole('button', { name: 'Create feed URL' }).click();
    const url = await screen.feedUrl('My leave');
    expect(url).toMatch(new RegExp(`^${browser.baseUrl}/api/calendar/feeds/lwcal_[A-Za-z0-9_-]{43}\\.ics$`));
    expect(
      await screen
        .feed('My leave')
        .getByRole('link', { name: /webcal/ })
        .getAttribute('href'),
    ).toBe(url.replace(/^http:/, 'webcal:'));
    await screen.feed('My leave').getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Feed URL copied').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const response = await fetch(url, { headers: { 'user-agent': 'Google-Calendar-Importer' } });
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = parseEvents(await response.text());
    expect(events).toContainEqual({
      uid: `leave-${submitLeaveRequest.id}@leavewise`,
      status: 'TENTATIVE',
      summary: 'PTO – pending approval',
    });

    // The server recorded the fetch; the history shows it after a reload (the URL is then hidden).
    await page.reload();
    await page.getByRole('heading', { name: 'Your feeds' }).waitFor();
    await screen
      .feed('My leave')
      .getByRole('button', { name: /Fetch history \(1\)/ })
      .click();
    await screen.feed('My leave').getByTestId('fetch-history').getByText('Google Calendar').waitFor();
    expect(await screen.feed('My leave').getByRole('textbox').count()).toBe(0);

    await screen.feed('My leave').getByRole('button', { name: 'Reset URL' }).click();
    await screen.confirm('Reset URL');
    await page.getByText('Feed URL reset').waitFor();
    const newUrl = await screen.feedUrl('My leave');
    expect(newUrl).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(newUrl)).status).toBe(200);
  });

  it('keeps feed settings and exports a one-off ICS file for a chosen range', async () => {
    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Devon' });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const dates = requestDates(1);
    await gql(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      session.token,
    );
    const { page, screen } = await signedIn(person);
    const holidays = screen.feed('My leave').getByRole('checkbox', { name: 'Include public holidays' });
    expect(await holidays.isChecked()).toBe(true);
    await screen.feed('My leave').getByText('Include public holidays').click();
    await page.getByText('Feed settings saved').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Your feeds' }).waitFor();
    expect(await screen.feed('My leave').getByRole('checkbox', { name: 'Include public holidays' }).isChecked()).toBe(
      false,
    );

    await page.getByRole('button', { name: 'Export ICS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export ICS' });
    await dialog.getByLabel('From').fill(dates.start);
    await dialog.getByLabel('To').fill(dates.end);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download .ics' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`leavewise-mine-${dates.start}-to-${dates.end}.ics`);
    const events = parseEvents(readFileSync((await download.path()) as string, 'utf8'));
    expect(events.map((event) => event.status)).toEqual(['TENTATIVE']);
  });

  it('offers managers the team feed and administrators the whole company, at phone width too', async () => {
    // A read inbox keeps the header's badge (not this screen) out of the scan.
    const managerSession = await apiLogin(browser.baseUrl, DEMO.manager, DEMO_PASSWORD);
    await gql(browser.baseUrl, 'mutation { markAllNotificationsRead }', {}, managerSession.token);
    const manager = await signedIn({ email: DEMO.manager, password: DEMO_PASSWORD }, NARROW);
    await manager.screen.feed("My team's leave").waitFor();
    expect(await manager.page.getByRole('region', { name: 'Whole company feed' }).count()).toBe(0);
    expect(await noHorizontalScroll(manager.page)).toBe(true);
    expect(await seriousViolations(manager.page)).toEqual([]);

    const admin = await signedIn({ email: DEMO.admin, password: DEMO_PASSWORD });
    const url = await admin.screen.newUrl('Whole company');
    const body = await (await fetch(url)).text();
    expect(body).toContain('X-WR-CALNAME:Leavewise: Whole company');
    expect(parseEvents(body).length).toBeGreaterThan(0);
    await admin.page.setViewportSize(NARROW);
    expect(await noHorizontalScroll(admin.page)).toBe(true);
    expect(await seriousViolations(admin.page)).toEqual([]);
  });
});
