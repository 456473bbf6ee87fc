import type { Resolvers } from '../../__generated__/resolvers-types';

export const auditResolvers: Resolvers = {
  Query: {
    auditLogs: (_root, { filter, ...page }, { services, actor }) => services.audit.connection(actor, filter ?? {}, page),
  },
  AuditLog: {
    actor: (log, _args, { loaders }) => (log.actorId ? loaders.user.load(log.actorId) : null),
  },
};
