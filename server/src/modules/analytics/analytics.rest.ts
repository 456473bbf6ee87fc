import { documentLanguage } from '../../i18n';
import type { Request } from 'express';
import { badInput } from '../../lib/errors';
import { bodyOf, bool, list, query, queryInt, queryScope, text } from '../../api/input';
import { csvFile } from '../../api/files';
import type { RestRoute } from '../../api/route';
import type { GraphQLContext } from '../../context';
import { ANALYTICS_PERIODS } from './analytics.service';
import {
  CUSTOM_REPORT_TYPES,
  parseDepartments,
  type CustomReport,
  type CustomReportInput,
  type CustomReportType,
} from './custom-report.service';
import type { AnalyticsService } from './analytics.service';
import type { CustomReportService } from './custom-report.service';

const scopeQuery = {
  scope: 'direct_reports, reporting_line or everyone (default: reporting_line; everyone for HR and administrators)',
};
const periodQuery = { periodDays: `${ANALYTICS_PERIODS.join(', ')} (default 365)`, ...scopeQuery };

/** The analytics period of a request (`periodDays`, or the shorter `period`); the service checks the value. */
const periodOf = (req: Request) => queryInt(req, 'periodDays', 1, 366) ?? queryInt(req, 'period', 1, 366);

/** The period and people scope a request asks for, checked by the service. */
const analyticsRequestOf = (analytics: AnalyticsService, req: Request, { actor }: Pick<GraphQLContext, 'actor'>) =>
  analytics.request(actor, periodOf(req), queryScope(req));

/** Spec report types are lowercase (pto_utilization); the service names them in capitals. */
function reportTypeOf(value: string | null | undefined): CustomReportType {
  const reportType = (value?.trim() || 'pto_utilization').toUpperCase() as CustomReportType;
  if (!CUSTOM_REPORT_TYPES.includes(reportType))
    throw badInput(
      `Unknown report type; use one of ${CUSTOM_REPORT_TYPES.map((type) => type.toLowerCase()).join(', ')}`,
      'reportType',
    );
  return reportType;
}

/** Dates left out are the service's: from the first day of the current leave year to today. */
function reportInput(fields: {
  reportType?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  departments?: string | readonly string[] | null;
}): CustomReportInput {
  return {
    reportType: reportTypeOf(fields.reportType),
    startDate: fields.startDate || null,
    endDate: fields.endDate || null,
    departments: parseDepartments(fields.departments),
  };
}

/** A custom report as spec §3 reads it: title, generatedAt, period, summary (key → value) and data rows. */
const reportBody = (report: CustomReport, includeCharts: boolean) => ({
  reportType: report.reportType.toLowerCase(),
  title: report.title,
  generatedAt: report.generatedAt.toISOString(),
  period: report.period,
  periodLabel: report.periodLabel,
  departments: report.departments,
  summary: Object.fromEntries(report.summary.map(({ key, value }) => [key, value])),
  columns: report.columns,
  data: report.rows,
  totalRows: report.totalRows,
  includeCharts,
});

/**
 * Spec §7 analytics (served under /api/analytics): the admin analytics dashboard's five tabs over
 * AnalyticsService and the custom reports over CustomReportService, for a people scope (`scope`:
 * managers their reporting line or direct reports, HR and administrators everyone by default).
 */
