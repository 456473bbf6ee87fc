import DataLoader from 'dataloader';
import { In, type EntityTarget } from 'typeorm';
import { reportingLinesOf, type StandIn } from '../auth/policy';
import { rowReader } from '../db/rows';
import type { AllServices as Services } from '../kernel/kernel';
import type { LeaveBalanceEntity } from '../modules/balances/balance.entity';
import { accrualDateFor } from '../modules/balances/ledger.service';
import { LeaveRequestEntity } from '../modules/leave-requests/leave-request.entity';
import { othersOffFor, type OtherOffValue } from '../modules/leave-requests/approval-context';
import { RequestTypeEntity } from '../modules/request-types/request-type.entity';
import { TeamEntity } from '../modules/teams/team.entity';
import { UserEntity } from '../modules/users/user.entity';
import { LocationEntity } from '../modules/locations/location.entity';
import type { WorkScheduleEntity } from '../modules/schedules/work-schedule.entity';

function byId<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

function groupBy<T>(rows: T[], keys: readonly string[], key: (row: T) => string | null): T[][] {
  const map = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(key(row) ?? '')?.push(row);
  return keys.map((k) => map.get(k) ?? []);
}

/**
 * Per-request batching: listing N people with their manager, team and balances costs a constant
 * number of SQL statements, not one per person. Loaders read raw rows; resolvers apply the policy.
 */
export function createLoaders(services: Services) {
  const { dataSource } = services;
  const manager = dataSource.manager;
  // By id, on nearly every request: plain SQL through RowReader (the entities manager.find gives).
  const byIds = <T extends { id: string }>(entity: EntityTarget<T>) =>
    new DataLoader<string, T | null>(async (ids) => byId(await rowReader(dataSource, entity).byIds(ids), ids));
  // Request types are few (an administrator's list): one read of all of them serves every type lookup
  // of the request, and the balances, whatever tick they are resolved in.
  let requestTypes: Promise<RequestTypeEntity[]> | undefined;
  const allRequestTypes = () =>
    (requestTypes ??= rowReader(dataSource, RequestTypeEntity).where('ORDER BY created_at, id'));
  const user = byIds(UserEntity);
  // Locations are few: one read of all of them serves every person's location in the request.
  let locations: Promise<LocationEntity[]> | undefined;
  const allLocations = () => (locations ??= manager.find(LocationEntity));
  let peopleCounts: Promise<Map<string, number>> | undefined;
  let startMonth: Promise<number> | undefined;
  const leaveYearStartMonth = () => (startMonth ??= services.balances.ledger.startMonth());
  return {
    /** The month the organisation's leave year starts in (one read per request). */
    leaveYearStartMonth,
    /** Active people per location id (one read per request). */
    locationPeopleCounts: () => (peopleCounts ??= services.locations.peopleCounts()),
    user,
    /** A person's location: theirs, else the default one. */
    locationOf: async (locationId: string | null): Promise<LocationEntity> => {
      const all = await allLocations();
      return all.find((l) => (locationId ? l.id === locationId : l.isDefault)) ?? all.find((l) => l.isDefault)!;
    },
    /**
     * A person's working schedule in effect on a date (their local today, say), if any: one read per
     * distinct date, since people in different time zones can be a day apart.
     */
    workScheduleOn: new DataLoader<{ userId: string; date: string }, WorkScheduleEntity | null, string>(
      async (keys) => {
        const dates = [...new Set(keys.map((key) => key.date))];
        const byDate = new Map(
          await Promise.all(
            dates.map(
              async (date) =>
                [
                  date,
                  await services.schedules.currentOf(
                    keys.filter((k) => k.date === date).map((k) => k.userId),
                    date,
                  ),
                ] as const,
            ),
          ),
        );
        return keys.map((key) => byDate.get(key.date)?.get(key.userId) ?? null);
      },
      { cacheKeyFn: (key) => `${key.userId}@${key.date}` },
    ),
    /** Raw rows: whoever resolves one checks canReadRequest against its requester. */
    leaveRequest: byIds(LeaveRequestEntity),
    team: byIds(TeamEntity),
    requestType: new DataLoader<string, RequestTypeEntity | null>(async (ids) => byId(await allRequestTypes(), ids)),
    teamMembers: new DataLoader<string, UserEntity[]>(async (teamIds) =>
      groupBy(
        await manager.find(UserEntity, {
          where: { teamId: In([...teamIds]) },
          order: { lastName: 'ASC', firstName: 'ASC' },
        }),
        teamIds,
        (u) => u.teamId,
      ),
    ),
    directReports: new DataLoader<string, UserEntity[]>(async (managerIds) =>
      groupBy(
        await manager.find(UserEntity, {
          where: { managerId: In([...managerIds]) },
          order: { lastName: 'ASC', firstName: 'ASC' },
        }),
        managerIds,
        (u) => u.managerId,
      ),
    ),
    /** Key: `${userId}:${year}`. */
    balances: new DataLoader<string, LeaveBalanceEntity[]>(async (keys) => {
      const byYear = new Map<number, string[]>();
      for (const key of keys) {
        const [userId, year] = key.split(':');
        byYear.set(Number(year), [...(byYear.get(Number(year)) ?? []), userId]);
      }
      const results = new Map<string, LeaveBalanceEntity[]>();
      for (const [year, userIds] of byYear) {
        // The people themselves are often read already (the viewer always is).
        const people = (await user.loadMany(userIds)).filter(
          (found): found is UserEntity => Boolean(found) && !(found instanceof Error),
        );
        const balances = await services.balances.balancesForUsers(userIds, year, await allRequestTypes(), people);
        for (const [userId, rows] of balances) results.set(`${userId}:${year}`, rows);
      }
      return keys.map((key) => results.get(key) ?? []);
    }),
    /** Key: a request id; who else in its requester's team is off on its days (one statement for every card). */
    othersOff: new DataLoader<string, OtherOffValue[]>(async (requestIds) => {
      const found = await othersOffFor(dataSource, requestIds);
      return requestIds.map((id) => found.get(id) ?? []);
    }),
    /** Whom each person stands in for today (running delegations to them). */
    standIn: new DataLoader<string, StandIn>((ids) => Promise.all(ids.map((id) => services.delegations.standInOf(id)))),
    /** The managers above each person, nearest first (their reporting line). */
    reportingLine: new DataLoader<string, string[]>(async (ids) => {
      const lines = await reportingLinesOf(manager, ids);
      return ids.map((id) => lines.get(id) ?? []);
    }),
    /** Key: `${balanceId}:${year}`; days of the total accrued by today (within that leave year). */
    accrued: new DataLoader<string, number>(async (keys) => {
      const years = new Map(keys.map((key) => [key.split(':')[0], Number(key.split(':')[1])]));
      const month = await leaveYearStartMonth();
      const accrued = await services.balances.ledger.accruedAsOf([...years.keys()], (id) =>
        accrualDateFor(years.get(id)!, month),
      );
      return keys.map((key) => accrued.get(key.split(':')[0]) ?? 0);
    }),
  };
}

declare module '../context' {
  // The request context's loaders are these (context.ts declares the slot).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends ReturnType<typeof createLoaders> {}
}
