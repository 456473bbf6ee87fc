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
  provide: ({ reads, config }) => ({ reports: new ReportService(reads, config.processingTargetHours) }),
  resolvers: reportResolvers,
  routes: reportRoutes,
});
