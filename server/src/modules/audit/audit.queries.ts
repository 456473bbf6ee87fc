import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { countRows } from '../../lib/connection';
import { isoInstantSql } from '../../lib/export-reads';
import { utcMidnight } from '../../lib/sql';
import { AuditLogEntity } from './audit-log.entity';

export interface AuditFilter {
  actorId?: string | null;
  action?: string | null;
  resourceType?: string | null;
  resourceId?: string | null;
  from?: Date | string | null;
  to?: Date | string | null;
}

export interface AuditCount {
  key: string;
  count: number;
}

/** A keyset position on (created_at, id). */
interface AuditKey {
  key: string;
  id: string;
}

/** Audit rows matching a filter (the connection, the numbered pages and the CSV export share it). */
function filtered(manager: EntityManager, filter: AuditFilter): SelectQueryBuilder<AuditLogEntity> {
  const query = manager.createQueryBuilder(AuditLogEntity, 'a');
  if (filter.actorId) query.andWhere('a.actor_id = :actorId', { actorId: filter.actorId });
  if (filter.action) query.andWhere('a.action = :action', { action: filter.action });
  if (filter.resourceType) query.andWhere('a.resource_type = :resourceType', { resourceType: filter.resourceType });
  if (filter.resourceId) query.andWhere('a.resource_id = :resourceId', { resourceId: filter.resourceId });
  if (filter.from) query.andWhere('a.created_at >= :from', { from: filter.from });
  if (filter.to) query.andWhere('a.created_at <= :to', { to: filter.to });
  return query;
}

