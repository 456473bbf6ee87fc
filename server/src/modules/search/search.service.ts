import type { DataSource, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { assertOperation, requireSignedIn, type Actor, type SignedInActor } from '../../auth/policy';
import { countRows, pageOffset } from '../../lib/connection';
import { csvPiecesWithin, csvRecord, type CsvCell } from '../../lib/csv';
import { isoInstantSql, readInBatches } from '../../lib/export-reads';
import type { ExportSlots } from '../../lib/export-slots';
import { todayIso } from '../../lib/dates';
import { badInput, notFound } from '../../lib/errors';
import { translate } from '../../i18n';
import { isUuid, returnedRows } from '../../lib/ids';
import type { AuditService } from '../audit';
import { escapeLike } from '../../lib/sql';
import { LeaveRequestEntity, type LeaveRequestService } from '../leave-requests';
import { RequestTypeEntity } from '../request-types';
import { UserEntity, type UserService } from '../users';
import { SavedSearchEntity } from './saved-search.entity';
import {
  parseCriteria,
  type SearchCriteria,
  type SearchCriteriaInput,
  type SearchSortFieldValue,
} from './search-criteria';

export const MAX_SEARCH_PAGE_SIZE = 100;
/** People shown beside the requests: the first few matches (the count tells how many there are). */
export const PEOPLE_SHOWN = 10;
/** Rows an export writes at most; the answer says when the result was longer. */
export const MAX_EXPORT_ROWS = 100_000;
/**
 * Bytes of CSV an export writes at most: the file travels inside one GraphQL answer, written in one
 * piece and capped at 10 MiB, where escaping can double it.
 */
export const MAX_EXPORT_BYTES = 4 * 1024 * 1024;
export const MAX_SAVED_SEARCHES = 50;
/**
 * Matches counted exactly; beyond it the count says "10,000 or more". Counting a million joined rows
 * takes a second, stopping at 10,001 takes milliseconds, and nobody pages past 10,000 requests.
 */
export const MAX_EXACT_COUNT = 10_000;
/** Up to this many matches, a page is sorted from the matches alone (see SearchService.fenced). */
const FEW_MATCHES = 2_000;

/** A complete human request id, e.g. WD-PTO-2026-000042. */
const REQUEST_ID = /^WD-PTO-\d{4}-\d{6,}$/i;

/** Name or email of the requester, notes or request id contain :searchText (each arm indexed). */
const TEXT_MATCH = (alias: string) =>
  `(${alias}.user_id = ANY(ARRAY(SELECT su.id FROM users su WHERE (su.first_name || ' ' || su.last_name || ' ' || su.email) ILIKE :searchText))
    OR ${alias}.notes ILIKE :searchText OR ${alias}.request_id ILIKE :searchText)`;

/** Rows of a query, counted up to MAX_EXACT_COUNT + 1. */
async function cappedCount(query: SelectQueryBuilder<ObjectLiteral>, runner?: QueryRunner): Promise<number> {
  const limited = query
    .clone()
    .select('1')
    .orderBy()
    .offset(undefined)
    .limit(MAX_EXACT_COUNT + 1);
  const [sql, parameters] = limited.getQueryAndParameters();
  const counting = `SELECT count(*)::int AS count FROM (${sql}) AS capped`;
  const [row] = runner ? await runner.query(counting, parameters) : await query.connection.query(counting, parameters);
  return row.count;
}

export interface SearchResultPage {
  criteria: SearchCriteria;
  requests: LeaveRequestEntity[];
  totalCount: number;
  totalCountIsExact: boolean;
  page: number;
  pageSize: number;
  pages: number;
  people: UserEntity[];
  peopleCount: number;
}

export interface SearchExport {
  filename: string;
  csv: string;
  rowCount: number;
  truncated: boolean;
}

const SORT_COLUMNS: Record<SearchSortFieldValue, string[]> = {
  created_at: ['r.created_at'],
  start_date: ['r.start_date'],
  end_date: ['r.end_date'],
  days: ['r.days'],
  name: ['u.last_name', 'u.first_name'],
  status: ['r.status'],
  type: ['t.name'],
};

const EXPORT_COLUMNS = [
  'r.request_id AS request_id',
  `u.first_name || ' ' || u.last_name AS name`,
  'u.email AS email',
  'u.department AS department',
  't.display_name AS type',
  'r.status AS status',
  'CAST(r.start_date AS text) AS start_date',
  'CAST(r.end_date AS text) AS end_date',
  'r.start_half_day AS start_half_day',
  'r.end_half_day AS end_half_day',
  'r.days::float AS days',
  'r.notes AS notes',
  `${isoInstantSql('r.created_at')} AS created_at`,
];
/** The export's columns, by their key in the CSV catalogue. */
const EXPORT_HEADINGS = [
  'requestId',
  'employee',
  'email',
  'department',
  'type',
  'status',
  'startDate',
  'endDate',
  'startHalfDay',
  'endHalfDay',
  'days',
  'notes',
  'submitted',
];
const exportRow = (row: Record<string, unknown>): CsvCell[] => [
  row.request_id as string,
  row.name as string,
  row.email as string,
  row.department as string | null,
  row.type as string,
  row.status as string,
  row.start_date as string,
  row.end_date as string,
  row.start_half_day as boolean,
  row.end_half_day as boolean,
  row.days as number,
  row.notes as string,
  row.created_at as string,
];

/**
 * Advanced Search over the leave requests (and people) the viewer may see. Visibility comes from the
 * same scoped queries as `leaveRequests` and `users`, so search never shows more than those.
 */
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leaveRequests: LeaveRequestService,
    private readonly users: UserService,
    private readonly audit: AuditService,
    private readonly exports: ExportSlots,
    /** Where searches and exports read (the read replica when there is one); saved searches stay on the primary. */
    private readonly reads: DataSource = dataSource,
  ) {}

  /** Runs `work` with the query builders it attaches reading from `reads` over one connection. */
  private async onReads<T>(
    work: (attach: <Q extends SelectQueryBuilder<ObjectLiteral>>(query: Q) => Q, runner?: QueryRunner) => Promise<T>,
  ): Promise<T> {
    if (this.reads === this.dataSource) return work((query) => query);
    const runner = this.reads.createQueryRunner();
    try {
      return await work((query) => query.setQueryRunner(runner), runner);
    } finally {
      await runner.release();
    }
  }

  /** One page of requests matching the criteria, and the first people matching its text, departments and roles. */
  async search(actor: Actor, input: SearchCriteriaInput, page = 1, pageSize = 25): Promise<SearchResultPage> {
    assertOperation('approver', actor);
    const criteria = parseCriteria(input);
    if (!Number.isInteger(page) || page < 1) throw badInput('`page` must be 1 or more', 'page');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_SEARCH_PAGE_SIZE)
      throw badInput(`\`pageSize\` must be between 1 and ${MAX_SEARCH_PAGE_SIZE}`, 'pageSize');
    // Pages end where the count does (MAX_OFFSET): a deeper one would sort and skip every match before it.
    const offset = pageOffset(page, pageSize);
    return this.onReads(async (attach, runner) => {
      const query = attach(this.requestQuery(actor, criteria));
      const peopleQuery = this.searchesPeople(criteria) ? attach(this.peopleQuery(actor, criteria)) : null;
      const counted = await cappedCount(query, runner);
      const [requests, people, peopleCount] = await Promise.all([
        this.ordered(counted <= FEW_MATCHES ? attach(this.fenced(query)) : query.clone(), criteria)
          .offset(offset)
          .limit(pageSize)
          .getMany(),
        peopleQuery
          ? peopleQuery
              .clone()
              .orderBy('u.last_name')
              .addOrderBy('u.first_name')
              .addOrderBy('u.id')
              .limit(PEOPLE_SHOWN)
              .getMany()
          : Promise.resolve([]),
        peopleQuery ? countRows(peopleQuery) : Promise.resolve(0),
      ]);
      const totalCount = Math.min(counted, MAX_EXACT_COUNT);
      return {
        criteria,
        requests,
        totalCount,
        totalCountIsExact: counted <= MAX_EXACT_COUNT,
        page,
        pageSize,
        pages: Math.max(1, Math.ceil(totalCount / pageSize)),
        people,
        peopleCount,
      };
    });
  }

  /**
   * The result as CSV, up to MAX_EXPORT_ROWS rows and MAX_EXPORT_BYTES ('truncated' when it was longer);
   * 'No results to export' when it is empty. One of the viewer's export slots (ExportSlots): read through
   * a cursor in batches under a statement timeout, and written a slice of rows at a time.
   */
  async exportCsv(actor: Actor, input: SearchCriteriaInput, language: string | null = null): Promise<SearchExport> {
    assertOperation('approver', actor);
    const criteria = parseCriteria(input);
    return this.exports.run(actor.user.id, async () => {
      const query = this.ordered(this.requestQuery(actor, criteria), criteria)
        .select(EXPORT_COLUMNS)
        .limit(MAX_EXPORT_ROWS + 1);
      const header = csvRecord(EXPORT_HEADINGS.map((column) => translate(language, 'csv', `search.${column}`)));
      const pieces = [header];
      let bytes = Buffer.byteLength(header);
      let rowCount = 0;
      let truncated = false;
      await readInBatches<Record<string, unknown>>(this.reads, query.getQueryAndParameters(), async (rows) => {
        const shown = rows.slice(0, MAX_EXPORT_ROWS - rowCount);
        const written = await csvPiecesWithin(shown, exportRow, MAX_EXPORT_BYTES - bytes);
        pieces.push(...written.pieces);
        bytes += written.bytes;
        rowCount += written.rows;
        truncated = written.rows < rows.length;
        return !truncated;
      });
      if (!rowCount) throw badInput('No results to export');
      return { filename: `leave-search-${todayIso()}.csv`, csv: pieces.join(''), rowCount, truncated };
    });
  }

  /** The viewer's saved searches, by name. */
  async savedSearches(actor: Actor): Promise<SavedSearchEntity[]> {
    assertOperation('approver', actor);
    return this.dataSource.manager.find(SavedSearchEntity, {
      where: { userId: actor.user.id },
      order: { name: 'ASC' },
    });
  }

  /** Saves criteria under a name; saving again under the same name (any letter case) replaces them. */
  async saveSearch(actor: Actor, name: string, input: SearchCriteriaInput): Promise<SavedSearchEntity> {
    assertOperation('approver', actor);
    requireSignedIn(actor);
    const trimmed = (name ?? '').trim();
    if (!trimmed) throw badInput('Give the search a name', 'name');
    if (trimmed.length > 100) throw badInput('A search name is at most 100 characters', 'name');
    const criteria = parseCriteria(input);
    return this.dataSource.transaction(async (manager) => {
      const [{ count }] = await manager.query(
        `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1 AND lower(name) <> lower($2)`,
        [actor.user.id, trimmed],
      );
      if (count >= MAX_SAVED_SEARCHES)
        throw badInput(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first`, 'name');
      const [row] = returnedRows<{ id: string }>(
        await manager.query(
          `INSERT INTO saved_searches (user_id, name, criteria) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, lower(name)) DO UPDATE SET name = EXCLUDED.name, criteria = EXCLUDED.criteria, updated_at = now()
           RETURNING id`,
          [actor.user.id, trimmed, JSON.stringify(criteria)],
        ),
      );
      await this.audit.record(manager, actor, {
        action: 'saved_search.saved',
        resourceType: 'saved_search',
        resourceId: row.id,
        details: { name: trimmed },
      });
      return (await manager.findOne(SavedSearchEntity, { where: { id: row.id } }))!;
    });
  }

  /** Deletes one of the viewer's saved searches (someone else's is not found). */
  async deleteSavedSearch(actor: Actor, id: string): Promise<boolean> {
    assertOperation('approver', actor);
    requireSignedIn(actor);
    if (!isUuid(id)) throw notFound('Saved search not found');
    return this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ name: string }>(
        await manager.query(`DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING name`, [
          id,
          actor.user.id,
        ]),
      );
      if (!rows.length) throw notFound('Saved search not found');
      await this.audit.record(manager, actor, {
        action: 'saved_search.deleted',
        resourceType: 'saved_search',
        resourceId: id,
        details: { name: rows[0].name },
      });
      return true;
    });
  }

  /**
   * The query with its matches computed first (a materialised CTE), then sorted. For a few matches this
   * keeps Postgres from walking a whole sort-order index in search of them; for many matches walking
   * that index is the fast way, so it is used only below FEW_MATCHES.
   */
  private fenced(query: SelectQueryBuilder<LeaveRequestEntity>): SelectQueryBuilder<LeaveRequestEntity> {
    const [sql, parameters] = query.clone().select('r.id', 'id').orderBy().getQueryAndParameters();
    const fenced = this.dataSource.manager
      .createQueryBuilder(LeaveRequestEntity, 'r')
      .innerJoin(UserEntity, 'u', 'u.id = r.user_id')
      .innerJoin(RequestTypeEntity, 't', 't.id = r.request_type_id')
      .addCommonTableExpression(
        sql.replace(/\$(\d+)/g, (_m, n) => `:fenced${n}`),
        'matches',
        { materialized: true },
      )
      .where('r.id IN (SELECT id FROM matches)');
    parameters.forEach((value, index) => fenced.setParameter(`fenced${index + 1}`, value));
    return fenced;
  }

  private searchesPeople(criteria: SearchCriteria): boolean {
    return Boolean(criteria.text || criteria.departments.length || criteria.roles.length);
  }

  /** Requests the viewer may see (leaveRequests' own scope), narrowed by the criteria. */
  private requestQuery(actor: SignedInActor, criteria: SearchCriteria): SelectQueryBuilder<LeaveRequestEntity> {
    const query = this.leaveRequests.scopedQuery(actor).innerJoin(RequestTypeEntity, 't', 't.id = r.request_type_id');
    if (REQUEST_ID.test(criteria.text)) {
      // A whole human id names one request: look it up by its unique index.
      query.andWhere('r.request_id = :requestId', { requestId: criteria.text.toUpperCase() });
    } else if (criteria.text) {
      // Each arm uses its own index (trigram on names and emails, notes and request ids), so Postgres
      // combines three index scans instead of reading every request.
      query.andWhere(TEXT_MATCH('r'), { searchText: `%${escapeLike(criteria.text)}%` });
    }
    if (criteria.types.length) query.andWhere('t.name IN (:...types)', { types: criteria.types });
    if (criteria.statuses.length) query.andWhere('r.status IN (:...statuses)', { statuses: criteria.statuses });
    if (criteria.from) query.andWhere('r.end_date >= :from', { from: criteria.from });
    if (criteria.to) query.andWhere('r.start_date <= :to', { to: criteria.to });
    this.personFilters(query, criteria);
    if (criteria.minDays !== null) query.andWhere('r.days >= :minDays', { minDays: criteria.minDays });
    if (criteria.maxDays !== null) query.andWhere('r.days <= :maxDays', { maxDays: criteria.maxDays });
    if (criteria.hasNotes === true) query.andWhere(`btrim(r.notes) <> ''`);
    if (criteria.hasNotes === false) query.andWhere(`btrim(r.notes) = ''`);
    return query;
  }

  /** People the viewer may see (users' own scope) matching the text, departments and roles. */
  private peopleQuery(actor: SignedInActor, criteria: SearchCriteria): SelectQueryBuilder<UserEntity> {
    const query = this.users.scopedQuery(actor);
    if (criteria.text)
      query.andWhere(`(u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE :searchText`, {
        searchText: `%${escapeLike(criteria.text)}%`,
      });
    this.personFilters(query, criteria);
    return query;
  }

  private personFilters(query: SelectQueryBuilder<ObjectLiteral>, criteria: SearchCriteria): void {
    if (criteria.departments.length)
      query.andWhere('lower(u.department) IN (:...departments)', {
        departments: criteria.departments.map((d) => d.toLowerCase()),
      });
    if (criteria.roles.length) query.andWhere('u.role IN (:...roles)', { roles: criteria.roles });
  }

  private ordered<T extends LeaveRequestEntity>(
    query: SelectQueryBuilder<T>,
    criteria: SearchCriteria,
  ): SelectQueryBuilder<T> {
    query.orderBy();
    for (const column of SORT_COLUMNS[criteria.sortField]) query.addOrderBy(column, criteria.sortDirection);
    return query.addOrderBy('r.id', criteria.sortDirection);
  }
}
