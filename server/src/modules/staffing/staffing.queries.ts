import type { EntityManager } from 'typeorm';
import { SqlParams, type RowScope } from '../../lib/sql';

/** A member's request that keeps them away, as the staffing check reads it. */
export interface AbsenceRow {
  user_id: string;
  status: 'pending' | 'approved';
  start_date: string;
  end_date: string;
}

/** The staffing check's SQL, in one place. */
export const staffingQueries = {
  /** These people's requests with one of the statuses touching the range, but the one left out, by start. */
  absences: (
    manager: EntityManager,
    userIds: string[],
    statuses: string[],
    range: { startDate: string; endDate: string },
    excludeRequestId: string | null,
  ): Promise<AbsenceRow[]> =>
    userIds.length
      ? manager.query(
          `SELECT user_id, status, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date
           FROM leave_requests WHERE user_id = ANY($1::uuid[]) AND status = ANY($2::text[])
             AND end_date >= $3 AND start_date <= $4 AND ($5::uuid IS NULL OR id <> $5::uuid)
           ORDER BY start_date, user_id`,
          [userIds, statuses, range.startDate, range.endDate, excludeRequestId],
        )
      : Promise.resolve([]),

  /**
   * The groups (a team, or the direct reports of a manager for people in no team) with someone of the
   * scope, active, pending or approved off in the range; at most 200.
   */
  groupsWithLeave(
    manager: EntityManager,
    scope: RowScope,
    range: { startDate: string; endDate: string },
  ): Promise<{ team_id: string | null; manager_id: string | null }[]> {
    const params = new SqlParams([range.startDate, range.endDate]);
    return manager.query(
      `SELECT DISTINCT u.team_id, CASE WHEN u.team_id IS NULL THEN u.manager_id END AS manager_id
       FROM leave_requests r JOIN users u ON u.id = r.user_id
       WHERE r.status IN ('pending', 'approved') AND r.end_date >= $1 AND r.start_date <= $2 AND u.is_active
         AND (u.team_id IS NOT NULL OR u.manager_id IS NOT NULL) AND ${params.where(scope)}
       LIMIT 200`,
      params.values,
    );
  },
};
