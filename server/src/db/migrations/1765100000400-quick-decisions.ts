import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deciding where approvers already are: single-use decision links sent by email (only a hash of each
 * token is kept), and the organisation's Slack app (its signing secret and bot token), kept like the
 * channels' secrets.
 */
export class QuickDecisions1765100000400 implements MigrationInterface {
  name = 'QuickDecisions1765100000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE quick_decision_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        request_id uuid NOT NULL REFERENCES leave_requests (id) ON DELETE CASCADE,
        approver_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        decision text NOT NULL CHECK (decision IN ('approve', 'reject')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quick_decision_links_request ON quick_decision_links (request_id, approver_id)`);
    await q.query(`
      CREATE TABLE slack_app_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        signing_secret text NOT NULL,
        bot_token text NOT NULL,
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Signatures of the Slack requests taken in the last minutes: the same request twice is a replay.
    await q.query(`
      CREATE TABLE slack_seen_requests (
        signature_hash text PRIMARY KEY,
        seen_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE slack_seen_requests`);
    await q.query(`DROP TABLE slack_app_settings`);
    await q.query(`DROP TABLE quick_decision_links`);
  }
}
