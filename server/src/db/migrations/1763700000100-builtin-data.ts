import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The policy as this migration first stored it (spec §9's defaults). A migration keeps the values it was
 * written with; the policy service fills any setting added since from its current defaults on reading.
 */
const INITIAL_POLICY = {
  defaultPtoDays: 25,
  defaultSicknessDays: 10,
  defaultOtherDays: 5,
  ptoAccrualType: 'yearly',
  sicknessAccrualType: 'yearly',
  ptoAccrualRate: 25,
  sicknessAccrualRate: 10,
  allowCarryover: true,
  maxCarryoverDays: 5,
  carryoverExpiryMonthDay: null,
  allowNegativeBalance: false,
  requireManagerApproval: true,
  autoApprovalDelay: 30,
  blackoutDates: [],
  blackoutDateRanges: [],
  departmentOverrides: [],
  roleOverrides: [],
  notifyOnSubmission: true,
  notifyOnApproval: true,
  notifyOnRejection: true,
  escalationDelay: 24,
  dayCounting: 'calendar_days',
  minimumStaffingCount: 0,
  minimumStaffingPercent: 0,
  staffingHardBlock: false,
  leaveYearStartMonth: 1,
};

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
    await q.query(`INSERT INTO policy_settings (id, settings) VALUES (1, $1)`, [JSON.stringify(INITIAL_POLICY)]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM policy_settings WHERE id = 1`);
    await q.query(`DELETE FROM request_types WHERE is_built_in`);
  }
}
