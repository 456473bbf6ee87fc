import type { Request } from 'express';
import type { GraphQLContext } from '../../context';
import { parseIsoTimestamp } from '../../lib/dates';
import { badInput, notFound } from '../../lib/errors';
import { paging, pageArgs, pagination, param, query } from '../../api/input';
import type { RestRoute } from '../../api/route';
import type { AuditLogEntity } from './audit-log.entity';
import { auditEntryPresenter } from './audit.presenter';
import type { AuditFilter } from './audit.service';
import type { AuditService } from './audit.service';

/** An audit entry's answer (auditEntryPresenter), with its actor loaded. */
async function auditBody(entry: AuditLogEntity, { loaders }: GraphQLContext) {
  return auditEntryPresenter.present({ entry, actor: entry.actorId ? await loaders.user.load(entry.actorId) : null });
}

/** A date (YYYY-MM-DD) or ISO 8601 timestamp; anything else (0, -1, far years) is refused. */
function dateQuery(req: Request, name: string): string | undefined {
  const value = query(req, name);
  if (value === undefined) return undefined;
  const instant = parseIsoTimestamp(value);
  if (!instant) throw badInput(`\`${name}\` must be a date written YYYY-MM-DD`, name);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : instant.toISOString();
}

/** The audit filters of spec §7 (userId, action, resourceType, startDate, endDate), shared by the list and its CSV export. */
export function auditFilterOf(req: Request): AuditFilter {
  const endDate = dateQuery(req, 'endDate');
  return {
    actorId: query(req, 'userId'),
    action: query(req, 'action'),
    resourceType: query(req, 'resourceType'),
    from: dateQuery(req, 'startDate'),
    // A bare end date includes that whole day.
    to: endDate && /^\d{4}-\d{2}-\d{2}$/.test(endDate) ? `${endDate}T23:59:59.999Z` : endDate,
  };
}

export const auditRoutes = ({ audit }: { audit: AuditService }): RestRoute[] => [
  {
    method: 'get',
    path: '/audit',
    summary:
      'The audit trail, newest first (HR and administrators), with filters and page/limit paging: { success, data, pagination: { page, limit, total, pages } }.',
    query: {
      userId: 'the acting person',
      action: 'an action, e.g. leave_request.approved',
      resourceType: 'user, pto_request, role, system, …',
      startDate: 'YYYY-MM-DD, inclusive',
      endDate: 'YYYY-MM-DD, inclusive',
      page: 'from 1',
      limit: '1-100 (default 50)',
    },
    handler: async (req, ctx) => {
      const { page, limit } = paging(req, 50);
      const result = await audit.connection(ctx.actor, auditFilterOf(req), pageArgs(page, limit));
      return {
        data: await Promise.all(result.edges.map((edge) => auditBody(edge.node, ctx))),
        extra: { pagination: pagination(page, limit, result.totalCount) },
      };
    },
  },
  {
    method: 'get',
    path: '/audit/actions/list',
    summary: 'The actions present in the audit trail, for the action filter (HR and administrators).',
    handler: async (_req, { actor }) => ({ data: await audit.actions(actor) }),
  },
  {
    method: 'get',
    path: '/audit/:id',
    summary: 'One audit entry (HR and administrators); 404 when there is none.',
    handler: async (req, ctx) => {
      const entry = await audit.get(ctx.actor, param(req, 'id'));
      if (!entry) throw notFound('Audit entry not found');
      return { data: await auditBody(entry, ctx) };
    },
  },
];
