import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Working schedules: the hours a person works on each weekday, in dated periods that never overlap,
 * and the organisation's full-time week (40 h) that gives a schedule its FTE. Nobody has a schedule
 * yet, so every existing figure stays as it was.
 */
export class WorkSchedules1765500000000 implements MigrationInterface {
  name = 'WorkSchedules1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE work_schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        effective_from date NOT NULL,
        effective_to date CHECK (effective_to IS NULL OR effective_to >= effective_from),
        weekday_hours double precision[] NOT NULL CHECK (
          cardinality(weekday_hours) = 7 AND 0 <= ALL (weekday_hours) AND 24 >= ALL (weekday_hours)
        ),
        template text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, effective_from)
      )`);
    await q.query(`
      CREATE TABLE working_time_settings (
        id serial PRIMARY KEY CHECK (id = 1),
        full_time_hours double precision NOT NULL CHECK (full_time_hours > 0 AND full_time_hours <= 168)
      )`);
    await q.query(`INSERT INTO working_time_settings (id, full_time_hours) VALUES (1, 40)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE working_time_settings`);
    await q.query(`DROP TABLE work_schedules`);
  }
}
