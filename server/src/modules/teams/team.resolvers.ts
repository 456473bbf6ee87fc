import type { Resolvers } from '../../__generated__/resolvers-types';
import type { TeamOverviewService } from './team-overview.service';
import type { TeamService } from './team.service';

export const teamResolvers = ({
  teams,
  teamOverview,
}: {
  teams: TeamService;
  teamOverview: TeamOverviewService;
}): Resolvers => ({
  Query: {
    teams: (_root, _args, { actor }) => teams.list(actor),
    team: (_root, { id }, { actor }) => teams.get(actor, id),
    teamOverview: (_root, { department, scope }, { actor }) => teamOverview.standings(actor, department, scope),
  },
  Mutation: {
    createTeam: (_root, { input }, { actor }) => teams.create(actor, input),
    updateTeam: (_root, { id, input }, { actor }) => teams.update(actor, id, input),
    deleteTeam: (_root, { id }, { actor }) => teams.delete(actor, id),
  },
  Team: {
    manager: (team, _args, { loaders }) => (team.managerId ? loaders.user.load(team.managerId) : null),
    members: (team, _args, { loaders }) => loaders.teamMembers.load(team.id),
    memberCount: async (team, _args, { loaders }) => (await loaders.teamMembers.load(team.id)).length,
  },
  TeamMemberOverview: {
    // The list read the rows already; priming the loader lets managers within the list cost nothing.
    user: (member, _args, { loaders }) => {
      loaders.user.prime(member.user.id, member.user);
      return member.user;
    },
  },
});
