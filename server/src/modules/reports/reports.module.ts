import { defineModule } from '../../kernel/module';
import { ReportService } from './report.service';
import { reportResolvers } from './report.resolvers';
import { reportRoutes } from './report.rest';

export const reportsModule = defineModule({
  name: 'reports',
  schema: 'reports.graphql',
  enumValues: {
    PeopleScope: { DIRECT_REPORTS: 'directReports', REPORTING_LINE: 'reportingLine', EVERYONE: 'everyone' },
  },
  // Analysts' reading goes to the replica (these services only read).
  rules: {
    'Query.ptoReport': 'reportReader',
    // The people of one's own scopes, counted (the dashboard's team); everyone only for HR and administrators.
    'Query.coverage': 'signedIn',
    'GET /pto/reports': 'reportReader',
  },
  provide: ({ reads, config }) => ({ reports: new ReportService(reads, config.processingTargetHours) }),
  resolvers: reportResolvers,
  routes: reportRoutes,
});
