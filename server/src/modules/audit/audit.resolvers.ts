import type { Resolvers } from '../../__generated__/resolvers-types';
import type { AuditService } from './audit.service';

export const auditResolvers = ({ audit }: { audit: AuditService }): Resolvers => ({
  Query: {
    auditLogs: (_root, { filter, ...page }, { actor }) => audit.connection(actor, filter ?? {}, page),
    auditLog: (_root, { id }, { actor }) => audit.get(actor, id),
    auditLogPage: (_root, { page, filter }, { actor }) => audit.page(actor, page ?? 1, filter ?? {}),
    auditStats: (_root, _args, { actor }) => audit.stats(actor),
    auditActions: (_root, _args, { actor }) => audit.actions(actor),
    auditSummary: (_root, { start, end }, { actor }) => audit.summary(actor, start, end),
  },
  AuditLog: {
    actor: (log, _args, { loaders }) => (log.actorId ? loaders.user.load(log.actorId) : null),
  },
});
