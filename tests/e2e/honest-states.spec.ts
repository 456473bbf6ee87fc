import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql, requestDates } from './support/api';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { inSightAndClickable } from './support/overlap';
import { baseEnvironment, startServer, type RunningServer } from './support/server';
import { AdminSystemStatusPage } from './pages/admin-system-status.page';
import { LoginPage } from './pages/login.page';

describe('screens that tell the truth', () => {
  const browser = useBrowser();

  async function signedIn(email: string, password = DEMO_PASSWORD, baseUrl = browser.baseUrl): Promise<Page> {
    const session = await apiLogin(baseUrl, email, password);
    const page = await browser.newPage();
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [session.token, JSON.stringify(session.user)] as const,
    );
    return page;
  }

  it('opens the sign-in page on signing in, offering only the single sign-on the server has', async () => {
    const page = await browser.newPage();
    await new LoginPage(page, browser.baseUrl).open();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Create an account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
    expect(await page.getByText(/is not configured/).count()).toBe(0);
  });

  it("shows the dashboard's failed load in the spec's words with Retry and no figures, then the figures", async () => {
    const page = await signedIn(DEMO.staff);
    let failing = true;
    await page.route('**/graphql', async (route) => {
      if (failing && (route.request().postData() ?? '').includes('"operationName":"Dashboard"')) {
        await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
        return;
      }
      await route.continue();
    });
    await page.goto(`${browser.baseUrl}/dashboard`);
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load PTO data' });
    await failure.waitFor();
    const main = page.getByRole('main');
    for (const figure of ['PTO Balance', 'Sick Leave', 'Active Requests', 'out today', 'No requests yet', 'allowance'])
      expect({ [figure]: await main.getByText(figure).count() }).toEqual({ [figure]: 0 });
    expect(await failure.textContent()).not.toMatch(/status code|console/i);

    failing = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await main.getByText('PTO Balance').waitFor();
    await failure.waitFor({ state: 'detached' });
  });

  it('puts "Waiting for you" first on a manager\'s dashboard, linking to the oldest request', async () => {
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const stamp = Date.now().toString(36);
    const manager = { email: `mona-${stamp}@example.com`, password: 'e2e-password-1' };
    await gql(
      browser.baseUrl,
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
      {
        input: {
          ...manager,
          firstName: 'Mona',
          lastName: `Manager${stamp}`,
          department: 'Engineering',
          jobTitle: 'Engineering Manager',
          isManager: true,
        },
      },
      admin.token,
    );
    const dates = requestDates(2);
    const submitted: { requestId: string; name: string }[] = [];
    for (const firstName of ['Olga', 'Pavel']) {
      const report = await createPerson(browser.baseUrl, { managerEmail: manager.email, firstName });
      const session = await apiLogin(browser.baseUrl, report.email, report.password);
      const { submitLeaveRequest } = await gql<{ submitLeaveRequest: { requestId: string } }>(
        browser.baseUrl,
        'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { requestId } }',
        { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
        session.token,
      );
      submitted.push({ requestId: submitLeaveRequest.requestId, name: `${report.firstName} ${report.lastName}` });
    }

    const page = await signedIn(manager.email, manager.password);
    for (const viewport of [DESKTOP_WIDE, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${browser.baseUrl}/dashboard`);
      const card = page.getByTestId('waiting-for-you');
      await card.getByTestId('waiting-count').getByText('2 requests').waitFor();
      expect(await card.getByTestId('waiting-oldest').textContent()).toContain(submitted[0].name);
      // First on the page: above every figure of the dashboard.
      const cardTop = (await card.boundingBox())!.y;
      const balanceTop = (await page.getByText('PTO Balance').boundingBox())!.y;
      expect(cardTop).toBeLessThan(balanceTop);

      await card.getByRole('link', { name: /Review the oldest/ }).click();
      await page.waitForURL(`**/approvals?request=${submitted[0].requestId}`);
      const oldest = page.locator(`[data-testid="approval-item"][data-request-id="${submitted[0].requestId}"]`);
      await expect.poll(() => oldest.getAttribute('aria-current')).toBe('true');
      await expect.poll(() => oldest.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await inSightAndClickable(oldest.getByRole('button', { name: /^Approve request/ }))).toBe(true);
    }
  });

  it('names on each approval card who else in the team is off those days, approved or pending, and the balance after approval', async () => {
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const stamp = Date.now().toString(36);
    const manager = { email: `nico-${stamp}@example.com`, password: 'e2e-password-1' };
    await gql(
      browser.baseUrl,
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
      {
        input: {
          ...manager,
          firstName: 'Nico',
          lastName: `Lead${stamp}`,
          department: 'Engineering',
          jobTitle: 'Engineering Manager',
          isManager: true,
        },
      },
      admin.token,
    );
    const managerSession = await apiLogin(browser.baseUrl, manager.email, manager.password);
    // Two working days from Monday to Thursday, and the same weekday a week later.
    const day = new Date(`${requestDates(1).start}T00:00:00Z`);
    while (![1, 2, 3, 4].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const iso = (offset: number) => new Date(day.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const dates = { start: iso(0), end: iso(1) };
    const elsewhere = iso(7);
    const people: Record<string, { name: string; id: string; requestId: string }> = {};
    for (const [firstName, start, end] of [
      ['Olga', dates.start, dates.end],
      ['Pavel', dates.end, dates.end],
      ['Quinn', dates.start, dates.start],
      ['Rita', elsewhere, elsewhere],
    ] as const) {
      const report = await createPerson(browser.baseUrl, { managerEmail: manager.email, firstName });
      const session = await apiLogin(browser.baseUrl, report.email, report.password);
      const { submitLeaveRequest } = await gql<{ submitLeaveRequest: { id: string; requestId: string } }>(
        browser.baseUrl,
        'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id requestId } }',
        { input: { type: 'pto', startDate: start, endDate: end } },
        session.token,
      );
      people[firstName] = {
        name: `${report.firstName} ${report.lastName}`,
        id: submitLeaveRequest.id,
        requestId: submitLeaveRequest.requestId,
      };
    }
    await gql(
      browser.baseUrl,
      'mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }',
      { id: people.Quinn.id },
      managerSession.token,
    );

    const page = await signedIn(manager.email, manager.password);
    for (const viewport of [DESKTOP_WIDE, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${browser.baseUrl}/approvals`);
      const card = (who: string) =>
        page.locator(`[data-testid="approval-item"][data-request-id="${people[who].requestId}"]`);
      const olga = card('Olga');
      const list = olga.getByTestId('who-else-off');
      await list.getByText('Also off in the team these days:').waitFor();
      const lines = await list.getByTestId('off-alongside').allTextContents();
      expect(lines).toHaveLength(2);
      expect(lines.find((line) => line.startsWith(people.Quinn.name))).toContain('(approved,');
      expect(lines.find((line) => line.startsWith(people.Pavel.name))).toContain('(pending,');
      expect(lines.join(' ')).not.toContain(people.Rita.name);
      // And what stays of Olga's allowance once her two days are approved (she has taken none yet).
      const balance = (await olga.locator('[data-testid^="year-balance-"]').first().textContent()) ?? '';
      const total = Number(/([\d.]+) by year end/.exec(balance)?.[1]);
      const after = total - 2;
      expect(balance).toContain(`${Number.isInteger(after) ? after : after.toFixed(1)} days left after approval`);
      // Rita's days touch no one else's.
      await card('Rita').getByTestId('who-else-off').getByText('No one else in the team is off these days.').waitFor();
    }
  });

  it('marks half days, public holidays, weekends and their legend on the Team Calendar', async () => {
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const today = requestDates(1).start;
    const holiday = `E2E Founders Day ${Date.now().toString(36)}`;
    const { addHoliday } = await gql<{ addHoliday: { id: string } }>(
      browser.baseUrl,
      'mutation ($input: HolidayInput!) { addHoliday(input: $input) { id } }',
      { input: { date: today, name: holiday } },
      admin.token,
    );
    try {
      const person = await createPerson(browser.baseUrl, { firstName: 'Hanna' });
      const session = await apiLogin(browser.baseUrl, person.email, person.password);
      await gql(
        browser.baseUrl,
        'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
        { input: { type: 'pto', startDate: today, endDate: today, startHalfDay: true } },
        session.token,
      );
      const page = await signedIn(person.email, person.password);
      await page.goto(`${browser.baseUrl}/calendar`);
      const cell = page.locator(`[role="gridcell"][data-date="${today}"]`);
      await cell.getByTestId('calendar-holiday').getByText(holiday).waitFor();
      expect(await cell.getAttribute('data-non-working')).toBe('true');
      // The person's half day fills half its chip and says so.
      await expect.poll(() => cell.locator('[data-half-day]').count()).toBe(1);
      expect(await cell.locator('[data-half-day]').getAttribute('title')).toContain('half day');
      // Saturdays and Sundays are shaded; the weekdays around them are not.
      const row = page.locator('[role="row"]').nth(1);
      const shaded = await row
        .locator('[role="gridcell"]')
        .evaluateAll((cells) => cells.map((c) => c.hasAttribute('data-non-working')));
      expect(shaded[0]).toBe(true);
      expect(shaded[6]).toBe(true);
      expect(shaded.slice(1, 6)).toContain(false);
      const legend = page.getByRole('list', { name: 'Legend' });
      for (const key of ['PTO', 'Pending (dashed)', '½ Half day', 'Public holiday (name in the day)'])
        await legend.getByText(key, { exact: true }).waitFor();
    } finally {
      await gql(browser.baseUrl, 'mutation ($id: ID!) { deleteHoliday(id: $id) }', { id: addHoliday.id }, admin.token);
    }
  });

  it('keeps every date range on one line and every row whole on a phone', async () => {
    const page = await signedIn(DEMO.manager);
    await page.setViewportSize(PHONE);
    const oneLine = async (path: string) => {
      await page.goto(`${browser.baseUrl}${path}`);
      if (path === '/calendar') await page.getByLabel('View Mode').selectOption('list');
      const dates = page.locator('dt', { hasText: /^Dates$/ }).locator('xpath=following-sibling::dd[1]');
      await dates.first().waitFor();
      const lines = await dates.evaluateAll((cells) =>
        cells.map((cell) =>
          Math.round(cell.getBoundingClientRect().height / parseFloat(getComputedStyle(cell).lineHeight)),
        ),
      );
      expect({ [path]: lines.filter((count) => count > 1) }).toEqual({ [path]: [] });
      // Rows are cards: no table cut off at the edge of the screen.
      expect(await page.getByRole('table').count()).toBe(0);
    };
    for (const path of ['/search', '/history', '/calendar']) await oneLine(path);
  });

  describe('on a server without SMTP', () => {
    let bare: RunningServer;
    beforeAll(async () => {
      bare = await startServer(baseEnvironment());
    }, 240_000);
    afterAll(() => bare?.stop());

    it('System Status says email is not sending, where a configured server says online', async () => {
      const check = async (baseUrl: string) => {
        const page = await signedIn(DEMO.admin, DEMO_PASSWORD, baseUrl);
        await page.goto(`${baseUrl}/admin?tab=system-status`);
        const status = new AdminSystemStatusPage(page, baseUrl);
        const email = status.card('Email');
        await email
          .getByText(/^(Online|Not sending|Offline|Error)$/)
          .first()
          .waitFor();
        return { page, email };
      };
      const { page, email } = await check(bare.baseUrl);
      await email.getByText('Not sending', { exact: true }).waitFor();
      await email.getByText('Not sending: no SMTP configured', { exact: false }).waitFor();
      expect(await email.getByText('Online', { exact: true }).count()).toBe(0);
      await page.getByText('2 of 3').waitFor();

      const configured = await check(browser.baseUrl);
      await configured.email.getByText('Online', { exact: true }).first().waitFor();
      expect(await configured.email.getByText('Not sending', { exact: false }).count()).toBe(0);
    });
  });
});