/** The audit trail's SQL, in one place: the service keeps the rules, the validation and the transactions. */
export const auditQueries = {
  /** Writes one audit row in the manager's transaction. */
  async insert(
    manager: EntityManager,
    row: {
      actorId: string | null;
      action: string;
      resourceType: string;
      resourceId: string | null;
      details: Record<string, unknown>;
      ip: string | null | undefined;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO audit_logs (actor_id, action, resource_type, resource_id, details, ip_address) VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.actorId, row.action, row.resourceType, row.resourceId, JSON.stringify(row.details), row.ip],
    );
  },

  /**
   * Entries matching a filter: from the daily summary when the filter is by action and resource type
   * only (the audit screen's default), else counted.
   */
  async count(manager: EntityManager, filter: AuditFilter): Promise<number> {
    if (filter.actorId || filter.resourceId || filter.from || filter.to) return countRows(filtered(manager, filter));
    const params: string[] = [];
    const where = ['TRUE'];
    if (filter.action) where.push(`action = $${params.push(filter.action)}`);
    if (filter.resourceType) where.push(`resource_type = $${params.push(filter.resourceType)}`);
    const [row] = await manager.query(
      `SELECT coalesce(sum(entries), 0)::int AS total FROM audit_log_daily_stats WHERE ${where.join(' AND ')}`,
      params,
    );
    return row.total;
  },

  /**
   * One keyset page, newest first: "after" a cursor means older than it, "before" means newer; `size + 1`
   * rows so the caller sees whether more follow, each with its cursor key.
   */
  keysetPage(
    manager: EntityManager,
    filter: AuditFilter,
    page: { after: AuditKey | null; before: AuditKey | null; fromEnd: boolean; skip: number; size: number },
  ): Promise<{ raw: Record<string, unknown>[]; entities: AuditLogEntity[] }> {
    const query = filtered(manager, filter);
    if (page.after)
      query.andWhere('(a.created_at, a.id) < (:afterKey::timestamptz, :afterId::uuid)', {
        afterKey: page.after.key,
        afterId: page.after.id,
      });
    if (page.before)
      query.andWhere('(a.created_at, a.id) > (:beforeKey::timestamptz, :beforeId::uuid)', {
        beforeKey: page.before.key,
        beforeId: page.before.id,
      });
    const direction = page.fromEnd ? 'ASC' : 'DESC';
    return query
      .addSelect(`to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'cursor_key')
      .orderBy('a.created_at', direction)
      .addOrderBy('a.id', direction)
      .offset(page.skip || undefined)
      .limit(page.size + 1)
      .getRawAndEntities();
  },

  /** A numbered page of entries, newest first. */
  numberedPage(
    manager: EntityManager,
    filter: AuditFilter,
    window: { offset: number; limit: number },
  ): Promise<AuditLogEntity[]> {
    return filtered(manager, filter)
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .offset(window.offset)
      .limit(window.limit)
      .getMany();
  },

  /** Actions present in the trail, sorted. */
  async actions(manager: EntityManager): Promise<string[]> {
    // A loose index scan over audit_logs_action_idx: one probe per distinct action, not a pass over every row.
    const rows: { action: string }[] = await manager.query(
      `WITH RECURSIVE actions(action) AS (
         (SELECT action FROM audit_logs ORDER BY action LIMIT 1)
         UNION ALL
         SELECT (SELECT a.action FROM audit_logs a WHERE a.action > actions.action ORDER BY a.action LIMIT 1) FROM actions WHERE actions.action IS NOT NULL
       )
       SELECT action FROM actions WHERE action IS NOT NULL`,
    );
    return rows.map((row) => row.action);
  },

  /** How many people acted since the day `since` (UTC). */
  async activeActorsSince(manager: EntityManager, since: string): Promise<number> {
    const [totals]: { actors: number }[] = await manager.query(
      `SELECT count(DISTINCT actor_id)::int AS actors FROM audit_logs WHERE created_at >= ${utcMidnight('$1')}`,
      [since],
    );
    return totals.actors;
  },

  /** Entries per action per day since the day `since`, newest day first, then the busiest action. */
  dailySince(manager: EntityManager, since: string): Promise<{ action: string; date: string; count: number }[]> {
    return manager.query(
      `SELECT action, to_char(day, 'YYYY-MM-DD') AS date, sum(entries)::int AS count
       FROM audit_log_daily_stats WHERE day >= $1::date GROUP BY 1, 2 HAVING sum(entries) > 0 ORDER BY 2 DESC, 3 DESC, 1`,
      [since],
    );
  },

  /** Entries per action or per resource type from the day `start` up to (not including) the day `endBefore`. */
  totalsBy(
    manager: EntityManager,
    key: 'action' | 'resource_type',
    start: string,
    endBefore: string,
  ): Promise<AuditCount[]> {
    return manager.query(
      `SELECT ${key} AS key, sum(entries)::int AS count FROM audit_log_daily_stats WHERE day >= $1::date AND day < $2::date GROUP BY 1 HAVING sum(entries) > 0 ORDER BY 2 DESC, 1`,
      [start, endBefore],
    );
  },

  /** The twenty people (by email, 'system' for none) with the most entries in those days. */
  topActors(manager: EntityManager, start: string, endBefore: string): Promise<AuditCount[]> {
    return manager.query(
      `SELECT coalesce(u.email, 'system') AS key, count(*)::int AS count FROM audit_logs a LEFT JOIN users u ON u.id = a.actor_id WHERE a.created_at >= ${utcMidnight('$1')} AND a.created_at < ${utcMidnight('$2')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
      [start, endBefore],
    );
  },

  /** The export's statement: matching entries newest first with their actor's name, at most `limit`. */
  exportStatement(manager: EntityManager, filter: AuditFilter, limit: number): [string, unknown[]] {
    return filtered(manager, filter)
      .leftJoin('users', 'u', 'u.id = a.actor_id')
      .select([
        'a.id AS id',
        `${isoInstantSql('a.created_at')} AS created_at`,
        'a.action AS action',
        'a.resource_type AS resource_type',
        'a.resource_id AS resource_id',
        'u.first_name AS first_name',
        'u.last_name AS last_name',
        'u.email AS email',
        'a.ip_address AS ip_address',
        'a.details AS details',
      ])
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(limit)
      .getQueryAndParameters();
  },
};
