import { leaveYearSql } from '../../lib/leave-year';
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
import {
  createdStats,
  DEFAULT_PROCESSING_TARGET_HOURS,
  percent,
  round2,
  roundOrNull,
  scopeCondition,
  SqlParams,
  startStats,
  builtInTypeId,
} from './sql-params';

export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export const TREND_MONTHS = 12;
/** Months of history the forecasts are fitted on. */
export const PREDICTION_HISTORY_MONTHS = 36;
export const UNASSIGNED_DEPARTMENT = 'Unassigned';

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
    const params = new SqlParams();
    const scoped = scopeCondition(scope, params);
    const today = params.param(todayIso());
    const [[now], figures, coverage] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE r.status = 'pending')::int AS pending, count(*)::int AS active
         FROM leave_requests r JOIN users u ON u.id = r.user_id
         WHERE r.status IN ('pending', 'approved') AND (r.status = 'pending' OR r.end_date >= ${today}::date) AND ${scoped}`,
        params.values,
      ),
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
    const params = new SqlParams();
    const [[overdue], figures] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS count FROM leave_requests r JOIN users u ON u.id = r.user_id
         WHERE r.status = 'pending' AND r.created_at < now() - make_interval(hours => ${params.param(this.processingTargetHours)}::int) AND ${scopeCondition(scope, params)}`,
        params.values,
      ),
      this.figures(actor, request),
    ]);
    return {
      avgApprovalTime: inDays(figures.averageApprovalHours),
      avgProcessingTime: inDays(figures.averageDecisionHours),
      approvalRate: figures.approvalRate,
      rejectionRate: figures.rejectionRate,
      totalProcessed: figures.decided,
      withinTargetRate: percent(figures.decidedWithinTarget, figures.decided),
      overduePending: overdue.count,
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
    const params = new SqlParams();
    const firstParam = params.param(first);
    const endParam = params.param(end);
    const rows: {
      month: string;
      requests: number;
      approvals: number;
      rejections: number;
      pto_days: string;
      sickness_days: string;
    }[] = await this.dataSource.query(
      `WITH months AS (
         SELECT generate_series(${firstParam}::date::timestamp, ${endParam}::date::timestamp - interval '1 month', interval '1 month') AS month
       ),
       submitted AS (
         SELECT date_trunc('month', c.created_day::timestamp) AS month,
                sum(c.requests) FILTER (WHERE c.status <> 'cancelled')::int AS requests,
                sum(c.requests) FILTER (WHERE c.status = 'approved')::int AS approvals,
                sum(c.requests) FILTER (WHERE c.status = 'rejected')::int AS rejections
         FROM ${createdStats(scope, params, this.processingTargetHours)} c
         WHERE c.created_day >= ${firstParam}::date AND c.created_day < ${endParam}::date
         GROUP BY 1
       ),
       taken AS (
         SELECT t.start_month::timestamp AS month,
                sum(t.days) FILTER (WHERE t.request_type_id = ${builtInTypeId('pto')}) AS pto_days,
                sum(t.days) FILTER (WHERE t.request_type_id = ${builtInTypeId('sickness')}) AS sickness_days
         FROM ${startStats(scope, params)} t
         WHERE t.status = 'approved' AND t.start_month >= ${firstParam}::date AND t.start_month < ${endParam}::date
         GROUP BY 1
       )
       SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(s.requests, 0) AS requests, coalesce(s.approvals, 0) AS approvals,
              coalesce(s.rejections, 0) AS rejections, coalesce(t.pto_days, 0) AS pto_days, coalesce(t.sickness_days, 0) AS sickness_days
       FROM months m LEFT JOIN submitted s ON s.month = m.month LEFT JOIN taken t ON t.month = m.month
       ORDER BY m.month`,
      params.values,
    );
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
    const params = new SqlParams();
    const scoped = scopeCondition(scope, params);
    const start = params.param(request.period.start);
    const end = params.param(request.period.end);
    const rows: {
      department: string;
      employees: number;
      total: number;
      approved: number;
      rejected: number;
      pending: number;
      pto_days: string;
      sickness_days: string;
    }[] = await this.dataSource.query(
      `WITH people AS (
         SELECT coalesce(u.department, '${UNASSIGNED_DEPARTMENT}') AS department, count(*) FILTER (WHERE u.is_active)::int AS employees
         FROM users u WHERE ${scoped} GROUP BY 1
       ),
       requests AS (
         SELECT c.department,
                sum(c.requests) FILTER (WHERE c.status <> 'cancelled')::int AS total,
                sum(c.requests) FILTER (WHERE c.status = 'approved')::int AS approved,
                sum(c.requests) FILTER (WHERE c.status = 'rejected')::int AS rejected,
                sum(c.requests) FILTER (WHERE c.status = 'pending')::int AS pending,
                coalesce(sum(c.days) FILTER (WHERE c.status = 'approved' AND c.request_type_id = ${builtInTypeId('pto')}), 0) AS pto_days,
                coalesce(sum(c.days) FILTER (WHERE c.status = 'approved' AND c.request_type_id = ${builtInTypeId('sickness')}), 0) AS sickness_days
         FROM ${createdStats(scope, params, this.processingTargetHours)} c
         WHERE c.created_day BETWEEN ${start}::date AND ${end}::date
         GROUP BY 1
       )
       SELECT p.department, p.employees, coalesce(q.total, 0) AS total, coalesce(q.approved, 0) AS approved,
              coalesce(q.rejected, 0) AS rejected, coalesce(q.pending, 0) AS pending,
              coalesce(q.pto_days, 0) AS pto_days, coalesce(q.sickness_days, 0) AS sickness_days
       FROM people p LEFT JOIN requests q ON q.department = p.department
       ORDER BY p.department`,
      params.values,
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
    const params = new SqlParams();
    const firstParam = params.param(first);
    const currentParam = params.param(current);
    const balanceParams = new SqlParams();
    const todayParam = balanceParams.param(today);
    const balanceScope = scopeCondition(scope, balanceParams);
    const [history, remaining]: [
      { department: string; month: string; requests: number; pto_days: string }[],
      { department: string; remaining: string }[],
    ] = await Promise.all([
      this.dataSource.query(
        `WITH submitted AS (
           SELECT c.department, to_char(c.created_day, 'YYYY-MM') AS month, sum(c.requests)::int AS requests
           FROM ${createdStats(scope, params, this.processingTargetHours)} c
           WHERE c.status <> 'cancelled' AND c.created_day >= ${firstParam}::date AND c.created_day < ${currentParam}::date
           GROUP BY 1, 2
         ),
         taken AS (
           SELECT t.department, to_char(t.start_month, 'YYYY-MM') AS month, sum(t.days) AS pto_days
           FROM ${startStats(scope, params)} t
           WHERE t.status = 'approved' AND t.request_type_id = ${builtInTypeId('pto')} AND t.start_month >= ${firstParam}::date AND t.start_month < ${currentParam}::date
           GROUP BY 1, 2
         )
         SELECT coalesce(s.department, t.department) AS department, coalesce(s.month, t.month) AS month,
                coalesce(s.requests, 0) AS requests, coalesce(t.pto_days, 0) AS pto_days
         FROM submitted s FULL JOIN taken t ON t.department = s.department AND t.month = s.month`,
        params.values,
      ),
      this.dataSource.query(
        `SELECT coalesce(u.department, '${UNASSIGNED_DEPARTMENT}') AS department, sum(b.total_days - b.used_days - b.pending_days) AS remaining
         FROM users u JOIN leave_balances b ON b.user_id = u.id AND b.year = ${leaveYearSql(`${todayParam}::date`)} AND b.request_type_id = ${builtInTypeId('pto')}
         WHERE u.is_active AND ${balanceScope} GROUP BY 1`,
        balanceParams.values,
      ),
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
