import type { Resolvers } from '../../__generated__/resolvers-types';

export const reportResolvers: Resolvers = {
  Query: {
    ptoReport: (_root, { range, department }, { services, actor }) => services.reports.ptoReport(actor, range, department),
    teamOverview: (_root, { department }, { services, actor }) => services.reports.teamOverview(actor, department),
    teamCalendar: (_root, { start, end, department, status }, { services, actor }) => services.reports.teamCalendar(actor, start, end, department, status),
  },
  TeamMemberOverview: {
    user: async (member, _args, { loaders }) => (await loaders.user.load(member.userId))!,
  },
};
