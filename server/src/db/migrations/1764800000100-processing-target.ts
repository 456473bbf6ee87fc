import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The summary functions of 1763900000000 with the processing target given as a SQL expression in seconds. */
function statsFunctions(targetSeconds: string): string[] {
  return [
    `CREATE OR REPLACE FUNCTION leave_request_stats_apply(r leave_requests, requester_department text, sign integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        decided double precision := CASE WHEN r.status IN ('approved', 'rejected')
          THEN extract(epoch FROM coalesce(r.approved_at, r.rejected_at) - r.created_at) ELSE 0 END;
      BEGIN
        INSERT INTO leave_request_created_stats AS s (created_day, department, request_type_id, status, requests, days, decided_seconds, within_target)
        VALUES ((r.created_at AT TIME ZONE 'UTC')::date, coalesce(requester_department, 'Unassigned'), r.request_type_id, r.status, sign, sign * r.days, sign * decided,
                CASE WHEN r.status IN ('approved', 'rejected') AND decided <= ${targetSeconds} THEN sign ELSE 0 END)
        ON CONFLICT (created_day, department, request_type_id, status) DO UPDATE SET
          requests = s.requests + excluded.requests, days = s.days + excluded.days,
          decided_seconds = s.decided_seconds + excluded.decided_seconds, within_target = s.within_target + excluded.within_target;
        INSERT INTO leave_request_start_stats AS s (start_month, department, request_type_id, status, requests, days)
        VALUES (date_trunc('month', r.start_date)::date, coalesce(requester_department, 'Unassigned'), r.request_type_id, r.status, sign, sign * r.days)
        ON CONFLICT (start_month, department, request_type_id, status) DO UPDATE SET
          requests = s.requests + excluded.requests, days = s.days + excluded.days;
      END $$`,
    `CREATE OR REPLACE FUNCTION rebuild_leave_request_stats() RETURNS void LANGUAGE sql AS $$
        DELETE FROM leave_request_created_stats;
        DELETE FROM leave_request_start_stats;
        INSERT INTO leave_request_created_stats (created_day, department, request_type_id, status, requests, days, decided_seconds, within_target)
        SELECT (r.created_at AT TIME ZONE 'UTC')::date, coalesce(u.department, 'Unassigned'), r.request_type_id, r.status, count(*), sum(r.days),
               coalesce(sum(extract(epoch FROM coalesce(r.approved_at, r.rejected_at) - r.created_at)) FILTER (WHERE r.status IN ('approved', 'rejected')), 0),
               count(*) FILTER (WHERE r.status IN ('approved', 'rejected') AND extract(epoch FROM coalesce(r.approved_at, r.rejected_at) - r.created_at) <= ${targetSeconds})
        FROM leave_requests r JOIN users u ON u.id = r.user_id GROUP BY 1, 2, 3, 4;
        INSERT INTO leave_request_start_stats (start_month, department, request_type_id, status, requests, days)
        SELECT date_trunc('month', r.start_date)::date, coalesce(u.department, 'Unassigned'), r.request_type_id, r.status, count(*), sum(r.days)
        FROM leave_requests r JOIN users u ON u.id = r.user_id GROUP BY 1, 2, 3, 4;
      $$`,
  ];
}

/**
 * The processing target (48 hours unless PROCESSING_TARGET_HOURS says otherwise) comes from
 * configuration: `analytics_settings` holds the value the summary triggers use, and the server writes
 * the configured one there at start, recomputing the summaries when it changed (a data backfill, see
 * db/backfills.ts). `data_backfills` records the one-off data changes that run apart from migrations.
 */
export class ProcessingTarget1764800000100 implements MigrationInterface {
  name = 'ProcessingTarget1764800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE analytics_settings (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        processing_target_hours integer NOT NULL DEFAULT 48 CHECK (processing_target_hours BETWEEN 1 AND 720),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO analytics_settings DEFAULT VALUES`);
    await q.query(`
      CREATE FUNCTION processing_target_seconds() RETURNS double precision LANGUAGE sql STABLE AS $$
        SELECT coalesce((SELECT processing_target_hours FROM analytics_settings), 48) * 3600.0
      $$`);
    for (const sql of statsFunctions('processing_target_seconds()')) await q.query(sql);
    await q.query(`
      CREATE TABLE data_backfills (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now(),
        details jsonb NOT NULL DEFAULT '{}'
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS data_backfills`);
    for (const sql of statsFunctions('48 * 3600')) await q.query(sql);
    await q.query(`SELECT rebuild_leave_request_stats()`);
    await q.query(`DROP FUNCTION IF EXISTS processing_target_seconds()`);
    await q.query(`DROP TABLE IF EXISTS analytics_settings`);
  }
}
