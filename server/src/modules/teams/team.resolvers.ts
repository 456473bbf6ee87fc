import type { Resolvers } from '../../__generated__/resolvers-types';

export const teamResolvers: Resolvers = {
  Query: {
    teams: (_root, _args, { services, actor }) => services.teams.list(actor),
    team: (_root, { id }, { services, actor }) => services.teams.get(actor, id),
  },
  Mutation: {
    createTeam: (_root, { input }, { services, actor }) => services.teams.create(actor, input),
    updateTeam: (_root, { id, input }, { services, actor }) => services.teams.update(actor, id, input),
    deleteTeam: (_root, { id }, { services, actor }) => services.teams.delete(actor, id),
  },
  Team: {
    manager: (team, _args, { loaders }) => (team.managerId ? loaders.user.load(team.managerId) : null),
    members: (team, _args, { loaders }) => loaders.teamMembers.load(team.id),
    memberCount: async (team, _args, { loaders }) => (await loaders.teamMembers.load(team.id)).length,
  },
};
