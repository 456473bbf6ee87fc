import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stored notifications (spec §3 "Notification") and the transactional email outbox. */
export class Notifications1763800000000 implements MigrationInterface {
  name = 'Notifications1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('pto_request_submitted', 'pto_request_approved', 'pto_request_rejected', 'pto_approval_required', 'other')),
        title text NOT NULL,
        body text NOT NULL,
        sound text,
        request_id uuid REFERENCES leave_requests (id) ON DELETE CASCADE,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL`);

    await q.query(`
      CREATE TABLE email_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient text NOT NULL,
        subject text NOT NULL,
        body_text text NOT NULL,
        notification_id uuid REFERENCES notifications (id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'kept', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        message_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX email_outbox_status_idx ON email_outbox (status, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_outbox`);
    await q.query(`DROP TABLE notifications`);
  }
}
