import type { EntityManager, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { isoInstantSql } from '../../lib/export-reads';
import { returnedRows } from '../../lib/ids';
import { escapeLike } from '../../lib/sql';
import { LeaveRequestEntity } from '../leave-requests/model';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users/model';
import type { SearchCriteria, SearchSortFieldValue } from './search-criteria';

/**
 * Matches counted exactly; beyond it the count says "10,000 or more". Counting a million joined rows
 * takes a second, stopping at 10,001 takes milliseconds, and nobody pages past 10,000 requests.
 */
export const MAX_EXACT_COUNT = 10_000;

/** A complete human request id, e.g. WD-PTO-2026-000042. */
const REQUEST_ID = /^WD-PTO-\d{4}-\d{6,}$/i;

/** Name or email of the requester, notes or request id contain :searchText (each arm indexed). */
const TEXT_MATCH = (alias: string) =>
  `(${alias}.user_id = ANY(ARRAY(SELECT su.id FROM users su WHERE (su.first_name || ' ' || su.last_name || ' ' || su.email) ILIKE :searchText))
    OR ${alias}.notes ILIKE :searchText OR ${alias}.request_id ILIKE :searchText)`;

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

function personFilters(query: SelectQueryBuilder<ObjectLiteral>, criteria: SearchCriteria): void {
  if (criteria.departments.length)
    query.andWhere('lower(u.department) IN (:...departments)', {
      departments: criteria.departments.map((d) => d.toLowerCase()),
    });
  if (criteria.roles.length) query.andWhere('u.role IN (:...roles)', { roles: criteria.roles });
}

/**
 * Advanced Search's SQL, in one place. The service hands in the visible requests and people (the
 * leave requests' and users' own scoped queries) and decides where they are read.
 */
export const searchQueries = {
  /** Visible requests (`scoped`, alias `r` joined to its requester `u`) narrowed by the criteria. */
  requests(
    scoped: SelectQueryBuilder<LeaveRequestEntity>,
    criteria: SearchCriteria,
  ): SelectQueryBuilder<LeaveRequestEntity> {
    const query = scoped.innerJoin(RequestTypeEntity, 't', 't.id = r.request_type_id');
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
    personFilters(query, criteria);
    if (criteria.minDays !== null) query.andWhere('r.days >= :minDays', { minDays: criteria.minDays });
    if (criteria.maxDays !== null) query.andWhere('r.days <= :maxDays', { maxDays: criteria.maxDays });
    if (criteria.hasNotes === true) query.andWhere(`btrim(r.notes) <> ''`);
    if (criteria.hasNotes === false) query.andWhere(`btrim(r.notes) = ''`);
    return query;
  },

  /** Visible people (`scoped`, alias `u`) matching the text, departments and roles. */
  people(scoped: SelectQueryBuilder<UserEntity>, criteria: SearchCriteria): SelectQueryBuilder<UserEntity> {
    if (criteria.text)
      scoped.andWhere(`(u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE :searchText`, {
        searchText: `%${escapeLike(criteria.text)}%`,
      });
    personFilters(scoped, criteria);
    return scoped;
  },

  /** The first `limit` people of a query, by name. */
  firstPeople(query: SelectQueryBuilder<UserEntity>, limit: number): Promise<UserEntity[]> {
    return query.clone().orderBy('u.last_name').addOrderBy('u.first_name').addOrderBy('u.id').limit(limit).getMany();
  },

  /** Rows of a query, counted up to MAX_EXACT_COUNT + 1. */
  async cappedCount(query: SelectQueryBuilder<ObjectLiteral>, runner?: QueryRunner): Promise<number> {
    const limited = query
      .clone()
      .select('1')
      .orderBy()
      .offset(undefined)
      .limit(MAX_EXACT_COUNT + 1);
    const [sql, parameters] = limited.getQueryAndParameters();
    const counting = `SELECT count(*)::int AS count FROM (${sql}) AS capped`;
    const [row] = runner
      ? await runner.query(counting, parameters)
      : await query.connection.query(counting, parameters);
    return row.count;
  },

  /**
   * The query with its matches computed first (a materialised CTE), then sorted. For a few matches this
   * keeps Postgres from walking a whole sort-order index in search of them; for many matches walking
   * that index is the fast way, so the service uses it only below a few thousand.
   */
  fenced(
    manager: EntityManager,
    query: SelectQueryBuilder<LeaveRequestEntity>,
  ): SelectQueryBuilder<LeaveRequestEntity> {
    const [sql, parameters] = query.clone().select('r.id', 'id').orderBy().getQueryAndParameters();
    const fenced = manager
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
  },

  /** The query in the criteria's order (then by id, so pages never overlap). */
  ordered<T extends LeaveRequestEntity>(query: SelectQueryBuilder<T>, criteria: SearchCriteria): SelectQueryBuilder<T> {
    query.orderBy();
    for (const column of SORT_COLUMNS[criteria.sortField]) query.addOrderBy(column, criteria.sortDirection);
    return query.addOrderBy('r.id', criteria.sortDirection);
  },

  /** The export's statement: the export columns of the ordered requests, at most `limit` rows. */
  exportStatement(
    query: SelectQueryBuilder<LeaveRequestEntity>,
    criteria: SearchCriteria,
    limit: number,
  ): [string, unknown[]] {
    return searchQueries.ordered(query, criteria).select(EXPORT_COLUMNS).limit(limit).getQueryAndParameters();
  },

  /** How many saved searches the person keeps under names other than `name` (any letter case). */
  async savedOtherThan(manager: EntityManager, userId: string, name: string): Promise<number> {
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1 AND lower(name) <> lower($2)`,
      [userId, name],
    );
    return count;
  },

  /** Saves criteria under the person's name for them, replacing those saved under it in any letter case. */
  async saveUnderName(manager: EntityManager, userId: string, name: string, criteria: SearchCriteria): Promise<string> {
    const [row] = returnedRows<{ id: string }>(
      await manager.query(
        `INSERT INTO saved_searches (user_id, name, criteria) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, lower(name)) DO UPDATE SET name = EXCLUDED.name, criteria = EXCLUDED.criteria, updated_at = now()
         RETURNING id`,
        [userId, name, JSON.stringify(criteria)],
      ),
    );
    return row.id;
  },

  /** Deletes the person's saved search; its name, or null when they have none by that id. */
  async deleteSaved(manager: EntityManager, userId: string, id: string): Promise<string | null> {
    const rows = returnedRows<{ name: string }>(
      await manager.query(`DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING name`, [id, userId]),
    );
    return rows.length ? rows[0].name : null;
  },
};
