import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account security: single-use password-reset tokens (stored as sha256 hashes), throttling records for
 * registration and recovery, the client address of failed sign-ins (password spraying is counted per
 * address across emails), and role flags that always agree with the role.
 */
export class AccountSecurity1764200000000 implements MigrationInterface {
  name = 'AccountSecurity1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        requested_from text
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id, created_at)`);

    await q.query(`
      CREATE TABLE auth_throttle (
        id bigserial PRIMARY KEY,
        bucket text NOT NULL,
        subject text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_throttle_bucket_idx ON auth_throttle (bucket, subject, created_at)`);

    // Messages holding a single-use link lose their body once sent (the link is stored only as a hash).
    await q.query(`ALTER TABLE email_outbox ADD COLUMN sensitive boolean NOT NULL DEFAULT false`);

    await q.query(`ALTER TABLE login_failures ADD COLUMN address text`);
    await q.query(`CREATE INDEX login_failures_address_idx ON login_failures (address, created_at)`);

    // Rows left inconsistent by the old role change (a demoted administrator kept the flag): what the
    // flag grants wins only where it keeps the organisation with an active administrator.
    await q.query(`UPDATE users SET is_admin = false, role = CASE WHEN is_manager THEN 'manager' ELSE 'staff' END
                   WHERE role = 'admin' AND NOT is_admin`);
    const [{ keep }] = await q.query(
      `SELECT NOT EXISTS (SELECT 1 FROM users WHERE is_admin AND is_active AND role = 'admin') AS keep`,
    );
    if (keep) await q.query(`UPDATE users SET role = 'admin' WHERE is_admin AND role <> 'admin'`);
    else await q.query(`UPDATE users SET is_admin = false WHERE is_admin AND role <> 'admin'`);
    await q.query(`UPDATE users SET is_manager = true WHERE role = 'manager' AND NOT is_manager`);
    await q.query(`UPDATE users SET role = 'manager' WHERE role = 'staff' AND is_manager`);
    await q.query(`
      ALTER TABLE users ADD CONSTRAINT users_role_flags_check CHECK (
        is_admin = (role = 'admin')
        AND (role <> 'manager' OR is_manager)
        AND (role <> 'staff' OR NOT is_manager)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_role_flags_check`);
    await q.query(`DROP INDEX login_failures_address_idx`);
    await q.query(`ALTER TABLE login_failures DROP COLUMN address`);
    await q.query(`ALTER TABLE email_outbox DROP COLUMN sensitive`);
    await q.query(`DROP TABLE auth_throttle`);
    await q.query(`DROP TABLE password_reset_tokens`);
  }
}
