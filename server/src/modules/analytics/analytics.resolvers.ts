import type { Resolvers } from '../../__generated__/resolvers-types';

export const analyticsResolvers: Resolvers = {
  Query: {
    analytics: (_root, { periodDays }, { services, actor }) => services.analytics.request(actor, periodDays),
    customReport: (_root, { input }, { services, actor }) => services.customReports.generate(actor, input),
    leaveAggregates: (_root, { groupBy, filter }, { services, actor }) =>
      services.leaveAggregates.aggregate(actor, groupBy, filter ?? {}),
  },
  Analytics: {
    overview: (request, _args, { services, actor }) => services.analytics.overview(actor, request),
    trends: (_request, _args, { services, actor }) => services.analytics.trends(actor),
    departments: (request, _args, { services, actor }) => services.analytics.departments(actor, request),
    performance: (request, _args, { services, actor }) => services.analytics.performance(actor, request),
    predictions: (_request, _args, { services, actor }) => services.analytics.predictions(actor),
  },
};
