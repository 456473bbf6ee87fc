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
    analytics: (_root, { periodDays, scope }, { actor }) => analytics.request(actor, periodDays, scope),
    customReport: (_root, { input }, { actor }) => customReports.generate(actor, input),
    leaveAggregates: (_root, { groupBy, filter }, { actor }) => leaveAggregates.aggregate(actor, groupBy, filter ?? {}),
  },
  Analytics: {
    overview: (request, _args, { actor }) => analytics.overview(actor, request),
    trends: (request, _args, { actor }) => analytics.trends(actor, request),
    departments: (request, _args, { actor }) => analytics.departments(actor, request),
    performance: (request, _args, { actor }) => analytics.performance(actor, request),
    predictions: (request, _args, { actor }) => analytics.predictions(actor, request),
    figures: (request, _args, { actor }) => analytics.figures(actor, request),
    coverage: (request, _args, { actor }) => analytics.coverage(actor, request),
  },
});
