import type { Resolvers } from '../../__generated__/resolvers-types';

export const colleagueLeaveResolvers: Resolvers = {
  Query: {
    colleagueLeave: (_root, { start, end }, { services, actor }) =>
      services.colleagueLeave.colleagueLeave(actor, { start, end }),
  },
};
