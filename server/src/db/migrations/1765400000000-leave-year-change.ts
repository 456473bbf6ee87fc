import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = [
  'opening',
  'allowance',
  'accrual',
  'proration',
  'policy_change',
  'carryover_in',
  'carryover_expiry',
  'adjustment',
  'pending_hold',
  'hold_release',
  'taken',
  'refund',
];

/** Ledger entries of a change of the leave year's start month (`leave_year_change`). */
export class LeaveYearChange1765400000000 implements MigrationInterface {
  name = 'LeaveYearChange1765400000000';

  private async kinds(queryRunner: QueryRunner, kinds: string[]): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE leave_ledger_entries DROP CONSTRAINT IF EXISTS leave_ledger_entries_kind_check`,
    );
    await queryRunner.query(
      `ALTER TABLE leave_ledger_entries ADD CONSTRAINT leave_ledger_entries_kind_check
       CHECK (kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`,
    );
  }

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.kinds(queryRunner, [...KINDS, 'leave_year_change']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The figures stay explained: such entries read as corrections.
    await queryRunner.query(`UPDATE leave_ledger_entries SET kind = 'adjustment' WHERE kind = 'leave_year_change'`);
    await this.kinds(queryRunner, KINDS);
  }
}
