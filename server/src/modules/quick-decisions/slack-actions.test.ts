import { buildOrganisation, submitRequest } from '../../../test/factories';
import { signedSlackRequest, startFakeSlack } from '../../../test/fake-slack';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users';

const SIGNING_SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const BOT_TOKEN = 'xoxb-1234567890-abcdefghij';
const CONFIGURE = `mutation ($input: SlackAppInput!) { configureSlackApp(input: $input) { configured interactivityUrl } }`;

describe('deciding from Slack', () => {
  let t: TestApp;
  let manager: UserEntity;
  let tokens: { admin: string; manager: string; staff: string };
  let slack: Awaited<ReturnType<typeof startFakeSlack>>;
  let day = 30;
  let clicks = 0;

  beforeAll(async () => {
    slack = await startFakeSlack();
    t = await startTestApp({
      config: {
        publicUrl: 'https://leave.example.test',
        slackApiUrl: slack.apiUrl,
        webhookAllowedHosts: ['127.0.0.1'],
      },
    });
    ({ manager, tokens } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
    slack.knows('U0MANAGER', manager.email.toUpperCase());
    slack.knows('U0STRANGER', 'nobody@elsewhere.test');
    const set = await t.gql(CONFIGURE, { input: { signingSecret: SIGNING_SECRET, botToken: BOT_TOKEN } }, tokens.admin);
    expect(set.errors).toBeUndefined();
  });
  afterAll(async () => {
    await t.close();
    await slack.close();
  });

  async function pending(): Promise<string> {
    day += 2;
    return (await submitRequest(t, tokens.staff, { startDate: daysFromToday(day) })).id;
  }

  const statusOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status, rejection_reason FROM leave_requests WHERE id = $1`, [id]))[0];

  async function post(request: { body: string; headers: Record<string, string> }) {
    const response = await fetch(`${t.url}/api/integrations/slack/actions`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** A click on a message's button by `slackUser`, as Slack sends it; its response_url is on the fake. */
  function click(slackUser: string, action: 'leavewise_approve' | 'leavewise_reject', requestId: string) {
    clicks += 1;
    return {
      type: 'block_actions',
      user: { id: slackUser },
      trigger_id: `trigger-${clicks}`,
      response_url: `${slack.base}/respond/${clicks}`,
      actions: [{ action_id: action, value: requestId }],
    };
  }

  it('lets only administrators set the Slack app up, and refuses malformed secrets', async () => {
    const input = { signingSecret: SIGNING_SECRET, botToken: BOT_TOKEN };
    const byManager = await t.gql(CONFIGURE, { input }, tokens.manager);
    expect(byManager.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bad = await t.gql(CONFIGURE, { input: { ...input, botToken: 'not-a-token' } }, tokens.admin);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const set = await t.gql(CONFIGURE, { input }, tokens.admin);
    expect(set.data).toEqual({
      configureSlackApp: {
        configured: true,
        interactivityUrl: 'https://leave.example.test/api/integrations/slack/actions',
      },
    });
    const rows = await t.dataSource.query(`SELECT signing_secret, bot_token FROM slack_app_settings`);
    expect(rows).toEqual([{ signing_secret: SIGNING_SECRET, bot_token: BOT_TOKEN }]);
  });

  it('refuses a forged request, an old one and the same one twice, deciding nothing', async () => {
    const id = await pending();
    const forged = signedSlackRequest('0'.repeat(32), click('U0MANAGER', 'leavewise_approve', id));
    expect((await post(forged)).status).toBe(401);
    const old = signedSlackRequest(
      SIGNING_SECRET,
      click('U0MANAGER', 'leavewise_approve', id),
      Math.floor(Date.now() / 1000) - 6 * 60,
    );
    expect((await post(old)).status).toBe(401);
    expect((await statusOf(id)).status).toBe('pending');

    const stranger = signedSlackRequest(SIGNING_SECRET, click('U0STRANGER', 'leavewise_approve', id));
    expect((await post(stranger)).status).toBe(200);
    expect((await post(stranger)).status).toBe(401); // replayed within the five minutes
    expect((await statusOf(id)).status).toBe('pending');
    // Someone Leavewise does not know is told so, privately.
    const [note] = slack.at(`/respond/${clicks}`).map((call) => JSON.parse(call.body));
    expect(note).toMatchObject({ replace_original: false, response_type: 'ephemeral' });
  });

  it('approves from the button as the Slack user and replaces the message with the outcome', async () => {
    const id = await pending();
    const answer = await post(signedSlackRequest(SIGNING_SECRET, click('U0MANAGER', 'leavewise_approve', id)));
    expect(answer.status).toBe(200);
    expect((await statusOf(id)).status).toBe('approved');
    const [audit] = await t.dataSource.query(
      `SELECT actor_id, details->>'channel' AS channel FROM audit_logs WHERE action = 'leave_request.approved' AND resource_id = $1`,
      [id],
    );
    expect(audit).toEqual({ actor_id: manager.id, channel: 'slack' });
    const [update] = slack.at(`/respond/${clicks}`).map((call) => JSON.parse(call.body));
    expect(update).toMatchObject({
      replace_original: true,
      text: `Approved by ${manager.firstName} ${manager.lastName}.`,
    });
  });

  it('asks for the reason in a dialog and rejects with it', async () => {
    const id = await pending();
    const clicked = click('U0MANAGER', 'leavewise_reject', id);
    expect((await post(signedSlackRequest(SIGNING_SECRET, clicked))).status).toBe(200);
    expect((await statusOf(id)).status).toBe('pending');
    const [opened] = slack
      .at('/api/views.open')
      .slice(-1)
      .map((call) => JSON.parse(call.body));
    expect(opened.trigger_id).toBe(clicked.trigger_id);
    const view = opened.view;

    const submit = (reason: string) => ({
      type: 'view_submission',
      user: { id: 'U0MANAGER' },
      view: { ...view, state: { values: { reason: { reason: { type: 'plain_text_input', value: reason } } } } },
    });
    const blank = await post(signedSlackRequest(SIGNING_SECRET, submit('  ')));
    expect(blank.body).toEqual({ response_action: 'errors', errors: { reason: 'Please provide a rejection reason' } });
    expect((await statusOf(id)).status).toBe('pending');

    const done = await post(signedSlackRequest(SIGNING_SECRET, submit('Team offsite that week')));
    expect(done).toEqual({ status: 200, body: null });
    expect(await statusOf(id)).toEqual({ status: 'rejected', rejection_reason: 'Team offsite that week' });
    const [update] = slack.at(new URL(clicked.response_url).pathname).map((call) => JSON.parse(call.body));
    expect(update.text).toBe(`Rejected by ${manager.firstName} ${manager.lastName}: Team offsite that week`);
  });

  it('tells the clicking person privately when the request was already decided', async () => {
    const id = await pending();
    await post(signedSlackRequest(SIGNING_SECRET, click('U0MANAGER', 'leavewise_approve', id)));
    const again = await post(signedSlackRequest(SIGNING_SECRET, click('U0MANAGER', 'leavewise_approve', id)));
    expect(again.status).toBe(200);
    const [note] = slack.at(`/respond/${clicks}`).map((call) => JSON.parse(call.body));
    expect(note).toEqual({
      replace_original: false,
      response_type: 'ephemeral',
      text: 'This request is no longer pending',
    });
  });
});
