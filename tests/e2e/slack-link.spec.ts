import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, apiLogin, createPerson, gql } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';
import { inSightAndClickable } from './support/overlap';
import { LoginPage } from './pages/login.page';

const SIGNING_SECRET = 'fedcba9876543210fedcba9876543210';

/** `/leavewise <text>` typed in Slack by `slackUserId`, signed as Slack signs it, posted to the server. */
async function slashCommand(baseUrl: string, slackUserId: string, text: string, userName = 'quinn') {
  const body = new URLSearchParams({
    command: '/leavewise',
    text,
    user_id: slackUserId,
    user_name: userName,
  }).toString();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v0=${createHmac('sha256', SIGNING_SECRET).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  const response = await fetch(`${baseUrl}/api/integrations/slack/commands`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': timestamp,
      'x-slack-signature': signature,
    },
    body,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { text: string }).text;
}

/** Every button of the section, scrolled into the dialog's view, lies in the window and takes a click. */
async function expectUsable(page: Page, section: Locator, label: string) {
  for (const button of await section.getByRole('button').all()) {
    await button.scrollIntoViewIfNeeded();
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    expect({ label, name, clickable: await inSightAndClickable(button) }).toEqual({ label, name, clickable: true });
  }
  expect({ label, violations: await seriousViolations(page) }).toEqual({ label, violations: [] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('linking a Slack account from the profile', () => {
  const browser = useBrowser();
  let adminToken = '';

  beforeAll(async () => {
    adminToken = (await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD)).token;
    await gql(
      browser.baseUrl,
      `mutation ($input: SlackAppInput!) { configureSlackApp(input: $input) { configured } }`,
      { input: { signingSecret: SIGNING_SECRET, botToken: 'xoxb-1234567890-abcdefghij' } },
      adminToken,
    );
  });
  // Other files expect an organisation without a Slack app.
  afterAll(async () => {
    await gql(browser.baseUrl, `mutation { removeSlackApp { configured } }`, {}, adminToken);
  });

  it.each([
    ['390 px', PHONE],
    ['1440 px', DESKTOP_WIDE],
  ])('gives a one-time code, shows the link once Slack sends it, and unlinks, at %s', async (label, size) => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Quinn' });
    const slackUserId = `U0E2E${size.width}${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const page = await browser.newPage();
    await page.setViewportSize(size);
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    if (size.width < 1000) await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: new RegExp(`Quinn ${person.lastName}`) }).click();
    const section = page.getByRole('dialog', { name: 'Profile Settings' }).getByTestId('slack-account');
    await section.getByRole('heading', { name: 'Slack account' }).waitFor();

    await section.getByRole('button', { name: 'Link Slack account' }).click();
    const command = section.getByTestId('slack-link-command');
    await command.waitFor();
    const typed = await command.innerText();
    expect(typed).toMatch(/^\/leavewise link [A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await section.getByText(/The code works once, until/).waitFor();
    await expectUsable(page, section, `${label}, code shown`);
    await page.screenshot({ path: `/tmp/slack-link-code-${size.width}.png` });

    const answer = await slashCommand(browser.baseUrl, slackUserId, typed.replace(/^\/leavewise /, ''));
    expect(answer).toBe(
      `Your Slack account is now linked to Leavewise as Quinn ${person.lastName}: its Approve and Reject buttons decide in your name.`,
    );
    // The section learns of it by itself.
    await section.getByText('Linked to the Slack user @quinn since').waitFor();
    expect(await command.count()).toBe(0);
    await expectUsable(page, section, `${label}, linked`);
    await page.screenshot({ path: `/tmp/slack-link-linked-${size.width}.png` });

    // The same code again is refused.
    expect(await slashCommand(browser.baseUrl, slackUserId, typed.replace(/^\/leavewise /, ''))).toBe(
      'This link code was already used: ask for a new one in your Leavewise profile',
    );

    await section.getByRole('button', { name: 'Unlink' }).click();
    await section.getByRole('button', { name: 'Link Slack account' }).waitFor();
    const { token } = await apiLogin(browser.baseUrl, person.email, person.password);
    const after = await gql<{ mySlackAccount: { slackUserId: string | null } }>(
      browser.baseUrl,
      `{ mySlackAccount { slackUserId } }`,
      {},
      token,
    );
    expect(after.mySlackAccount.slackUserId).toBeNull();
  });

  it('shows the section in German for a person who reads Leavewise in German', async () => {
    const person = await createPerson(browser.baseUrl, { firstName: 'Jonas' });
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP_WIDE);
    await new LoginPage(page, browser.baseUrl).signInAs(person.email, person.password);
    // The language this device remembers, as the language menu leaves it.
    await page.evaluate(() => localStorage.setItem('leavewise.language', 'de'));
    await page.goto(`${browser.baseUrl}/dashboard`);
    await page.getByRole('button', { name: new RegExp(`Jonas ${person.lastName}`) }).click();
    const section = page.getByTestId('slack-account');
    await section.getByRole('heading', { name: 'Slack-Konto' }).waitFor();
    await section.getByRole('button', { name: 'Slack-Konto verknüpfen' }).click();
    await section.getByText('Senden Sie diese Nachricht in Slack:').waitFor();
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
  });
});
