import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled work runs once per period across replicas: `job_schedules` remembers the last period each
 * schedule was enqueued for (one conditional upsert decides which replica enqueues). Finished jobs move
 * to `jobs_archive`, so the live queue table stays small.
 */
export class JobSchedules1764800000000 implements MigrationInterface {
  name = 'JobSchedules1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_schedules (
        name text PRIMARY KEY,
        schedule text NOT NULL,
        last_period timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE jobs_archive (
        id bigint PRIMARY KEY,
        queue text NOT NULL,
        payload jsonb NOT NULL,
        run_at timestamptz NOT NULL,
        attempts integer NOT NULL,
        max_attempts integer NOT NULL,
        status text NOT NULL,
        last_error text,
        singleton_key text,
        created_at timestamptz NOT NULL,
        finished_at timestamptz,
        archived_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX jobs_archive_archived_idx ON jobs_archive (archived_at)`);
    await q.query(`CREATE INDEX jobs_archive_queue_key_idx ON jobs_archive (queue, singleton_key)`);
    await q.query(`CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE status IN ('done', 'failed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS jobs_finished_idx`);
    await q.query(`DROP TABLE IF EXISTS jobs_archive`);
    await q.query(`DROP TABLE IF EXISTS job_schedules`);
  }
}
