import type { Resolvers } from '../../__generated__/resolvers-types';
import { reportScopeOf } from '../../auth/policy';
import { addDays, todayIso } from '../../lib/dates';

/** What the Advanced Analytics screen prints above its figures: whose data, which days, when. */
export const analyticsReportResolvers: Resolvers = {
  Analytics: {
    scope: (_request, _args, { actor }) =>
      actor.user && reportScopeOf(actor.user).kind === 'everyone' ? 'EVERYONE' : 'REPORTING_LINE',
    periodStart: (request) => addDays(todayIso(), -(request.periodDays - 1)),
    periodEnd: () => todayIso(),
    generatedAt: () => new Date(),
  },
};
