import type { DataSource } from 'typeorm';
import { assertOperation, peopleScopeFor, type Actor, type PeopleScope, type PeopleScopeKind } from '../../auth/policy';
import { todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import {
  coverageOf,
  periodEndingToday,
  ratesOf,
  requestFigures,
  type Coverage,
  type Period,
  type RequestFigures,
} from './figures';
import { forecastSeries, type ForecastMethod } from './forecast';
import { analyticsQueries } from './analytics.queries';
import { DEFAULT_PROCESSING_TARGET_HOURS, percent, round2, roundOrNull } from './sql-params';

export { UNASSIGNED_DEPARTMENT } from './analytics.queries';

export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export const TREND_MONTHS = 12;
/** Months of history the forecasts are fitted on. */
export const PREDICTION_HISTORY_MONTHS = 36;

/** What the GraphQL `Analytics` object carries; its fields are computed on demand. */
export interface AnalyticsRequest {
  periodDays: number;
  period: Period;
  /** Whose figures: the viewer's default scope unless they asked for another (policy.peopleScopeFor). */
  scope: PeopleScope;
}

export interface AnalyticsOverview {
  totalEmployees: number;
  activeRequests: number;
  pendingRequests: number;
  approvedRequests: number;
  approvalRate: number;
  rejectionRate: number;
  avgProcessingTime: number | null;
  avgApprovalTime: number | null;
  totalProcessed: number;
  totalPTOUsed: number;
  totalSicknessUsed: number;
}

export interface AnalyticsTrend {
  month: string;
  requests: number;
  approvals: number;
  rejections: number;
  ptoDays: number;
  sicknessDays: number;
}

export interface DepartmentAnalytics {
  department: string;
  employeeCount: number;
  totalRequests: number;
  approvalRate: number;
  avgPTOUsed: number;
  avgSicknessUsed: number;
}

export interface AnalyticsPerformance {
  avgApprovalTime: number | null;
  avgProcessingTime: number | null;
  approvalRate: number;
  rejectionRate: number;
  totalProcessed: number;
  withinTargetRate: number;
  overduePending: number;
}

export interface DepartmentPrediction {
  department: string;
  month: string;
  predictedRequests: number;
  predictedPTOUsage: number;
  remainingPTODays: number;
  riskLevel: 'HIGH' | 'MEDIUM' | 'LOW';
  confidence: number;
  historyMonths: number;
  method: ForecastMethod;
  /** Whether the history is long and full enough for a forecast (MINIMUM_PREDICTION_MONTHS, MINIMUM_PREDICTION_REQUESTS). */
  enoughData: boolean;
}

/** A forecast needs this many months of history with this many requests in them; below, it says so. */
export const MINIMUM_PREDICTION_MONTHS = 6;
export const MINIMUM_PREDICTION_REQUESTS = 6;

/** Hours to days, rounded to 2 decimals. */
const inDays = (hours: number | null) => (hours === null ? null : roundOrNull(hours / 24));

/** Share of the remaining PTO days next month's predicted usage takes, at which risk is HIGH / MEDIUM. */
export const RISK_HIGH_SHARE = 0.25;
export const RISK_MEDIUM_SHARE = 0.1;

export function riskLevelFor(predictedUsage: number, remainingDays: number): 'HIGH' | 'MEDIUM' | 'LOW' {
  if (predictedUsage <= 0) return 'LOW';
  if (remainingDays <= 0) return 'HIGH';
  const share = predictedUsage / remainingDays;
  return share >= RISK_HIGH_SHARE ? 'HIGH' : share >= RISK_MEDIUM_SHARE ? 'MEDIUM' : 'LOW';
}

/** `YYYY-MM` of the month `offset` months from the month of `iso`. */
export function monthOffset(iso: string, offset: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1 + offset;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * Analytics for HR, administrators (everyone by default) and managers (their reporting line by
 * default, or their direct reports), computed by Postgres. Period figures are figures.ts's: requests
 * submitted on the period's days (UTC), cancelled ones apart, rates over decided requests.
 */
export class AnalyticsService {
  constructor(
    private readonly dataSource: DataSource,
    /** PROCESSING_TARGET_HOURS: decisions within it count as on target; pending past it as overdue. */
    private readonly processingTargetHours = DEFAULT_PROCESSING_TARGET_HOURS,
  ) {}

  /** Checks the caller, the period and the scope for the `analytics` root field (and the REST routes). */
  request(actor: Actor, periodDays: number | null | undefined, scopeAsked?: PeopleScopeKind | null): AnalyticsRequest {
    assertOperation('reportReader', actor);
    const days = periodDays ?? 365;
    if (!(ANALYTICS_PERIODS as readonly number[]).includes(days))
      throw badInput(`periodDays must be one of ${ANALYTICS_PERIODS.join(', ')}`, 'periodDays');
    return { periodDays: days, period: periodEndingToday(days), scope: peopleScopeFor(actor.user, scopeAsked) };
  }

  private scope(actor: Actor, request: AnalyticsRequest): PeopleScope {
    assertOperation('reportReader', actor);
    return request.scope;
  }

  /** The request figures of the period (figures.ts), from the daily summary for everyone. */
  figures(actor: Actor, request: AnalyticsRequest): Promise<RequestFigures> {
    return requestFigures(this.dataSource, this.scope(actor, request), request.period, {
      processingTargetHours: this.processingTargetHours,
    });
  }

  /** Whose figures and which days. */
  coverage(actor: Actor, request: AnalyticsRequest): Promise<Coverage> {
    return coverageOf(this.dataSource, this.scope(actor, request), { period: request.period });
  }

  async overview(actor: Actor, request: AnalyticsRequest): Promise<AnalyticsOverview> {
    const scope = this.scope(actor, request);
    const [now, figures, coverage] = await Promise.all([
      analyticsQueries.openNow(this.dataSource, scope),
      this.figures(actor, request),
      this.coverage(actor, request),
    ]);
    return {
      totalEmployees: coverage.people,
      activeRequests: now.active,
      pendingRequests: now.pending,
      approvedRequests: figures.approved,
      approvalRate: figures.approvalRate,
      rejectionRate: figures.rejectionRate,
      avgProcessingTime: inDays(figures.averageDecisionHours),
      avgApprovalTime: inDays(figures.averageApprovalHours),
      totalProcessed: figures.decided,
      totalPTOUsed: figures.approvedPtoDays,
      totalSicknessUsed: figures.approvedSicknessDays,
    };
  }

  async performance(actor: Actor, request: AnalyticsRequest): Promise<AnalyticsPerformance> {
    const scope = this.scope(actor, request);
    const [overdue, figures] = await Promise.all([
      analyticsQueries.overduePending(this.dataSource, scope, this.processingTargetHours),
      this.figures(actor, request),
    ]);
    return {
      avgApprovalTime: inDays(figures.averageApprovalHours),
      avgProcessingTime: inDays(figures.averageDecisionHours),
      approvalRate: figures.approvalRate,
      rejectionRate: figures.rejectionRate,
      totalProcessed: figures.decided,
      withinTargetRate: percent(figures.decidedWithinTarget, figures.decided),
      overduePending: overdue,
    };
  }

  /**
   * The last 12 calendar months (UTC), oldest first: requests by the month they were submitted,
   * approved PTO and sickness days by the month they start.
   */
  async trends(actor: Actor, request: AnalyticsRequest): Promise<AnalyticsTrend[]> {
    const scope = this.scope(actor, request);
    const today = todayIso();
    const first = `${monthOffset(today, -(TREND_MONTHS - 1))}-01`;
    const end = `${monthOffset(today, 1)}-01`;
    const rows = await analyticsQueries.trendRows(this.dataSource, scope, { first, end }, this.processingTargetHours);
    return rows.map((row) => ({
      month: row.month,
      requests: row.requests,
      approvals: row.approvals,
      rejections: row.rejections,
      ptoDays: Number(row.pto_days),
      sicknessDays: Number(row.sickness_days),
    }));
  }

  /** One row per department in scope: people, requests of the period and approved days per person. */
  async departments(actor: Actor, request: AnalyticsRequest): Promise<DepartmentAnalytics[]> {
    const scope = this.scope(actor, request);
    const rows = await analyticsQueries.departmentRows(
      this.dataSource,
      scope,
      request.period,
      this.processingTargetHours,
    );
    return rows.map((row) => ({
      department: row.department,
      employeeCount: row.employees,
      totalRequests: row.total,
      approvalRate: ratesOf(row).approvalRate,
      avgPTOUsed: row.employees ? round2(Number(row.pto_days) / row.employees) : 0,
      avgSicknessUsed: row.employees ? round2(Number(row.sickness_days) / row.employees) : 0,
    }));
  }

  /**
   * Next month's requests and PTO days per department, each from a model fitted on the department's
   * own monthly history (see forecast.ts), with risk against the PTO its active members have left.
   */
  async predictions(actor: Actor, request: AnalyticsRequest): Promise<DepartmentPrediction[]> {
    const scope = this.scope(actor, request);
    const today = todayIso();
    const first = `${monthOffset(today, -PREDICTION_HISTORY_MONTHS)}-01`;
    const current = `${monthOffset(today, 0)}-01`;
    const [history, remaining] = await Promise.all([
      analyticsQueries.predictionHistory(this.dataSource, scope, { first, current }, this.processingTargetHours),
      analyticsQueries.remainingPto(this.dataSource, scope, today),
    ]);
    const months = Array.from({ length: PREDICTION_HISTORY_MONTHS }, (_, i) =>
      monthOffset(today, i - PREDICTION_HISTORY_MONTHS),
    );
    const byDepartment = new Map<string, Map<string, { requests: number; ptoDays: number }>>();
    for (const row of history) {
      if (!byDepartment.has(row.department)) byDepartment.set(row.department, new Map());
      byDepartment.get(row.department)!.set(row.month, { requests: row.requests, ptoDays: Number(row.pto_days) });
    }
    for (const row of remaining) if (!byDepartment.has(row.department)) byDepartment.set(row.department, new Map());
    const remainingBy = new Map(remaining.map((row) => [row.department, Number(row.remaining)]));
    const target = monthOffset(today, 1);
    return [...byDepartment.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([department, series]) => {
        // The history starts at the department's first month with data (no padding before it existed).
        const firstIndex = months.findIndex((month) => series.has(month));
        const span = firstIndex < 0 ? [] : months.slice(firstIndex);
        const requests = forecastSeries(
          span.map((month) => series.get(month)?.requests ?? 0),
          2,
        );
        const usage = forecastSeries(
          span.map((month) => series.get(month)?.ptoDays ?? 0),
          2,
        );
        const remainingDays = round2(remainingBy.get(department) ?? 0);
        const predictedPTOUsage = round2(usage.value);
        const history = span.reduce((sum, month) => sum + (series.get(month)?.requests ?? 0), 0);
        return {
          department,
          month: target,
          // Requests come whole: a forecast of 0.3 requests is none.
          predictedRequests: Math.round(requests.value),
          predictedPTOUsage,
          remainingPTODays: remainingDays,
          riskLevel: riskLevelFor(predictedPTOUsage, remainingDays),
          confidence: round2((requests.confidence + usage.confidence) / 2),
          historyMonths: span.length,
          method: requests.method,
          enoughData: span.length >= MINIMUM_PREDICTION_MONTHS && history >= MINIMUM_PREDICTION_REQUESTS,
        };
      });
  }
}
