import type { Resolvers } from '../../__generated__/resolvers-types';

export const auditResolvers: Resolvers = {
  Query: {
    auditLogs: (_root, { filter, ...page }, { services, actor }) =>
      services.audit.connection(actor, filter ?? {}, page),
    auditLog: (_root, { id }, { services, actor }) => services.audit.get(actor, id),
    auditLogPage: (_root, { page, filter }, { services, actor }) => services.audit.page(actor, page ?? 1, filter ?? {}),
    auditStats: (_root, _args, { services, actor }) => services.audit.stats(actor),
    auditActions: (_root, _args, { services, actor }) => services.audit.actions(actor),
    auditSummary: (_root, { start, end }, { services, actor }) => services.audit.summary(actor, start, end),
  },
  AuditLog: {
    actor: (log, _args, { loaders }) => (log.actorId ? loaders.user.load(log.actorId) : null),
  },
};
