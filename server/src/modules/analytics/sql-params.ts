import type { ReportScope } from '../../auth/policy';

/** Collects positional parameters while a query's text is assembled: `sql.param(value)` → `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** SQL condition on users aliased `u` limiting rows to a report scope. */
export function scopeCondition(scope: ReportScope, params: SqlParams, alias = 'u'): string {
  return scope.kind === 'everyone' ? 'TRUE' : `${alias}.manager_id = ${params.param(scope.managerId)}`;
}

/** SQL condition matching one department (case-insensitive), or TRUE without one. */
export function departmentCondition(department: string | null | undefined, params: SqlParams, alias = 'u'): string {
  const value = department?.trim();
  return value ? `lower(${alias}.department) = lower(${params.param(value)})` : 'TRUE';
}

/** SQL condition matching any of several departments (case-insensitive), or TRUE for an empty list. */
export function departmentsCondition(departments: readonly string[], params: SqlParams, alias = 'u'): string {
  return departments.length ? `lower(${alias}.department) = ANY(${params.param(departments.map((d) => d.toLowerCase()))}::text[])` : 'TRUE';
}

/** part ÷ whole × 100, rounded to 2 decimals; 0 when whole is 0. */
export const percent = (part: number, whole: number): number => (whole > 0 ? round2((part / whole) * 100) : 0);

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Rounds a nullable average coming from Postgres as text or number. */
export const roundOrNull = (value: string | number | null): number | null => (value === null ? null : round2(Number(value)));
