import type { DataSource } from 'typeorm';
import type { PeopleScope } from '../../auth/policy';
import { SqlParams } from '../../lib/sql';
import { createdStats } from '../analytics';

export interface MonthRow {
  month: string;
  requests: number;
  approvals: number;
  rejections: number;
  pending: number;
}

/** The Reports screen's SQL, in one place (its figures and coverage are the analytics module's). */
export const reportQueries = {
  /**
   * Requests of a people scope submitted between two days (both included), per month: the ones not
   * cancelled, and how many of them are approved, rejected and pending; months without any left out.
   */
  monthly(
    db: DataSource,
    scope: PeopleScope,
    period: { start: string; end: string },
    department: string | null,
    processingTargetHours: number,
  ): Promise<MonthRow[]> {
    const params = new SqlParams();
    const source = createdStats(scope, params, processingTargetHours);
    const where = `s.created_day BETWEEN ${params.param(period.start)}::date AND ${params.param(period.end)}::date${department ? ` AND lower(s.department) = lower(${params.param(department)})` : ''}`;
    return db.query(
      `SELECT to_char(s.created_day, 'YYYY-MM') AS month,
              sum(s.requests) FILTER (WHERE s.status <> 'cancelled')::int AS requests,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'approved'), 0)::int AS approvals,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'rejected'), 0)::int AS rejections,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'pending'), 0)::int AS pending
       FROM ${source} s WHERE ${where}
       GROUP BY 1 HAVING sum(s.requests) FILTER (WHERE s.status <> 'cancelled') > 0 ORDER BY 1`,
      params.values,
    );
  },
};
