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
  rules: {
    'Query.auditLogs': 'hrOrAdmin',
    'Query.auditLog': 'hrOrAdmin',
    'Query.auditLogPage': 'hrOrAdmin',
    'Query.auditStats': 'hrOrAdmin',
    'Query.auditActions': 'hrOrAdmin',
    'Query.auditSummary': 'hrOrAdmin',
    'GET /audit': 'hrOrAdmin',
    'GET /audit/actions/list': 'hrOrAdmin',
    'GET /audit/stats': 'hrOrAdmin',
    'GET /audit/summary/date-range': 'hrOrAdmin',
    'GET /audit/export/csv': 'hrOrAdmin',
    'GET /audit/:id': 'hrOrAdmin',
  },
  provide: ({ dataSource, exportSlots }) => ({ audit: new AuditService(dataSource, exportSlots) }),
  resolvers: auditResolvers,
  routes: (scope) => [...auditStatsRoutes(scope), ...auditRoutes(scope)],
});
