import type { Resolvers } from '../../__generated__/resolvers-types';
import type { ColleagueLeaveService } from './colleague-leave.service';

export const colleagueLeaveResolvers = ({ colleagueLeave }: { colleagueLeave: ColleagueLeaveService }): Resolvers => ({
  Query: {
    colleagueLeave: (_root, { start, end }, { actor }) => colleagueLeave.colleagueLeave(actor, { start, end }),
  },
});
