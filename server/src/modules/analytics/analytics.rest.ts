import { Router, type Request } from 'express';
import { todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { bearerToken, buildContext, type GraphQLContext } from '../../context';
import type { Services } from '../../services';
import type { AuditFilter } from '../audit/audit.service';
import { CUSTOM_REPORT_TYPES, parseDepartments, type CustomReportType } from './custom-report.service';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Runs a CSV handler with the shared context; errors go to the REST error handler. */
function csvRoute(services: Services, handler: (req: Request, ctx: GraphQLContext) => Promise<{ filename: string; content: string }>) {
  return async (req: Request, res: import('express').Response, next: import('express').NextFunction) => {
    try {
      const ctx = await buildContext(services, bearerToken(req.headers.authorization), req.ip ?? null);
      const { filename, content } = await handler(req, ctx);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.send(content);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * CSV downloads of custom reports and of the audit trail (spec §7: GET /audit/export/csv, file
 * audit_logs_{date}.csv). Permissions are the services'.
 */
export function analyticsRestRouter(services: Services): Router {
  const router = Router();

  router.get('/analytics/reports/export.csv', csvRoute(services, (req, ctx) => {
    const reportType = (text(req.query.reportType) ?? 'pto_utilization').toUpperCase() as CustomReportType;
    if (!CUSTOM_REPORT_TYPES.includes(reportType)) throw badInput(`Unknown report type; use one of ${CUSTOM_REPORT_TYPES.map((type) => type.toLowerCase()).join(', ')}`, 'reportType');
    const startDate = text(req.query.startDate) ?? `${todayIso().slice(0, 4)}-01-01`;
    const endDate = text(req.query.endDate) ?? todayIso();
    return services.customReports.csv(ctx.actor, { reportType, startDate, endDate, departments: parseDepartments(text(req.query.departments)) });
  }));

  router.get('/audit/export/csv', csvRoute(services, async (req, ctx) => {
    const filter: AuditFilter = {
      actorId: text(req.query.userId),
      action: text(req.query.action),
      resourceType: text(req.query.resourceType),
      from: text(req.query.startDate) ? `${text(req.query.startDate)}T00:00:00Z` : undefined,
      to: text(req.query.endDate) ? `${text(req.query.endDate)}T23:59:59.999Z` : undefined,
    };
    for (const key of ['from', 'to'] as const) {
      if (filter[key] && Number.isNaN(new Date(filter[key] as string).getTime())) throw badInput('Dates must be written YYYY-MM-DD', key);
    }
    return { filename: `audit_logs_${todayIso()}.csv`, content: await services.audit.exportCsv(ctx.actor, filter) };
  }));

  return router;
}