export const analyticsRoutes = ({
  analytics,
  customReports,
}: {
  analytics: AnalyticsService;
  customReports: CustomReportService;
}): RestRoute[] => [
  {
    method: 'get',
    path: '/analytics/overview',
    summary:
      'Analytics overview of the period: totalEmployees (active people in the scope), activeRequests, pendingRequests, approvedRequests, approvalRate (over decided requests), avgProcessingTime (days), totalPTOUsed, totalSicknessUsed; ' +
      'coverage (scope, label, people, periodStart, periodEnd) and figures (the request figures every report shares).',
    query: periodQuery,
    handler: async (req, context) => {
      const request = analyticsRequestOf(analytics, req, context);
      const [overview, coverage, figures] = await Promise.all([
        analytics.overview(context.actor, request),
        analytics.coverage(context.actor, request),
        analytics.figures(context.actor, request),
      ]);
      return { data: { ...overview, coverage, figures } };
    },
  },
  {
    method: 'get',
    path: '/analytics/trends',
    summary:
      'The last 12 months, each with month, requests, approvals, rejections, ptoDays and sicknessDays; coverage beside data says whose.',
    query: scopeQuery,
    handler: async (req, context) => {
      const request = analyticsRequestOf(analytics, req, context);
      return {
        data: await analytics.trends(context.actor, request),
        extra: { coverage: await analytics.coverage(context.actor, request) },
      };
    },
  },
  {
    method: 'get',
    path: '/analytics/departments',
    summary:
      'Per department of the period: department, employeeCount, totalRequests, approvalRate (over decided requests), avgPTOUsed, avgSicknessUsed; coverage beside data says whose.',
    query: periodQuery,
    handler: async (req, context) => {
      const request = analyticsRequestOf(analytics, req, context);
      return {
        data: await analytics.departments(context.actor, request),
        extra: { coverage: await analytics.coverage(context.actor, request) },
      };
    },
  },
  {
    method: 'get',
    path: '/analytics/predictions',
    summary:
      'Next month per department: predictedRequests (whole), predictedPTOUsage, riskLevel (high, medium, low), confidence (%) and enoughData (false: too little history to forecast), from up to 36 months of history; coverage beside data says whose.',
    query: scopeQuery,
    handler: async (req, context) => {
      const request = analyticsRequestOf(analytics, req, context);
      return {
        data: (await analytics.predictions(context.actor, request)).map((prediction) => ({
          ...prediction,
          riskLevel: prediction.riskLevel.toLowerCase(),
        })),
        extra: { coverage: await analytics.coverage(context.actor, request) },
      };
    },
  },
  {
    method: 'get',
    path: '/analytics/performance',
    summary:
      'Approval performance of the period: avgApprovalTime and avgProcessingTime (days), approvalRate and rejectionRate (over decided requests), totalProcessed, withinTargetRate (within the processing target, 48 hours unless configured), overduePending; coverage says whose.',
    query: periodQuery,
    handler: async (req, context) => {
      const request = analyticsRequestOf(analytics, req, context);
      const [performance, coverage] = await Promise.all([
        analytics.performance(context.actor, request),
        analytics.coverage(context.actor, request),
      ]);
      return { data: { ...performance, coverage } };
    },
  },
  {
    method: 'post',
    path: '/analytics/reports/generate',
    summary:
      'Generates a custom report: reportType (pto_utilization by default, approval_performance, department_comparison, monthly_summary), startDate (default the first day of the current leave year), ' +
      'endDate (default today), departments (comma-separated text or a list), includeCharts. Answers reportType, title, generatedAt, period, summary and the data rows.',
    body: {
      reportType: 'pto_utilization, approval_performance, department_comparison or monthly_summary',
      startDate: 'YYYY-MM-DD',
      endDate: 'YYYY-MM-DD',
      departments: 'comma-separated text or a list',
      includeCharts: 'boolean',
    },
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      const departments =
        typeof body.departments === 'string' || body.departments === undefined || body.departments === null
          ? text(body, 'departments')
          : list(body, 'departments');
      if (Array.isArray(departments) && !departments.every((item) => typeof item === 'string'))
        throw badInput('`departments` must be text or a list of text', 'departments');
      const input = reportInput({
        reportType: text(body, 'reportType', 'report_type'),
        startDate: text(body, 'startDate', 'start_date'),
        endDate: text(body, 'endDate', 'end_date'),
        departments: departments as string | string[] | null | undefined,
      });
      const includeCharts = bool(body, 'includeCharts', 'include_charts') ?? false;
      return { data: reportBody(await customReports.generate(actor, input), includeCharts) };
    },
  },
  {
    method: 'get',
    path: '/analytics/reports/export.csv',
    summary:
      "A custom report's table as a CSV file (the Download CSV button), with the same parameters as generating it. " +
      'An export: 429 beyond two at a time or 30 in 10 minutes per person.',
    statuses: [429],
    query: {
      reportType: 'as for generate',
      startDate: 'YYYY-MM-DD',
      endDate: 'YYYY-MM-DD',
      departments: 'comma-separated',
    },
    produces: 'text/csv',
    handler: async (req, { actor }) => {
      const input = reportInput({
        reportType: query(req, 'reportType'),
        startDate: query(req, 'startDate'),
        endDate: query(req, 'endDate'),
        departments: query(req, 'departments'),
      });
      return { send: csvFile(await customReports.csv(actor, input, documentLanguage(req, actor))) };
    },
  },
];
