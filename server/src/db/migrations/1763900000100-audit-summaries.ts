import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Audit entries counted per day (UTC), action and resource type, kept current by statement-level
 * triggers (one upsert per statement, not per row). The audit screen's page count, its 30-day
 * statistics and the date-range summary read these instead of counting millions of rows.
 */
export class AuditSummaries1763900000100 implements MigrationInterface {
  name = 'AuditSummaries1763900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log_daily_stats (
        day date NOT NULL,
        action text NOT NULL,
        resource_type text NOT NULL,
        entries integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, action, resource_type)
      )`);
    await q.query(`CREATE INDEX audit_log_daily_stats_action_idx ON audit_log_daily_stats (action, day)`);
    await q.query(`
      CREATE FUNCTION audit_log_stats_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO audit_log_daily_stats AS s (day, action, resource_type, entries)
        SELECT (created_at AT TIME ZONE 'UTC')::date, action, resource_type, count(*) FROM inserted GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (day, action, resource_type) DO UPDATE SET entries = s.entries + excluded.entries;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION audit_log_stats_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE audit_log_daily_stats s SET entries = s.entries - d.entries
        FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, action, resource_type, count(*) AS entries FROM deleted GROUP BY 1, 2, 3) d
        WHERE s.day = d.day AND s.action = d.action AND s.resource_type = d.resource_type;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER audit_log_stats_insert AFTER INSERT ON audit_logs REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION audit_log_stats_insert()`,
    );
    await q.query(
      `CREATE TRIGGER audit_log_stats_delete AFTER DELETE ON audit_logs REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION audit_log_stats_delete()`,
    );
    await q.query(
      `CREATE FUNCTION audit_log_stats_truncate() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM audit_log_daily_stats; RETURN NULL; END $$`,
    );
    await q.query(
      `CREATE TRIGGER audit_log_stats_truncate AFTER TRUNCATE ON audit_logs FOR EACH STATEMENT EXECUTE FUNCTION audit_log_stats_truncate()`,
    );
    await q.query(`
      INSERT INTO audit_log_daily_stats (day, action, resource_type, entries)
      SELECT (created_at AT TIME ZONE 'UTC')::date, action, resource_type, count(*) FROM audit_logs GROUP BY 1, 2, 3`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS audit_log_stats_truncate ON audit_logs`);
    await q.query(`DROP TRIGGER IF EXISTS audit_log_stats_delete ON audit_logs`);
    await q.query(`DROP FUNCTION IF EXISTS audit_log_stats_truncate()`);
    await q.query(`DROP TRIGGER IF EXISTS audit_log_stats_insert ON audit_logs`);
    await q.query(`DROP FUNCTION IF EXISTS audit_log_stats_delete()`);
    await q.query(`DROP FUNCTION IF EXISTS audit_log_stats_insert()`);
    await q.query(`DROP TABLE IF EXISTS audit_log_daily_stats`);
  }
}
