import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import {
  countRows,
  decodeAfterCursor,
  decodeKeysetCursor,
  keysetConnection,
  keysetPage,
  pageOffset,
  reachablePages,
  type Connection,
  type ConnectionArgs,
} from '../../lib/connection';
import { csvPieces, csvRecord, type CsvCell } from '../../lib/csv';
import { isoInstantSql, readInBatches } from '../../lib/export-reads';
import type { ExportSlots } from '../../lib/export-slots';
import { addDays, parseIsoDate, todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { translate } from '../../i18n';
import { isUuid } from '../../lib/ids';
import { AuditLogEntity } from './audit-log.entity';

export interface AuditFilter {
  actorId?: string | null;
  action?: string | null;
  resourceType?: string | null;
  resourceId?: string | null;
  from?: Date | string | null;
  to?: Date | string | null;
}

/** Spec §9: audit page size 50, statistics over the last 30 days. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_STATS_DAYS = 30;
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export interface AuditEntry {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes audit rows. Mutations pass their transaction's manager so the row commits with the change. */
export class AuditService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly exports: ExportSlots,
  ) {}

  /**
   * Writes one audit row. The actor is the person acting; when they act through an API token someone
   * else created for them, that creator is named in the details (`token_created_by`) too.
   */
  async record(manager: EntityManager, actor: Actor, entry: AuditEntry): Promise<void> {
    const details = {
      ...entry.details,
      ...(actor.tokenCreator ? { token_created_by: actor.tokenCreator.id } : {}),
      ...(actor.via ? { channel: actor.via } : {}),
    };
    await manager.query(
      `INSERT INTO audit_logs (actor_id, action, resource_type, resource_id, details, ip_address) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        actor.user?.id ?? null,
        entry.action,
        entry.resourceType,
        entry.resourceId ?? null,
        JSON.stringify(details),
        actor.ip,
      ],
    );
  }

  /** For events outside a mutation's transaction (refused access, failed sign-in). */
  recordStandalone(actor: Actor, entry: AuditEntry): Promise<void> {
    return this.record(this.dataSource.manager, actor, entry);
  }

  /**
   * The audit trail, newest first (HR and administrators), with keyset cursors on (created_at, id):
   * a page deep in millions of entries costs what the first page costs.
   */
  async connection(actor: Actor, filter: AuditFilter, args: ConnectionArgs): Promise<Connection<AuditLogEntity>> {
    assertOperation('hrOrAdmin', actor);
    const { size, fromEnd } = keysetPage(args);
    const afterCursor = decodeAfterCursor(args.after);
    const skip = afterCursor && 'offset' in afterCursor ? afterCursor.offset : 0;
    const after = afterCursor && 'key' in afterCursor ? afterCursor : null;
    const before = args.before ? decodeKeysetCursor(args.before, 'before') : null;
    const total = await this.count(filter, this.filtered(filter));
    const query = this.filtered(filter);
    // Newest first: "after" a cursor means older than it, "before" means newer.
    if (after)
      query.andWhere('(a.created_at, a.id) < (:afterKey::timestamptz, :afterId::uuid)', {
        afterKey: after.key,
        afterId: after.id,
      });
    if (before)
      query.andWhere('(a.created_at, a.id) > (:beforeKey::timestamptz, :beforeId::uuid)', {
        beforeKey: before.key,
        beforeId: before.id,
      });
    const direction = fromEnd ? 'ASC' : 'DESC';
    const result = await query
      .addSelect(`to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'cursor_key')
      .orderBy('a.created_at', direction)
      .addOrderBy('a.id', direction)
      .offset(skip || undefined)
      .limit(size + 1)
      .getRawAndEntities();
    return keysetConnection(
      result,
      { size, fromEnd, hasAfter: Boolean(after), hasBefore: Boolean(before), skip },
      total,
    );
  }

  /**
   * Entries matching a filter: from the daily summary when the filter is by action and resource type
   * only (the audit screen's default), else counted.
   */
  private async count(filter: AuditFilter, query: SelectQueryBuilder<AuditLogEntity>): Promise<number> {
    if (filter.actorId || filter.resourceId || filter.from || filter.to) return countRows(query);
    const params: string[] = [];
    const where = ['TRUE'];
    if (filter.action) where.push(`action = $${params.push(filter.action)}`);
    if (filter.resourceType) where.push(`resource_type = $${params.push(filter.resourceType)}`);
    const [row] = await this.dataSource.query(
      `SELECT coalesce(sum(entries), 0)::int AS total FROM audit_log_daily_stats WHERE ${where.join(' AND ')}`,
      params,
    );
    return row.total;
  }

  /** Audit rows matching a filter (the connection, the numbered pages and the CSV export share it). */
  private filtered(filter: AuditFilter): SelectQueryBuilder<AuditLogEntity> {
    const query = this.dataSource.manager.createQueryBuilder(AuditLogEntity, 'a');
    if (filter.actorId) {
      if (!isUuid(filter.actorId)) throw badInput('actorId is not a valid id', 'actorId');
      query.andWhere('a.actor_id = :actorId', { actorId: filter.actorId });
    }
    if (filter.action) query.andWhere('a.action = :action', { action: filter.action });
    if (filter.resourceType) query.andWhere('a.resource_type = :resourceType', { resourceType: filter.resourceType });
    if (filter.resourceId) query.andWhere('a.resource_id = :resourceId', { resourceId: filter.resourceId });
    if (filter.from) query.andWhere('a.created_at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.created_at <= :to', { to: filter.to });
    return query;
  }

  /** One entry (HR and administrators). */
  async get(actor: Actor, id: string): Promise<AuditLogEntity | null> {
    assertOperation('hrOrAdmin', actor);
    return isUuid(id) ? this.dataSource.manager.findOne(AuditLogEntity, { where: { id } }) : null;
  }

  /** Numbered pages of AUDIT_PAGE_SIZE entries, newest first, for the audit screen's 'Page X of Y'. */
  async page(
    actor: Actor,
    page: number,
    filter: AuditFilter,
  ): Promise<{ entries: AuditLogEntity[]; page: number; limit: number; total: number; pages: number }> {
    assertOperation('hrOrAdmin', actor);
    if (!Number.isInteger(page) || page < 1) throw badInput('page must be 1 or more', 'page');
    const offset = pageOffset(page, AUDIT_PAGE_SIZE);
    const query = this.filtered(filter);
    const total = await this.count(filter, query);
    const entries = await query
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .offset(offset)
      .limit(AUDIT_PAGE_SIZE)
      .getMany();
    return { entries, page, limit: AUDIT_PAGE_SIZE, total, pages: reachablePages(total, AUDIT_PAGE_SIZE) };
  }

  /** Actions present in the trail, sorted. */
  async actions(actor: Actor): Promise<string[]> {
    assertOperation('hrOrAdmin', actor);
    // A loose index scan over audit_logs_action_idx: one probe per distinct action, not a pass over every row.
    const rows: { action: string }[] = await this.dataSource.query(
      `WITH RECURSIVE actions(action) AS (
         (SELECT action FROM audit_logs ORDER BY action LIMIT 1)
         UNION ALL
         SELECT (SELECT a.action FROM audit_logs a WHERE a.action > actions.action ORDER BY a.action LIMIT 1) FROM actions WHERE actions.action IS NOT NULL
       )
       SELECT action FROM actions WHERE action IS NOT NULL`,
    );
    return rows.map((row) => row.action);
  }

  /** Entries of the last AUDIT_STATS_DAYS days (today included, UTC): per action per day and per action. */
  async stats(actor: Actor): Promise<{
    since: string;
    totalEntries: number;
    activeActors: number;
    daily: { action: string; date: string; count: number }[];
    byAction: { key: string; count: number }[];
  }> {
    assertOperation('hrOrAdmin', actor);
    const since = addDays(todayIso(), -(AUDIT_STATS_DAYS - 1));
    const from = `($1::date::timestamp AT TIME ZONE 'UTC')`;
    const [[totals], daily] = await Promise.all([
      this.dataSource.query(
        `SELECT count(DISTINCT actor_id)::int AS actors FROM audit_logs WHERE created_at >= ${from}`,
        [since],
      ),
      this.dataSource.query(
        `SELECT action, to_char(day, 'YYYY-MM-DD') AS date, sum(entries)::int AS count
         FROM audit_log_daily_stats WHERE day >= $1::date GROUP BY 1, 2 HAVING sum(entries) > 0 ORDER BY 2 DESC, 3 DESC, 1`,
        [since],
      ) as Promise<{ action: string; date: string; count: number }[]>,
    ]);
    const byAction = new Map<string, number>();
    for (const row of daily) byAction.set(row.action, (byAction.get(row.action) ?? 0) + row.count);
    return {
      since,
      totalEntries: daily.reduce((sum, row) => sum + row.count, 0),
      activeActors: totals.actors,
      daily,
      byAction: [...byAction]
        .map(([key, count]) => ({ key, count }))
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    };
  }

  /** Totals between two dates, both included (UTC). */
  async summary(
    actor: Actor,
    start: string,
    end: string,
  ): Promise<{
    period: { startDate: string; endDate: string };
    totalEntries: number;
    byAction: AuditCount[];
    byResourceType: AuditCount[];
    topActors: AuditCount[];
  }> {
    assertOperation('hrOrAdmin', actor);
    if (!parseIsoDate(start) || !parseIsoDate(end)) throw badInput('Dates must be written YYYY-MM-DD', 'start');
    if (start > end) throw badInput('Start date cannot be after end date', 'start');
    // The day after the end must still be a four-digit year Postgres reads as a date.
    if (start < '1900-01-01' || end > '9998-12-31') throw badInput('Dates must lie between 1900 and 9998', 'start');
    const params = [start, addDays(end, 1)];
    const where = `a.created_at >= ($1::date::timestamp AT TIME ZONE 'UTC') AND a.created_at < ($2::date::timestamp AT TIME ZONE 'UTC')`;
    const fromSummary = (key: string): Promise<AuditCount[]> =>
      this.dataSource.query(
        `SELECT ${key} AS key, sum(entries)::int AS count FROM audit_log_daily_stats WHERE day >= $1::date AND day < $2::date GROUP BY 1 HAVING sum(entries) > 0 ORDER BY 2 DESC, 1`,
        params,
      );
    const [byAction, byResourceType, topActors] = await Promise.all([
      fromSummary('action'),
      fromSummary('resource_type'),
      this.dataSource.query(
        `SELECT coalesce(u.email, 'system') AS key, count(*)::int AS count FROM audit_logs a LEFT JOIN users u ON u.id = a.actor_id WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
        params,
      ) as Promise<AuditCount[]>,
    ]);
    return {
      period: { startDate: start, endDate: end },
      totalEntries: byAction.reduce((sum, row) => sum + row.count, 0),
      byAction,
      byResourceType,
      topActors,
    };
  }

  /**
   * The filtered trail as CSV pieces, newest first (at most AUDIT_EXPORT_MAX_ROWS rows), headed in
   * `language` (its cells are the log's own codes, ids and ISO instants in every language). One of the
   * viewer's export slots (ExportSlots): read through a cursor in batches under a statement timeout,
   * and written a slice of rows at a time.
   */
  async exportCsv(actor: Actor, filter: AuditFilter, language: string | null = null): Promise<string[]> {
    assertOperation('hrOrAdmin', actor);
    const query = this.filtered(filter)
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
      .limit(AUDIT_EXPORT_MAX_ROWS);
    return this.exports.run(actor.user.id, async () => {
      const pieces = [csvRecord(AUDIT_EXPORT_COLUMNS.map((column) => translate(language, 'csv', `audit.${column}`)))];
      await readInBatches<AuditExportRow>(this.dataSource, query.getQueryAndParameters(), async (rows) => {
        pieces.push(...(await csvPieces(rows, auditExportCells)));
      });
      return pieces;
    });
  }
}

/** The export's columns, by their key in the CSV catalogue (English keeps the log's own column names). */
const AUDIT_EXPORT_COLUMNS = [
  'id',
  'createdAt',
  'action',
  'resourceType',
  'resourceId',
  'firstName',
  'lastName',
  'email',
  'ipAddress',
  'details',
];

interface AuditExportRow {
  id: string;
  created_at: string;
  action: string;
  resource_type: string;
  resource_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  ip_address: string | null;
  details: Record<string, unknown>;
}

const auditExportCells = (row: AuditExportRow): CsvCell[] => [
  row.id,
  row.created_at,
  row.action,
  row.resource_type,
  row.resource_id,
  row.first_name,
  row.last_name,
  row.email,
  row.ip_address,
  JSON.stringify(row.details ?? {}),
];

export interface AuditCount {
  key: string;
  count: number;
}
