import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes and summary tables for analytics on large organisations.
 *
 * leave_request_created_stats and leave_request_start_stats hold, per day of submission (UTC) or
 * month of start, department, request type and status: how many requests, their days, and the
 * seconds they took to be decided. Triggers on leave_requests keep them current inside the same
 * transaction as every insert, status change or delete, and a trigger on users moves a person's
 * contributions when their department changes. Organisation-wide analytics read these instead of
 * scanning every request; analytics of one manager's team read the requests directly.
 * rebuild_leave_request_stats() recomputes both from scratch (after bulk loads).
 */
export class AnalyticsSummaries1763900000000 implements MigrationInterface {
  name = 'AnalyticsSummaries1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX leave_requests_created_id_idx ON leave_requests (created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX leave_requests_active_end_idx ON leave_requests (end_date) WHERE status IN ('pending', 'approved')`,
    );
    await q.query(
      `CREATE INDEX leave_requests_approver_idx ON leave_requests (approver_id, created_at) WHERE approver_id IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE leave_request_created_stats (
        created_day date NOT NULL,
        department text NOT NULL,
        request_type_id uuid NOT NULL REFERENCES request_types (id) ON DELETE CASCADE,
        status text NOT NULL,
        requests integer NOT NULL DEFAULT 0,
        days numeric(14,2) NOT NULL DEFAULT 0,
        decided_seconds double precision NOT NULL DEFAULT 0,
        within_target integer NOT NULL DEFAULT 0,
        PRIMARY KEY (created_day, department, request_type_id, status)
      )`);
    await q.query(`
      CREATE TABLE leave_request_start_stats (
        start_month date NOT NULL,
        department text NOT NULL,
        request_type_id uuid NOT NULL REFERENCES request_types (id) ON DELETE CASCADE,
        status text NOT NULL,
        requests integer NOT NULL DEFAULT 0,
        days numeric(14,2) NOT NULL DEFAULT 0,
        PRIMARY KEY (start_month, department, request_type_id, status)
      )`);

    // Adds (sign = 1) or removes (sign = -1) one request's contribution to both summaries.
    await q.query(`
      CREATE FUNCTION leave_request_stats_apply(r leave_requests, requester_department text, sign integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        decided double precision := CASE WHEN r.status IN ('approved', 'rejected')
          THEN extract(epoch FROM coalesce(r.approved_at, r.rejected_at) - r.created_at) ELSE 0 END;
      BEGIN
        INSERT INTO leave_request_created_stats AS s (created_day, department, request_type_id, status, requests, days, decided_seconds, within_target)
        VALUES ((r.created_at AT TIME ZONE 'UTC')::date, coalesce(requester_department, 'Unassigned'), r.request_type_id, r.status, sign, sign * r.days, sign * decided,
                CASE WHEN r.status IN ('approved', 'rejected') AND decided <= 48 * 3600 THEN sign ELSE 0 END)
        ON CONFLICT (created_day, department, request_type_id, status) DO UPDATE SET
          requests = s.requests + excluded.requests, days = s.days + excluded.days,
          decided_seconds = s.decided_seconds + excluded.decided_seconds, within_target = s.within_target + excluded.within_target;
        INSERT INTO leave_request_start_stats AS s (start_month, department, request_type_id, status, requests, days)
        VALUES (date_trunc('month', r.start_date)::date, coalesce(requester_department, 'Unassigned'), r.request_type_id, r.status, sign, sign * r.days)
        ON CONFLICT (start_month, department, request_type_id, status) DO UPDATE SET
          requests = s.requests + excluded.requests, days = s.days + excluded.days;
      END $$`);
    await q.query(`
      CREATE FUNCTION leave_request_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM leave_request_stats_apply(OLD, (SELECT department FROM users WHERE id = OLD.user_id), -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM leave_request_stats_apply(NEW, (SELECT department FROM users WHERE id = NEW.user_id), 1);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER leave_request_stats AFTER INSERT OR DELETE OR UPDATE OF status, days, created_at, start_date, request_type_id, user_id, approved_at, rejected_at
      ON leave_requests FOR EACH ROW EXECUTE FUNCTION leave_request_stats_trigger()`);
    await q.query(
      `CREATE FUNCTION leave_request_stats_truncate() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM rebuild_leave_request_stats(); RETURN NULL; END $$`,
    );
    await q.query(`
      CREATE FUNCTION leave_request_stats_department_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE r leave_requests;
      BEGIN
        FOR r IN SELECT * FROM leave_requests WHERE user_id = NEW.id LOOP
          PERFORM leave_request_stats_apply(r, OLD.department, -1);
          PERFORM leave_request_stats_apply(r, NEW.department, 1);
        END LOOP;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER leave_request_stats_department AFTER UPDATE OF department ON users
      FOR EACH ROW WHEN (OLD.department IS DISTINCT FROM NEW.department) EXECUTE FUNCTION leave_request_stats_department_trigger()`);
    await q.query(`
      CREATE FUNCTION rebuild_leave_request_stats() RETURNS void LANGUAGE sql AS $$
        DELETE FROM leave_request_created_stats;
        DELETE FROM leave_request_start_stats;
        INSERT INTO leave_request_created_stats (created_day, department, request_type_id, status, requests, days, decided_seconds, within_target)
        SELECT (r.created_at AT TIME ZONE 'UTC')::date, coalesce(u.department, 'Unassigned'), r.request_type_id, r.status, count(*), sum(r.days),
               coalesce(sum(extract(epoch FROM coalesce(r.approved_at, r.rejected_at) - r.created_at)) FILTER (WHERE r.status IN ('approved', 'rejected')), 0),
               count(*) FILTER (WHERE r.status IN ('approved', 'rejected') AND coalesce(r.approved_at, r.rejected_at) - r.created_at <= interval '48 hours')
        FROM leave_requests r JOIN users u ON u.id = r.user_id GROUP BY 1, 2, 3, 4;
        INSERT INTO leave_request_start_stats (start_month, department, request_type_id, status, requests, days)
        SELECT date_trunc('month', r.start_date)::date, coalesce(u.department, 'Unassigned'), r.request_type_id, r.status, count(*), sum(r.days)
        FROM leave_requests r JOIN users u ON u.id = r.user_id GROUP BY 1, 2, 3, 4;
      $$`);
    await q.query(
      `CREATE TRIGGER leave_request_stats_truncate AFTER TRUNCATE ON leave_requests FOR EACH STATEMENT EXECUTE FUNCTION leave_request_stats_truncate()`,
    );
    await q.query(`SELECT rebuild_leave_request_stats()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS leave_request_stats_truncate ON leave_requests`);
    await q.query(`DROP TRIGGER IF EXISTS leave_request_stats_department ON users`);
    await q.query(`DROP TRIGGER IF EXISTS leave_request_stats ON leave_requests`);
    await q.query(`DROP FUNCTION IF EXISTS leave_request_stats_truncate()`);
    await q.query(`DROP FUNCTION IF EXISTS rebuild_leave_request_stats()`);
    await q.query(`DROP FUNCTION IF EXISTS leave_request_stats_department_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS leave_request_stats_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS leave_request_stats_apply(leave_requests, text, integer)`);
    await q.query(`DROP TABLE IF EXISTS leave_request_start_stats`);
    await q.query(`DROP TABLE IF EXISTS leave_request_created_stats`);
    await q.query(`DROP INDEX IF EXISTS leave_requests_approver_idx`);
    await q.query(`DROP INDEX IF EXISTS leave_requests_active_end_idx`);
    await q.query(`DROP INDEX IF EXISTS leave_requests_created_id_idx`);
  }
}
