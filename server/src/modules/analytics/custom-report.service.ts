import { leaveYearLabel, leaveYearOf, leaveYearSql, leaveYearStart } from '../../lib/leave-year';
import type { DataSource } from 'typeorm';
import { assertOperation, peopleScopeFor, type Actor } from '../../auth/policy';
import { csvPieces, csvRecord } from '../../lib/csv';
import { ExportSlots } from '../../lib/export-slots';
import { addDays, parseIsoDate, todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { translate } from '../../i18n';
import { analyticsQueries, type ReportSql } from './analytics.queries';
import { UNASSIGNED_DEPARTMENT } from './analytics.service';
import { percent, round2, DEFAULT_PROCESSING_TARGET_HOURS } from './sql-params';

export const CUSTOM_REPORT_TYPES = [
  'PTO_UTILIZATION',
  'APPROVAL_PERFORMANCE',
  'DEPARTMENT_COMPARISON',
  'MONTHLY_SUMMARY',
] as const;
export type CustomReportType = (typeof CUSTOM_REPORT_TYPES)[number];
/** A custom report covers at most this many days. */
export const MAX_REPORT_SPAN_DAYS = 3660;

export interface CustomReportInput {
  reportType?: CustomReportType | null;
  /** Omitted: the first day of the current leave year. */
  startDate?: string | null;
  /** Omitted: today. */
  endDate?: string | null;
  departments?: readonly string[] | null;
}

export type ReportRow = Record<string, string | number | null>;

export interface CustomReport {
  reportType: CustomReportType;
  title: string;
  generatedAt: Date;
  period: { startDate: string; endDate: string };
  /** The leave year the period is ("2026/27"), when none was given and it is the current one to date. */
  periodLabel: string | null;
  departments: string[];
  summary: { key: string; value: string }[];
  columns: { key: string; label: string }[];
  rows: ReportRow[];
  totalRows: number;
}

interface Definition {
  title: string;
  columns: [key: string, label: string][];
  /** SQL returning one row per table row; gets the period, scope and department conditions. */
  rows(q: ReportSql): string;
  summary(rows: ReportRow[]): [string, string | number][];
}

const sum = (rows: ReportRow[], key: string): number =>
  round2(rows.reduce((total, row) => total + Number(row[key] ?? 0), 0));
const pto = `(SELECT id FROM request_types WHERE name = 'pto')`;
const sickness = `(SELECT id FROM request_types WHERE name = 'sickness')`;
const decidedHours = `extract(epoch FROM coalesce(r.approved_at, r.rejected_at) - r.created_at) / 3600`;

/**
 * The four custom reports. Requests belong to the period by submission time; days taken (PTO,
 * sickness, other) by start date. `people` limits users `u` to the viewer's scope and departments.
 */
const DEFINITIONS: Record<CustomReportType, Definition> = {
  PTO_UTILIZATION: {
    title: 'PTO Utilization Report',
    columns: [
      ['name', 'Name'],
      ['email', 'Email'],
      ['department', 'Department'],
      ['ptoAllowance', 'PTO allowance'],
      ['ptoDays', 'PTO days'],
      ['sicknessDays', 'Sickness days'],
      ['otherDays', 'Other days'],
      ['otherHours', 'Other hours'],
      ['utilization', 'Utilization %'],
    ],
    rows: ({ startDate, endDate, people }) => `
      SELECT u.first_name || ' ' || u.last_name AS name, u.email, coalesce(u.department, '${UNASSIGNED_DEPARTMENT}') AS department,
             coalesce(b.total_days, 0)::float AS "ptoAllowance", coalesce(r.pto, 0)::float AS "ptoDays",
             coalesce(r.sickness, 0)::float AS "sicknessDays", coalesce(r.other, 0)::float AS "otherDays",
             coalesce(r.other_hours, 0)::float AS "otherHours"
      FROM users u
      LEFT JOIN leave_balances b ON b.user_id = u.id AND b.request_type_id = ${pto} AND b.year = ${leaveYearSql(`${startDate}::date`)}
      LEFT JOIN (
        SELECT r.user_id, sum(r.days) FILTER (WHERE r.request_type_id = ${pto}) AS pto, sum(r.days) FILTER (WHERE r.request_type_id = ${sickness}) AS sickness,
               sum(r.days) FILTER (WHERE r.request_type_id NOT IN (${pto}, ${sickness}) AND rt.unit = 'days') AS other,
               sum(r.days) FILTER (WHERE rt.unit = 'hours') AS other_hours
        FROM leave_requests r JOIN request_types rt ON rt.id = r.request_type_id WHERE r.status = 'approved' AND r.start_date BETWEEN ${startDate}::date AND ${endDate}::date GROUP BY r.user_id
      ) r ON r.user_id = u.id
      WHERE u.is_active AND ${people}
      ORDER BY department, u.last_name, u.first_name, u.id`,
    summary: (rows) => [
      ['Employees', rows.length],
      ['Total PTO days', sum(rows, 'ptoDays')],
      ['Total sickness days', sum(rows, 'sicknessDays')],
      ['Total other hours', sum(rows, 'otherHours')],
      ['Average PTO days per employee', rows.length ? round2(sum(rows, 'ptoDays') / rows.length) : 0],
      ['Average utilization %', rows.length ? round2(sum(rows, 'utilization') / rows.length) : 0],
    ],
  },
  APPROVAL_PERFORMANCE: {
    title: 'Approval Performance Report',
    columns: [
      ['approver', 'Approver'],
      ['email', 'Email'],
      ['decided', 'Decided'],
      ['approved', 'Approved'],
      ['rejected', 'Rejected'],
      ['approvalRate', 'Approval rate %'],
      ['avgResponseHours', 'Average response (hours)'],
      ['withinTarget', 'Within 48 h'],
    ],
    rows: ({ start, end, people, targetHours }) => `
      WITH decided AS (
        SELECT r.approver_id, count(*)::int AS decided, count(*) FILTER (WHERE r.status = 'approved')::int AS approved,
               count(*) FILTER (WHERE r.status = 'rejected')::int AS rejected, round(avg(${decidedHours})::numeric, 2)::float AS "avgResponseHours",
               count(*) FILTER (WHERE ${decidedHours} <= ${targetHours})::int AS "withinTarget"
        FROM leave_requests r JOIN users u ON u.id = r.user_id
        WHERE r.status IN ('approved', 'rejected') AND r.created_at >= ${start} AND r.created_at < ${end} AND ${people}
        GROUP BY r.approver_id
      )
      SELECT coalesce(a.first_name || ' ' || a.last_name, 'Automatic') AS approver, a.email, d.decided, d.approved, d.rejected, d."avgResponseHours", d."withinTarget"
      FROM decided d LEFT JOIN users a ON a.id = d.approver_id ORDER BY d.decided DESC, approver`,
    summary: (rows) => [
      ['Approvers', rows.length],
      ['Decisions', sum(rows, 'decided')],
      ['Approval rate %', percent(sum(rows, 'approved'), sum(rows, 'decided'))],
      ['Decided within 48 h %', percent(sum(rows, 'withinTarget'), sum(rows, 'decided'))],
    ],
  },
  DEPARTMENT_COMPARISON: {
    title: 'Department Comparison Report',
    columns: [
      ['department', 'Department'],
      ['employees', 'Employees'],
      ['requests', 'Requests'],
      ['approved', 'Approved'],
      ['rejected', 'Rejected'],
      ['approvalRate', 'Approval rate %'],
      ['ptoDays', 'PTO days'],
      ['sicknessDays', 'Sickness days'],
      ['avgPtoPerEmployee', 'PTO days per employee'],
    ],
    rows: ({ startDate, endDate, people, created, started, departmentsOf }) => `
      WITH people AS (SELECT coalesce(u.department, '${UNASSIGNED_DEPARTMENT}') AS department, count(*)::int AS employees FROM users u WHERE u.is_active AND ${people} GROUP BY 1),
      submitted AS (
        SELECT c.department, sum(c.requests) FILTER (WHERE c.status <> 'cancelled')::int AS requests,
               coalesce(sum(c.requests) FILTER (WHERE c.status = 'approved'), 0)::int AS approved, coalesce(sum(c.requests) FILTER (WHERE c.status = 'rejected'), 0)::int AS rejected
        FROM ${created} c WHERE c.created_day BETWEEN ${startDate}::date AND ${endDate}::date AND ${departmentsOf('c')} GROUP BY 1),
      taken AS (
        SELECT t.department, coalesce(sum(t.days) FILTER (WHERE t.request_type_id = ${pto}), 0) AS pto_days, coalesce(sum(t.days) FILTER (WHERE t.request_type_id = ${sickness}), 0) AS sickness_days
        FROM ${started} t WHERE t.status = 'approved' AND t.start_month BETWEEN date_trunc('month', ${startDate}::date) AND ${endDate}::date AND ${departmentsOf('t')} GROUP BY 1)
      SELECT p.department, p.employees, coalesce(s.requests, 0) AS requests, coalesce(s.approved, 0) AS approved, coalesce(s.rejected, 0) AS rejected,
             coalesce(t.pto_days, 0)::float AS "ptoDays", coalesce(t.sickness_days, 0)::float AS "sicknessDays"
      FROM people p LEFT JOIN submitted s ON s.department = p.department LEFT JOIN taken t ON t.department = p.department ORDER BY p.department`,
    summary: (rows) => [
      ['Departments', rows.length],
      ['Employees', sum(rows, 'employees')],
      ['Requests', sum(rows, 'requests')],
      ['Approval rate %', percent(sum(rows, 'approved'), sum(rows, 'requests'))],
      ['PTO days', sum(rows, 'ptoDays')],
    ],
  },
  MONTHLY_SUMMARY: {
    title: 'Monthly Summary Report',
    columns: [
      ['month', 'Month'],
      ['requests', 'Requests'],
      ['approved', 'Approved'],
      ['rejected', 'Rejected'],
      ['pending', 'Pending'],
      ['cancelled', 'Cancelled'],
      ['ptoDays', 'PTO days'],
      ['sicknessDays', 'Sickness days'],
      ['avgProcessingHours', 'Average processing (hours)'],
    ],
    rows: ({ startDate, endDate, created, started, departmentsOf }) => `
      WITH months AS (SELECT generate_series(date_trunc('month', ${startDate}::date::timestamp), ${endDate}::date::timestamp, interval '1 month') AS month),
      submitted AS (
        SELECT date_trunc('month', c.created_day::timestamp) AS month, sum(c.requests) FILTER (WHERE c.status <> 'cancelled')::int AS requests,
               coalesce(sum(c.requests) FILTER (WHERE c.status = 'approved'), 0)::int AS approved, coalesce(sum(c.requests) FILTER (WHERE c.status = 'rejected'), 0)::int AS rejected,
               coalesce(sum(c.requests) FILTER (WHERE c.status = 'pending'), 0)::int AS pending, coalesce(sum(c.requests) FILTER (WHERE c.status = 'cancelled'), 0)::int AS cancelled,
               round((sum(c.decided_seconds) FILTER (WHERE c.status IN ('approved', 'rejected')) / nullif(sum(c.requests) FILTER (WHERE c.status IN ('approved', 'rejected')), 0) / 3600)::numeric, 2)::float AS avg_hours
        FROM ${created} c WHERE c.created_day BETWEEN ${startDate}::date AND ${endDate}::date AND ${departmentsOf('c')} GROUP BY 1),
      taken AS (
        SELECT t.start_month::timestamp AS month,
               coalesce(sum(t.days) FILTER (WHERE t.request_type_id = ${pto}), 0) AS pto_days, coalesce(sum(t.days) FILTER (WHERE t.request_type_id = ${sickness}), 0) AS sickness_days
        FROM ${started} t WHERE t.status = 'approved' AND t.start_month BETWEEN date_trunc('month', ${startDate}::date) AND ${endDate}::date AND ${departmentsOf('t')} GROUP BY 1)
      SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(s.requests, 0) AS requests, coalesce(s.approved, 0) AS approved, coalesce(s.rejected, 0) AS rejected,
             coalesce(s.pending, 0) AS pending, coalesce(s.cancelled, 0) AS cancelled, coalesce(t.pto_days, 0)::float AS "ptoDays",
             coalesce(t.sickness_days, 0)::float AS "sicknessDays", s.avg_hours AS "avgProcessingHours"
      FROM months m LEFT JOIN submitted s ON s.month = m.month LEFT JOIN taken t ON t.month = m.month ORDER BY m.month`,
    summary: (rows) => [
      ['Months', rows.length],
      ['Requests', sum(rows, 'requests')],
      ['Approved', sum(rows, 'approved')],
      ['Rejected', sum(rows, 'rejected')],
      ['PTO days', sum(rows, 'ptoDays')],
      ['Sickness days', sum(rows, 'sicknessDays')],
    ],
  },
};

/** The most columns, and the most summary figures, any custom report has. */
export const CUSTOM_REPORT_MAX_COLUMNS = Math.max(...Object.values(DEFINITIONS).map((report) => report.columns.length));
export const CUSTOM_REPORT_MAX_SUMMARY = Math.max(
  ...Object.values(DEFINITIONS).map((report) => report.summary([]).length),
);

/** Spec §5: report departments are split on commas, trimmed, empties dropped. */
export function parseDepartments(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []).flatMap((item) => item.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/** Custom reports (managers for their reports; HR and administrators for everyone) and their CSV. */
export class CustomReportService {
  constructor(
    private readonly dataSource: DataSource,
    /** PROCESSING_TARGET_HOURS: the approvers' report counts decisions within it. */
    private readonly processingTargetHours = DEFAULT_PROCESSING_TARGET_HOURS,
    private readonly exports: ExportSlots = new ExportSlots(),
  ) {}

  async generate(actor: Actor, input: CustomReportInput): Promise<CustomReport> {
    assertOperation('reportReader', actor);
    const reportType = input.reportType ?? 'PTO_UTILIZATION';
    const definition = DEFINITIONS[reportType];
    if (!definition) throw badInput(`Unknown report type; use one of ${CUSTOM_REPORT_TYPES.join(', ')}`, 'reportType');
    const { startDate: start, endDate: end, label: periodLabel } = await this.periodOf(input);
    if (!parseIsoDate(start)) throw badInput('Start date must be a date written YYYY-MM-DD', 'startDate');
    if (!parseIsoDate(end)) throw badInput('End date must be a date written YYYY-MM-DD', 'endDate');
    if (start > end) throw badInput('Start date cannot be after end date', 'startDate');
    if (addDays(start, MAX_REPORT_SPAN_DAYS) <= end)
      throw badInput(`A report covers at most ${MAX_REPORT_SPAN_DAYS} days`, 'endDate');
    const departments = parseDepartments(input.departments);
    const raw: ReportRow[] = await analyticsQueries.reportRows(this.dataSource, definition.rows, {
      scope: peopleScopeFor(actor.user),
      start,
      end,
      departments,
      targetHours: this.processingTargetHours,
    });
    const rows = raw.map((row) => withDerivedColumns(reportType, row));
    return {
      reportType,
      title: definition.title,
      generatedAt: new Date(),
      period: { startDate: start, endDate: end },
      periodLabel,
      departments,
      summary: definition.summary(rows).map(([key, value]) => ({ key: this.withTarget(key), value: String(value) })),
      columns: definition.columns.map(([key, label]) => ({ key, label: this.withTarget(label) })),
      rows,
      totalRows: rows.length,
    };
  }

  /**
   * The period asked for; a date left out is the current leave year's first day or today, and with
   * both left out the period is named by its leave year ("2026" or "2026/27").
   */
  private async periodOf(
    input: CustomReportInput,
  ): Promise<{ startDate: string; endDate: string; label: string | null }> {
    if (input.startDate && input.endDate) return { startDate: input.startDate, endDate: input.endDate, label: null };
    const today = todayIso();
    const startMonth = (await analyticsQueries.leaveYearStartMonth(this.dataSource)) ?? 1;
    const year = leaveYearOf(today, startMonth);
    return {
      startDate: input.startDate || leaveYearStart(year, startMonth),
      endDate: input.endDate || today,
      label: input.startDate || input.endDate ? null : leaveYearLabel(year, startMonth),
    };
  }

  /** Labels name the processing target in hours ('Within 48 h' by default). */
  private withTarget(label: string): string {
    return label.replace(/\b48 h\b/, `${this.processingTargetHours} h`);
  }

  /**
   * The report's table as CSV pieces, with its columns' labels in `language` as the header: one of the
   * viewer's export slots (ExportSlots), written a slice of rows at a time.
   */
  async csv(
    actor: Actor,
    input: CustomReportInput,
    language: string | null = null,
  ): Promise<{ filename: string; content: string[] }> {
    assertOperation('reportReader', actor);
    return this.exports.run(actor.user.id, async () => {
      const report = await this.generate(actor, input);
      const header = csvRecord(
        report.columns.map((column) =>
          translate(language, 'csv', `customReport.${column.key}`, { hours: this.processingTargetHours }),
        ),
      );
      const rows = await csvPieces(report.rows, (row) => report.columns.map((column) => row[column.key]));
      return {
        filename: `${report.reportType.toLowerCase()}_${report.period.startDate}_${report.period.endDate}.csv`,
        content: [header, ...rows],
      };
    });
  }
}

/** Rates computed from a row's counts (kept out of SQL so every report rounds the same way). */
function withDerivedColumns(type: CustomReportType, row: ReportRow): ReportRow {
  switch (type) {
    case 'PTO_UTILIZATION':
      return { ...row, utilization: percent(Number(row.ptoDays), Number(row.ptoAllowance)) };
    case 'APPROVAL_PERFORMANCE':
      return { ...row, approvalRate: percent(Number(row.approved), Number(row.decided)) };
    case 'DEPARTMENT_COMPARISON':
      return {
        ...row,
        approvalRate: percent(Number(row.approved), Number(row.requests)),
        avgPtoPerEmployee: Number(row.employees) ? round2(Number(row.ptoDays) / Number(row.employees)) : 0,
      };
    default:
      return row;
  }
}
