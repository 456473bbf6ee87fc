import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '../src/lib/dates';
import { DELIVERY_QUEUE } from '../src/modules/notification-channels/delivery-outbox';
import type { UserEntity } from '../src/modules/users/user.entity';
import { verifyWebhookSignature } from '../src/modules/webhooks/webhook-signature';
import { buildAdmin, buildManager, buildStaff, submitRequest } from './factories';
import { daysFromToday, startTestApp } from './harness';
import { startSmtpServer } from './smtp';

export const CREATE_CHANNEL = `mutation ($input: CreateNotificationChannelInput!) {
  createNotificationChannel(input: $input) { signingSecret channel { id name type priority status webhookUrlPreview recipients } } }`;
export const DELIVERIES = `query ($filter: ChannelDeliveryFilter) { channelDeliveries(filter: $filter) {
  id event status attempts lastStatusCode lastError title isTest person { id } rule { id } channel { id } } }`;

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Whether a call the receiver took carries a valid signature by `secret`. */
export const signedWith = (secret: string, call: Received) =>
  verifyWebhookSignature(secret, call.body, String(call.headers['leavewise-signature']));

/** One loopback receiver for every channel (path = channel); answers 500 to the next `failures` calls. */
async function startReceiver() {
  const received: Received[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (failures > 0) {
        failures -= 1;
        res.writeHead(500, { 'content-type': 'text/plain' }).end('invalid_token');
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    received,
    at: (path: string) => received.filter((call) => call.path === path),
    failNext: (count: number) => (failures = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An app whose channels post to a loopback receiver and mail through a test SMTP server, with an
 * administrator, a manager and three of their staff (two engineers, one in Sales).
 */
export async function startChannelWorld() {
  const receiver = await startReceiver();
  const smtp = await startSmtpServer();
  const t = await startTestApp({
    config: { webhookAllowedHosts: ['127.0.0.1'], smtpUrl: smtp.url, publicUrl: 'https://leave.example.test' },
  });
  const admin = await buildAdmin(t, { firstName: 'Alex', lastName: 'Admin' });
  const manager = await buildManager(t, { firstName: 'Maya', lastName: 'Manager' });
  const engineer = await buildStaff(t, manager, { firstName: 'Sam', lastName: 'Carter' });
  const otherEngineer = await buildStaff(t, manager, { firstName: 'Emma', lastName: 'Stone' });
  const salesPerson = await buildStaff(t, manager, { department: 'Sales', firstName: 'Liam', lastName: 'Sales' });
  const [adminToken, managerToken] = await Promise.all([t.tokenFor(admin), t.tokenFor(manager)]);
  const channels: Record<string, { id: string; secret?: string }> = {};
  let day = 20;

  async function createChannel(name: string, input: Record<string, unknown>) {
    const result = await t.gql<{
      createNotificationChannel: { signingSecret: string | null; channel: { id: string } };
    }>(CREATE_CHANNEL, { input: { name, ...input } }, adminToken);
    expect(result.errors).toBeUndefined();
    const created = result.data!.createNotificationChannel;
    channels[name] = { id: created.channel.id, secret: created.signingSecret ?? undefined };
    return created;
  }

  /** Submits `days` calendar days of PTO, each request after the last (or from `start`). */
  async function submit(person: UserEntity, days: number, start?: string) {
    const first = start ?? daysFromToday(day);
    if (!start) day += days + 1;
    const { id } = await submitRequest(t, await t.tokenFor(person), {
      startDate: first,
      endDate: addDays(first, days - 1),
    });
    return id;
  }

  /** Lets the queue's backoff pass, then runs the due jobs. */
  async function runDueJobs() {
    await t.dataSource.query(`UPDATE jobs SET run_at = now() WHERE queue = $1 AND status = 'queued'`, [DELIVERY_QUEUE]);
    await t.services.jobs.drain();
  }

  const deliveriesOf = (ruleId: string) =>
    t.dataSource.query(
      `SELECT d.status, d.attempts, d.subject_user_id, c.name AS channel FROM channel_deliveries d
       JOIN notification_channels c ON c.id = d.channel_id WHERE d.rule_id = $1 ORDER BY d.created_at, c.name`,
      [ruleId],
    );

  async function close() {
    await t.close();
    await receiver.close();
    await smtp.close();
  }

  return {
    t,
    smtp,
    receiver,
    channels,
    adminToken,
    managerToken,
    admin,
    manager,
    engineer,
    otherEngineer,
    salesPerson,
    createChannel,
    submit,
    runDueJobs,
    deliveriesOf,
    close,
  };
}

export type ChannelWorld = Awaited<ReturnType<typeof startChannelWorld>>;
