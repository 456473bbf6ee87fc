import type { DataSource, EntityManager } from 'typeorm';
import type { PeopleScope } from '../../auth/policy';
import { addDays, todayIso } from '../../lib/dates';
import { leaveYearSql } from '../../lib/leave-year';
import { escapeLike, SqlParams, utcMidnight, type RowScope } from '../../lib/sql';
import {
  builtInTypeId,
  createdStats,
  departmentsCondition,
  scopeCondition,
  startStats,
  type Period,
} from './sql-params';

/** Departments with no name are counted under this one. */
export const UNASSIGNED_DEPARTMENT = 'Unassigned';

type Db = DataSource | EntityManager;

/** SQL fragments a report's query is built from; each adds its parameters only when used. */
export interface ReportSql {
  /** Midnight UTC of the first day, and of the day after the last. */
  start: string;
  end: string;
  /** The period's dates. */
  startDate: string;
  endDate: string;
  /** Condition on users `u`: the viewer's scope and the departments asked for. */
  people: string;
  /** Per-day and per-start-month request summaries in the viewer's scope (see sql-params.ts). */
  created: string;
  started: string;
  /** Condition limiting a summary aliased `alias` to the departments asked for. */
  departmentsOf(alias: string): string;
  /** The processing target in hours (a parameter). */
  targetHours: string;
}

export type AggregateDimension = 'STATUS' | 'TYPE' | 'DEPARTMENT' | 'MONTH';

/** What requests an aggregate counts (a leave request filter's parts it understands). */
export interface AggregateFilter {
  status?: readonly string[] | null;
  type?: readonly string[] | null;
  userId?: string | null;
  department?: string | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
}

/** Each dimension's column over requests `r`, people `u` and types `t`. */
const REQUEST_COLUMNS: Record<AggregateDimension, string> = {
  STATUS: 'r.status',
  TYPE: 't.name',
  DEPARTMENT: `coalesce(u.department, '${UNASSIGNED_DEPARTMENT}')`,
  MONTH: `to_char(r.start_date, 'YYYY-MM')`,
};

/** Each dimension's column over the per-start-month summary `s` and types `t`. */
const SUMMARY_COLUMNS: Record<AggregateDimension, string> = {
  STATUS: 's.status',
  TYPE: 't.name',
  DEPARTMENT: 's.department',
  MONTH: `to_char(s.start_month, 'YYYY-MM')`,
};

/** Request figures as Postgres sums them (hours as numeric text, null when nothing was decided). */
export interface RequestFigureRow {
  total: number;
  approved: number;
  rejected: number;
  pending: number;
  cancelled: number;
  within_target: number;
  decision_hours: string | number | null;
  approval_hours: string | number | null;
  pto_days: number;
  sickness_days: number;
}

/**
 * The analytics' SQL, in one place: each read is limited to a people scope (the policy's definition, as
 * scopeCondition writes it) and returns rows as Postgres gives them; the service shapes them.
 */
