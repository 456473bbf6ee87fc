import type { Resolvers } from '../../__generated__/resolvers-types';

export const analyticsResolvers: Resolvers = {
  Query: {
    analytics: (_root, { periodDays, scope }, { services, actor }) =>
      services.analytics.request(actor, periodDays, scope),
    customReport: (_root, { input }, { services, actor }) => services.customReports.generate(actor, input),
    leaveAggregates: (_root, { groupBy, filter }, { services, actor }) =>
      services.leaveAggregates.aggregate(actor, groupBy, filter ?? {}),
  },
  Analytics: {
    overview: (request, _args, { services, actor }) => services.analytics.overview(actor, request),
    trends: (request, _args, { services, actor }) => services.analytics.trends(actor, request),
    departments: (request, _args, { services, actor }) => services.analytics.departments(actor, request),
    performance: (request, _args, { services, actor }) => services.analytics.performance(actor, request),
    predictions: (request, _args, { services, actor }) => services.analytics.predictions(actor, request),
    figures: (request, _args, { services, actor }) => services.analytics.figures(actor, request),
    coverage: (request, _args, { services, actor }) => services.analytics.coverage(actor, request),
  },
};
