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
    user: async (member, _args, { loaders }) => (await loaders.user.load(member.userId))!,
  },
};
