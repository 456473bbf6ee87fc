/**
 * What the allowance rules say the total of balance rows should be made of, loaded in bulk: the
 * policy, the people, their own overrides, the year before (carry-over) and the days used before
 * carried-over days lapse. The ledger service posts the difference with what the rows hold.
 */
import { In, type EntityManager } from 'typeorm';
import { rowReader } from '../../db/rows';
import { countLeaveDaysWithin } from '../leave-requests/model';
import { TimeZones, type WorkCalendar } from '../locations';
import { averageFte, fullTimeHoursOf, personalCalendarsOf, schedulesOf, type SchedulePeriod } from '../schedules/model';
import type { PolicySettingsValue } from '../policy';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users/model';
import {
  accrualScheduleOf,
  allowanceFor,
  carriesOver,
  carryoverComponent,
  carryoverExpiryDate,
  employedSpan,
  entitlementComponents,
  expiryComponent,
  round2,
  type RuleComponent,
} from './allowance-rules';
import type { LeaveBalanceEntity } from './balance.entity';
import { ledgerQueries } from './ledger.queries';
import { leaveYearEnd, leaveYearOf, leaveYearStart } from '../../lib/leave-year';

/** The carry-over parts of a total, the only rules that still change in a closed (past) year. */
export const CARRYOVER_KEYS = new Set(['carryover_in', 'carryover_expiry']);

export type RowKey = Pick<LeaveBalanceEntity, 'userId' | 'requestTypeId' | 'year'>;

export const rowKey = (row: RowKey): string => `${row.userId}:${row.requestTypeId}:${row.year}`;

/**
 * The first leave year a person's balances are kept from, into which nothing carries over: the year
 * their account was made, or the year they join if that is later.
 */
export const firstYearOf = (user: Pick<UserEntity, 'employmentStartDate' | 'createdAt'>, startMonth = 1): number =>
  Math.max(
    leaveYearOf(new Date(user.createdAt).toISOString().slice(0, 10), startMonth),
    user.employmentStartDate ? leaveYearOf(user.employmentStartDate, startMonth) : 0,
  );

export interface RuleTargets {
  /** The components the rules want, by key. */
  components: Map<string, RuleComponent>;
  /** The keys these targets speak for; other keys a row holds are left as they are. */
  manages: (key: string) => boolean;
  /** The first and last day of the row's leave year. */
  firstDay: string;
  lastDay: string;
}

export class RuleInputs {
  private constructor(
    readonly policy: PolicySettingsValue,
    readonly users: Map<string, UserEntity>,
    readonly types: Map<string, RequestTypeEntity>,
    private readonly overrides: Map<string, number>,
    private readonly previous: Map<string, LeaveBalanceEntity>,
    private readonly usedBeforeExpiry: Map<string, number>,
    private readonly zones: TimeZones,
    private readonly schedules: Map<string, SchedulePeriod[]>,
    private readonly fullTimeHours: number,
  ) {}

  /** The person's today, in their location's time zone: accrual and corrections count to it. */
  todayOf(userId: string): string {
    return this.zones.todayOf(this.users.get(userId)?.locationId ?? null);
  }

  /** The month the organisation's leave year starts in. */
  get startMonth(): number {
    return this.policy.leaveYearStartMonth;
  }

  /** The person's current leave year (years before it are closed). */
  currentYearOf(userId: string): number {
    return leaveYearOf(this.todayOf(userId), this.startMonth);
  }

  /**
   * Loads what the rules need for these rows; the rows of the year before must already exist.
   * `knownTypes` (all of them) and `knownUsers` (read in this request, outside a transaction) save a read.
   */
  static async load(
    manager: EntityManager,
    policy: PolicySettingsValue,
    rows: RowKey[],
    knownTypes?: RequestTypeEntity[],
    knownUsers: readonly UserEntity[] = [],
  ): Promise<RuleInputs> {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const typeIds = [...new Set(rows.map((row) => row.requestTypeId))];
    const known = new Map(knownUsers.map((user) => [user.id, user]));
    const missing = userIds.filter((id) => !known.has(id));
    // One after the other: inside a transaction the manager has a single connection.
    const users = [
      ...userIds.flatMap((id) => known.get(id) ?? []),
      ...(await rowReader(manager.connection, UserEntity).byIds(missing, manager)),
    ];
    const types =
      knownTypes ?? (typeIds.length ? await manager.find(RequestTypeEntity, { where: { id: In(typeIds) } }) : []);
    const overrides = userIds.length ? await ledgerQueries.overridesOf(manager, userIds) : [];
    const typeMap = new Map(types.map((type) => [type.id, type]));
    const carried = rows.filter((row) => carriesOver(typeMap.get(row.requestTypeId) ?? { name: '' }));
    const previous = new Map<string, LeaveBalanceEntity>();
    if (carried.length) {
      const found = await ledgerQueries.figuresOf(
        manager,
        carried.map((r) => ({ userId: r.userId, requestTypeId: r.requestTypeId, year: r.year - 1 })),
      );
      for (const row of found) previous.set(rowKey({ ...row, year: row.year + 1 }), row);
    }
    const usedBeforeExpiry = await RuleInputs.loadUsedBeforeExpiry(manager, policy, carried);
    const zones = await TimeZones.load(manager);
    const schedules = await schedulesOf(manager, userIds);
    const fullTimeHours = schedules.size ? await fullTimeHoursOf(manager) : 40;
    return new RuleInputs(
      policy,
      new Map(users.map((user) => [user.id, user])),
      typeMap,
      new Map(overrides.map((o) => [`${o.userId}:${o.requestTypeId}`, o.days])),
      previous,
      usedBeforeExpiry,
      zones,
      schedules,
      fullTimeHours,
    );
  }

