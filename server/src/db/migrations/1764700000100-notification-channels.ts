import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Advanced notifications: organisation-wide channels (email, Slack, Microsoft Teams, signed webhook)
 * and rules that route product events to them, the per-rule-and-person cooldowns, the delivery log,
 * and each person's email preferences for their own notifications.
 */
export class NotificationChannels1764700000100 implements MigrationInterface {
  name = 'NotificationChannels1764700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_channels (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        type text NOT NULL CHECK (type IN ('email', 'slack', 'teams', 'webhook')),
        priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'error')),
        webhook_url text CHECK (webhook_url IS NULL OR webhook_url ~ '^https?://'),
        recipients text[] NOT NULL DEFAULT '{}',
        secret text,
        last_error text,
        last_error_at timestamptz,
        last_test_at timestamptz,
        last_test_ok boolean,
        last_test_message text,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((type = 'email') = (webhook_url IS NULL))
      )`);
    await q.query(`
      CREATE TABLE notification_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        event text NOT NULL,
        departments text[] NOT NULL DEFAULT '{}',
        team_ids uuid[] NOT NULL DEFAULT '{}',
        request_types text[] NOT NULL DEFAULT '{}',
        min_days numeric(6, 2) CHECK (min_days IS NULL OR min_days >= 0),
        enabled boolean NOT NULL DEFAULT true,
        cooldown_minutes integer NOT NULL DEFAULT 0 CHECK (cooldown_minutes BETWEEN 0 AND 525600),
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notification_rules_event_idx ON notification_rules (event) WHERE enabled`);
    await q.query(`
      CREATE TABLE notification_rule_channels (
        rule_id uuid NOT NULL REFERENCES notification_rules (id) ON DELETE CASCADE,
        channel_id uuid NOT NULL REFERENCES notification_channels (id) ON DELETE CASCADE,
        PRIMARY KEY (rule_id, channel_id)
      )`);
    await q.query(`CREATE INDEX notification_rule_channels_channel_idx ON notification_rule_channels (channel_id)`);
    await q.query(`
      CREATE TABLE notification_rule_cooldowns (
        rule_id uuid NOT NULL REFERENCES notification_rules (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        last_sent_at timestamptz NOT NULL,
        PRIMARY KEY (rule_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE channel_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        channel_id uuid NOT NULL REFERENCES notification_channels (id) ON DELETE CASCADE,
        rule_id uuid REFERENCES notification_rules (id) ON DELETE SET NULL,
        event text NOT NULL,
        subject_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        request_id uuid REFERENCES leave_requests (id) ON DELETE SET NULL,
        is_test boolean NOT NULL DEFAULT false,
        title text NOT NULL,
        payload text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'suppressed')),
        attempts integer NOT NULL DEFAULT 0,
        last_status_code integer,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      )`);
    await q.query(`CREATE INDEX channel_deliveries_created_idx ON channel_deliveries (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX channel_deliveries_channel_idx ON channel_deliveries (channel_id, created_at DESC)`);
    await q.query(`CREATE INDEX channel_deliveries_rule_idx ON channel_deliveries (rule_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE notification_preferences (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        email_muted_types text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_preferences`);
    await q.query(`DROP TABLE channel_deliveries`);
    await q.query(`DROP TABLE notification_rule_cooldowns`);
    await q.query(`DROP TABLE notification_rule_channels`);
    await q.query(`DROP TABLE notification_rules`);
    await q.query(`DROP TABLE notification_channels`);
  }
}
