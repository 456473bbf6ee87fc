import type { Resolvers } from '../../__generated__/resolvers-types';
import type { AnalyticsService } from './analytics.service';
import type { CustomReportService } from './custom-report.service';
import type { LeaveAggregateService } from './leave-aggregate.service';

export const analyticsResolvers = ({
  analytics,
  customReports,
  leaveAggregates,
}: {
  analytics: AnalyticsService;
  customReports: CustomReportService;
  leaveAggregates: LeaveAggregateService;
}): Resolvers => ({
  Query: {
    analytics: (_root, { periodDays }, { actor }) => analytics.request(actor, periodDays),
    customReport: (_root, { input }, { actor }) => customReports.generate(actor, input),
    leaveAggregates: (_root, { groupBy, filter }, { actor }) => leaveAggregates.aggregate(actor, groupBy, filter ?? {}),
  },
  Analytics: {
    overview: (request, _args, { actor }) => analytics.overview(actor, request),
    trends: (_request, _args, { actor }) => analytics.trends(actor),
    departments: (request, _args, { actor }) => analytics.departments(actor, request),
    performance: (request, _args, { actor }) => analytics.performance(actor, request),
    predictions: (_request, _args, { actor }) => analytics.predictions(actor),
  },
});
