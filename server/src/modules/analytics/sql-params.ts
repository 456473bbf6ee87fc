import { inPeopleScope, type PeopleScope } from '../../auth/policy';
import type { SqlParams } from '../../lib/sql';

/** Days, both included, written YYYY-MM-DD. */
export interface Period {
  start: string;
  end: string;
}

/** Hours within which a request should be decided, unless PROCESSING_TARGET_HOURS says otherwise. */
export const DEFAULT_PROCESSING_TARGET_HOURS = 48;

/** SQL condition on users aliased `u` limiting rows to a people scope (the policy's definition). */
export function scopeCondition(scope: PeopleScope, params: SqlParams, alias = 'u'): string {
  return params.where(inPeopleScope(scope, `${alias}.id`));
}

/** SQL condition matching one department (case-insensitive), or TRUE without one. */
export function departmentCondition(department: string | null | undefined, params: SqlParams, alias = 'u'): string {
  const value = department?.trim();
  return value ? `lower(${alias}.department) = lower(${params.param(value)})` : 'TRUE';
}

/** SQL condition matching any of several departments (case-insensitive), or TRUE for an empty list. */
export function departmentsCondition(departments: readonly string[], params: SqlParams, alias = 'u'): string {
  return departments.length
    ? `lower(${alias}.department) = ANY(${params.param(departments.map((d) => d.toLowerCase()))}::text[])`
    : 'TRUE';
}

/** SQL for the id of a built-in request type. */
export const builtInTypeId = (name: 'pto' | 'sickness'): string =>
  `(SELECT id FROM request_types WHERE name = '${name}')`;

/** part ÷ whole × 100, rounded to 2 decimals; 0 when whole is 0. */
export const percent = (part: number, whole: number): number => (whole > 0 ? round2((part / whole) * 100) : 0);

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Rounds a nullable average coming from Postgres as text or number. */
export const roundOrNull = (value: string | number | null): number | null =>
  value === null ? null : round2(Number(value));

/**
 * Requests summed per day of submission (UTC), department, request type and status — for everyone,
 * the summary table kept current by triggers (migration 1763900000000); for a manager's team, the
 * same columns computed from their requests. Columns: created_day, department, request_type_id,
 * status, requests, days, decided_seconds, within_target (decided within the processing target,
 * PROCESSING_TARGET_HOURS, 48 by default; the triggers read it from analytics_settings).
 */
export function createdStats(
  scope: PeopleScope,
  params: SqlParams,
  targetHours = DEFAULT_PROCESSING_TARGET_HOURS,
): string {
  if (scope.kind === 'everyone') return 'leave_request_created_stats';
  return `(SELECT (r.created_at AT TIME ZONE 'UTC')::date AS created_day, coalesce(u.department, 'Unassigned') AS department, r.request_type_id, r.status,
                  1 AS requests, r.days,
                  CASE WHEN r.status IN ('approved', 'rejected') THEN extract(epoch FROM coalesce(r.approved_at, r.rejected_at) - r.created_at) ELSE 0 END AS decided_seconds,
                  CASE WHEN r.status IN ('approved', 'rejected') AND coalesce(r.approved_at, r.rejected_at) - r.created_at <= make_interval(hours => ${params.param(targetHours)}::int) THEN 1 ELSE 0 END AS within_target
           FROM leave_requests r JOIN users u ON u.id = r.user_id WHERE ${scopeCondition(scope, params)})`;
}

/** Requests summed per month of start, department, request type and status (as createdStats). */
export function startStats(scope: PeopleScope, params: SqlParams): string {
  if (scope.kind === 'everyone') return 'leave_request_start_stats';
  return `(SELECT date_trunc('month', r.start_date)::date AS start_month, coalesce(u.department, 'Unassigned') AS department, r.request_type_id, r.status, 1 AS requests, r.days
           FROM leave_requests r JOIN users u ON u.id = r.user_id WHERE ${scopeCondition(scope, params)})`;
}
