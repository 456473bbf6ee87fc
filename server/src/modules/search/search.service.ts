import type { DataSource, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { assertOperation, requireSignedIn, type Actor, type SignedInActor } from '../../auth/policy';
import { countRows, pageOffset } from '../../lib/connection';
import { csvPiecesWithin, csvRecord, type CsvCell } from '../../lib/csv';
import { readInBatches } from '../../lib/export-reads';
import type { ExportSlots } from '../../lib/export-slots';
import { todayIso } from '../../lib/dates';
import { badInput, notFound } from '../../lib/errors';
import { translate } from '../../i18n';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { LeaveRequestEntity, type LeaveRequestService } from '../leave-requests';
import { UserEntity, type UserService } from '../users';
import { SavedSearchEntity } from './saved-search.entity';
import { MAX_EXACT_COUNT, searchQueries } from './search.queries';
import { parseCriteria, type SearchCriteria, type SearchCriteriaInput } from './search-criteria';

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
export { MAX_EXACT_COUNT } from './search.queries';
/** Up to this many matches, a page is sorted from the matches alone (see searchQueries.fenced). */
const FEW_MATCHES = 2_000;

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
      const peopleQuery = this.searchesPeople(criteria)
        ? attach(searchQueries.people(this.users.scopedQuery(actor), criteria))
        : null;
      const counted = await searchQueries.cappedCount(query, runner);
      const matches =
        counted <= FEW_MATCHES ? attach(searchQueries.fenced(this.dataSource.manager, query)) : query.clone();
      const [requests, people, peopleCount] = await Promise.all([
        searchQueries.ordered(matches, criteria).offset(offset).limit(pageSize).getMany(),
        peopleQuery ? searchQueries.firstPeople(peopleQuery, PEOPLE_SHOWN) : Promise.resolve([]),
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
      const statement = searchQueries.exportStatement(
        this.requestQuery(actor, criteria),
        criteria,
        MAX_EXPORT_ROWS + 1,
      );
      const header = csvRecord(EXPORT_HEADINGS.map((column) => translate(language, 'csv', `search.${column}`)));
      const pieces = [header];
      let bytes = Buffer.byteLength(header);
      let rowCount = 0;
      let truncated = false;
      await readInBatches<Record<string, unknown>>(this.reads, statement, async (rows) => {
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
      if ((await searchQueries.savedOtherThan(manager, actor.user.id, trimmed)) >= MAX_SAVED_SEARCHES)
        throw badInput(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first`, 'name');
      const id = await searchQueries.saveUnderName(manager, actor.user.id, trimmed, criteria);
      await this.audit.record(manager, actor, {
        action: 'saved_search.saved',
        resourceType: 'saved_search',
        resourceId: id,
        details: { name: trimmed },
      });
      return (await manager.findOne(SavedSearchEntity, { where: { id } }))!;
    });
  }

  /** Deletes one of the viewer's saved searches (someone else's is not found). */
  async deleteSavedSearch(actor: Actor, id: string): Promise<boolean> {
    assertOperation('approver', actor);
    requireSignedIn(actor);
    if (!isUuid(id)) throw notFound('Saved search not found');
    return this.dataSource.transaction(async (manager) => {
      const name = await searchQueries.deleteSaved(manager, actor.user.id, id);
      if (name === null) throw notFound('Saved search not found');
      await this.audit.record(manager, actor, {
        action: 'saved_search.deleted',
        resourceType: 'saved_search',
        resourceId: id,
        details: { name },
      });
      return true;
    });
  }

  private searchesPeople(criteria: SearchCriteria): boolean {
    return Boolean(criteria.text || criteria.departments.length || criteria.roles.length);
  }

  /** Requests the viewer may see (leaveRequests' own scope), narrowed by the criteria. */
  private requestQuery(actor: SignedInActor, criteria: SearchCriteria): SelectQueryBuilder<LeaveRequestEntity> {
    return searchQueries.requests(this.leaveRequests.scopedQuery(actor), criteria);
  }
}
