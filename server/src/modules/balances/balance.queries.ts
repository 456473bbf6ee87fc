import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { escapeLike } from '../../lib/sql';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users/model';
import { LeaveBalanceEntity } from './balance.entity';

/** The balances' SQL that is not the ledger's (ledger.service.ts): the admin table's. */
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
};
