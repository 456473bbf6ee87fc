import { DELIVERY_QUEUE } from '../src/modules/notification-channels/delivery-outbox';
import { buildOrganisation, buildUser, submitRequest } from './factories';
import { daysFromToday, startTestApp, type TestApp } from './harness';
import { endlessReceiver, tricklingReceiver } from './slow-receivers';
import { resetTokenFor, startSmtpServer, type TestSmtpServer } from './smtp';

/** The deadline of every outgoing call in these tests (OUTBOUND_TIMEOUT_MS): short, so nothing waits long. */
const DEADLINE_MS = 1500;
const TIMED_OUT = 'The receiver did not answer within 1.5 seconds';

const CREATE_CHANNEL = `mutation ($input: CreateNotificationChannelInput!) { createNotificationChannel(input: $input) { channel { id } } }`;
const TEST_CHANNEL = `mutation ($id: ID!) { testNotificationChannel(id: $id) { ok message channel { status lastError } } }`;
const CREATE_WEBHOOK = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;

/** Waits for a condition the background work brings about (checked after each turn of the event loop). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('slow and endless receivers', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      config: { webhookAllowedHosts: ['127.0.0.1'], smtpUrl: smtp.url, outboundTimeoutMs: DEADLINE_MS },
    });
    ({
      tokens: { admin: adminToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
  });
  afterAll(async () => {
    await t.services.jobs.stop();
    await t.close();
    await smtp.close();
  });

  it('testNotificationChannel answers at the deadline when the receiver trickles one byte at a time', async () => {
    const receiver = await tricklingReceiver({ intervalMs: 300, phase: 'headers' });
    try {
      const created = await t.gql<{ createNotificationChannel: { channel: { id: string } } }>(
        CREATE_CHANNEL,
        { input: { name: 'Trickling hook', type: 'WEBHOOK', webhookUrl: receiver.url } },
        adminToken,
      );
      const id = created.data!.createNotificationChannel.channel.id;
      const tested = await t.gql(TEST_CHANNEL, { id }, adminToken);
      expect(tested).toMatchObject({
        data: {
          testNotificationChannel: {
            ok: false,
            message: TIMED_OUT,
            channel: { status: 'ERROR', lastError: TIMED_OUT },
          },
        },
      });
      await receiver.idle();
      const deliveries = await t.dataSource.query(
        `SELECT status, last_error FROM channel_deliveries WHERE channel_id = $1`,
        [id],
      );
      expect(deliveries).toEqual([{ status: 'failed', last_error: TIMED_OUT }]);
    } finally {
      await receiver.close();
    }
  }, 20_000);

  it('a flood of webhook deliveries to a trickling receiver does not hold up a password-reset email', async () => {
    const receiver = await tricklingReceiver({ intervalMs: 200, phase: 'headers' });
    try {
      const webhook = await t.gql<{ createWebhook: { webhook: { id: string } } }>(
        CREATE_WEBHOOK,
        { input: { url: receiver.url, events: ['SUBMITTED'] } },
        adminToken,
      );
      const webhookId = webhook.data!.createWebhook.webhook.id;
      // More deliveries than the webhook queue has slots, all due before the email.
      for (let n = 0; n < 12; n++) await submitRequest(t, staffToken, { startDate: daysFromToday(10 + 2 * n) });
      await until(async () => {
        const [{ count }] = await t.dataSource.query(
          `SELECT count(*)::int AS count FROM jobs WHERE queue = $1 AND status = 'queued'`,
          [DELIVERY_QUEUE],
        );
        return count === 12;
      });
      const person = await buildUser(t, { firstName: 'Rosa' });
      expect((await t.gql(REQUEST_RESET, { email: person.email })).data).toEqual({ requestPasswordReset: true });

      t.services.jobs.start();
      await until(() => resetTokenFor(smtp, person.email) !== null);
      // The link went out while the receiver still held deliveries open.
      expect(receiver.open()).toBeGreaterThan(0);

      await until(async () => {
        const [{ count }] = await t.dataSource.query(
          `SELECT count(*)::int AS count FROM channel_delivery_attempts a JOIN channel_deliveries d ON d.id = a.delivery_id
           WHERE d.channel_id = $1`,
          [webhookId],
        );
        return count === 12;
      });
      const attempts = await t.dataSource.query(
        `SELECT DISTINCT a.error FROM channel_delivery_attempts a JOIN channel_deliveries d ON d.id = a.delivery_id
         WHERE d.channel_id = $1`,
        [webhookId],
      );
      expect(attempts).toEqual([{ error: TIMED_OUT }]);
      await receiver.idle();
    } finally {
      await t.services.jobs.stop();
      await t.dataSource.query(`UPDATE notification_channels SET status = 'inactive' WHERE type = 'http'`);
      await receiver.close();
    }
  }, 30_000);

  it('records a webhook delivery to a receiver with an endless answer by its status, without reading the answer', async () => {
    const receiver = await endlessReceiver();
    try {
      const webhook = await t.gql<{ createWebhook: { webhook: { id: string } } }>(
        CREATE_WEBHOOK,
        { input: { url: receiver.url, events: ['SUBMITTED'] } },
        adminToken,
      );
      const webhookId = webhook.data!.createWebhook.webhook.id;
      await submitRequest(t, staffToken, { startDate: daysFromToday(60) });
      await until(async () => {
        const rows = await t.dataSource.query(`SELECT 1 FROM channel_deliveries WHERE channel_id = $1`, [webhookId]);
        return rows.length === 1;
      });
      await t.services.jobs.drain();
      const deliveries = await t.dataSource.query(
        `SELECT status, last_status_code FROM channel_deliveries WHERE channel_id = $1`,
        [webhookId],
      );
      expect(deliveries).toEqual([{ status: 'succeeded', last_status_code: 200 }]);
      await receiver.idle();
    } finally {
      await t.dataSource.query(`UPDATE notification_channels SET status = 'inactive' WHERE type = 'http'`);
      await receiver.close();
    }
  }, 20_000);
});
