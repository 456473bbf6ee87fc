import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's requests overlap by time, not by date: a request with times holds only those hours of
 * its day (local wall time), a request without holds its whole days. Two hourly requests on one day
 * may both stand; an hourly request on a day with a full-day request may not.
 */
export class HourlyOverlap1765710000000 implements MigrationInterface {
  name = 'HourlyOverlap1765710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_no_overlap,
        ADD CONSTRAINT leave_requests_no_overlap EXCLUDE USING gist (
          user_id WITH =,
          tsrange(start_date + coalesce(start_time, time '00:00'),
                  CASE WHEN end_time IS NULL THEN (end_date + 1)::timestamp ELSE end_date + end_time END, '[)') WITH &&
        ) WHERE (status IN ('pending', 'approved'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_no_overlap,
        ADD CONSTRAINT leave_requests_no_overlap EXCLUDE USING gist (
          user_id WITH =,
          daterange(start_date, end_date, '[]') WITH &&
        ) WHERE (status IN ('pending', 'approved'))`);
  }
}
