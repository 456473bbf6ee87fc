import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hourly leave: a request type is counted in days or in hours (every type so far in days), and an
 * hourly request may name the time it starts and ends on its day. Amounts of an hourly type, its
 * allowance, balances and requests' charges, are hours.
 */
export class HourlyLeave1765500000100 implements MigrationInterface {
  name = 'HourlyLeave1765500000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE request_types ADD COLUMN unit text NOT NULL DEFAULT 'days' CHECK (unit IN ('days', 'hours'))`,
    );
    await q.query(`
      ALTER TABLE leave_requests ADD COLUMN start_time time, ADD COLUMN end_time time,
        ADD CONSTRAINT leave_requests_times_check
          CHECK ((start_time IS NULL) = (end_time IS NULL) AND (start_time IS NULL OR (start_date = end_date AND end_time > start_time)))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_times_check, DROP COLUMN start_time, DROP COLUMN end_time`,
    );
    await q.query(`ALTER TABLE request_types DROP COLUMN unit`);
  }
}
