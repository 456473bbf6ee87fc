import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, canReadAllBalances, canReadBalancesOf, type Actor } from '../../auth/policy';
import { pageWindow, toConnection, type Connection, type ConnectionArgs } from '../../lib/connection';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit/audit.service';
import type { PolicyService } from '../policy/policy.service';
import type { PolicySettingsValue } from '../policy/policy-settings.defaults';
import { RequestTypeEntity } from '../request-types/request-type.entity';
import { UserEntity } from '../users/user.entity';
import { LeaveBalanceEntity } from './balance.entity';

const BUILT_IN_ORDER = ['pto', 'sickness', 'other'];

export type BalanceStatusValue = 'exhausted' | 'low' | 'good';

/** Spec §4: exhausted at 0 or less, low at 5 or less, good above. */
export const LOW_BALANCE_THRESHOLD = 5;

export const availableDays = (balance: Pick<LeaveBalanceEntity, 'totalDays' | 'usedDays' | 'pendingDays'>): number =>
  Math.round((balance.totalDays - balance.usedDays - balance.pendingDays) * 100) / 100;

export function balanceStatus(
  balance: Pick<LeaveBalanceEntity, 'totalDays' | 'usedDays' | 'pendingDays'>,
): BalanceStatusValue {
  const available = availableDays(balance);
  if (available <= 0) return 'exhausted';
  if (available <= LOW_BALANCE_THRESHOLD) return 'low';
  return 'good';
}

/**
 * A person's yearly allowance of a type: built-in types from the policy (a role override beats a
 * department override, which beats the default); admin-defined types from their max days per year.
 */
export function entitlementFor(
  policy: PolicySettingsValue,
  user: Pick<UserEntity, 'role' | 'department'>,
  type: Pick<RequestTypeEntity, 'name' | 'maxDaysPerYear'>,
): number {
  const key = ({ pto: 'ptoDays', sickness: 'sicknessDays', other: 'otherDays' } as const)[
    type.name as 'pto' | 'sickness' | 'other'
  ];
  if (!key) return type.maxDaysPerYear;
  const roleOverride = policy.roleOverrides.find((o) => o.role.toLowerCase() === user.role.toLowerCase());
  if (roleOverride) return roleOverride[key];
  const department = (user.department ?? '').toLowerCase();
  const departmentOverride = policy.departmentOverrides.find((o) => o.department.toLowerCase() === department);
  if (departmentOverride) return departmentOverride[key];
  return {
    ptoDays: policy.defaultPtoDays,
    sicknessDays: policy.defaultSicknessDays,
    otherDays: policy.defaultOtherDays,
  }[key];
}

export interface BalanceFilter {
  search?: string | null;
  year?: number | null;
  type?: string | null;
  userId?: string | null;
}

