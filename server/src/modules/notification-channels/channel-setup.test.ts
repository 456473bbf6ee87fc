/*
 * Notification channels as administrators set them up: who may manage them, which addresses are
 * refused (when created and when sent to), and each type's test message and failure report.
 */
import { resolveNameTo } from '../../../test/dns';
import {
  CREATE_CHANNEL,
  DELIVERIES,
  signedWith,
  startChannelWorld,
  type ChannelWorld,
} from '../../../test/channel-fixtures';

const TEST_CHANNEL = `mutation ($id: ID!) { testNotificationChannel(id: $id) { ok message statusCode channel { status lastError lastTestOk } } }`;

describe('notification channels: managing and testing them', () => {
  let t: ChannelWorld['t'], smtp: ChannelWorld['smtp'], receiver: ChannelWorld['receiver'];
  let channels: ChannelWorld['channels'], adminToken: string, managerToken: string;
  let createChannel: ChannelWorld['createChannel'], close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, receiver, channels, adminToken, managerToken, createChannel, close } = await startChannelWorld());
  });
  afterAll(() => close());

  it('lets only administrators manage channels and rules', async () => {
    const input = { input: { name: 'Ops', type: 'SLACK', webhookUrl: receiver.url('/slack') } };
    expect((await t.gql(CREATE_CHANNEL, input, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(CREATE_CHANNEL, input, managerToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(DELIVERIES, {}, managerToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // An administrator's API token does not reach integration settings.
    const created = await t.gql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "Automation", scopes: ["read:requests", "write:requests"] }) { token } }`,
      {},
      adminToken,
    );
    const apiToken = created.data!.createApiToken.token;
    expect((await t.gql(CREATE_CHANNEL, input, apiToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(DELIVERIES, {}, apiToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM notification_channels`);
    expect(count).toBe(0);
  });

  it('refuses channel URLs on private networks, as webhooks do', async () => {
    for (const url of ['http://10.1.2.3/hook', 'http://[::1]:9/hook', 'ftp://example.com/x']) {
      const result = await t.gql(
        CREATE_CHANNEL,
        { input: { name: 'Bad', type: 'TEAMS', webhookUrl: url } },
        adminToken,
      );
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'webhookUrl' } });
    }
    const email = await t.gql(
      CREATE_CHANNEL,
      { input: { name: 'Mail', type: 'EMAIL', recipients: ['not-an-address'] } },
      adminToken,
    );
    expect(email.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'recipients' } });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM notification_channels`);
    expect(count).toBe(0);
  });

  it('tests each channel type with a real message in its format', async () => {
    const slack = await createChannel('Slack people-ops', {
      type: 'SLACK',
      priority: 'HIGH',
      webhookUrl: receiver.url('/slack/T000/B000/secretpart'),
    });
    expect(slack.channel).toMatchObject({
      type: 'SLACK',
      priority: 'HIGH',
      status: 'ACTIVE',
      webhookUrlPreview: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/…part$/),
    });
    await createChannel('Teams HR', { type: 'TEAMS', webhookUrl: receiver.url('/teams') });
    const webhook = await createChannel('Payroll hook', {
      type: 'WEBHOOK',
      priority: 'URGENT',
      webhookUrl: receiver.url('/hook'),
    });
    expect(webhook.signingSecret).toMatch(/^whsec_/);
    await createChannel('HR inbox', { type: 'EMAIL', recipients: ['hr@example.test', 'ops@example.test'] });

    for (const name of ['Slack people-ops', 'Teams HR', 'Payroll hook', 'HR inbox']) {
      const result = await t.gql<{ testNotificationChannel: { ok: boolean; message: string } }>(
        TEST_CHANNEL,
        { id: channels[name].id },
        adminToken,
      );
      expect({ name, ...result.data!.testNotificationChannel }).toMatchObject({ name, ok: true });
    }

    const [slackCall] = receiver.at('/slack/T000/B000/secretpart');
    const slackBody = JSON.parse(slackCall.body);
    expect(slackBody.text).toContain('Test message from Leavewise');
    expect(slackBody.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: ':warning: Test message from Leavewise', emoji: true },
    });
    expect(slackBody.blocks.map((block: { type: string }) => block.type)).toEqual([
      'header',
      'section',
      'section',
      'context',
    ]);

    const teamsBody = JSON.parse(receiver.at('/teams')[0].body);
    expect(teamsBody).toMatchObject({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            type: 'AdaptiveCard',
            version: '1.4',
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          },
        },
      ],
    });
    expect(teamsBody.attachments[0].content.body[0]).toMatchObject({
      type: 'RichTextBlock',
      inlines: [{ type: 'TextRun', text: 'Test message from Leavewise', weight: 'Bolder' }],
    });
    expect(teamsBody.attachments[0].content.body[2]).toEqual({
      type: 'RichTextBlock',
      inlines: [
        { type: 'TextRun', text: 'Channel: ', weight: 'Bolder' },
        { type: 'TextRun', text: 'Teams HR' },
      ],
    });

    const [hookCall] = receiver.at('/hook');
    expect(signedWith(channels['Payroll hook'].secret!, hookCall)).toBe(true);
    expect(hookCall.headers['leavewise-event']).toBe('channel.test');
    expect(JSON.parse(hookCall.body)).toMatchObject({
      id: hookCall.headers['leavewise-delivery'],
      event: 'channel.test',
      test: true,
      priority: 'urgent',
    });

    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to.sort()).toEqual(['hr@example.test', 'ops@example.test']);
    expect(smtp.messages[0].raw).toContain('Subject: Leavewise: Test message from Leavewise');

    const tests = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM channel_deliveries WHERE is_test AND status = 'succeeded'`,
    );
    expect(tests).toEqual([{ count: 4 }]);
  });

  it("reports 'Test failed' reasons and puts the channel in error until it works again", async () => {
    receiver.failNext(1);
    const failed = await t.gql<{
      testNotificationChannel: {
        ok: boolean;
        message: string;
        statusCode: number;
        channel: { status: string; lastError: string };
      };
    }>(TEST_CHANNEL, { id: channels['Teams HR'].id }, adminToken);
    expect(failed.data!.testNotificationChannel).toEqual({
      ok: false,
      message: 'Microsoft Teams answered HTTP 500: invalid_token',
      statusCode: 500,
      channel: { status: 'ERROR', lastError: 'Microsoft Teams answered HTTP 500: invalid_token', lastTestOk: false },
    });
    const [row] = await t.dataSource.query(`SELECT status, last_error FROM notification_channels WHERE id = $1`, [
      channels['Teams HR'].id,
    ]);
    expect(row).toEqual({ status: 'error', last_error: 'Microsoft Teams answered HTTP 500: invalid_token' });
    const again = await t.gql<{ testNotificationChannel: { ok: boolean; channel: { status: string } } }>(
      TEST_CHANNEL,
      { id: channels['Teams HR'].id },
      adminToken,
    );
    expect(again.data!.testNotificationChannel).toMatchObject({ ok: true, channel: { status: 'ACTIVE' } });
  });

  it('refuses localhost and every name under it when a channel is created', async () => {
    for (const webhookUrl of ['http://localhost:9/hook', 'http://LOCALHOST./hook', 'http://sub.localhost/hook']) {
      const result = await t.gql(CREATE_CHANNEL, { input: { name: 'Local', type: 'WEBHOOK', webhookUrl } }, adminToken);
      expect(result.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/is not a public address: loopback$/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await t.dataSource.query(`SELECT id FROM notification_channels WHERE name = 'Local'`)).toEqual([]);
  });

  it('refuses at send time a host name that resolves to a private address', async () => {
    const created = await createChannel('Sneaky', {
      type: 'WEBHOOK',
      webhookUrl: 'http://hooks.internal.example:9/hook',
    });
    const restore = resolveNameTo('hooks.internal.example', '127.0.0.1');
    const result = await t
      .gql<{ testNotificationChannel: { ok: boolean; message: string } }>(
        TEST_CHANNEL,
        { id: created.channel.id },
        adminToken,
      )
      .finally(restore);
    expect(result.data!.testNotificationChannel).toEqual(
      expect.objectContaining({
        ok: false,
        message: expect.stringMatching(/^hooks\.internal\.example \(127\.0\.0\.1\) is not a public address/),
      }),
    );
    await t.gql(`mutation ($id: ID!) { deleteNotificationChannel(id: $id) }`, { id: created.channel.id }, adminToken);
  });
});