  /** Days of pending and approved requests charged to each row's leave year on or before the carry-over expiry date. */
  private static async loadUsedBeforeExpiry(
    manager: EntityManager,
    policy: PolicySettingsValue,
    rows: RowKey[],
  ): Promise<Map<string, number>> {
    const used = new Map<string, number>();
    if (!policy.carryoverExpiryMonthDay || !rows.length) return used;
    const startMonth = policy.leaveYearStartMonth;
    const requests = await ledgerQueries.requestsInYears(
      manager,
      rows.map((row) => ({
        userId: row.userId,
        requestTypeId: row.requestTypeId,
        year: row.year,
        firstDay: leaveYearStart(row.year, startMonth),
        lastDay: leaveYearEnd(row.year, startMonth),
      })),
    );
    // Each requester's own location decides their weekend and holidays.
    const calendars =
      policy.dayCounting === 'working_days' && requests.length
        ? await personalCalendarsOf(
            manager,
            requests.map((request) => request.user_id),
            requests.reduce((min, r) => (r.start_date < min ? r.start_date : min), requests[0].start_date),
            requests.reduce((max, r) => (r.end_date > max ? r.end_date : max), requests[0].end_date),
          )
        : new Map<string, WorkCalendar>();
    for (const request of requests) {
      const expiry = carryoverExpiryDate(request.year, policy.carryoverExpiryMonthDay, startMonth)!;
      const days = countLeaveDaysWithin(
        {
          startDate: request.start_date,
          endDate: request.end_date,
          startHalfDay: request.start_half_day,
          endHalfDay: request.end_half_day,
        },
        leaveYearStart(request.year, startMonth),
        expiry,
        policy.dayCounting,
        calendars.get(request.user_id),
      );
      const key = rowKey({ userId: request.user_id, requestTypeId: request.request_type_id, year: request.year });
      used.set(key, (used.get(key) ?? 0) + days);
    }
    return used;
  }

  /** The year before of rows that lack it, as a read shows it (not stored): their carry-over derives from it. */
  usePrevious(shown: readonly LeaveBalanceEntity[]): void {
    for (const row of shown) {
      const key = rowKey({ ...row, year: row.year + 1 });
      if (!this.previous.has(key)) this.previous.set(key, row);
    }
  }

  /** A carried-over type's row whose year before, from which its carry-over derives, has no row yet. */
  lacksPreviousYear(row: RowKey): boolean {
    const user = this.users.get(row.userId);
    const type = this.types.get(row.requestTypeId);
    return Boolean(
      user &&
      type &&
      carriesOver(type) &&
      row.year - 1 >= firstYearOf(user, this.startMonth) &&
      !this.previous.has(rowKey(row)),
    );
  }

  /**
   * The targets of one row. Years before the current one are closed: only their carry-over follows
   * the year before; everything else the rules gave them stays, unless the row is new.
   */
  targetsFor(row: LeaveBalanceEntity): RuleTargets | null {
    const user = this.users.get(row.userId);
    const type = this.types.get(row.requestTypeId);
    if (!user || !type) return null;
    const components = new Map<string, RuleComponent>();
    const fresh = Object.keys(row.rules ?? {}).length === 0;
    const open = fresh || row.baselinePending || row.year >= this.currentYearOf(row.userId);
    if (open) {
      const allowance = allowanceFor(this.policy, user, type, this.overrides.get(`${row.userId}:${row.requestTypeId}`));
      const span = employedSpan(row.year, user.employmentStartDate, user.employmentEndDate, this.startMonth);
      const periods = this.schedules.get(row.userId);
      // A part-timer's allowance is their schedule's share of full time over the days employed.
      const fte = span && periods ? round2(averageFte(periods, span.from, span.to, this.fullTimeHours)) : 1;
      for (const component of entitlementComponents(
        row.year,
        allowance.days,
        accrualScheduleOf(this.policy, type),
        span,
        allowance.source,
        this.startMonth,
        fte,
      ))
        components.set(component.key, component);
    }
    if (carriesOver(type) && row.year - 1 >= firstYearOf(user, this.startMonth)) {
      const previous = this.previous.get(rowKey(row));
      const unused = previous ? round2(previous.totalDays - previous.usedDays - previous.pendingDays) : null;
      const carried = carryoverComponent(row.year, this.policy, unused, this.startMonth);
      if (carried) {
        components.set(carried.key, carried);
        const expiry = expiryComponent(
          row.year,
          carried.days,
          carryoverExpiryDate(row.year, this.policy.carryoverExpiryMonthDay, this.startMonth),
          this.usedBeforeExpiry.get(rowKey(row)) ?? 0,
        );
        if (expiry) components.set(expiry.key, expiry);
      }
    }
    return {
      components,
      manages: open ? () => true : (key) => CARRYOVER_KEYS.has(key),
      firstDay: leaveYearStart(row.year, this.startMonth),
      lastDay: leaveYearEnd(row.year, this.startMonth),
    };
  }
}
