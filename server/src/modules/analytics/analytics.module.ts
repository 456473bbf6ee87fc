import { defineModule } from '../../kernel/module';
import { AnalyticsService } from './analytics.service';
import { CustomReportService } from './custom-report.service';
import { LeaveAggregateService } from './leave-aggregate.service';

export const analyticsModule = defineModule({
  name: 'analytics',
  // Analysts' reading goes to the replica (these services only read).
  provide: ({ reads, config }) => ({
    analytics: new AnalyticsService(reads, config.processingTargetHours),
    customReports: new CustomReportService(reads, config.processingTargetHours),
    leaveAggregates: new LeaveAggregateService(reads),
  }),
});
