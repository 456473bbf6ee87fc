import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, apiLogin, createPerson, gql, requestDates } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { watchViolations } from './support/csp';
import { useBrowser } from './support/fixtures';
import { mailsTo, nextMailTo } from './support/mailbox';
import { coveredClickables } from './support/overlap';
import { LoginPage } from './pages/login.page';
import { IntegrationsPage } from './pages/integrations.page';

const mailDir = inject('mailDir');

/**
 * A new report of the demo manager asks for days off; returns the request's id and the Approve and
 * Reject links of the email the manager received about it.
 */
async function requestAndLinks(baseUrl: string, firstName: string) {
  const person = await createPerson(baseUrl, { managerEmail: DEMO.manager, firstName });
  const seen = mailsTo(mailDir, DEMO.manager).length;
  const { token } = await apiLogin(baseUrl, person.email, person.password);
  const dates = requestDates(2);
  const submitted = await gql<{ submitLeaveRequest: { id: string } }>(
    baseUrl,
    'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
    { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
    token,
  );
  let mail = await nextMailTo(mailDir, DEMO.manager, seen);
  for (let seenNow = seen + 1; !mail.text.includes(person.lastName); seenNow += 1)
    mail = await nextMailTo(mailDir, DEMO.manager, seenNow);
  const link = (label: string) => {
    const match = new RegExp(`^${label}: (https?://\\S+/decide/[A-Za-z0-9_-]{43})$`, 'm').exec(mail.text);
    if (!match) throw new Error(`no ${label} link in:\n${mail.text}`);
    return match[1];
  };
  return { person, id: submitted.submitLeaveRequest.id, approve: link('Approve'), reject: link('Reject') };
}

async function statusOf(baseUrl: string, id: string): Promise<string> {
  const { token } = await apiLogin(baseUrl, DEMO.manager, DEMO_PASSWORD);
  const data = await gql<{ leaveRequest: { status: string } }>(
    baseUrl,
    'query ($id: ID!) { leaveRequest(id: $id) { status } }',
    { id },
    token,
  );
  return data.leaveRequest.status.toLowerCase();
}

/** Fits the window, nothing covered, nothing serious for axe. */
async function expectUsable(page: Page, width: number) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await coveredClickables(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe.skipIf(!mailDir)('deciding from the email, signed out', () => {
  const browser = useBrowser();

  it('approves from the link in the email at 1440 px, once, under the security policy', async () => {
    const { person, id, approve } = await requestAndLinks(browser.baseUrl, 'Quinn');
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP_WIDE);
    const violations = await watchViolations(page);
    await page.goto(approve);
    await page.getByRole('heading', { name: 'Approve this request?' }).waitFor();
    await page.getByText(`Quinn ${person.lastName}`).waitFor();
    await page.getByRole('heading', { name: 'Balance after approval' }).waitFor();
    // Opening the page decided nothing.
    expect(await statusOf(browser.baseUrl, id)).toBe('pending');
    await expectUsable(page, DESKTOP_WIDE.width);
    await page.screenshot({ path: '/tmp/decide-approve-1440.png', fullPage: true });

    await page.getByRole('button', { name: 'Approve request' }).click();
    await page.getByRole('status').getByText('Request approved').waitFor();
    expect(await statusOf(browser.baseUrl, id)).toBe('approved');
    expect(await violations()).toEqual([]);

    const again = await browser.newPage();
    await again.goto(approve);
    await again.getByText('This link has already been used.').waitFor();
    expect(await again.getByText(person.lastName).count()).toBe(0);
  });

  it('rejects with a reason from the link at 390 px', async () => {
    const { id, reject } = await requestAndLinks(browser.baseUrl, 'Rowan');
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(reject);
    await page.getByRole('heading', { name: 'Reject this request?' }).waitFor();
    await expectUsable(page, PHONE.width);
    await page.screenshot({ path: '/tmp/decide-reject-390.png', fullPage: true });

    await page.getByRole('button', { name: 'Reject request' }).click();
    await page.getByRole('alert').getByText('Please provide a rejection reason').waitFor();
    expect(await statusOf(browser.baseUrl, id)).toBe('pending');
    await page.getByLabel('Reason').fill('The release is that week');
    await page.getByRole('button', { name: 'Reject request' }).click();
    await page.getByRole('status').getByText('Request rejected').waitFor();
    expect(await statusOf(browser.baseUrl, id)).toBe('rejected');
    await expectUsable(page, PHONE.width);
  });

  it("speaks the approver's German in an English browser, at 390 and 1440 px", async () => {
    const { id, approve } = await requestAndLinks(browser.baseUrl, 'Sasha');
    const manager = await apiLogin(browser.baseUrl, DEMO.manager, DEMO_PASSWORD);
    const setLanguage = (language: string | null) =>
      gql(
        browser.baseUrl,
        'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
        { input: { language } },
        manager.token,
      );
    await setLanguage('de');
    try {
      const page = await browser.newPage();
      for (const size of [PHONE, DESKTOP_WIDE]) {
        await page.setViewportSize(size);
        await page.goto(approve);
        await page.getByRole('heading', { name: 'Diesen Antrag genehmigen?' }).waitFor();
        // The request's dates, as the server writes them in German ("Fr., 27. Nov. 2026 bis Sa., 28. Nov. 2026").
        await page.getByText(/^\p{L}+\., \d{1,2}\. .+ \d{4} bis .+ \d{4}$/u).waitFor();
        await expectUsable(page, size.width);
        await page.screenshot({ path: `/tmp/decide-german-${size.width}.png`, fullPage: true });
      }
      await page.getByRole('button', { name: 'Antrag genehmigen' }).click();
      await page
        .getByRole('status')
        .getByText('Antrag genehmigt. Die antragstellende Person wird benachrichtigt.')
        .waitFor();
      expect(await statusOf(browser.baseUrl, id)).toBe('approved');
      await page.goto(approve);
      await page.getByText('Dieser Link wurde bereits verwendet.').waitFor();
    } finally {
      await setLanguage(null);
    }
  });
});

describe('setting up the Slack app', () => {
  const browser = useBrowser();

  it.each([
    ['1440', DESKTOP_WIDE],
    ['390', PHONE],
  ] as const)('saves its secrets from Integrations at %s px, never showing them again', async (label, size) => {
    const page = await browser.newPage();
    await page.setViewportSize(size);
    await new LoginPage(page, browser.baseUrl).signInAs(DEMO.admin, DEMO_PASSWORD);
    await new IntegrationsPage(page, browser.baseUrl).open();
    const section = page.getByRole('region', { name: 'Slack app' });
    await section.getByText('Not set up').waitFor();
    await section.getByText(`${browser.baseUrl}/api/integrations/slack/actions`).waitFor();
    await section.getByText(`${browser.baseUrl}/api/integrations/slack/commands`).waitFor();
    await section.getByLabel('Signing secret').fill('0123456789abcdef0123456789abcdef');
    await section.getByLabel('Bot token').fill('not a token');
    await section.getByRole('button', { name: 'Save Slack app' }).click();
    await section
      .getByRole('alert')
      .getByText(/starts with xoxb-/)
      .waitFor();
    await section.getByLabel('Bot token').fill('xoxb-1234567890-abcdefghij');
    await section.getByRole('button', { name: 'Save Slack app' }).click();
    await section.getByText('Set up', { exact: true }).waitFor();
    expect(await section.getByLabel('Bot token').inputValue()).toBe('');
    await expectUsable(page, size.width);
    await section.screenshot({ path: `/tmp/slack-app-${label}.png` });
    await section.getByRole('button', { name: 'Remove' }).click();
    await section.getByText('Not set up').waitFor();
  });
});