export const analyticsQueries = {
  /** The month the organisation's leave year starts in, as the policy settings hold it (null: not set). */
  async leaveYearStartMonth(db: Db): Promise<number | null> {
    const [row]: { month: number | null }[] = await db.query(
      `SELECT (settings->>'leaveYearStartMonth')::int AS month FROM policy_settings WHERE id = 1`,
    );
    return row?.month ?? null;
  },

  /** Requests open now: pending, and pending or approved that have not ended. */
  async openNow(db: Db, scope: PeopleScope): Promise<{ pending: number; active: number }> {
    const params = new SqlParams();
    const scoped = scopeCondition(scope, params);
    const today = params.param(todayIso());
    const [row] = await db.query(
      `SELECT count(*) FILTER (WHERE r.status = 'pending')::int AS pending, count(*)::int AS active
       FROM leave_requests r JOIN users u ON u.id = r.user_id
       WHERE r.status IN ('pending', 'approved') AND (r.status = 'pending' OR r.end_date >= ${today}::date) AND ${scoped}`,
      params.values,
    );
    return row;
  },

  /** Pending requests older than the processing target. */
  async overduePending(db: Db, scope: PeopleScope, targetHours: number): Promise<number> {
    const params = new SqlParams();
    const [row] = await db.query(
      `SELECT count(*)::int AS count FROM leave_requests r JOIN users u ON u.id = r.user_id
       WHERE r.status = 'pending' AND r.created_at < now() - make_interval(hours => ${params.param(targetHours)}::int) AND ${scopeCondition(scope, params)}`,
      params.values,
    );
    return row.count;
  },

  /** Months from `first` to before `end` (UTC): requests by the month submitted, approved days by the month they start. */
  trendRows(
    db: Db,
    scope: PeopleScope,
    range: { first: string; end: string },
    targetHours: number,
  ): Promise<
    {
      month: string;
      requests: number;
      approvals: number;
      rejections: number;
      pto_days: string;
      sickness_days: string;
    }[]
  > {
    const params = new SqlParams();
    const firstParam = params.param(range.first);
    const endParam = params.param(range.end);
    return db.query(
      `WITH months AS (
         SELECT generate_series(${firstParam}::date::timestamp, ${endParam}::date::timestamp - interval '1 month', interval '1 month') AS month
       ),
       submitted AS (
         SELECT date_trunc('month', c.created_day::timestamp) AS month,
                sum(c.requests) FILTER (WHERE c.status <> 'cancelled')::int AS requests,
                sum(c.requests) FILTER (WHERE c.status = 'approved')::int AS approvals,
                sum(c.requests) FILTER (WHERE c.status = 'rejected')::int AS rejections
         FROM ${createdStats(scope, params, targetHours)} c
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
  },

  /** One row per department in scope: its active people and the requests of the period. */
  departmentRows(
    db: Db,
    scope: PeopleScope,
    period: Period,
    targetHours: number,
  ): Promise<
    {
      department: string;
      employees: number;
      total: number;
      approved: number;
      rejected: number;
      pending: number;
      pto_days: string;
      sickness_days: string;
    }[]
  > {
    const params = new SqlParams();
    const scoped = scopeCondition(scope, params);
    const start = params.param(period.start);
    const end = params.param(period.end);
    return db.query(
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
         FROM ${createdStats(scope, params, targetHours)} c
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
  },

  /** Each department's monthly requests and approved PTO days from `first` to before `current`. */
  predictionHistory(
    db: Db,
    scope: PeopleScope,
    range: { first: string; current: string },
    targetHours: number,
  ): Promise<{ department: string; month: string; requests: number; pto_days: string }[]> {
    const params = new SqlParams();
    const firstParam = params.param(range.first);
    const currentParam = params.param(range.current);
    return db.query(
      `WITH submitted AS (
         SELECT c.department, to_char(c.created_day, 'YYYY-MM') AS month, sum(c.requests)::int AS requests
         FROM ${createdStats(scope, params, targetHours)} c
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
    );
  },

  /** The PTO each department's active people have left in the leave year `today` falls in. */
  remainingPto(db: Db, scope: PeopleScope, today: string): Promise<{ department: string; remaining: string }[]> {
    const balanceParams = new SqlParams();
    const todayParam = balanceParams.param(today);
    const balanceScope = scopeCondition(scope, balanceParams);
    return db.query(
      `SELECT coalesce(u.department, '${UNASSIGNED_DEPARTMENT}') AS department, sum(b.total_days - b.used_days - b.pending_days) AS remaining
       FROM users u JOIN leave_balances b ON b.user_id = u.id AND b.year = ${leaveYearSql(`${todayParam}::date`)} AND b.request_type_id = ${builtInTypeId('pto')}
       WHERE u.is_active AND ${balanceScope} GROUP BY 1`,
      balanceParams.values,
    );
  },

  /** Request figures of a scope and period (optionally one department), as Postgres sums them. */
  async requestFigures(
    db: Db,
    scope: PeopleScope,
    period: Period,
    department: string | undefined,
    targetHours: number,
  ): Promise<RequestFigureRow> {
    const params = new SqlParams();
    const source = createdStats(scope, params, targetHours);
    const where = [
      `s.created_day BETWEEN ${params.param(period.start)}::date AND ${params.param(period.end)}::date`,
      ...(department ? [`lower(s.department) = lower(${params.param(department)})`] : []),
    ].join(' AND ');
    const [row] = await db.query(
      `SELECT coalesce(sum(s.requests) FILTER (WHERE s.status <> 'cancelled'), 0)::int AS total,
            coalesce(sum(s.requests) FILTER (WHERE s.status = 'approved'), 0)::int AS approved,
            coalesce(sum(s.requests) FILTER (WHERE s.status = 'rejected'), 0)::int AS rejected,
            coalesce(sum(s.requests) FILTER (WHERE s.status = 'pending'), 0)::int AS pending,
            coalesce(sum(s.requests) FILTER (WHERE s.status = 'cancelled'), 0)::int AS cancelled,
            coalesce(sum(s.within_target), 0)::int AS within_target,
            sum(s.decided_seconds) FILTER (WHERE s.status IN ('approved', 'rejected')) / nullif(sum(s.requests) FILTER (WHERE s.status IN ('approved', 'rejected')), 0) / 3600 AS decision_hours,
            sum(s.decided_seconds) FILTER (WHERE s.status = 'approved') / nullif(sum(s.requests) FILTER (WHERE s.status = 'approved'), 0) / 3600 AS approval_hours,
            coalesce(sum(s.days) FILTER (WHERE s.status = 'approved' AND s.request_type_id = ${builtInTypeId('pto')}), 0)::float AS pto_days,
            coalesce(sum(s.days) FILTER (WHERE s.status = 'approved' AND s.request_type_id = ${builtInTypeId('sickness')}), 0)::float AS sickness_days
     FROM ${source} s WHERE ${where}`,
      params.values,
    );
    return row;
  },

  /**
   * Request counts and day sums grouped by the dimensions, over the requests in `visible` (null: all)
   * matching the filter (its status, id and dates already checked).
   */
  requestAggregates(
    db: Db,
    dimensions: readonly AggregateDimension[],
    visible: RowScope | null,
    filter: AggregateFilter,
  ): Promise<Record<string, string | number>[]> {
    const params = new SqlParams();
    const where: string[] = [];
    if (visible) where.push(params.where(visible));
    if (filter.status?.length) where.push(`r.status = ANY(${params.param(filter.status)}::text[])`);
    if (filter.type?.length) where.push(`t.name = ANY(${params.param(filter.type)}::text[])`);
    if (filter.userId) where.push(`r.user_id = ${params.param(filter.userId)}`);
    if (filter.department) where.push(`lower(u.department) = lower(${params.param(filter.department)})`);
    if (filter.search?.trim()) {
      const search = params.param(`%${escapeLike(filter.search.trim())}%`);
      where.push(
        `(u.first_name ILIKE ${search} OR u.last_name ILIKE ${search} OR u.email ILIKE ${search} OR (u.first_name || ' ' || u.last_name) ILIKE ${search})`,
      );
    }
    if (filter.from) where.push(`r.end_date >= ${params.param(filter.from)}::date`);
    if (filter.to) where.push(`r.start_date <= ${params.param(filter.to)}::date`);
    const columns = dimensions.map((dimension, index) => `${REQUEST_COLUMNS[dimension]} AS g${index}`);
    return db.query(
      `SELECT ${[...columns, 'count(*)::int AS count', 'coalesce(sum(r.days), 0) AS days'].join(', ')}
       FROM leave_requests r JOIN users u ON u.id = r.user_id JOIN request_types t ON t.id = r.request_type_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ${dimensions.length ? `GROUP BY ${dimensions.map((_, index) => index + 1).join(', ')} ORDER BY ${dimensions.map((_, index) => index + 1).join(', ')}` : ''}`,
      params.values,
    );
  },

  /**
   * The same counts for everyone, filtered by status, type or department only, from the per-start-month
   * summary, which holds exactly these dimensions (migration 1763900000000).
   */
  summaryAggregates(
    db: Db,
    dimensions: readonly AggregateDimension[],
    filter: Pick<AggregateFilter, 'status' | 'type' | 'department'>,
  ): Promise<Record<string, string | number>[]> {
    const params = new SqlParams();
    const where = ['TRUE'];
    if (filter.status?.length) where.push(`s.status = ANY(${params.param(filter.status)}::text[])`);
    if (filter.type?.length) where.push(`t.name = ANY(${params.param(filter.type)}::text[])`);
    if (filter.department) where.push(`lower(s.department) = lower(${params.param(filter.department)})`);
    const groups = dimensions.map((_, index) => index + 1).join(', ');
    return db.query(
      `SELECT ${[...dimensions.map((dimension, index) => `${SUMMARY_COLUMNS[dimension]} AS g${index}`), 'coalesce(sum(s.requests), 0)::int AS count', 'coalesce(sum(s.days), 0) AS days'].join(', ')}
       FROM leave_request_start_stats s JOIN request_types t ON t.id = s.request_type_id
       WHERE ${where.join(' AND ')}
       ${groups ? `GROUP BY ${groups} HAVING sum(s.requests) <> 0 ORDER BY ${groups}` : ''}`,
      params.values,
    );
  },

  /**
   * A custom report's rows: its SQL gets the period, the viewer's scope and the departments as
   * parameters, each added only when the SQL uses it (Postgres cannot type an unused one).
   */
  reportRows(
    db: Db,
    rows: (q: ReportSql) => string,
    report: { scope: PeopleScope; start: string; end: string; departments: readonly string[]; targetHours: number },
  ): Promise<Record<string, string | number | null>[]> {
    const params = new SqlParams();
    const { scope, departments, targetHours } = report;
    const once = (make: () => string) => {
      let placeholder: string | undefined;
      return () => (placeholder ??= make());
    };
    const startDate = once(() => params.param(report.start));
    const endDate = once(() => params.param(report.end));
    const afterEnd = once(() => params.param(addDays(report.end, 1)));
    const sql = rows({
      get start() {
        return utcMidnight(startDate());
      },
      get end() {
        return utcMidnight(afterEnd());
      },
      get startDate() {
        return startDate();
      },
      get endDate() {
        return endDate();
      },
      get people() {
        return `${scopeCondition(scope, params)} AND ${departmentsCondition(departments, params)}`;
      },
      get created() {
        return createdStats(scope, params, targetHours);
      },
      get targetHours() {
        return `${params.param(targetHours)}::int`;
      },
      get started() {
        return startStats(scope, params);
      },
      departmentsOf: (alias) => departmentsCondition(departments, params, alias),
    });
    return db.query(sql, params.values);
  },
};
