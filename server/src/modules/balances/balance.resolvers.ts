import type { Resolvers } from '../../__generated__/resolvers-types';
import { availableDays, balanceStatus } from './balance.service';

export const balanceResolvers: Resolvers = {
  Query: {
    balances: (_root, { filter, ...page }, { services, actor }) => services.balances.list(actor, filter ?? {}, page),
  },
  Mutation: {
    updateBalance: (_root, { id, input }, { services, actor }) => services.balances.update(actor, id, input),
  },
  LeaveBalance: {
    user: async (balance, _args, { loaders }) => (await loaders.user.load(balance.userId))!,
    requestType: async (balance, _args, { loaders }) => (await loaders.requestType.load(balance.requestTypeId))!,
    type: async (balance, _args, { loaders }) => (await loaders.requestType.load(balance.requestTypeId))!.name,
    availableDays: (balance) => availableDays(balance),
    // The generated type of enum-valued fields is `null` (a codegen quirk with enumValues); the value is the enum's internal spelling.
    status: (balance) => balanceStatus(balance) as never,
  },
};
