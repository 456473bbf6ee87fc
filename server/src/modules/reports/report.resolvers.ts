import type { Resolvers } from '../../__generated__/resolvers-types';

export const reportResolvers: Resolvers = {
  Query: {
    ptoReport: (_root, { range, department, scope }, { services, actor }) =>
      services.reports.ptoReport(actor, range, department, scope),
    teamOverview: (_root, { department, scope }, { services, actor }) =>
      services.teamOverview.standings(actor, department, scope),
    teamCalendar: (_root, { start, end, department, status, scope }, { services, actor }) =>
      services.leaveRequests.calendar(actor, { start, end, department, status, scope }),
    coverage: (_root, { scope, department }, { services, actor }) =>
      services.reports.coverage(actor, scope, department),
  },
  TeamMemberOverview: {
    // The list read the rows already; priming the loader lets managers within the list cost nothing.
    user: (member, _args, { loaders }) => {
      loaders.user.prime(member.user.id, member.user);
      return member.user;
    },
  },
};
