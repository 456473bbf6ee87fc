import type { Resolvers } from '../../__generated__/resolvers-types';
import { canReadBalancesOf } from '../../auth/policy';
import { inLine, type Loaders } from '../../context';
import { todayIso } from '../../lib/dates';
import { leaveYearOf } from '../../lib/leave-year';
import { localDateIn } from '../locations';
import type { UserEntity } from '../users';
import { round2 } from './allowance-rules';
import { isUuid } from '../../lib/ids';
import { availableDays, balanceStatus } from './balance-figures';
import type { BalanceService } from './balance.service';
import { unpostedAccruedDays } from './unstored-balances';
import type { BalanceAsOfNow } from './ledger.service';

/** The person's current leave year: the one their location's today falls in. */
const currentYearOfPerson = async (loaders: Loaders, user: UserEntity): Promise<number> =>
  leaveYearOf(localDateIn((await loaders.locationOf(user.locationId)).timeZone), await loaders.leaveYearStartMonth());

/** Accrued by today: the posted entries (a balance not stored yet has none), and those a read shows before they are posted. */
const accruedDays = async (balance: BalanceAsOfNow, loaders: Loaders) =>
  round2(
    (isUuid(balance.id) ? await loaders.accrued.load(`${balance.id}:${balance.year}`) : 0) +
      unpostedAccruedDays(balance, await loaders.leaveYearStartMonth()),
  );

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
    isLow: (balance) => balanceStatus(balance) === 'low',
    accruedDays: async (balance, _args, { loaders }) => accruedDays(balance, loaders),
    availableNowDays: async (balance, _args, { loaders }) =>
      round2((await accruedDays(balance, loaders)) - balance.usedDays - balance.pendingDays),
    entries: (balance, { filter, ...page }, { actor }) =>
      balances.entriesOf(actor, balance, { kinds: filter?.kinds as never }, page),
  },
  User: {
    allowanceOverrides: async (user, _args, { actor, loaders }) =>
      balances.overridesOf(actor, await inLine(loaders, user)),
    balances: async (user, { year }, { loaders, viewer }) =>
      viewer && canReadBalancesOf(viewer, await inLine(loaders, user))
        ? loaders.balances.load(`${user.id}:${year ?? (await currentYearOfPerson(loaders, user))}`)
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
