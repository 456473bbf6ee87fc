import type { MigrationInterface, QueryRunner } from 'typeorm';

const WEBHOOK_QUEUE = 'webhook.deliver';
const CHANNEL_QUEUE = 'notification-channel.deliver';
const DELIVERY_QUEUE = 'channel.deliver';

/**
 * One delivery outbox: webhooks become channels of type `http` (their secret, events and description
 * kept), their deliveries and attempts join the channel deliveries, every delivery can name the logged
 * event it came from, every attempt of every channel is logged, and one job queue sends them all.
 * Nothing is lost either way: `down` moves webhooks, their deliveries and attempts back.
 */
export class DeliveryOutbox1764900000100 implements MigrationInterface {
  name = 'DeliveryOutbox1764900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification_channels DROP CONSTRAINT notification_channels_type_check`);
    await q.query(`
      ALTER TABLE notification_channels
        ADD CONSTRAINT notification_channels_type_check CHECK (type IN ('email', 'slack', 'teams', 'webhook', 'http')),
        ADD COLUMN event_kinds text[] NOT NULL DEFAULT '{}',
        ADD COLUMN description text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE channel_deliveries ADD COLUMN event_id uuid, ADD COLUMN event_position bigint`);
    await q.query(`
      CREATE TABLE channel_delivery_attempts (
        id bigserial PRIMARY KEY,
        delivery_id uuid NOT NULL REFERENCES channel_deliveries (id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        status_code integer,
        error text,
        duration_ms integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX channel_delivery_attempts_delivery_idx ON channel_delivery_attempts (delivery_id, id)`);

    await q.query(`
      INSERT INTO notification_channels
        (id, name, type, status, webhook_url, secret, event_kinds, description, created_by, created_at, updated_at)
      SELECT id, 'Webhook', 'http', CASE WHEN is_active THEN 'active' ELSE 'inactive' END, url, secret, events,
             description, created_by, created_at, updated_at
      FROM webhooks`);
    await q.query(`
      INSERT INTO channel_deliveries
        (id, channel_id, event, subject_user_id, request_id, title, payload, status, attempts, last_status_code,
         last_error, created_at, delivered_at)
      SELECT d.id, d.webhook_id, d.event, r.user_id, r.id, d.event, d.body, d.status, d.attempts, d.last_status_code,
             d.last_error, d.created_at, d.delivered_at
      FROM webhook_deliveries d LEFT JOIN leave_requests r ON r.id = d.request_id`);
    await q.query(`
      INSERT INTO channel_delivery_attempts (delivery_id, attempt, status_code, error, duration_ms, created_at)
      SELECT delivery_id, attempt, status_code, error, duration_ms, created_at FROM webhook_delivery_attempts ORDER BY id`);
    // Delivery ids are UUIDs, so the two queues' singleton keys cannot collide in one queue.
    await q.query(`UPDATE jobs SET queue = $1 WHERE queue IN ($2, $3)`, [DELIVERY_QUEUE, WEBHOOK_QUEUE, CHANNEL_QUEUE]);
    await q.query(`DROP TABLE webhook_delivery_attempts`);
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhooks`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhooks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url text NOT NULL CHECK (url ~ '^https?://'),
        secret text NOT NULL,
        events text[] NOT NULL,
        description text NOT NULL DEFAULT '',
        is_active boolean NOT NULL DEFAULT true,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO webhooks (id, url, secret, events, description, is_active, created_by, created_at, updated_at)
      SELECT id, webhook_url, coalesce(secret, ''), event_kinds, description, status <> 'inactive', created_by,
             created_at, updated_at
      FROM notification_channels WHERE type = 'http'`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
        event text NOT NULL,
        request_id uuid,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_status_code integer,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      )`);
    await q.query(`
      INSERT INTO webhook_deliveries
        (id, webhook_id, event, request_id, body, status, attempts, last_status_code, last_error, created_at, delivered_at)
      SELECT d.id, d.channel_id, d.event, d.request_id, d.payload,
             CASE WHEN d.status = 'suppressed' THEN 'failed' ELSE d.status END, d.attempts, d.last_status_code,
             d.last_error, d.created_at, d.delivered_at
      FROM channel_deliveries d JOIN notification_channels c ON c.id = d.channel_id WHERE c.type = 'http'`);
    await q.query(`CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE webhook_delivery_attempts (
        id bigserial PRIMARY KEY,
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        status_code integer,
        error text,
        duration_ms integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO webhook_delivery_attempts (delivery_id, attempt, status_code, error, duration_ms, created_at)
      SELECT a.delivery_id, a.attempt, a.status_code, a.error, a.duration_ms, a.created_at
      FROM channel_delivery_attempts a JOIN webhook_deliveries w ON w.id = a.delivery_id ORDER BY a.id`);
    await q.query(`CREATE INDEX webhook_delivery_attempts_delivery_idx ON webhook_delivery_attempts (delivery_id, id)`);
    await q.query(
      `UPDATE jobs SET queue = CASE
         WHEN EXISTS (SELECT 1 FROM webhook_deliveries w WHERE w.id::text = jobs.payload->>'deliveryId') THEN $2
         ELSE $3 END
       WHERE queue = $1`,
      [DELIVERY_QUEUE, WEBHOOK_QUEUE, CHANNEL_QUEUE],
    );
    await q.query(`DELETE FROM notification_channels WHERE type = 'http'`);
    await q.query(`DROP TABLE channel_delivery_attempts`);
    await q.query(`ALTER TABLE channel_deliveries DROP COLUMN event_id, DROP COLUMN event_position`);
    await q.query(`
      ALTER TABLE notification_channels
        DROP COLUMN event_kinds,
        DROP COLUMN description,
        DROP CONSTRAINT notification_channels_type_check,
        ADD CONSTRAINT notification_channels_type_check CHECK (type IN ('email', 'slack', 'teams', 'webhook'))`);
  }
}
