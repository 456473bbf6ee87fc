import type { Resolvers } from '../../__generated__/resolvers-types';

export const reportResolvers: Resolvers = {
  Query: {
    ptoReport: (_root, { range, department }, { services, actor }) =>
      services.reports.ptoReport(actor, range, department),
    teamOverview: (_root, { department }, { services, actor }) => services.teamOverview.standings(actor, department),
    teamCalendar: (_root, { start, end, department, status }, { services, actor }) =>
      services.leaveRequests.calendar(actor, { start, end, department, status }),
  },
  TeamMemberOverview: {
    // The list read the rows already; priming the loader lets managers within the list cost nothing.
    user: (member, _args, { loaders }) => {
      loaders.user.prime(member.user.id, member.user);
      return member.user;
    },
  },
};
