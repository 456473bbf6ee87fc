import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * HR is a role of its own (`hr`), no longer the HR department's managers and team leads: HR people are
 * often not managers, and a department is a label anyone's profile may carry. An HR person may or may
 * not manage people, as a team lead. Moving today's HR people to the role is a data backfill
 * (backfills.ts, "hr role"), run right after this migration.
 */
export class HrRole1764900000300 implements MigrationInterface {
  name = 'HrRole1764900000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('staff', 'team-lead', 'manager', 'hr', 'admin'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Back to the department rule: HR people become the HR department's managers or team leads.
    await q.query(
      `UPDATE users SET department = 'HR', role = CASE WHEN is_manager THEN 'manager' ELSE 'team-lead' END WHERE role = 'hr'`,
    );
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('staff', 'team-lead', 'manager', 'admin'))`,
    );
  }
}
