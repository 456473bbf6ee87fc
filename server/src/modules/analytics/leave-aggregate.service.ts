import type { DataSource } from 'typeorm';
import { assertOperation, seesEveryone, visiblePeople, type Actor } from '../../auth/policy';
import { parseIsoDate } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { escapeLike } from '../../lib/sql';
import { LEAVE_STATUSES, type LeaveStatusValue, type LeaveRequestFilter } from '../leave-requests';
import { UNASSIGNED_DEPARTMENT } from './analytics.service';
import { SqlParams } from '../../lib/sql';

export type LeaveAggregateDimension = 'STATUS' | 'TYPE' | 'DEPARTMENT' | 'MONTH';

export interface LeaveAggregate {
  status?: LeaveStatusValue;
  type?: string;
  department?: string;
  month?: string;
  count: number;
  days: number;
}

const DIMENSIONS: Record<LeaveAggregateDimension, { column: string; key: keyof LeaveAggregate }> = {
  STATUS: { column: 'r.status', key: 'status' },
  TYPE: { column: 't.name', key: 'type' },
  DEPARTMENT: { column: `coalesce(u.department, '${UNASSIGNED_DEPARTMENT}')`, key: 'department' },
  MONTH: { column: `to_char(r.start_date, 'YYYY-MM')`, key: 'month' },
};

/** Group-by counts an analyst would otherwise compute by paging through leaveRequests. */
export class LeaveAggregateService {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts and day sums per group, over the same requests `leaveRequests` shows the viewer. */
  async aggregate(
    actor: Actor,
    groupBy: readonly LeaveAggregateDimension[],
    filter: LeaveRequestFilter = {},
  ): Promise<LeaveAggregate[]> {
    assertOperation('signedIn', actor);
    const dimensions = [...new Set(groupBy)];
    if (dimensions.some((dimension) => !DIMENSIONS[dimension]))
      throw badInput('Unknown dimension in groupBy', 'groupBy');
    if (filter.awaitingMyDecision)
      throw badInput('awaitingMyDecision cannot be aggregated; use pendingApprovals', 'filter');
    if (seesEveryone(actor.user) && !filter.userId && !filter.search?.trim() && !filter.from && !filter.to)
      return this.fromSummary(dimensions, filter);
    const params = new SqlParams();
    const where: string[] = [];
    if (!seesEveryone(actor.user)) where.push(params.where(visiblePeople(actor.user, 'r.user_id')));
    if (filter.status?.length) {
      if (filter.status.some((status) => !LEAVE_STATUSES.includes(status))) throw badInput('Unknown status', 'status');
      where.push(`r.status = ANY(${params.param(filter.status)}::text[])`);
    }
    if (filter.type?.length) where.push(`t.name = ANY(${params.param(filter.type)}::text[])`);
    if (filter.userId) {
      if (!isUuid(filter.userId)) throw badInput('userId is not a valid id', 'userId');
      where.push(`r.user_id = ${params.param(filter.userId)}`);
    }
    if (filter.department) where.push(`lower(u.department) = lower(${params.param(filter.department)})`);
    if (filter.search?.trim()) {
      const search = params.param(`%${escapeLike(filter.search.trim())}%`);
      where.push(
        `(u.first_name ILIKE ${search} OR u.last_name ILIKE ${search} OR u.email ILIKE ${search} OR (u.first_name || ' ' || u.last_name) ILIKE ${search})`,
      );
    }
    for (const key of ['from', 'to'] as const) {
      if (filter[key] && !parseIsoDate(filter[key]!))
        throw badInput(`\`${key}\` must be a date written YYYY-MM-DD`, key);
    }
    if (filter.from) where.push(`r.end_date >= ${params.param(filter.from)}::date`);
    if (filter.to) where.push(`r.start_date <= ${params.param(filter.to)}::date`);
    const columns = dimensions.map((dimension, index) => `${DIMENSIONS[dimension].column} AS g${index}`);
    const rows: Record<string, string | number>[] = await this.dataSource.query(
      `SELECT ${[...columns, 'count(*)::int AS count', 'coalesce(sum(r.days), 0) AS days'].join(', ')}
       FROM leave_requests r JOIN users u ON u.id = r.user_id JOIN request_types t ON t.id = r.request_type_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ${dimensions.length ? `GROUP BY ${dimensions.map((_, index) => index + 1).join(', ')} ORDER BY ${dimensions.map((_, index) => index + 1).join(', ')}` : ''}`,
      params.values,
    );
    return toAggregates(dimensions, rows);
  }

  /**
   * For HR and administrators, filtered by status, type or department only: the per-start-month
   * summary already holds exactly these dimensions (migration 1763900000000).
   */
  private async fromSummary(
    dimensions: LeaveAggregateDimension[],
    filter: LeaveRequestFilter,
  ): Promise<LeaveAggregate[]> {
    const params = new SqlParams();
    const where = ['TRUE'];
    if (filter.status?.length) {
      if (filter.status.some((status) => !LEAVE_STATUSES.includes(status))) throw badInput('Unknown status', 'status');
      where.push(`s.status = ANY(${params.param(filter.status)}::text[])`);
    }
    if (filter.type?.length) where.push(`t.name = ANY(${params.param(filter.type)}::text[])`);
    if (filter.department) where.push(`lower(s.department) = lower(${params.param(filter.department)})`);
    const columns: Record<LeaveAggregateDimension, string> = {
      STATUS: 's.status',
      TYPE: 't.name',
      DEPARTMENT: 's.department',
      MONTH: `to_char(s.start_month, 'YYYY-MM')`,
    };
    const groups = dimensions.map((_, index) => index + 1).join(', ');
    const rows: Record<string, string | number>[] = await this.dataSource.query(
      `SELECT ${[...dimensions.map((dimension, index) => `${columns[dimension]} AS g${index}`), 'coalesce(sum(s.requests), 0)::int AS count', 'coalesce(sum(s.days), 0) AS days'].join(', ')}
       FROM leave_request_start_stats s JOIN request_types t ON t.id = s.request_type_id
       WHERE ${where.join(' AND ')}
       ${groups ? `GROUP BY ${groups} HAVING sum(s.requests) <> 0 ORDER BY ${groups}` : ''}`,
      params.values,
    );
    return toAggregates(dimensions, rows);
  }
}

function toAggregates(
  dimensions: LeaveAggregateDimension[],
  rows: Record<string, string | number>[],
): LeaveAggregate[] {
  return rows.map((row) => {
    const aggregate: LeaveAggregate = { count: Number(row.count), days: Number(row.days) };
    dimensions.forEach((dimension, index) =>
      Object.assign(aggregate, { [DIMENSIONS[dimension].key]: row[`g${index}`] }),
    );
    return aggregate;
  });
}
