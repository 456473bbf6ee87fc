import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a directory left unassigned or sent as it is (RFC 7643 §2.5): whether its last word on a person had a
 * name and an `active` flag (a person keeps their names and state in Leavewise either way), and its emails
 * as sent, with their types and displays.
 */
export class ScimDirectoryAssignments1765900000000 implements MigrationInterface {
  name = 'ScimDirectoryAssignments1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE scim_users ADD COLUMN name_assigned boolean NOT NULL DEFAULT true,
         ADD COLUMN active_assigned boolean NOT NULL DEFAULT true, ADD COLUMN emails jsonb`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scim_users DROP COLUMN name_assigned, DROP COLUMN active_assigned, DROP COLUMN emails`);
  }
}
