import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SCIM provisioning: a person's id in the company directory (SSO signs them in by it), what the
 * directory told about the people it provisions, and its groups with their members.
 */
export class ScimProvisioning1765200000000 implements MigrationInterface {
  name = 'ScimProvisioning1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN directory_id text`);
    await q.query(`CREATE UNIQUE INDEX users_directory_id_key ON users (directory_id) WHERE directory_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE scim_users (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        user_name text NOT NULL CHECK (length(user_name) BETWEEN 1 AND 320),
        group_grants jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(
      `CREATE UNIQUE INDEX scim_users_user_name_key ON scim_users (lower(user_name)) WHERE deleted_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE scim_groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        display_name text NOT NULL CHECK (length(btrim(display_name)) BETWEEN 1 AND 256),
        external_id text,
        team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX scim_groups_display_name_key ON scim_groups (lower(display_name))`);
    await q.query(`
      CREATE TABLE scim_group_members (
        group_id uuid NOT NULL REFERENCES scim_groups (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (group_id, user_id)
      )`);
    await q.query(`CREATE INDEX scim_group_members_user ON scim_group_members (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE scim_group_members`);
    await q.query(`DROP TABLE scim_groups`);
    await q.query(`DROP TABLE scim_users`);
    await q.query(`DROP INDEX users_directory_id_key`);
    await q.query(`ALTER TABLE users DROP COLUMN directory_id`);
  }
}
