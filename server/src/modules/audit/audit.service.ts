import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import {
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
import { readInBatches } from '../../lib/export-reads';
import type { ExportSlots } from '../../lib/export-slots';
import { addDays, parseIsoDate, todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { translate } from '../../i18n';
import { isUuid } from '../../lib/ids';
import { AuditLogEntity } from './audit-log.entity';
import { auditQueries, type AuditCount, type AuditFilter } from './audit.queries';

export type { AuditCount, AuditFilter } from './audit.queries';

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
    await auditQueries.insert(manager, {
      actorId: actor.user?.id ?? null,
      action: entry.action,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId ?? null,
      details,
      ip: actor.ip,
    });
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
    checkFilter(filter);
    const manager = this.dataSource.manager;
    const total = await auditQueries.count(manager, filter);
    const result = await auditQueries.keysetPage(manager, filter, { after, before, fromEnd, skip, size });
    return keysetConnection(
      result,
      { size, fromEnd, hasAfter: Boolean(after), hasBefore: Boolean(before), skip },
      total,
    );
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
    checkFilter(filter);
    const manager = this.dataSource.manager;
    const total = await auditQueries.count(manager, filter);
    const entries = await auditQueries.numberedPage(manager, filter, { offset, limit: AUDIT_PAGE_SIZE });
    return { entries, page, limit: AUDIT_PAGE_SIZE, total, pages: reachablePages(total, AUDIT_PAGE_SIZE) };
  }

  /** Actions present in the trail, sorted. */
  async actions(actor: Actor): Promise<string[]> {
    assertOperation('hrOrAdmin', actor);
    return auditQueries.actions(this.dataSource.manager);
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
    const [activeActors, daily] = await Promise.all([
      auditQueries.activeActorsSince(this.dataSource.manager, since),
      auditQueries.dailySince(this.dataSource.manager, since),
    ]);
    const byAction = new Map<string, number>();
    for (const row of daily) byAction.set(row.action, (byAction.get(row.action) ?? 0) + row.count);
    return {
      since,
      totalEntries: daily.reduce((sum, row) => sum + row.count, 0),
      activeActors,
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
    const endBefore = addDays(end, 1);
    const manager = this.dataSource.manager;
    const [byAction, byResourceType, topActors] = await Promise.all([
      auditQueries.totalsBy(manager, 'action', start, endBefore),
      auditQueries.totalsBy(manager, 'resource_type', start, endBefore),
      auditQueries.topActors(manager, start, endBefore),
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
    checkFilter(filter);
    const statement = auditQueries.exportStatement(this.dataSource.manager, filter, AUDIT_EXPORT_MAX_ROWS);
    return this.exports.run(actor.user.id, async () => {
      const pieces = [csvRecord(AUDIT_EXPORT_COLUMNS.map((column) => translate(language, 'csv', `audit.${column}`)))];
      await readInBatches<AuditExportRow>(this.dataSource, statement, async (rows) => {
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

/** A filter's ids must be ids before any query reads it. */
function checkFilter(filter: AuditFilter): void {
  if (filter.actorId && !isUuid(filter.actorId)) throw badInput('actorId is not a valid id', 'actorId');
}
