import type { Request } from 'express';
import { badInput } from '../../lib/errors';
import { query, queryScope } from '../../api/input';
import type { RestRoute } from '../../api/route';
import { RANGE_DAYS, type ReportRangeValue } from './report.service';
import type { ReportService } from './report.service';

/** The range selector's values (spec §2: last 7, 30, 90 days, last year), as days or names. */
const RANGE_ALIASES: Record<string, ReportRangeValue> = Object.fromEntries(
  (Object.entries(RANGE_DAYS) as [ReportRangeValue, number][]).flatMap(([range, days]) => [
    [String(days), range],
    [`${days}d`, range],
    [range.toLowerCase(), range],
    ...(days === 365
      ? [
          ['1y', range],
          ['year', range],
          ['last_year', range],
        ]
      : []),
  ]),
);

function rangeOf(req: Request): ReportRangeValue {
  const value = query(req, 'range')?.trim().toLowerCase();
  if (value === undefined) return 'LAST_30_DAYS';
  const range = RANGE_ALIASES[value];
  if (!range) throw badInput('`range` must be 7, 30, 90 or 365 days (7d, 30d, 90d, 1y)', 'range');
  return range;
}

/** Department selector: "all" (or none) means every department. */
function departmentOf(req: Request): string | undefined {
  const department = query(req, 'department')?.trim();
  return department && department.toLowerCase() !== 'all' ? department : undefined;
}

/** Spec §7 GET /pto/reports over ReportService (the same figures as GraphQL `ptoReport`). */
export const reportRoutes = ({ reports }: { reports: ReportService }): RestRoute[] => [
  {
    method: 'get',
    path: '/pto/reports',
    summary:
      'PTO Reports (managers for their reports; HR and administrators for everyone): totalRequests, approvedRequests, rejectedRequests, pendingRequests, ' +
      'averageProcessingTime (hours, null when nothing was decided), monthlyStats (month, requests, approvals, rejections, approvalRate), with the approval and rejection rates (over decided requests), ' +
      'the pending and response rates and the processing target (48 hours unless configured), for requests submitted in the range; decidedRequests, ratesReliable (5 decided or more), ' +
      'insights (kind, title, message; judged from 5 decided requests), coverage (scope, label, people, periodStart, periodEnd) and figures.',
    query: {
      range: '7, 30, 90 or 365 days (7d, 30d, 90d, 1y); default 30',
      department: 'a department, or all',
      scope: 'direct_reports, reporting_line or everyone (default: reporting_line; everyone for HR and administrators)',
    },
    handler: async (req, { actor }) => ({
      data: await reports.ptoReport(actor, rangeOf(req), departmentOf(req), queryScope(req)),
    }),
  },
];
