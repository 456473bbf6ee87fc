import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  approveRequest,
  buildOrganisation,
  cancelRequest,
  rejectRequest,
  submitRequest,
} from '../../../test/factories';
import { resolveNameTo } from '../../../test/dns';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature';
import { encodeEventCursor } from '../../realtime/event-log';
import { DELIVERY_QUEUE } from '../notification-channels/delivery-outbox';

const CREATE = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id url events isActive } } }`;
const DELIVERIES = `query ($id: ID!) { webhookDeliveries(webhookId: $id) { id event status attempts lastStatusCode attemptLog { attempt statusCode error } } }`;

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  signatureValid: boolean;
}

/** A receiver on loopback that verifies signatures and answers 500 to the first `failures` calls. */
async function startReceiver(secret: () => string) {
  const received: Received[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signatureValid = verifyWebhookSignature(secret(), body, String(req.headers['leavewise-signature'] ?? ''));
      received.push({ headers: req.headers, body, signatureValid });
      if (failures > 0) {
        failures -= 1;
        res.writeHead(500).end('try later');
      } else {
        res.writeHead(signatureValid ? 204 : 401).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leavewise`,
    received,
    failNext: (count: number) => (failures = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhooks', () => {
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let adminToken: string;
  let managerToken: string;
  let staffToken: string;
  let secret = '';
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let day = 40;

  beforeAll(async () => {
    receiver = await startReceiver(() => secret);
    t = await startTestApp({ config: { webhookAllowedHosts: ['127.0.0.1'] } });
    ({
      manager,
      staff,
      tokens: { admin: adminToken, manager: managerToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function submitAndApprove() {
    day += 2;
    const { id } = await submitRequest(t, staffToken, { startDate: daysFromToday(day) });
    await approveRequest(t, managerToken, id);
    return id;
  }

  /** Lets the queue's backoff pass, then runs the due jobs. */
  async function runRetries() {
    await t.dataSource.query(`UPDATE jobs SET run_at = now() WHERE queue = $1 AND status = 'queued'`, [DELIVERY_QUEUE]);
    await t.services.jobs.drain();
  }

  it('lets only administrators manage webhooks', async () => {
    const anonymous = await t.gql(CREATE, { input: { url: receiver.url, events: ['APPROVED'] } }, null);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const byManager = await t.gql(CREATE, { input: { url: receiver.url, events: ['APPROVED'] } }, managerToken);
    expect(byManager.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM notification_channels WHERE type = 'http'`,
    );
    expect(count).toBe(0);
  });

  it.each([
    'http://10.1.2.3/hook',
    'http://[::ffff:127.0.0.1]:8080/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://[::127.0.0.1]/hook',
    'http://0x7f.2/hook',
    'http://2130706434/hook',
    'http://198.18.0.1/hook',
    'http://224.0.0.251/hook',
    'http://255.255.255.255/hook',
    'http://[fec0::1]/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://[64:ff9b::a9fe:a9fe]/hook',
    'http://169.254.169.254/latest/meta-data',
    // localhost and every name under it, in any case and with or without the trailing dot (RFC 6761).
    'http://localhost:8080/hook',
    'http://localhost./hook',
    'http://LOCALHOST./hook',
    'http://sub.localhost/hook',
    'http://a.b.LocalHost.:8080/hook',
    // (127.0.0.1 itself is on this suite's allow-list, in whatever spelling.)
  ])('refuses the target %s that is not a public address and stores nothing', async (url) => {
    const result = await t.gql(CREATE, { input: { url, events: ['APPROVED'] } }, adminToken);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'url' } });
    expect(result.errors?.[0].message).toMatch(/^The webhook URL is not allowed: /);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM notification_channels WHERE webhook_url = $1`,
      [url],
    );
    expect(count).toBe(0);
  });

  it('resolves a name at delivery and refuses it when it points at a private address, logging the attempt', async () => {
    const before = receiver.received.length;
    const port = new URL(receiver.url).port;
    const created = await t.gql<{ createWebhook: { webhook: { id: string } } }>(
      CREATE,
      { input: { url: `http://hooks.internal.example:${port}/hooks/leavewise`, events: ['APPROVED'] } },
      adminToken,
    );
    const webhookId = created.data!.createWebhook.webhook.id;
    await submitAndApprove();
    const restore = resolveNameTo('hooks.internal.example', '127.0.0.1');
    try {
      await t.services.jobs.drain();
    } finally {
      restore();
    }
    expect(receiver.received.length).toBe(before);
    const attempts: { error: string }[] = await t.dataSource.query(
      `SELECT a.error FROM channel_delivery_attempts a JOIN channel_deliveries d ON d.id = a.delivery_id WHERE d.channel_id = $1`,
      [webhookId],
    );
    expect(attempts).toEqual([
      {
        error: expect.stringMatching(
          /^Refused: hooks\.internal\.example \(127\.0\.0\.1\) is not a public address: loopback/,
        ),
      },
    ]);
    await t.gql(`mutation ($id: ID!) { deleteWebhook(id: $id) }`, { id: webhookId }, adminToken);
  });

  it("lets no API token list webhooks or their deliveries, not even an administrator's read token", async () => {
    const created = await t.gql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "reader", scopes: ["read:requests", "write:requests"] }) { token } }`,
      {},
      adminToken,
    );
    const apiToken = created.data!.createApiToken.token;
    const [{ id: webhookId }] = await t.dataSource
      .query(`SELECT id FROM notification_channels WHERE type = 'http' LIMIT 1`)
      .then((rows) => (rows.length ? rows : [{ id: '00000000-0000-4000-8000-000000000000' }]));
    for (const query of [
      `{ webhooks { id url } }`,
      `{ webhookDeliveries(webhookId: "${webhookId}") { id } }`,
      `mutation { createWebhook(input: { url: "https://example.com/x", events: [APPROVED] }) { secret } }`,
      `{ apiTokens { id } }`,
    ]) {
      const answer = await t.gql(query, {}, apiToken);
      expect({ query, code: answer.errors?.[0].extensions?.code }).toEqual({ query, code: 'FORBIDDEN' });
      expect(answer.data?.webhooks ?? answer.data?.webhookDeliveries ?? null).toBeNull();
    }
    // The same administrator's sign-in session still reads them.
    expect((await t.gql(`{ webhooks { id } }`, {}, adminToken)).errors).toBeUndefined();
  });

  it('delivers a signed event, retries after the receiver fails twice, logs each attempt, and redelivers', async () => {
    const created = await t.gql<{ createWebhook: { secret: string; webhook: { id: string; events: string[] } } }>(
      CREATE,
      { input: { url: receiver.url, events: ['APPROVED'], description: 'payroll' } },
      adminToken,
    );
    secret = created.data!.createWebhook.secret;
    expect(secret).toMatch(/^whsec_/);
    const webhookId = created.data!.createWebhook.webhook.id;

    receiver.failNext(2);
    const requestId = await submitAndApprove();
    await t.services.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    const [job] = await t.dataSource.query(
      `SELECT attempts, max_attempts, run_at - now() > interval '20 seconds' AS backed_off FROM jobs WHERE queue = $1`,
      [DELIVERY_QUEUE],
    );
    expect(job).toEqual({ attempts: 1, max_attempts: 10, backed_off: true });

    await runRetries();
    await runRetries();
    expect(receiver.received).toHaveLength(3);
    for (const call of receiver.received) expect(call.signatureValid).toBe(true);
    const deliveryIds = new Set(receiver.received.map((call) => call.headers['leavewise-delivery']));
    expect(deliveryIds.size).toBe(1);
    const body = JSON.parse(receiver.received[2].body);
    expect(body).toMatchObject({
      event: 'leave_request.approved',
      kind: 'APPROVED',
      actorId: manager.id,
      request: { id: requestId, status: 'approved', userId: staff.id, type: 'pto' },
    });
    expect(body.id).toBe([...deliveryIds][0]);
    expect(receiver.received[2].headers['leavewise-event']).toBe('leave_request.approved');

    const log = await t.gql<{
      webhookDeliveries: {
        id: string;
        event: string;
        status: string;
        attempts: number;
        lastStatusCode: number;
        attemptLog: { attempt: number; statusCode: number }[];
      }[];
    }>(DELIVERIES, { id: webhookId }, adminToken);
    const [delivery] = log.data!.webhookDeliveries;
    expect(delivery).toMatchObject({
      id: body.id,
      event: 'leave_request.approved',
      status: 'SUCCEEDED',
      attempts: 3,
      lastStatusCode: 204,
    });
    expect(delivery.attemptLog.map((a) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 204],
    ]);

    const redelivered = await t.gql<{ redeliverWebhookDelivery: { status: string } }>(
      `mutation ($id: ID!) { redeliverWebhookDelivery(id: $id) { status } }`,
      { id: delivery.id },
      adminToken,
    );
    expect(redelivered.data!.redeliverWebhookDelivery.status).toBe('PENDING');
    await t.services.jobs.drain();
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3].headers['leavewise-delivery']).toBe(body.id);
    const [{ attempts }] = await t.dataSource.query(
      `SELECT count(*)::int AS attempts FROM channel_delivery_attempts WHERE delivery_id = $1`,
      [body.id],
    );
    expect(attempts).toBe(4);
  });

  it('carries the logged event id and cursor, unchanged, in every attempt of a delivery and its redelivery', async () => {
    const created = await t.gql<{ createWebhook: { secret: string; webhook: { id: string } } }>(
      CREATE,
      { input: { url: receiver.url, events: ['REJECTED'] } },
      adminToken,
    );
    secret = created.data!.createWebhook.secret;
    const before = receiver.received.length;
    day += 2;
    const { id: requestId } = await submitRequest(t, staffToken, { startDate: daysFromToday(day) });
    receiver.failNext(2);
    await rejectRequest(t, managerToken, requestId, 'Nobody to cover');
    await t.services.jobs.drain();
    await runRetries();
    await runRetries();
    const [delivery] = await t.dataSource.query(
      `SELECT id, event_id, event_position, status FROM channel_deliveries WHERE channel_id = $1`,
      [created.data!.createWebhook.webhook.id],
    );
    expect(delivery.status).toBe('succeeded');
    await t.gql(`mutation ($id: ID!) { redeliverWebhookDelivery(id: $id) { id } }`, { id: delivery.id }, adminToken);
    await t.services.jobs.drain();

    const calls = receiver.received.slice(before);
    expect(calls.map((call) => call.signatureValid)).toEqual([true, true, true, true]);
    const [logged] = await t.dataSource.query(
      `SELECT id, position FROM event_log WHERE request_id = $1 AND kind = 'REJECTED'`,
      [requestId],
    );
    expect(delivery).toMatchObject({ event_id: logged.id, event_position: logged.position });
    // The same bytes every time: the event id, its cursor and the delivery id do not change across attempts.
    expect(new Set(calls.map((call) => call.body)).size).toBe(1);
    expect(JSON.parse(calls[0].body)).toMatchObject({
      id: delivery.id,
      event: 'leave_request.rejected',
      kind: 'REJECTED',
      eventId: logged.id,
      cursor: encodeEventCursor(Number(logged.position)),
      request: { id: requestId, status: 'rejected' },
    });
  });

  it("replays a webhook's events from a cursor: the same delivery for an event it had, a new one for an event it never had", async () => {
    const REPLAY = `mutation ($id: ID!, $after: String!) { replayWebhookEvents(id: $id, after: $after) { queued endCursor hasMore } }`;
    const create = async () => {
      const created = await t.gql<{ createWebhook: { secret: string; webhook: { id: string } } }>(
        CREATE,
        { input: { url: receiver.url, events: ['CANCELLED'] } },
        adminToken,
      );
      secret = created.data!.createWebhook.secret;
      return created.data!.createWebhook.webhook.id;
    };
    const first = await create();
    const start = encodeEventCursor(await t.services.events.log.head());
    day += 2;
    const { id: requestId } = await submitRequest(t, staffToken, { startDate: daysFromToday(day) });
    await cancelRequest(t, staffToken, requestId);
    await t.services.jobs.drain();
    const second = await create(); // created after the event: it never had it
    const [logged] = await t.dataSource.query(
      `SELECT id, position FROM event_log WHERE request_id = $1 AND kind = 'CANCELLED'`,
      [requestId],
    );
    const before = receiver.received.length;

    const refused = await t.gql(REPLAY, { id: first, after: start }, managerToken);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await t.gql(REPLAY, { id: first, after: 'nonsense' }, adminToken);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const id of [first, second]) {
      const replayed = await t.gql<{ replayWebhookEvents: unknown }>(REPLAY, { id, after: start }, adminToken);
      expect(replayed.data?.replayWebhookEvents).toEqual({
        queued: 1,
        endCursor: encodeEventCursor(Number(logged.position)),
        hasMore: false,
      });
    }
    await t.services.jobs.drain();

    const deliveries: { id: string; channel_id: string }[] = await t.dataSource.query(
      `SELECT id, channel_id FROM channel_deliveries WHERE event_id = $1 AND channel_id = ANY($2::uuid[]) ORDER BY created_at`,
      [logged.id, [first, second]],
    );
    expect(deliveries.map((d) => d.channel_id)).toEqual([first, second]);
    const calls = receiver.received.slice(before).map((call) => JSON.parse(call.body));
    expect(calls).toHaveLength(2);
    for (const body of calls) expect(body).toMatchObject({ eventId: logged.id, kind: 'CANCELLED' });
    expect(calls.map((body) => body.id).sort()).toEqual(deliveries.map((d) => d.id).sort());
    const [audit] = await t.dataSource.query(
      `SELECT details FROM audit_logs WHERE action = 'webhook.replayed' AND resource_id = $1`,
      [second],
    );
    expect(audit.details).toMatchObject({ deliveries: 1 });
  });

  it('a signature made with another secret or too long ago does not verify', () => {
    const bodyText = '{"id":"x"}';
    const now = Math.floor(Date.now() / 1000);
    expect(
      verifyWebhookSignature('right-secret-123456', bodyText, signWebhookBody('right-secret-123456', bodyText, now)),
    ).toBe(true);
    expect(
      verifyWebhookSignature('right-secret-123456', bodyText, signWebhookBody('wrong-secret-123456', bodyText, now)),
    ).toBe(false);
    expect(
      verifyWebhookSignature(
        'right-secret-123456',
        bodyText,
        signWebhookBody('right-secret-123456', bodyText, now - 3600),
      ),
    ).toBe(false);
    expect(
      verifyWebhookSignature(
        'right-secret-123456',
        bodyText + ' ',
        signWebhookBody('right-secret-123456', bodyText, now),
      ),
    ).toBe(false);
  });

  it('sends only the kinds a webhook asked for', async () => {
    const before = receiver.received.length;
    await t.gql(CREATE, { input: { url: receiver.url, events: ['CANCELLED'] } }, adminToken);
    await submitAndApprove();
    await t.services.jobs.drain();
    const kinds = receiver.received.slice(before).map((call) => JSON.parse(call.body).kind);
    expect(kinds).toEqual(['APPROVED']);
  });
});
