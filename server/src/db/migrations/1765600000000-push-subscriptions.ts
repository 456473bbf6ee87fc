import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The browsers each person receives Web Push notifications on (one row per push endpoint). */
export class PushSubscriptions1765600000000 implements MigrationInterface {
  name = 'PushSubscriptions1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
