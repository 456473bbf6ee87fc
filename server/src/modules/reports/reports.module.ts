import { defineModule } from '../../kernel/module';
import { ReportService } from './report.service';
import { reportResolvers } from './report.resolvers';
import { reportRoutes } from './report.rest';

export const reportsModule = defineModule({
  name: 'reports',
  schema: 'reports.graphql',
  // Analysts' reading goes to the replica (these services only read).
  provide: ({ reads, config }) => ({ reports: new ReportService(reads, config.processingTargetHours) }),
  resolvers: reportResolvers,
  routes: reportRoutes,
});
