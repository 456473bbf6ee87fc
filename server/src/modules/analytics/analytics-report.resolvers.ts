import type { Resolvers } from '../../__generated__/resolvers-types';

/** What the Advanced Analytics screen prints above its figures: whose data, which days, when. */
export const analyticsReportResolvers: Resolvers = {
  Analytics: {
    scope: (request) => request.scope.kind as never,
    periodStart: (request) => request.period.start,
    periodEnd: (request) => request.period.end,
    generatedAt: () => new Date(),
  },
};
