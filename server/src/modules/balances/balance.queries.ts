import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { rowReader } from '../../db/rows';
import { escapeLike } from '../../lib/sql';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users/model';
import { LeaveBalanceEntity } from './balance.entity';
import { LedgerEntryEntity, type LedgerKind } from './ledger-entry.entity';

/**
 * The balances' SQL that is not the ledger's (ledger.queries.ts): a person's rows locked for the rules,
 * the nightly run's people and rows, a row's entries and the admin table's.
 */
export const balanceQueries = {
  /** The admin table's balances matching the filter (its values checked by the service). */
  adminTable(
    manager: EntityManager,
    filter: { search?: string | null; year?: number | null; type?: string | null; userId?: string | null },
  ): SelectQueryBuilder<LeaveBalanceEntity> {
    const query = manager
      .createQueryBuilder(LeaveBalanceEntity, 'b')
      .innerJoin(UserEntity, 'u', 'u.id = b.user_id')
      .innerJoin(RequestTypeEntity, 't', 't.id = b.request_type_id');
    if (filter.year != null) query.andWhere('b.year = :year', { year: filter.year });
    if (filter.type) query.andWhere('t.name = :type', { type: filter.type });
    if (filter.userId) query.andWhere('b.user_id = :userId', { userId: filter.userId });
    if (filter.search?.trim())
      query.andWhere(`(u.first_name || ' ' || u.last_name ILIKE :search OR u.email ILIKE :search)`, {
        search: `%${escapeLike(filter.search.trim())}%`,
      });
    return query;
  },

  /** A page of the admin table: by name, the latest year first, then by type. */
  adminPage: (
    query: SelectQueryBuilder<LeaveBalanceEntity>,
    window: { offset: number; limit: number },
  ): Promise<LeaveBalanceEntity[]> =>
    query
      .orderBy('u.last_name', 'ASC')
      .addOrderBy('u.first_name', 'ASC')
      .addOrderBy('b.year', 'DESC')
      .addOrderBy('t.name', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .offset(window.offset)
      .limit(window.limit)
      .getMany(),

  /** A person's rows of the year and later, locked, by type then year (the order rows are locked in). */
  lockedFromYear: (manager: EntityManager, userId: string, year: number): Promise<LeaveBalanceEntity[]> =>
    manager
      .createQueryBuilder(LeaveBalanceEntity, 'b')
      .where('b.user_id = :userId AND b.year >= :year', { userId, year })
      .orderBy('b.request_type_id')
      .addOrderBy('b.year')
      .setLock('for_no_key_update')
      .getMany(),

  /** Active people lacking a row of the year for an active type (of `userIds` only, when given), by id. */
  async peopleLackingYear(db: DataSource, year: number, userIds: string[] | null): Promise<string[]> {
    const people: { user_id: string }[] = await db.query(
      `SELECT DISTINCT u.id AS user_id FROM users u CROSS JOIN request_types t
       WHERE u.is_active AND t.is_active AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[])) AND NOT EXISTS (
         SELECT 1 FROM leave_balances b WHERE b.user_id = u.id AND b.request_type_id = t.id AND b.year = $1)
       ORDER BY u.id`,
      [year, userIds],
    );
    return people.map((person) => person.user_id);
  },

  /** People with rows of the year or later (of `userIds` only, when given), by id. */
  async peopleFromYear(db: DataSource, year: number, userIds: string[] | null): Promise<string[]> {
    const people: { user_id: string }[] = await db.query(
      `SELECT DISTINCT user_id FROM leave_balances WHERE year >= $1 AND ($2::uuid[] IS NULL OR user_id = ANY($2::uuid[]))
       ORDER BY user_id`,
      [year, userIds],
    );
    return people.map((person) => person.user_id);
  },

  /** The people's rows of the year and later. */
  rowsFromYear: (manager: EntityManager, userIds: string[], year: number): Promise<LeaveBalanceEntity[]> =>
    manager
      .createQueryBuilder(LeaveBalanceEntity, 'b')
      .where('b.user_id IN (:...ids) AND b.year >= :year', { ids: userIds, year })
      .getMany(),

  /** A row's ledger entries, of the kinds given (all when none). */
  entries(
    manager: EntityManager,
    balanceId: string,
    kinds?: LedgerKind[] | null,
  ): SelectQueryBuilder<LedgerEntryEntity> {
    const query = manager.createQueryBuilder(LedgerEntryEntity, 'e').where('e.balance_id = :balanceId', { balanceId });
    if (kinds?.length) query.andWhere('e.kind IN (:...kinds)', { kinds });
    return query;
  },

  /** A page of a row's entries, in the order they were posted. */
  entriesPage: (
    query: SelectQueryBuilder<LedgerEntryEntity>,
    window: { offset: number; limit: number },
  ): Promise<LedgerEntryEntity[]> =>
    query.orderBy('e.position', 'ASC').offset(window.offset).limit(window.limit).getMany(),

  /** The people's stored rows of a year, of active types. */
  storedOfYear: (db: DataSource, userIds: readonly string[], year: number): Promise<LeaveBalanceEntity[]> =>
    rowReader(db, LeaveBalanceEntity).where(
      `WHERE user_id = ANY($1::uuid[]) AND year = $2
         AND request_type_id IN (SELECT id FROM request_types WHERE is_active)`,
      [userIds, year],
    ),
};
