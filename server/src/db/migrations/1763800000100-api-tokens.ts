import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Named, scoped API tokens for third-party tools (stored as sha256 hashes, shown once). */
export class ApiTokens1763800000100 implements MigrationInterface {
  name = 'ApiTokens1763800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        token_hash text NOT NULL UNIQUE,
        token_prefix text NOT NULL,
        scopes text[] NOT NULL,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_tokens`);
  }
}
