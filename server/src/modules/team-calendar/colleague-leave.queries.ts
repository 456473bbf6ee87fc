import type { DataSource } from 'typeorm';
import { whereInScope, type RowScope } from '../../lib/sql';

/** One approved request of a colleague, as the Team Calendar reads it. */
export interface ColleagueLeaveRow {
  id: string;
  user_id: string;
  manager_id: string | null;
  name: string;
  start_date: string;
  end_date: string;
  start_half_day: boolean;
  end_half_day: boolean;
  start_time: string | null;
  end_time: string | null;
  location_id: string;
  updated_at: Date;
}

/** The team calendar's SQL, in one place. */
export const colleagueLeaveQueries = {
  /** Approved requests touching [start, end] of the people in the scope, by start, at most `limit`. */
  approvedInRange: (
    dataSource: DataSource,
    scope: RowScope,
    range: { start: string; end: string },
    limit: number,
  ): Promise<ColleagueLeaveRow[]> =>
    whereInScope(
      dataSource
        .createQueryBuilder()
        .select([
          'r.id AS id',
          'u.id AS user_id',
          'u.manager_id AS manager_id',
          `u.first_name || ' ' || u.last_name AS name`,
          'CAST(r.start_date AS text) AS start_date',
          'CAST(r.end_date AS text) AS end_date',
          'r.start_half_day AS start_half_day',
          'r.end_half_day AS end_half_day',
          'CAST(r.start_time AS text) AS start_time',
          'CAST(r.end_time AS text) AS end_time',
          'r.updated_at AS updated_at',
          'coalesce(u.location_id, (SELECT l.id FROM locations l WHERE l.is_default)) AS location_id',
        ])
        .from('leave_requests', 'r')
        .innerJoin('users', 'u', 'u.id = r.user_id')
        .where(`r.status = 'approved' AND r.end_date >= :start AND r.start_date <= :end`, range),
      scope,
    )
      .orderBy('r.start_date', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .limit(limit)
      .getRawMany(),
};
