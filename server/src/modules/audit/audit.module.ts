import { defineModule } from '../../kernel/module';
import { AuditService } from './audit.service';
import { auditResolvers } from './audit.resolvers';
import { auditStatsRoutes } from './audit-stats.rest';
import { auditRoutes } from './audit.rest';

export const auditModule = defineModule({
  name: 'audit',
  schema: 'audit.graphql',
  mappers: {
    AuditLog: 'audit-log.entity#AuditLogEntity',
  },
  provide: ({ dataSource, exportSlots }) => ({ audit: new AuditService(dataSource, exportSlots) }),
  resolvers: auditResolvers,
  routes: (scope) => [...auditStatsRoutes(scope), ...auditRoutes(scope)],
});
