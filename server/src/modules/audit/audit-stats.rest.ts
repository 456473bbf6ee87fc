import { documentLanguage } from '../../i18n';
import { todayIso } from '../../lib/dates';
import { csvFile } from '../../api/files';
import { query } from '../../api/input';
import type { RestRoute } from '../../api/route';
import { auditFilterOf } from './audit.rest';
import type { AuditService } from './audit.service';

/**
 * Spec §7 audit statistics, date-range summary and CSV export (HR and administrators). Mounted before
 * `/audit/:id`, whose parameter would otherwise take these paths.
 */
export const auditStatsRoutes = ({ audit }: { audit: AuditService }): RestRoute[] => [
  {
    method: 'get',
    path: '/audit/stats',
    summary:
      'Audit statistics of the last 30 days: data is the list of { action, date, count } per action per day; summary holds since, totalEntries, activeActors and byAction.',
    handler: async (_req, { actor }) => {
      const { daily, ...summary } = await audit.stats(actor);
      return { data: daily, extra: { summary } };
    },
  },
  {
    method: 'get',
    path: '/audit/summary/date-range',
    summary:
      'Audit totals between startDate and endDate (both included, required): period, totalEntries, byAction, byResourceType and topActors.',
    query: { startDate: 'YYYY-MM-DD (required)', endDate: 'YYYY-MM-DD (required)' },
    handler: async (req, { actor }) => ({
      data: await audit.summary(actor, query(req, 'startDate') ?? '', query(req, 'endDate') ?? ''),
    }),
  },
  {
    method: 'get',
    path: '/audit/export/csv',
    summary:
      'The filtered audit trail as a CSV file named audit_logs_{date}.csv, newest first (at most 100,000 entries); the same filters as /audit without paging. ' +
      'An export: 429 beyond two at a time or 30 in 10 minutes per person.',
    statuses: [429],
    query: {
      userId: 'the acting person',
      action: 'an action',
      resourceType: 'user, pto_request, role, system, …',
      startDate: 'YYYY-MM-DD, inclusive',
      endDate: 'YYYY-MM-DD, inclusive',
    },
    produces: 'text/csv',
    handler: async (req, { actor }) => {
      const filter = auditFilterOf(req);
      return {
        send: csvFile({
          filename: `audit_logs_${todayIso()}.csv`,
          content: await audit.exportCsv(actor, filter, documentLanguage(req, actor)),
        }),
      };
    },
  },
];
