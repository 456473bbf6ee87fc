import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createPerson, DEMO, DEMO_PASSWORD, gql, requestDates } from './support/api';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/fixtures';
import { Layout } from './pages/layout.page';
import { LoginPage } from './pages/login.page';
import { deleteChannelsEndingWith, NotificationChannelsPage } from './pages/notification-channels.page';
import { startWebhookReceiver } from './support/receiver';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

describe('advanced notifications: channels and rules', () => {
  const browser = useBrowser();
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // Read inboxes keep the header's badge (not these screens) out of the axe scans.
    for (const email of [DEMO.admin, DEMO.staff]) {
      const session = await apiLogin(browser.baseUrl, email, DEMO_PASSWORD);
      await gql(browser.baseUrl, 'mutation { markAllNotificationsRead }', {}, session.token);
    }
  });
  afterAll(async () => {
    // Later specs' requests must not keep calling receivers that are gone.
    await deleteChannelsEndingWith(browser.baseUrl, stamp);
    await receiver.close();
  });

  async function signedIn(email: string, viewport = WIDE) {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await new LoginPage(page, browser.baseUrl).signInAs(email, DEMO_PASSWORD);
    return page;
  }

  it('adds Slack and Teams channels, tests them for real and shows why a test failed', async () => {
    const page = await signedIn(DEMO.admin);
    await new Layout(page).navigate('Notifications');
    await page.getByRole('heading', { name: 'Advanced Notifications', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Channels' }).click();
    await page.getByRole('tab', { name: 'Channels', selected: true }).waitFor();
    const channels = new NotificationChannelsPage(page, browser.baseUrl);

    // Addresses on the server's own networks are refused, as for webhooks.
    const refused = await channels.add({ name: `Private ${stamp}`, type: 'SLACK', webhookUrl: 'http://10.1.2.3/hook' });
    await refused
      .getByRole('alert')
      .getByText(/not a public address/)
      .waitFor();
    await refused.getByRole('button', { name: 'Cancel' }).click();

    const slackName = `Slack ${stamp}`;
    const dialog = await channels.add({
      name: slackName,
      type: 'SLACK',
      webhookUrl: receiver.url(`/ok/slack-${stamp}`),
    });
    await dialog.waitFor({ state: 'detached' });
    const slack = channels.channel(slackName);
    const received = receiver.next(`/ok/slack-${stamp}`);
    await channels.test(slackName);
    await page.getByText('Test message sent').waitFor();
    const body = JSON.parse((await received).body);
    expect(body.blocks[0]).toMatchObject({ type: 'header', text: { text: 'Test message from Leavewise' } });
    await slack
      .getByTestId('last-test')
      .getByText(/Last test succeeded/)
      .waitFor();

    const teamsName = `Teams ${stamp}`;
    await (
      await channels.add({ name: teamsName, type: 'TEAMS', webhookUrl: receiver.url(`/broken/teams-${stamp}`) })
    ).waitFor({ state: 'detached' });
    const teams = channels.channel(teamsName);
    await channels.test(teamsName);
    await page.getByText('Test failed', { exact: true }).waitFor();
    await teams.getByTestId('channel-status').getByText('Error').waitFor();
    await teams.getByText('Microsoft Teams answered HTTP 500: no_service').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await teams.getByRole('button', { name: `Delete ${teamsName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Channel deleted').waitFor();
    await teams.waitFor({ state: 'detached' });
  });

  it('routes a submitted request through a rule to its channel and logs the delivery', async () => {
    const admin = await apiLogin(browser.baseUrl, DEMO.admin, DEMO_PASSWORD);
    const channelName = `Rule target ${stamp}`;
    await gql(
      browser.baseUrl,
      'mutation ($input: CreateNotificationChannelInput!) { createNotificationChannel(input: $input) { channel { id } } }',
      { input: { name: channelName, type: 'SLACK', webhookUrl: receiver.url(`/held/rule-${stamp}`) } },
      admin.token,
    );
    const page = await signedIn(DEMO.admin, NARROW);
    await page.goto(`${browser.baseUrl}/notifications?tab=rules`);
    await page.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    const ruleName = `Engineering requests ${stamp}`;
    await dialog.getByLabel('Name').fill(ruleName);
    await dialog.getByLabel('Event').selectOption('REQUEST_SUBMITTED');
    await dialog.getByText(`${channelName} (Slack)`).click();
    await dialog.getByRole('group', { name: 'Departments' }).getByText('Engineering').click();
    await dialog.getByLabel('Cooldown (minutes)').fill('60');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await page.getByText('Rule added').waitFor();
    const rule = page.getByRole('listitem', { name: ruleName });
    await rule.getByText('Cooldown 1 hour').waitFor();
    await rule.getByText('Departments: Engineering').waitFor();

    const person = await createPerson(browser.baseUrl, { managerEmail: DEMO.manager, firstName: 'Jordan' });
    const session = await apiLogin(browser.baseUrl, person.email, person.password);
    const dates = requestDates(1);
    const delivered = receiver.next(`/held/rule-${stamp}`);
    await gql(
      browser.baseUrl,
      'mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }',
      { input: { type: 'pto', startDate: dates.start, endDate: dates.end } },
      session.token,
    );
    const message = JSON.parse((await delivered).body);
    expect(message.blocks[1].text.text).toContain(`Jordan ${person.lastName} requested 1 day of PTO`);
    await page.getByRole('tab', { name: 'Delivery log' }).click();
    const entry = page.getByTestId('delivery').filter({ hasText: channelName }).first();
    // Slack has not answered yet: the log shows the delivery pending, then settles by itself.
    await entry.getByText('Pending', { exact: true }).waitFor();
    receiver.release();
    await entry.getByText('Delivered').waitFor();
    await entry.getByText(`rule “${ruleName}”`, { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('gives everyone their inbox and email preferences, and nobody else the organisation’s channels', async () => {
    const page = await signedIn(DEMO.staff, NARROW);
    await page.goto(`${browser.baseUrl}/notifications?tab=channels`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Inbox', 'Email preferences']);
    await page.getByRole('tab', { name: 'Email preferences' }).click();
    const approved = page.getByRole('checkbox', { name: 'My request is approved' });
    await approved.waitFor();
    expect(await approved.isChecked()).toBe(true);
    await page.getByText('My request is approved').click();
    await page.getByText('Email preferences saved').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const staff = await apiLogin(browser.baseUrl, DEMO.staff, DEMO_PASSWORD);
    const { notificationPreferences } = await gql<{ notificationPreferences: { emailTypes: string[] } }>(
      browser.baseUrl,
      '{ notificationPreferences { emailTypes } }',
      {},
      staff.token,
    );
    expect(notificationPreferences.emailTypes).not.toContain('PTO_REQUEST_APPROVED');
    await gql(
      browser.baseUrl,
      'mutation ($t: [NotificationType!]!) { updateNotificationPreferences(emailTypes: $t) { emailTypes } }',
      { t: [...notificationPreferences.emailTypes, 'PTO_REQUEST_APPROVED'] },
      staff.token,
    );
  });
});
