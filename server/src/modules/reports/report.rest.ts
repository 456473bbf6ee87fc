import { badInput } from '../../lib/errors';
import { query } from '../../rest/input';
import type { RestRoute } from '../../rest/router';
import { RANGE_DAYS, type ReportRangeValue } from './report.service';

/** The Reports screen's range selector: 7, 30, 90 or 365 days (or the range names). */
function rangeOf(value: string | undefined): ReportRangeValue {
  if (value === undefined) return 'LAST_30_DAYS';
  const byDays = (Object.keys(RANGE_DAYS) as ReportRangeValue[]).find((range) => String(RANGE_DAYS[range]) === value);
  const byName = (Object.keys(RANGE_DAYS) as ReportRangeValue[]).find((range) => range === value.toUpperCase().replace(/-/g, '_'));
  const range = byDays ?? byName;
  if (!range) throw badInput('`range` must be 7, 30, 90 or 365 days', 'range');
  return range;
}

export const reportRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/pto/reports',
    summary:
      'PTO Reports (managers for their reports; HR and administrators for everyone): totalRequests, approvedRequests, rejectedRequests, pendingRequests, ' +
      'rates, averageProcessingTime in hours against the 48-hour target, responseRate and monthlyStats (month, requests, approvals) over a range.',
    query: { range: '7, 30 (default), 90 or 365 days', department: 'one department, or all' },
    handler: async (req, { services, actor }) => {
      const department = query(req, 'department');
      const report = await services.reports.ptoReport(actor, rangeOf(query(req, 'range')), department && department.toLowerCase() !== 'all' ? department : null);
      return { data: report };
    },
  },
];
