import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Corporate single sign-on: the identity each person signs in with (issuer + tenant + subject, one per
 * person), ID tokens and nonces already used (refused until they expire), one-time codes that hand a
 * browser sign-in to the web client, and refused attempts per address for throttling.
 */
export class SingleSignOn1764600000000 implements MigrationInterface {
  name = 'SingleSignOn1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_sso_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        issuer text NOT NULL CHECK (issuer <> ''),
        tenant_id text NOT NULL DEFAULT '',
        subject text NOT NULL CHECK (subject <> ''),
        email text,
        directory_profile jsonb NOT NULL DEFAULT '{}',
        group_grants jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz,
        CONSTRAINT user_sso_identities_identity_key UNIQUE (issuer, tenant_id, subject)
      )`);
    await q.query(`
      CREATE TABLE sso_used_tokens (
        key text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sso_used_tokens_expires_idx ON sso_used_tokens (expires_at)`);
    await q.query(`
      CREATE TABLE sso_handoffs (
        code_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE sso_refusals (
        id bigserial PRIMARY KEY,
        address text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sso_refusals_address_idx ON sso_refusals (address, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sso_refusals`);
    await q.query(`DROP TABLE sso_handoffs`);
    await q.query(`DROP TABLE sso_used_tokens`);
    await q.query(`DROP TABLE user_sso_identities`);
  }
}
