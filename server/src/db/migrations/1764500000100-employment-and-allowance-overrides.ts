import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Employment dates (allowances are prorated for people who join or leave during a year) and a
 * person's own allowance of a type, which the organisation's policy then no longer changes.
 */
export class EmploymentAndAllowanceOverrides1764500000100 implements MigrationInterface {
  name = 'EmploymentAndAllowanceOverrides1764500000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN employment_start_date date`);
    await q.query(`ALTER TABLE users ADD COLUMN employment_end_date date`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_employment_dates_check CHECK (employment_end_date IS NULL OR employment_start_date IS NULL OR employment_start_date <= employment_end_date)`,
    );
    await q.query(`
      CREATE TABLE allowance_overrides (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        request_type_id uuid NOT NULL REFERENCES request_types (id) ON DELETE CASCADE,
        days numeric(6,2) NOT NULL CHECK (days BETWEEN 0 AND 365),
        reason text NOT NULL CHECK (length(btrim(reason)) > 0),
        set_by uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, request_type_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS allowance_overrides`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_employment_dates_check`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS employment_end_date`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS employment_start_date`);
  }
}
