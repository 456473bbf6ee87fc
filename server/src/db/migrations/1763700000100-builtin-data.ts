import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_POLICY } from '../../modules/policy/policy-settings.defaults';

/** Reference data every organisation needs: the built-in request types and the default policy. */
export class BuiltinData1763700000100 implements MigrationInterface {
  name = 'BuiltinData1763700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO request_types (name, display_name, description, color, icon, requires_approval, max_days_per_year, accrual_type, accrual_rate, is_built_in)
       VALUES
         ('pto', 'PTO', 'Paid time off', '#3B82F6', 'calendar', true, 25, 'yearly', 25, true),
         ('sickness', 'Sickness', 'Sick leave', '#EF4444', 'heart', true, 10, 'yearly', 10, true),
         ('other', 'Other', 'Other leave', '#8B5CF6', 'more', true, 5, 'yearly', 5, true)`,
    );
    await q.query(`INSERT INTO policy_settings (id, settings) VALUES (1, $1)`, [JSON.stringify(DEFAULT_POLICY)]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM policy_settings WHERE id = 1`);
    await q.query(`DELETE FROM request_types WHERE is_built_in`);
  }
}
