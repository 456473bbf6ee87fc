import type { DataSource } from 'typeorm';
import { assertOperation, peopleScopeFor, type Actor, type PeopleScopeKind } from '../../auth/policy';
import { badInput } from '../../lib/errors';
import {
  coverageOf,
  DEFAULT_PROCESSING_TARGET_HOURS,
  insightsOf,
  periodEndingToday,
  ratesOf,
  requestFigures,
  roundOrNull,
  type Coverage,
  type Insight,
  type RequestFigures,
} from '../analytics';
import { reportQueries } from './report.queries';

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
  rejections: number;
  /** approvals ÷ decided (approvals + rejections) of the month × 100. */
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
  decidedRequests: number;
  approvalRate: number;
  rejectionRate: number;
  pendingRate: number;
  ratesReliable: boolean;
  averageProcessingTime: number | null;
  processingTargetHours: number;
  responseRate: number;
  monthlyStats: MonthlyStat[];
  insights: Insight[];
  coverage: Coverage;
  figures: RequestFigures;
}

/** The Reports screen, computed in Postgres. (Team Overview and the team calendar are TeamOverviewService and LeaveRequestService.calendar.) */
export class ReportService {
  constructor(
    private readonly dataSource: DataSource,
    /** PROCESSING_TARGET_HOURS: decisions within it count as on target. */
    private readonly processingTargetHours = DEFAULT_PROCESSING_TARGET_HOURS,
  ) {}

  /** The active people of one of the viewer's scopes (default: their direct reports), e.g. the dashboard's team. */
  async coverage(actor: Actor, scopeAsked?: PeopleScopeKind | null, department?: string | null): Promise<Coverage> {
    assertOperation('signedIn', actor);
    return coverageOf(this.dataSource, peopleScopeFor(actor.user, scopeAsked ?? 'directReports'), { department });
  }

  /**
   * Request figures (figures.ts: requests submitted in the range, today included, UTC) for a people
   * scope (the viewer's default unless one is asked for) and an optional department.
   */
  async ptoReport(
    actor: Actor,
    range: ReportRangeValue,
    departmentFilter?: string | null,
    scopeAsked?: PeopleScopeKind | null,
  ): Promise<PtoReport> {
    assertOperation('reportReader', actor);
    const days = RANGE_DAYS[range];
    if (!days) throw badInput('Unknown report range', 'range');
    const scope = peopleScopeFor(actor.user, scopeAsked);
    const period = periodEndingToday(days);
    const department = departmentFilter?.trim() || null;
    const [figures, coverage, months] = await Promise.all([
      requestFigures(this.dataSource, scope, period, {
        department,
        processingTargetHours: this.processingTargetHours,
      }),
      coverageOf(this.dataSource, scope, { department, period }),
      reportQueries.monthly(this.dataSource, scope, period, department, this.processingTargetHours),
    ]);
    return {
      range,
      department,
      periodStart: period.start,
      periodEnd: period.end,
      totalRequests: figures.total,
      approvedRequests: figures.approved,
      rejectedRequests: figures.rejected,
      pendingRequests: figures.pending,
      cancelledRequests: figures.cancelled,
      decidedRequests: figures.decided,
      approvalRate: figures.approvalRate,
      rejectionRate: figures.rejectionRate,
      pendingRate: figures.pendingRate,
      ratesReliable: figures.ratesReliable,
      averageProcessingTime: roundOrNull(figures.averageDecisionHours),
      processingTargetHours: this.processingTargetHours,
      responseRate: figures.responseRate,
      monthlyStats: months.map(({ month, requests, approvals, rejections, pending }) => ({
        month,
        requests,
        approvals,
        rejections,
        approvalRate: ratesOf({ approved: approvals, rejected: rejections, pending, total: requests }).approvalRate,
      })),
      insights: insightsOf(figures, this.processingTargetHours),
      coverage,
      figures,
    };
  }
}
