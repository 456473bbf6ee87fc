import type { DataSource } from 'typeorm';
import { assertOperation, seesEveryone, visiblePeople, type Actor } from '../../auth/policy';
import { parseIsoDate } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { LEAVE_STATUSES, type LeaveStatusValue, type LeaveRequestFilter } from '../leave-requests';
import { analyticsQueries, type AggregateDimension } from './analytics.queries';

export type LeaveAggregateDimension = AggregateDimension;

export interface LeaveAggregate {
  status?: LeaveStatusValue;
  type?: string;
  department?: string;
  month?: string;
  count: number;
  days: number;
}

/** Where each dimension's value goes in an aggregate. */
const DIMENSIONS: Record<LeaveAggregateDimension, { key: keyof LeaveAggregate }> = {
  STATUS: { key: 'status' },
  TYPE: { key: 'type' },
  DEPARTMENT: { key: 'department' },
  MONTH: { key: 'month' },
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
    if (filter.status?.some((status) => !LEAVE_STATUSES.includes(status))) throw badInput('Unknown status', 'status');
    if (seesEveryone(actor.user) && !filter.userId && !filter.search?.trim() && !filter.from && !filter.to)
      return toAggregates(dimensions, await analyticsQueries.summaryAggregates(this.dataSource, dimensions, filter));
    if (filter.userId && !isUuid(filter.userId)) throw badInput('userId is not a valid id', 'userId');
    for (const key of ['from', 'to'] as const) {
      if (filter[key] && !parseIsoDate(filter[key]!))
        throw badInput(`\`${key}\` must be a date written YYYY-MM-DD`, key);
    }
    const visible = seesEveryone(actor.user) ? null : visiblePeople(actor.user, 'r.user_id');
    return toAggregates(
      dimensions,
      await analyticsQueries.requestAggregates(this.dataSource, dimensions, visible, filter),
    );
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
