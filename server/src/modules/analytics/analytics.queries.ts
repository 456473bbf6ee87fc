import type { DataSource, EntityManager } from 'typeorm';
import type { PeopleScope } from '../../auth/policy';
import { todayIso } from '../../lib/dates';
import { leaveYearSql } from '../../lib/leave-year';
import type { Period } from './figures';
import { SqlParams } from '../../lib/sql';
import { builtInTypeId, createdStats, scopeCondition, startStats } from './sql-params';

/** Departments with no name are counted under this one. */
export const UNASSIGNED_DEPARTMENT = 'Unassigned';

type Db = DataSource | EntityManager;

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
};
