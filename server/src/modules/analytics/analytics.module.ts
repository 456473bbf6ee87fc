import { defineModule } from '../../kernel/module';
import { AnalyticsService } from './analytics.service';
import { CustomReportService } from './custom-report.service';
import { LeaveAggregateService } from './leave-aggregate.service';
import { analyticsResolvers } from './analytics.resolvers';
import { analyticsReportResolvers } from './analytics-report.resolvers';
import { analyticsRoutes } from './analytics.rest';

export const analyticsModule = defineModule({
  name: 'analytics',
  schema: 'analytics.graphql',
  mappers: {
    Analytics: 'analytics.service#AnalyticsRequest',
  },
  enumValues: {
    AnalyticsScope: { DIRECT_REPORTS: 'directReports', REPORTING_LINE: 'reportingLine', EVERYONE: 'everyone' },
  },
  // Analysts' reading goes to the replica (these services only read).
  rules: {
    'Query.analytics': 'reportReader',
    'Query.customReport': 'reportReader',
    'Query.leaveAggregates': 'signedIn',
    // Analytics and custom reports: managers (their reports), HR and administrators (everyone).
    'GET /analytics/overview': 'reportReader',
    'GET /analytics/trends': 'reportReader',
    'GET /analytics/departments': 'reportReader',
    'GET /analytics/predictions': 'reportReader',
    'GET /analytics/performance': 'reportReader',
    'POST /analytics/reports/generate': 'reportReader',
    'GET /analytics/reports/export.csv': 'reportReader',
  },
  provide: ({ reads, config, exportSlots }) => ({
    analytics: new AnalyticsService(reads, config.processingTargetHours),
    customReports: new CustomReportService(reads, config.processingTargetHours, exportSlots),
    leaveAggregates: new LeaveAggregateService(reads),
  }),
  resolvers: (scope) => [analyticsResolvers(scope), analyticsReportResolvers],
  routes: analyticsRoutes,
});
