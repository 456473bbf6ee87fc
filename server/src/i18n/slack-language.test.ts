import { buildOrganisation, submitRequest } from '../../test/factories';
import { signedSlackRequest, startFakeSlack } from '../../test/fake-slack';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import type { UserEntity } from '../modules/users/user.entity';

const SIGNING_SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const BOT_TOKEN = 'xoxb-1234567890-abcdefghij';
const CONFIGURE = `mutation ($input: SlackAppInput!) { configureSlackApp(input: $input) { configured } }`;

describe('Slack answers the approver in their language', () => {
  let t: TestApp;
  let manager: UserEntity;
  let tokens: { admin: string; manager: string; staff: string };
  let slack: Awaited<ReturnType<typeof startFakeSlack>>;
  let day = 60;
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
    ({ manager, tokens } = await buildOrganisation(t, {
      admin: {},
      manager: { firstName: 'Dieter', lastName: 'Daum', language: 'de' },
      staff: {},
    }));
    slack.knows('U0DIETER', manager.email);
    const set = await t.gql(CONFIGURE, { input: { signingSecret: SIGNING_SECRET, botToken: BOT_TOKEN } }, tokens.admin);
    expect(set.errors).toBeUndefined();
  });
  afterAll(async () => {
    await t.close();
    await slack.close();
  });

  const pending = async () => (await submitRequest(t, tokens.staff, { startDate: daysFromToday((day += 2)) })).id;

  const post = async (payload: object) => {
    const request = signedSlackRequest(SIGNING_SECRET, payload);
    const response = await fetch(`${t.url}/api/integrations/slack/actions`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  const click = (action: 'leavewise_approve' | 'leavewise_reject', requestId: string) => ({
    type: 'block_actions',
    user: { id: 'U0DIETER' },
    trigger_id: `trigger-${++clicks}`,
    response_url: `${slack.base}/respond/${clicks}`,
    actions: [{ action_id: action, value: requestId }],
  });

  const responses = (n: number) => slack.at(`/respond/${n}`).map((call) => JSON.parse(call.body));

  it('replaces the message with the outcome in German, and tells a second click why in German', async () => {
    const id = await pending();
    expect((await post(click('leavewise_approve', id))).status).toBe(200);
    const [status] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [id]);
    expect(status).toEqual({ status: 'approved' });
    expect(responses(clicks)[0]).toMatchObject({ replace_original: true, text: 'Genehmigt von Dieter Daum.' });

    await post(click('leavewise_approve', id));
    expect(responses(clicks)[0]).toMatchObject({
      response_type: 'ephemeral',
      text: 'Dieser Antrag ist nicht mehr offen',
    });
  });

  it('asks for the reason in a German dialog and answers its refusal in German', async () => {
    const id = await pending();
    await post(click('leavewise_reject', id));
    const [opened] = slack
      .at('/api/views.open')
      .slice(-1)
      .map((call) => JSON.parse(call.body));
    expect(opened.view).toMatchObject({
      title: { text: 'Antrag ablehnen' },
      submit: { text: 'Ablehnen' },
      close: { text: 'Abbrechen' },
    });
    const submit = (reason: string) => ({
      type: 'view_submission',
      user: { id: 'U0DIETER' },
      view: { ...opened.view, state: { values: { reason: { reason: { value: reason } } } } },
    });
    const blank = await post(submit(' '));
    expect(blank.body).toEqual({
      response_action: 'errors',
      errors: { reason: 'Bitte geben Sie einen Ablehnungsgrund an' },
    });
    expect((await post(submit('Teamklausur'))).status).toBe(200);
    const [update] = slack.at(`/respond/${clicks}`).map((call) => JSON.parse(call.body));
    expect(update.text).toBe('Abgelehnt von Dieter Daum: Teamklausur');
  });
});
