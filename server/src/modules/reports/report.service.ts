import type { DataSource } from 'typeorm';
import { assertOperation, reportScopeOf, type Actor } from '../../auth/policy';
import { addDays, todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { createdStats, DEFAULT_PROCESSING_TARGET_HOURS, percent, roundOrNull, SqlParams } from '../analytics';

/** Spec §9 constants. */

export type ReportRangeValue = 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' | 'LAST_YEAR';
export const RANGE_DAYS: Record<ReportRangeValue, number> = {
  LAST_7_DAYS: 7,
  LAST_30_DAYS: 30,
  LAST_90_DAYS: 90,
  LAST_YEAR: 365,
};

export interface MonthlyStat {
  month: string;
  requests: number;
  approvals: number;
  approvalRate: number;
}

export interface PtoReport {
  range: ReportRangeValue;
  department: string | null;
  periodStart: string;
  periodEnd: string;
  totalRequests: number;
  approvedRequests: number;
  rejectedRequests: number;
  pendingRequests: number;
  cancelledRequests: number;
  approvalRate: number;
  rejectionRate: number;
  pendingRate: number;
  averageProcessingTime: number | null;
  processingTargetHours: number;
  responseRate: number;
  monthlyStats: MonthlyStat[];
}

/** Midnight UTC of a date, as SQL on a parameter. */
export const utcMidnight = (placeholder: string): string => `(${placeholder}::date::timestamp AT TIME ZONE 'UTC')`;

/** The Reports screen, computed in Postgres. (Team Overview and the team calendar are TeamOverviewService and LeaveRequestService.calendar.) */
export class ReportService {
  constructor(
    private readonly dataSource: DataSource,
    /** PROCESSING_TARGET_HOURS: decisions within it count as on target. */
    private readonly processingTargetHours = DEFAULT_PROCESSING_TARGET_HOURS,
  ) {}

  /**
   * Request figures for requests submitted in the range (today and the days before it, UTC),
   * for the viewer's scope and an optional department.
   */
  async ptoReport(actor: Actor, range: ReportRangeValue, departmentFilter?: string | null): Promise<PtoReport> {
    assertOperation('reportReader', actor);
    const days = RANGE_DAYS[range];
    if (!days) throw badInput('Unknown report range', 'range');
    const periodEnd = todayIso();
    const periodStart = addDays(periodEnd, -(days - 1));
    const params = new SqlParams();
    const source = createdStats(reportScopeOf(actor.user), params, this.processingTargetHours);
    const department = departmentFilter?.trim();
    const where = `s.created_day >= ${params.param(periodStart)}::date${department ? ` AND lower(s.department) = lower(${params.param(department)})` : ''}`;
    const [totals] = await this.dataSource.query(
      `SELECT coalesce(sum(s.requests) FILTER (WHERE s.status <> 'cancelled'), 0)::int AS total,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'approved'), 0)::int AS approved,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'rejected'), 0)::int AS rejected,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'pending'), 0)::int AS pending,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'cancelled'), 0)::int AS cancelled,
              sum(s.decided_seconds) FILTER (WHERE s.status IN ('approved', 'rejected')) / nullif(sum(s.requests) FILTER (WHERE s.status IN ('approved', 'rejected')), 0) / 3600 AS avg_hours
       FROM ${source} s WHERE ${where}`,
      params.values,
    );
    const months: { month: string; requests: number; approvals: number }[] = await this.dataSource.query(
      `SELECT to_char(s.created_day, 'YYYY-MM') AS month,
              sum(s.requests) FILTER (WHERE s.status <> 'cancelled')::int AS requests,
              coalesce(sum(s.requests) FILTER (WHERE s.status = 'approved'), 0)::int AS approvals
       FROM ${source} s WHERE ${where}
       GROUP BY 1 HAVING sum(s.requests) FILTER (WHERE s.status <> 'cancelled') > 0 ORDER BY 1`,
      params.values,
    );
    const total = totals.total as number;
    return {
      range,
      department: department || null,
      periodStart,
      periodEnd,
      totalRequests: total,
      approvedRequests: totals.approved,
      rejectedRequests: totals.rejected,
      pendingRequests: totals.pending,
      cancelledRequests: totals.cancelled,
      approvalRate: percent(totals.approved, total),
      rejectionRate: percent(totals.rejected, total),
      pendingRate: percent(totals.pending, total),
      averageProcessingTime: roundOrNull(totals.avg_hours),
      processingTargetHours: this.processingTargetHours,
      responseRate: percent(totals.approved + totals.rejected, total),
      monthlyStats: months.map((row) => ({ ...row, approvalRate: percent(row.approvals, row.requests) })),
    };
  }
}