export class BalanceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: PolicyService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Creates the missing balance rows of a person for a year (one per active type): the allowance,
   * plus for PTO the carry-over of last year's unused days when the policy allows it.
   */
  async ensureBalances(manager: EntityManager, user: UserEntity, year: number, onlyTypeId?: string): Promise<void> {
    const policy = await this.policy.getSettings(manager);
    const types = await manager.find(RequestTypeEntity, {
      where: onlyTypeId ? { id: onlyTypeId } : { isActive: true },
    });
    for (const type of types) {
      let total = entitlementFor(policy, user, type);
      if (type.name === 'pto' && policy.allowCarryover) {
        const previous = await manager.findOne(LeaveBalanceEntity, {
          where: { userId: user.id, requestTypeId: type.id, year: year - 1 },
        });
        if (previous) total += Math.min(policy.maxCarryoverDays, Math.max(0, availableDays(previous)));
      }
      await manager.query(
        `INSERT INTO leave_balances (user_id, request_type_id, year, total_days) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, request_type_id, year) DO NOTHING`,
        [user.id, type.id, year, total],
      );
    }
  }

  /** Locks (creating if needed) the balance a request is charged to. Call inside a transaction. */
  async lockBalance(
    manager: EntityManager,
    user: UserEntity,
    requestTypeId: string,
    year: number,
  ): Promise<LeaveBalanceEntity> {
    let balance = await manager.findOne(LeaveBalanceEntity, {
      where: { userId: user.id, requestTypeId, year },
      lock: { mode: 'pessimistic_write' },
    });
    if (!balance) {
      await this.ensureBalances(manager, user, year, requestTypeId);
      balance = await manager.findOne(LeaveBalanceEntity, {
        where: { userId: user.id, requestTypeId, year },
        lock: { mode: 'pessimistic_write' },
      });
    }
    if (!balance) throw new Error(`No balance row for ${user.id}/${requestTypeId}/${year}`);
    return balance;
  }

  /** Balances of several people for a year, for active types; missing rows are created first. */
  async balancesForUsers(userIds: readonly string[], year: number): Promise<Map<string, LeaveBalanceEntity[]>> {
    const load = () =>
      this.dataSource.manager
        .createQueryBuilder(LeaveBalanceEntity, 'b')
        .innerJoin(RequestTypeEntity, 't', 't.id = b.request_type_id AND t.is_active')
        .where('b.user_id IN (:...userIds)', { userIds })
        .andWhere('b.year = :year', { year })
        .getMany();
    let rows = userIds.length ? await load() : [];
    const types = await this.dataSource.manager.find(RequestTypeEntity, { order: { createdAt: 'ASC' } });
    const activeTypes = types.filter((type) => type.isActive).length;
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1);
    const incomplete = userIds.filter((id) => (counts.get(id) ?? 0) < activeTypes);
    if (incomplete.length) {
      const users = await this.dataSource.manager.find(UserEntity, { where: incomplete.map((id) => ({ id })) });
      await this.dataSource.transaction(async (manager) => {
        for (const user of users) await this.ensureBalances(manager, user, year);
      });
      rows = await load();
    }
    const byUser = new Map<string, LeaveBalanceEntity[]>(userIds.map((id) => [id, []]));
    for (const row of rows) byUser.get(row.userId)?.push(row);
    const typeOrder = new Map(
      types.map((t, index) => [t.id, BUILT_IN_ORDER.indexOf(t.name) >= 0 ? BUILT_IN_ORDER.indexOf(t.name) : 3 + index]),
    );
    for (const list of byUser.values())
      list.sort((a, b) => typeOrder.get(a.requestTypeId)! - typeOrder.get(b.requestTypeId)!);
    return byUser;
  }

  async balancesOf(actor: Actor, userId: string, year: number): Promise<LeaveBalanceEntity[]> {
    assertOperation('signedIn', actor);
    const user = isUuid(userId) ? await this.dataSource.manager.findOne(UserEntity, { where: { id: userId } }) : null;
    if (!user || !canReadBalancesOf(actor.user, user)) throw notFound('User not found');
    return (await this.balancesForUsers([userId], year)).get(userId) ?? [];
  }

  /** The admin balances table (HR and administrators), filtered and paged. */
  async list(actor: Actor, filter: BalanceFilter, args: ConnectionArgs): Promise<Connection<LeaveBalanceEntity>> {
    assertOperation('hrOrAdmin', actor);
    if (!canReadAllBalances(actor.user)) throw forbidden();
    const query = this.dataSource.manager
      .createQueryBuilder(LeaveBalanceEntity, 'b')
      .innerJoin(UserEntity, 'u', 'u.id = b.user_id')
      .innerJoin(RequestTypeEntity, 't', 't.id = b.request_type_id');
    if (filter.year != null) query.andWhere('b.year = :year', { year: filter.year });
    if (filter.type) query.andWhere('t.name = :type', { type: filter.type });
    if (filter.userId) {
      if (!isUuid(filter.userId)) throw badInput('userId is not a valid id', 'userId');
      query.andWhere('b.user_id = :userId', { userId: filter.userId });
    }
    if (filter.search?.trim()) {
      query.andWhere(`(u.first_name || ' ' || u.last_name ILIKE :search OR u.email ILIKE :search)`, {
        search: `%${escapeLike(filter.search.trim())}%`,
      });
    }
    const total = await query.getCount();
    const window = pageWindow(args, total);
    const rows = await query
      .orderBy('u.last_name', 'ASC')
      .addOrderBy('u.first_name', 'ASC')
      .addOrderBy('b.year', 'DESC')
      .addOrderBy('t.name', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .offset(window.offset)
      .limit(window.limit)
      .getMany();
    return toConnection(rows, window, total);
  }

  /** Administrators correct a balance's total and used days (the pending days follow requests). */
  async update(
    actor: Actor,
    id: string,
    input: { totalDays?: number | null; usedDays?: number | null; reason?: string | null },
  ): Promise<LeaveBalanceEntity> {
    assertOperation('admin', actor);
    if (!isUuid(id)) throw notFound('Balance not found');
    const reason = input.reason?.trim() || null;
    if (reason && reason.length > 500) throw badInput('The reason must be at most 500 characters', 'reason');
    for (const [field, value] of Object.entries({ totalDays: input.totalDays, usedDays: input.usedDays })) {
      if (value == null) continue;
      if (!Number.isFinite(value) || value < 0 || value > 1000)
        throw badInput(`${field} must be between 0 and 1000`, field);
      if (Math.round(value * 100) !== value * 100) throw badInput(`${field} may have at most two decimals`, field);
    }
    return this.dataSource.transaction(async (manager) => {
      const balance = await manager.findOne(LeaveBalanceEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!balance) throw notFound('Balance not found');
      const before = { totalDays: balance.totalDays, usedDays: balance.usedDays };
      if (input.totalDays != null) balance.totalDays = input.totalDays;
      if (input.usedDays != null) balance.usedDays = input.usedDays;
      const saved = await manager.save(LeaveBalanceEntity, balance);
      await this.audit.record(manager, actor, {
        action: 'balance.updated',
        resourceType: 'balance',
        resourceId: id,
        details: {
          user_id: balance.userId,
          year: balance.year,
          before,
          after: { totalDays: saved.totalDays, usedDays: saved.usedDays },
          reason,
        },
      });
      return saved;
    });
  }
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
