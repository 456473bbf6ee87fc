import type { Resolvers } from '../../__generated__/resolvers-types';
import { canReadBalancesOf } from '../../auth/policy';
import { inLine } from '../../graphql/loaders';
import { todayIso } from '../../lib/dates';
import { currentYear } from '../users/user.service';
import { round2 } from './allowance-rules';
import { availableDays, balanceStatus } from './balance.service';
import type { BalanceService } from './balance.service';

export const balanceResolvers = ({ balances }: { balances: BalanceService }): Resolvers => ({
  Query: {
    balances: (_root, { filter, ...page }, { actor }) => balances.list(actor, filter ?? {}, page),
  },
  Mutation: {
    updateBalance: (_root, { id, input }, { actor }) => balances.update(actor, id, input),
    setAllowanceOverride: (_root, { input }, { actor }) => balances.setAllowanceOverride(actor, input),
  },
  AllowanceOverride: {
    type: async (override, _args, { loaders }) => (await loaders.requestType.load(override.requestTypeId))!.name,
  },
  LeaveBalance: {
    user: async (balance, _args, { loaders }) => (await loaders.user.load(balance.userId))!,
    requestType: async (balance, _args, { loaders }) => (await loaders.requestType.load(balance.requestTypeId))!,
    type: async (balance, _args, { loaders }) => (await loaders.requestType.load(balance.requestTypeId))!.name,
    availableDays: (balance) => availableDays(balance),
    // The generated type of enum-valued fields is `null` (a codegen quirk with enumValues); the value is the enum's internal spelling.
    status: (balance) => balanceStatus(balance) as never,
    accruedDays: (balance, _args, { loaders }) => loaders.accrued.load(`${balance.id}:${balance.year}`),
    availableNowDays: async (balance, _args, { loaders }) =>
      round2((await loaders.accrued.load(`${balance.id}:${balance.year}`)) - balance.usedDays - balance.pendingDays),
    entries: (balance, { filter, ...page }, { actor }) =>
      balances.entriesOf(actor, balance, { kinds: filter?.kinds as never }, page),
  },
  User: {
    allowanceOverrides: async (user, _args, { actor, loaders }) =>
      balances.overridesOf(actor, await inLine(loaders, user)),
    balances: async (user, { year }, { loaders, viewer }) =>
      viewer && canReadBalancesOf(viewer, await inLine(loaders, user))
        ? loaders.balances.load(`${user.id}:${year ?? currentYear()}`)
        : [],
  },
  LedgerEntry: {
    kind: (entry) => entry.kind as never,
    bucket: (entry) => entry.bucket as never,
    // Only additions to the allowance can lie ahead (accruals, expiry); request entries count when posted.
    scheduled: (entry) => entry.bucket === 'total' && entry.effectiveOn > todayIso(),
    actor: (entry, _args, { loaders }) => (entry.actorId ? loaders.user.load(entry.actorId) : null),
  },
});
