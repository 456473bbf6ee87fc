import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slack accounts linked to Leavewise people from the profile (for a Slack email that differs from the
 * Leavewise one), and the short-lived one-time codes that make a link (only their SHA-256 is kept).
 */
export class SlackLinks1765810000000 implements MigrationInterface {
  name = 'SlackLinks1765810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE slack_links (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        slack_user_id text NOT NULL UNIQUE,
        linked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE slack_link_codes (
        code_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX slack_link_codes_user ON slack_link_codes (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE slack_link_codes`);
    await q.query(`DROP TABLE slack_links`);
  }
}
