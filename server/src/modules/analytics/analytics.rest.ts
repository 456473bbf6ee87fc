import type { Request } from 'express';
import { todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { bodyOf, bool, list, query, queryInt, text } from '../../rest/input';
import type { RestRoute } from '../../rest/router';
import { CUSTOM_REPORT_TYPES, parseDepartments, type CustomReport, type CustomReportInput, type CustomReportType } from './custom-report.service';

const periodQuery = { periodDays: '7, 30, 90 or 365 (default 365)' };
const periodOf = (req: Request) => queryInt(req, 'periodDays', 1, 366) ?? queryInt(req, 'period', 1, 366);

function reportTypeOf(value: string | null | undefined): CustomReportType {
  const type = (value ?? 'pto_utilization').toUpperCase() as CustomReportType;
  if (!CUSTOM_REPORT_TYPES.includes(type)) throw badInput(`Unknown report type; use one of ${CUSTOM_REPORT_TYPES.map((t) => t.toLowerCase()).join(', ')}`, 'reportType');
  return type;
}

/** Spec §3 report: title, generatedAt, period, summary, and the rows as `data`. */
const reportBody = (report: CustomReport, includeCharts: boolean) => ({
  reportType: report.reportType.toLowerCase(),
  title: report.title,
  generatedAt: new Date(report.generatedAt).toISOString(),
  period: report.period,
  departments: report.departments,
  summary: Object.fromEntries(report.summary.map((item) => [item.key, item.value])),
  columns: report.columns,
  data: report.rows,
  totalRows: report.totalRows,
  includeCharts,
});

export const analyticsRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/analytics/overview',
    summary: 'Analytics overview for a period: totalEmployees, activeRequests, pendingRequests, approvedRequests, approvalRate, avgProcessingTime, totalPTOUsed, totalSicknessUsed (managers see their reports; HR and administrators everyone).',
    query: periodQuery,
    handler: async (req, { services, actor }) => ({ data: await services.analytics.overview(actor, services.analytics.request(actor, periodOf(req))) }),
  },
  {
    method: 'get',
    path: '/analytics/trends',
    summary: 'The last 12 months: requests, approvals, rejections, ptoDays and sicknessDays per month.',
    handler: async (_req, { services, actor }) => ({ data: await services.analytics.trends(actor) }),
  },
  {
    method: 'get',
    path: '/analytics/departments',
    summary: 'Per department for a period: employeeCount, totalRequests, approvalRate, avgPTOUsed, avgSicknessUsed.',
    query: periodQuery,
    handler: async (req, { services, actor }) => ({ data: await services.analytics.departments(actor, services.analytics.request(actor, periodOf(req))) }),
  },
  {
    method: 'get',
    path: '/analytics/predictions',
    summary: "Next month's forecast per department: predictedRequests, predictedPTOUsage, riskLevel (high, medium, low) and confidence.",
    handler: async (_req, { services, actor }) => {
      const predictions = await services.analytics.predictions(actor);
      return { data: predictions.map((p) => ({ ...p, riskLevel: p.riskLevel.toLowerCase() })) };
    },
  },
  {
    method: 'get',
    path: '/analytics/performance',
    summary: 'Approval performance for a period: avgApprovalTime, avgProcessingTime, approvalRate, rejectionRate, totalProcessed, withinTargetRate, overduePending.',
    query: periodQuery,
    handler: async (req, { services, actor }) => ({ data: await services.analytics.performance(actor, services.analytics.request(actor, periodOf(req))) }),
  },
  {
    method: 'post',
    path: '/analytics/reports/generate',
    summary: 'Generates a custom report: reportType (pto_utilization, approval_performance, department_comparison, monthly_summary), startDate, endDate (default 1 January to today), departments (list or comma-separated), includeCharts.',
    body: { reportType: 'pto_utilization (default), approval_performance, department_comparison or monthly_summary', startDate: 'YYYY-MM-DD', endDate: 'YYYY-MM-DD', departments: 'list or comma-separated text', includeCharts: 'boolean' },
    handler: async (req, { services, actor }) => {
      const body = bodyOf(req);
      // The spec's client sends a list; a comma-separated text is accepted too.
      const departments = typeof body.departments === 'string' ? [body.departments] : list(body, 'departments');
      if (departments && !departments.every((d) => typeof d === 'string')) throw badInput('`departments` must be a list of names', 'departments');
      const input: CustomReportInput = {
        reportType: reportTypeOf(text(body, 'reportType')),
        startDate: text(body, 'startDate') ?? `${todayIso().slice(0, 4)}-01-01`,
        endDate: text(body, 'endDate') ?? todayIso(),
        departments: parseDepartments(departments as string[] | undefined),
      };
      return { data: reportBody(await services.customReports.generate(actor, input), bool(body, 'includeCharts') ?? false) };
    },
  },
  {
    method: 'get',
    path: '/analytics/reports/export.csv',
    summary: 'A custom report as a CSV file (same parameters as /analytics/reports/generate, in the query string).',
    query: { reportType: 'report type', startDate: 'YYYY-MM-DD', endDate: 'YYYY-MM-DD', departments: 'comma-separated' },
    produces: 'text/csv',
    handler: async (req, { services, actor }) => {
      const { filename, content } = await services.customReports.csv(actor, {
        reportType: reportTypeOf(query(req, 'reportType')),
        startDate: query(req, 'startDate') ?? `${todayIso().slice(0, 4)}-01-01`,
        endDate: query(req, 'endDate') ?? todayIso(),
        departments: parseDepartments(query(req, 'departments')),
      });
      return { send: (res) => sendCsv(res, filename, content) };
    },
  },
];

export function sendCsv(res: import('express').Response, filename: string, content: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.send(content);
}
