import { buildOrganisation, submitRequest } from '../../../test/factories';
import { signedSlackRequest } from '../../../test/fake-slack';
import { daysFromToday, type TestApp } from '../../../test/harness';
import {
  SLACK_BOT_TOKEN as BOT_TOKEN,
  SLACK_SIGNING_SECRET as SIGNING_SECRET,
  startSlackTestApp,
  type SlackTestApp,
} from '../../../test/slack-app';
import type { UserEntity } from '../users';

const CONFIGURE = `mutation ($input: SlackAppInput!) { configureSlackApp(input: $input) { configured interactivityUrl } }`;

describe('deciding from Slack', () => {
  let app: SlackTestApp;
  let t: TestApp;
  let manager: UserEntity;
  let tokens: { admin: string; manager: string; staff: string };
  let day = 30;

  beforeAll(async () => {
    app = await startSlackTestApp();
    t = app.t;
    ({ manager, tokens } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
    app.slack.knows('U0MANAGER', manager.email.toUpperCase());
    app.slack.knows('U0STRANGER', 'nobody@elsewhere.test');
    expect((await app.configure(tokens.admin)).errors).toBeUndefined();
  });
  afterAll(() => app.close());

  async function pending(): Promise<string> {
    day += 2;
    return (await submitRequest(t, tokens.staff, { startDate: daysFromToday(day) })).id;
  }

  const statusOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status, rejection_reason FROM leave_requests WHERE id = $1`, [id]))[0];

  const post = (request: { body: string; headers: Record<string, string> }) => app.act(request);
  const click: SlackTestApp['click'] = (...args) => app.click(...args);

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
    const [note] = app.responses(app.clicks);
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
    const [update] = app.responses(app.clicks);
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
    const [opened] = app.slack
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
    const [update] = app.slack.at(new URL(clicked.response_url).pathname).map((call) => JSON.parse(call.body));
    expect(update.text).toBe(`Rejected by ${manager.firstName} ${manager.lastName}: Team offsite that week`);
  });

  it('tells the clicking person privately when the request was already decided', async () => {
    const id = await pending();
    await post(signedSlackRequest(SIGNING_SECRET, click('U0MANAGER', 'leavewise_approve', id)));
    const again = await post(signedSlackRequest(SIGNING_SECRET, click('U0MANAGER', 'leavewise_approve', id)));
    expect(again.status).toBe(200);
    const [note] = app.responses(app.clicks);
    expect(note).toEqual({
      replace_original: false,
      response_type: 'ephemeral',
      text: 'This request is no longer pending',
    });
  });
});
