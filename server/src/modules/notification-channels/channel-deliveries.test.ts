/*
 * Notification rules at work: matching events go out through the delivery queue to each channel in
 * its format, with conditions, cooldowns, retries, low-balance alerts and people's typed text kept
 * as plain text; and each person's own email preferences.
 */
import type { TestApp } from '../../../test/harness';
import { buildStaff, buildUser } from '../../../test/factories';
import { DELIVERIES, signedWith, startChannelWorld, type ChannelWorld } from '../../../test/channel-fixtures';
import { readMail } from '../../../test/smtp';
import type { UserEntity } from '../users/user.entity';
import { DELIVERY_QUEUE, MAX_ATTEMPTS } from './delivery-outbox';

const CREATE_RULE = `mutation ($input: CreateNotificationRuleInput!) {
  createNotificationRule(input: $input) { id name event enabled cooldownMinutes channels { id } conditions { departments requestTypes minDays teams { id } } } }`;
const UPDATE_RULE = `mutation ($id: ID!, $input: UpdateNotificationRuleInput!) { updateNotificationRule(id: $id, input: $input) { id enabled } }`;

describe('notification rules: delivering events to channels', () => {
  let world: ChannelWorld;
  let t: TestApp, smtp: ChannelWorld['smtp'], receiver: ChannelWorld['receiver'];
  let channels: ChannelWorld['channels'], adminToken: string, managerToken: string;
  let manager: UserEntity, engineer: UserEntity, otherEngineer: UserEntity, salesPerson: UserEntity;
  let submit: ChannelWorld['submit'], runDueJobs: ChannelWorld['runDueJobs'];
  let deliveriesOf: ChannelWorld['deliveriesOf'];

  beforeAll(async () => {
    world = await startChannelWorld();
    ({ t, smtp, receiver, channels, adminToken, managerToken, manager, engineer, otherEngineer, salesPerson } = world);
    ({ submit, runDueJobs, deliveriesOf } = world);
    // One channel of each type, as administrators set them up.
    await world.createChannel('Slack people-ops', {
      type: 'SLACK',
      priority: 'HIGH',
      webhookUrl: receiver.url('/slack/T000/B000/secretpart'),
    });
    await world.createChannel('Teams HR', { type: 'TEAMS', webhookUrl: receiver.url('/teams') });
    await world.createChannel('Payroll hook', {
      type: 'WEBHOOK',
      priority: 'URGENT',
      webhookUrl: receiver.url('/hook'),
    });
    await world.createChannel('HR inbox', { type: 'EMAIL', recipients: ['hr@example.test', 'ops@example.test'] });
  });
  afterAll(() => world.close());

  it('sends matching events through the queue, honours conditions and the per-person cooldown', async () => {
    const rule = await t.gql<{ createNotificationRule: { id: string; conditions: unknown } }>(
      CREATE_RULE,
      {
        input: {
          name: 'Long engineering leave',
          event: 'REQUEST_SUBMITTED',
          conditions: { departments: ['engineering'], requestTypes: ['pto'], minDays: 2 },
          channelIds: [channels['Slack people-ops'].id, channels['Payroll hook'].id],
          cooldownMinutes: 60,
        },
      },
      adminToken,
    );
    expect(rule.errors).toBeUndefined();
    const ruleId = rule.data!.createNotificationRule.id;
    expect(rule.data!.createNotificationRule.conditions).toEqual({
      departments: ['engineering'],
      requestTypes: ['pto'],
      minDays: 2,
      teams: [],
    });
    const slackBefore = receiver.at('/slack/T000/B000/secretpart').length;
    const hookBefore = receiver.at('/hook').length;

    await submit(engineer, 1); // too short
    await submit(salesPerson, 3); // other department
    expect(await deliveriesOf(ruleId)).toEqual([]);

    const requestId = await submit(engineer, 3);
    expect(await deliveriesOf(ruleId)).toEqual([
      { status: 'pending', attempts: 0, subject_user_id: engineer.id, channel: 'Payroll hook' },
      { status: 'pending', attempts: 0, subject_user_id: engineer.id, channel: 'Slack people-ops' },
    ]);
    await t.services.jobs.drain();
    expect((await deliveriesOf(ruleId)).map((row: { status: string }) => row.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    const slackBody = JSON.parse(receiver.at('/slack/T000/B000/secretpart')[slackBefore].body);
    expect(slackBody.blocks[0].text.text).toBe(':warning: New leave request');
    expect(slackBody.blocks[1].text.text).toMatch(
      /^Sam Carter requested 3 days of PTO \(\d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}\)\.$/,
    );
    // A request waiting for a decision carries Approve and Reject (the Slack app's interactivity decides).
    expect(slackBody.blocks[4]).toEqual({
      type: 'actions',
      block_id: 'leavewise_actions',
      elements: [
        expect.objectContaining({
          action_id: 'leavewise_approve',
          value: requestId,
          text: expect.objectContaining({ text: 'Approve' }),
        }),
        expect.objectContaining({
          action_id: 'leavewise_reject',
          value: requestId,
          text: expect.objectContaining({ text: 'Reject' }),
        }),
        {
          type: 'button',
          action_id: 'leavewise_open',
          text: { type: 'plain_text', text: 'Open in Leavewise' },
          url: 'https://leave.example.test/approvals',
        },
      ],
    });
    const hookCall = receiver.at('/hook')[hookBefore];
    expect(signedWith(channels['Payroll hook'].secret!, hookCall)).toBe(true);
    expect(JSON.parse(hookCall.body)).toMatchObject({
      event: 'leave_request.submitted',
      rule: { id: ruleId, name: 'Long engineering leave' },
      person: { id: engineer.id, name: 'Sam Carter' },
      request: { id: requestId, type: 'pto', status: 'pending', days: 3 },
    });

    // Within the cooldown: the same person's next request sends nothing; another person's still goes out.
    await submit(engineer, 2);
    await submit(otherEngineer, 2);
    await t.services.jobs.drain();
    const rows = await deliveriesOf(ruleId);
    expect(rows.slice(2)).toEqual([
      { status: 'suppressed', attempts: 0, subject_user_id: engineer.id, channel: 'Payroll hook' },
      { status: 'suppressed', attempts: 0, subject_user_id: engineer.id, channel: 'Slack people-ops' },
      { status: 'succeeded', attempts: 1, subject_user_id: otherEngineer.id, channel: 'Payroll hook' },
      { status: 'succeeded', attempts: 1, subject_user_id: otherEngineer.id, channel: 'Slack people-ops' },
    ]);
    expect(receiver.at('/slack/T000/B000/secretpart').length).toBe(slackBefore + 2);

    // Once the cooldown has passed, the first person's events go out again.
    await t.dataSource.query(
      `UPDATE notification_rule_cooldowns SET last_sent_at = now() - interval '61 minutes' WHERE user_id = $1`,
      [engineer.id],
    );
    await submit(engineer, 2);
    await t.services.jobs.drain();
    expect(receiver.at('/slack/T000/B000/secretpart').length).toBe(slackBefore + 3);
    await t.gql(UPDATE_RULE, { id: ruleId, input: { enabled: false } }, adminToken);
  });

  it('retries failed deliveries with backoff and logs the outcome the administrator reads', async () => {
    const rule = await t.gql<{ createNotificationRule: { id: string } }>(
      CREATE_RULE,
      { input: { name: 'Approvals to Teams', event: 'REQUEST_APPROVED', channelIds: [channels['Teams HR'].id] } },
      adminToken,
    );
    const ruleId = rule.data!.createNotificationRule.id;
    const requestId = await submit(salesPerson, 1);
    receiver.failNext(2);
    await t.gql(`mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }`, { id: requestId }, managerToken);
    await t.services.jobs.drain();
    const [job] = await t.dataSource.query(
      `SELECT attempts, max_attempts, run_at - now() > interval '20 seconds' AS backed_off FROM jobs WHERE queue = $1 AND status = 'queued'`,
      [DELIVERY_QUEUE],
    );
    expect(job).toEqual({ attempts: 1, max_attempts: MAX_ATTEMPTS.teams, backed_off: true });
    await runDueJobs();
    await runDueJobs();
    const log = await t.gql<{
      channelDeliveries: {
        status: string;
        attempts: number;
        lastError: string | null;
        person: { id: string };
        rule: { id: string };
        event: string;
      }[];
    }>(DELIVERIES, { filter: { ruleId } }, adminToken);
    expect(log.data!.channelDeliveries).toEqual([
      expect.objectContaining({
        status: 'SUCCEEDED',
        attempts: 3,
        lastError: null,
        event: 'REQUEST_APPROVED',
        person: { id: salesPerson.id },
        rule: { id: ruleId },
      }),
    ]);
    const teamsBody = JSON.parse(receiver.at('/teams').at(-1)!.body);
    expect(teamsBody.attachments[0].content.body[1].inlines[0].text).toMatch(
      /^Liam Sales's request for 1 day of PTO \(.+\) was approved by Maya Manager\.$/,
    );
  });

  it('marks the channel in error once every attempt has failed', async () => {
    const rule = await t.gql<{ createNotificationRule: { id: string } }>(
      CREATE_RULE,
      { input: { name: 'Cancellations', event: 'REQUEST_CANCELLED', channelIds: [channels['Teams HR'].id] } },
      adminToken,
    );
    const requestId = await submit(salesPerson, 1);
    receiver.failNext(MAX_ATTEMPTS.teams);
    await t.gql(
      `mutation ($id: ID!) { cancelLeaveRequest(id: $id) { id } }`,
      { id: requestId },
      await t.tokenFor(salesPerson),
    );
    await t.services.jobs.drain();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS.teams; attempt++) await runDueJobs();
    expect(await deliveriesOf(rule.data!.createNotificationRule.id)).toEqual([
      { status: 'failed', attempts: MAX_ATTEMPTS.teams, subject_user_id: salesPerson.id, channel: 'Teams HR' },
    ]);
    const [row] = await t.dataSource.query(`SELECT status, last_error FROM notification_channels WHERE id = $1`, [
      channels['Teams HR'].id,
    ]);
    expect(row).toEqual({ status: 'error', last_error: 'Microsoft Teams answered HTTP 500: invalid_token' });
  });

  it('tells when a submission crosses into a low balance', async () => {
    const rule = await t.gql<{ createNotificationRule: { id: string } }>(
      CREATE_RULE,
      { input: { name: 'Low PTO', event: 'BALANCE_LOW', channelIds: [channels['HR inbox'].id] } },
      adminToken,
    );
    const person = await buildUser(t, { firstName: 'Noah', lastName: 'Low' });
    // Mid-January of next year, so every request is charged to one balance year.
    const year = new Date().getUTCFullYear() + 1;
    await submit(person, 1, `${year}-01-12`); // creates the year's balance
    await t.dataSource.query(
      `UPDATE leave_balances SET total_days = 20 WHERE user_id = $1 AND year = $2 AND request_type_id = (SELECT id FROM request_types WHERE name = 'pto')`,
      [person.id, year],
    );
    await submit(person, 16, `${year}-01-14`); // 20 - 1 - 16 = 3 left, under a fifth of 20: crosses into low
    await submit(person, 1, `${year}-02-02`); // 2 left: already low
    await t.services.jobs.drain();
    expect(await deliveriesOf(rule.data!.createNotificationRule.id)).toEqual([
      { status: 'succeeded', attempts: 1, subject_user_id: person.id, channel: 'HR inbox' },
    ]);
    const mail = smtp.messages.find((message) => message.raw.includes('Subject: Leavewise: Balance low'));
    expect(mail?.to.sort()).toEqual(['hr@example.test', 'ops@example.test']);
    expect(mail?.raw).toContain('Noah Low has 3 days of PTO left');
  });

  it('shows what people typed as text in every format: no link, image, mention or line of its own', async () => {
    // A name made to look like a call to action in each format: markdown link and image, Slack mrkdwn
    // and mention, and a line break followed by the email's own link line.
    const person = await buildStaff(t, manager, {
      department: 'Design',
      firstName: '[Re-authenticate](https://evil.example/login)',
      lastName:
        '![pixel](https://evil.example/p.png) *now* <!channel> <https://evil.example|Leavewise>\nOpen in Leavewise: https://evil.example/phish',
    });
    const rule = await t.gql<{ createNotificationRule: { id: string } }>(
      CREATE_RULE,
      {
        input: {
          name: 'Design [team](https://evil.example/rule)',
          event: 'REQUEST_SUBMITTED',
          conditions: { departments: ['design'] },
          channelIds: [channels['Slack people-ops'].id, channels['Teams HR'].id, channels['HR inbox'].id],
        },
      },
      adminToken,
    );
    expect(rule.errors).toBeUndefined();
    const mailsBefore = smtp.messages.length;
    await submit(person, 1);
    await t.services.jobs.drain();
    expect((await deliveriesOf(rule.data!.createNotificationRule.id)).map((d: { status: string }) => d.status)).toEqual(
      ['succeeded', 'succeeded', 'succeeded'],
    );

    /** Every object inside a payload that carries the typed text, with the key that carries it. */
    const carriers = (value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] => {
      if (Array.isArray(value)) value.forEach((item) => carriers(item, found));
      else if (value && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, unknown>);
        if (entries.some(([, inner]) => typeof inner === 'string' && inner.includes('evil.example')))
          found.push(value as Record<string, unknown>);
        entries.forEach(([, inner]) => carriers(inner, found));
      }
      return found;
    };
    const slack = JSON.parse(receiver.at('/slack/T000/B000/secretpart').at(-1)!.body);
    expect(slack).toMatchObject({ mrkdwn: false, unfurl_links: false, unfurl_media: false });
    // The fallback text is escaped (Slack reads <…> as links and mentions even without mrkdwn).
    expect(slack.text).not.toMatch(/<!channel>|<https:/);
    const slackTexts = carriers(slack.blocks);
    expect(slackTexts.length).toBeGreaterThanOrEqual(3);
    for (const text of slackTexts) expect(text).toMatchObject({ type: 'plain_text' });

    const card = JSON.parse(receiver.at('/teams').at(-1)!.body).attachments[0].content;
    const cardTexts = carriers(card.body);
    expect(cardTexts.length).toBeGreaterThanOrEqual(3);
    // TextBlock and FactSet parse markdown; a TextRun shows its text as it is.
    for (const text of cardTexts) expect(text).toMatchObject({ type: 'TextRun' });

    const mails = smtp.messages.slice(mailsBefore).map(readMail);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Leavewise: New leave request',
      'Leavewise: New leave request',
    ]);
    for (const { text } of mails) {
      expect(text).toContain('[Re-authenticate](https://evil.example/login)');
      expect(text).not.toMatch(/^Open in Leavewise: https:\/\/evil/m);
    }
  });

  it('keeps each person’s email preferences for their own notifications', async () => {
    const token = await t.tokenFor(engineer);
    const before = await t.gql<{ notificationPreferences: { emailTypes: string[] } }>(
      `{ notificationPreferences { emailTypes } }`,
      {},
      token,
    );
    expect(before.data!.notificationPreferences.emailTypes).toContain('PTO_REQUEST_APPROVED');
    const updated = await t.gql<{ updateNotificationPreferences: { emailTypes: string[] } }>(
      `mutation ($types: [NotificationType!]!) { updateNotificationPreferences(emailTypes: $types) { emailTypes } }`,
      { types: ['PTO_REQUEST_REJECTED'] },
      token,
    );
    expect(updated.data!.updateNotificationPreferences.emailTypes).toEqual(['PTO_REQUEST_REJECTED']);
    const requestId = await submit(engineer, 1);
    await t.gql(`mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }`, { id: requestId }, managerToken);
    const notifications = await t.dataSource.query(
      `SELECT n.type, (SELECT count(*)::int FROM email_outbox o WHERE o.notification_id = n.id) AS emails
       FROM notifications n WHERE n.user_id = $1 AND n.request_id = $2`,
      [engineer.id, requestId],
    );
    expect(notifications).toEqual([{ type: 'pto_request_approved', emails: 0 }]);
    const [{ muted }] = await t.dataSource.query(
      `SELECT email_muted_types AS muted FROM notification_preferences WHERE user_id = $1`,
      [engineer.id],
    );
    expect(muted).toContain('pto_request_approved');
  });
});
