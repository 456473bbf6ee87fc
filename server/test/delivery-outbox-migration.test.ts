import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database';
import { DeliveryOutbox1764900000100 } from '../src/db/migrations/1764900000100-delivery-outbox';
import { buildAdmin, issueToken } from './factories';
import { createTestDatabase, startTestApp } from './harness';

const WEBHOOKS = `{ webhooks { id url events description isActive createdAt
  deliveries { id event status attempts lastStatusCode lastError body createdAt deliveredAt attemptLog { attempt statusCode error durationMs } } } }`;

/** Rows of the webhook tables as they were before the outbox, in a stable order. */
async function webhookTables(dataSource: DataSource) {
  return {
    webhooks: await dataSource.query(
      `SELECT id, url, secret, events, description, is_active, created_by, created_at FROM webhooks ORDER BY created_at`,
    ),
    deliveries: await dataSource.query(
      `SELECT id, webhook_id, event, request_id, body, status, attempts, last_status_code, last_error, created_at, delivered_at
       FROM webhook_deliveries ORDER BY created_at`,
    ),
    attempts: await dataSource.query(
      `SELECT delivery_id, attempt, status_code, error, duration_ms, created_at FROM webhook_delivery_attempts ORDER BY id`,
    ),
    jobs: await dataSource.query(`SELECT queue, payload, singleton_key, status FROM jobs ORDER BY id`),
  };
}

