import type { Resolvers } from '../../__generated__/resolvers-types';
import { leaveYear } from '../../lib/leave-year';
import type { LeaveYearService } from './leave-year.service';
import { shownChange } from './leave-year.shape';

export const leaveYearResolvers = ({ leaveYears }: { leaveYears: LeaveYearService }): Resolvers => ({
  Query: { leaveYear: () => leaveYears.current() },
  Mutation: {
    changeLeaveYearStart: async (_root, { startMonth, dryRun }, { actor }) =>
      shownChange(await leaveYears.changeStart(actor, startMonth, dryRun ?? false)),
  },
  LeaveBalance: {
    leaveYear: async (balance, _args, { loaders }) => leaveYear(balance.year, await loaders.leaveYearStartMonth()),
  },
  LeaveYearBalanceMove: {
    user: async (move, _args, { loaders }) => (await loaders.user.load(move.userId))!,
    type: async (move, _args, { loaders }) => (await loaders.requestType.load(move.requestTypeId))!.name,
  },
});