describe('moving webhooks into the delivery outbox (migration)', () => {
  it('carries webhooks, their deliveries, attempts and queued jobs over, serves them unchanged, and moves them back', async () => {
    const databaseUrl = await createTestDatabase();
    const dataSource = createDataSource(databaseUrl, { poolSize: 2 });
    await dataSource.initialize();
    const migration = new DeliveryOutbox1764900000100();
    const runner = dataSource.createQueryRunner();
    await migration.down(runner); // the database as the previous version left it

    const [creator] = await dataSource.query(
      `INSERT INTO users (email, first_name, last_name, role, is_admin) VALUES ('old-admin@example.test', 'Old', 'Admin', 'admin', true) RETURNING id`,
    );
    const [staff] = await dataSource.query(
      `INSERT INTO users (email, first_name, last_name) VALUES ('old-staff@example.test', 'Old', 'Staff') RETURNING id`,
    );
    const [request] = await dataSource.query(
      `INSERT INTO leave_requests (request_id, user_id, request_type_id, status, start_date, end_date, days, balance_year)
       VALUES ('WD-PTO-2026-900001', $1, (SELECT id FROM request_types WHERE name = 'pto'), 'pending', '2026-05-04', '2026-05-05', 2, 2026)
       RETURNING id`,
      [staff.id],
    );
    const payroll = randomUUID();
    const paused = randomUUID();
    await dataSource.query(
      `INSERT INTO webhooks (id, url, secret, events, description, is_active, created_by, created_at) VALUES
         ($1, 'https://payroll.example.com/hooks', 'whsec_payroll_secret_1234', '{APPROVED,REJECTED}', 'payroll', true, $3, '2026-01-02T10:00:00Z'),
         ($2, 'https://old.example.com/hooks', 'whsec_paused_secret_12345', '{CANCELLED}', '', false, NULL, '2026-01-03T10:00:00Z')`,
      [payroll, paused, creator.id],
    );
    const [delivered, failed, waiting] = [randomUUID(), randomUUID(), randomUUID()];
    const body = (id: string) => JSON.stringify({ id, event: 'leave_request.approved', kind: 'APPROVED' });
    await dataSource.query(
      `INSERT INTO webhook_deliveries (id, webhook_id, event, request_id, body, status, attempts, last_status_code, last_error, created_at, delivered_at) VALUES
         ($1, $4, 'leave_request.approved', $5, $6, 'succeeded', 2, 204, NULL, '2026-02-01T09:00:00Z', '2026-02-01T09:00:31Z'),
         ($2, $4, 'leave_request.approved', $8, $7, 'failed', 10, 500, 'The receiver answered HTTP 500', '2026-02-02T09:00:00Z', NULL),
         ($3, $4, 'leave_request.approved', NULL, $9, 'pending', 1, NULL, 'connect ECONNREFUSED', '2026-02-03T09:00:00Z', NULL)`,
      [delivered, failed, waiting, payroll, request.id, body(delivered), body(failed), randomUUID(), body(waiting)],
    );
    await dataSource.query(
      `INSERT INTO webhook_delivery_attempts (delivery_id, attempt, status_code, error, duration_ms, created_at) VALUES
         ($1, 1, 500, 'The receiver answered HTTP 500', 41, '2026-02-01T09:00:01Z'),
         ($1, 2, 204, NULL, 12, '2026-02-01T09:00:31Z'),
         ($2, 1, 500, 'The receiver answered HTTP 500', 35, '2026-02-02T09:00:01Z')`,
      [delivered, failed],
    );
    // A rule channel's delivery waits in the channels' own queue, a webhook delivery in the webhooks'.
    const [slack] = await dataSource.query(
      `INSERT INTO notification_channels (name, type, webhook_url) VALUES ('#people', 'slack', 'https://hooks.slack.com/x') RETURNING id`,
    );
    const [slackDelivery] = await dataSource.query(
      `INSERT INTO channel_deliveries (channel_id, event, title, payload) VALUES ($1, 'request_approved', 'Approved', '{}') RETURNING id`,
      [slack.id],
    );
    await dataSource.query(
      `INSERT INTO jobs (queue, payload, singleton_key, max_attempts) VALUES
         ('webhook.deliver', $1, $2, 10), ('notification-channel.deliver', $3, $4, 6)`,
      [{ deliveryId: waiting }, waiting, { deliveryId: slackDelivery.id }, slackDelivery.id],
    );
    const before = await webhookTables(dataSource);

    await migration.up(runner);

    expect(
      await dataSource.query(`SELECT to_regclass('webhooks') AS old, to_regclass('webhook_deliveries') AS d`),
    ).toEqual([{ old: null, d: null }]);
    const channels = await dataSource.query(
      `SELECT id, type, webhook_url, secret, event_kinds, description, status, created_by FROM notification_channels
       WHERE type = 'http' ORDER BY created_at`,
    );
    expect(channels).toEqual([
      {
        id: payroll,
        type: 'http',
        webhook_url: 'https://payroll.example.com/hooks',
        secret: 'whsec_payroll_secret_1234',
        event_kinds: ['APPROVED', 'REJECTED'],
        description: 'payroll',
        status: 'active',
        created_by: creator.id,
      },
      expect.objectContaining({ id: paused, status: 'inactive', event_kinds: ['CANCELLED'], created_by: null }),
    ]);
    const deliveries = await dataSource.query(
      `SELECT id, channel_id, event, payload, status, attempts, request_id, subject_user_id FROM channel_deliveries
       WHERE channel_id = $1 ORDER BY created_at`,
      [payroll],
    );
    expect(deliveries).toEqual([
      expect.objectContaining({ id: delivered, payload: body(delivered), status: 'succeeded', attempts: 2 }),
      expect.objectContaining({ id: failed, status: 'failed', attempts: 10, request_id: null }),
      expect.objectContaining({ id: waiting, status: 'pending', attempts: 1 }),
    ]);
    expect(deliveries[0]).toMatchObject({ request_id: request.id, subject_user_id: staff.id });
    expect(await dataSource.query(`SELECT queue, singleton_key FROM jobs ORDER BY id`)).toEqual([
      { queue: 'channel.deliver', singleton_key: waiting },
      { queue: 'channel.deliver', singleton_key: slackDelivery.id },
    ]);
    await dataSource.destroy();

    // The webhook API serves what was there, unchanged.
    const t = await startTestApp({ databaseUrl });
    try {
      const token = await issueToken(t, await buildAdmin(t));
      const answer = await t.gql<{ webhooks: { id: string; deliveries: { id: string }[] }[] }>(WEBHOOKS, {}, token);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.webhooks).toEqual([
        {
          id: payroll,
          url: 'https://payroll.example.com/hooks',
          events: ['APPROVED', 'REJECTED'],
          description: 'payroll',
          isActive: true,
          createdAt: '2026-01-02T10:00:00.000Z',
          deliveries: [
            expect.objectContaining({ id: waiting, status: 'PENDING', attempts: 1, lastError: 'connect ECONNREFUSED' }),
            expect.objectContaining({
              id: failed,
              status: 'FAILED',
              attempts: 10,
              lastStatusCode: 500,
              attemptLog: [{ attempt: 1, statusCode: 500, error: 'The receiver answered HTTP 500', durationMs: 35 }],
            }),
            {
              id: delivered,
              event: 'leave_request.approved',
              status: 'SUCCEEDED',
              attempts: 2,
              lastStatusCode: 204,
              lastError: null,
              body: body(delivered),
              createdAt: '2026-02-01T09:00:00.000Z',
              deliveredAt: '2026-02-01T09:00:31.000Z',
              attemptLog: [
                { attempt: 1, statusCode: 500, error: 'The receiver answered HTTP 500', durationMs: 41 },
                { attempt: 2, statusCode: 204, error: null, durationMs: 12 },
              ],
            },
          ],
        },
        expect.objectContaining({ id: paused, isActive: false, events: ['CANCELLED'], deliveries: [] }),
      ]);
      // Rule channels' log shows only their own deliveries.
      const log = await t.gql<{ channelDeliveries: { id: string }[] }>(`{ channelDeliveries { id } }`, {}, token);
      expect(log.data!.channelDeliveries).toEqual([{ id: slackDelivery.id }]);
    } finally {
      await t.close();
    }

    // And back: `down` restores the webhook tables row for row (a reference to a request that no longer
    // exists was dropped on the way, as the outbox's deliveries drop it when a request is deleted).
    const again = createDataSource(databaseUrl, { poolSize: 2 });
    await again.initialize();
    try {
      await migration.down(again.createQueryRunner());
      expect(await webhookTables(again)).toEqual({
        ...before,
        deliveries: before.deliveries.map((row: { id: string }) =>
          row.id === failed ? { ...row, request_id: null } : row,
        ),
      });
    } finally {
      await again.destroy();
    }
  });
});
