import type { DataSource, EntityManager } from 'typeorm';
import {
  assertOperation,
  canReadAllBalances,
  canReadBalancesOf,
  withReportingLine,
  type Actor,
  type PersonInLine,
} from '../../auth/policy';
import { pageWindow, toConnection, type Connection, type ConnectionArgs } from '../../lib/connection';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import type { PolicyService } from '../policy';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users/model';
import { round2 } from './allowance-rules';
import { AllowanceOverrideEntity } from './allowance-override.entity';
import { LeaveBalanceEntity } from './balance.entity';
import { balanceQueries } from './balance.queries';
import { LedgerEntryEntity, type LedgerKind } from './ledger-entry.entity';
import { accrualDateFor, type BalanceAsOfNow, type LedgerService } from './ledger.service';
import { rowKey, RuleInputs } from './rule-targets';
import { unstoredKeyOf, unstoredRow } from './unstored-balances';

const BUILT_IN_ORDER = ['pto', 'sickness', 'other'];

/** The job that brings everyone's balances up to date after a policy change. */
export const APPLY_RULES_QUEUE = 'balances.apply-rules';

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
    readonly ledger: LedgerService,
  ) {}

  /**
   * Creates (and brings up to date) a person's rows of a leave year (the current one when not given):
   * one per active type, or only the one given.
   */
  async ensureBalances(manager: EntityManager, user: UserEntity, year?: number, onlyTypeId?: string): Promise<void> {
    return this.ledger.ensureRows(manager, user, year ?? (await this.ledger.currentYear(manager)), onlyTypeId);
  }

  /**
   * Brings rows up to date with the allowance rules (a policy change, a new override, a changed
   * carry-over); only rows whose rules changed are locked and posted to.
   */
  async refresh(
    rows: LeaveBalanceEntity[],
    types?: RequestTypeEntity[],
    knownUsers?: readonly UserEntity[],
  ): Promise<LeaveBalanceEntity[]> {
    if (!rows.length) return rows;
    const inputs = await RuleInputs.load(
      this.dataSource.manager,
      await this.policy.getSettings(),
      rows,
      types,
      knownUsers,
    );
    const stale = rows.filter((row) => this.ledger.isStale(row, inputs) || inputs.lacksPreviousYear(row));
    if (!stale.length) return rows;
    const fresh = new Map<string, LeaveBalanceEntity>();
    for (const row of stale.sort((a, b) => a.year - b.year)) {
      const user = inputs.users.get(row.userId)!;
      fresh.set(
        row.id,
        await this.dataSource.transaction((manager) => this.ledger.lockRow(manager, user, row.requestTypeId, row.year)),
      );
    }
    return rows.map((row) => fresh.get(row.id) ?? row);
  }

  /**
   * Brings a person's balances of this year and later up to date with the rules, in the caller's
   * transaction (after a change of their department, role, employment dates or own allowance).
   */
  async applyRules(manager: EntityManager, user: UserEntity): Promise<void> {
    await this.ledger.lockPerson(manager, user.id);
    const rows = await balanceQueries.lockedFromYear(manager, user.id, await this.ledger.currentYear(manager));
    const inputs = await RuleInputs.load(manager, await this.policy.getSettings(manager), rows);
    for (const row of rows) await this.ledger.syncRules(manager, row, inputs);
  }

  /**
   * Stores this year's rows that active people lack (a new year, a new request type): reads only show
   * them, so the nightly run stores them for the admin table, reports and exports.
   */
  async openThisYear(): Promise<number> {
    return this.openYear(await this.ledger.currentYear(), null);
  }

  /** Stores a year's missing rows of active people (of `userIds` only, when given). */
  private async openYear(year: number, userIds: string[] | null): Promise<number> {
    const people = await balanceQueries.peopleLackingYear(this.dataSource, year, userIds);
    for (const userId of people) {
      const user = await this.dataSource.manager.findOne(UserEntity, { where: { id: userId } });
      if (user) await this.dataSource.transaction((manager) => this.ledger.ensureRows(manager, user, year));
    }
    return people.length;
  }

  /**
   * Nightly and after a policy change: stores this year's missing rows of active people, then brings
   * everyone's balances of this year and later up to date, a hundred people at a time (reads show a
   * balance as of now without storing it; this keeps stored figures, reports and exports current).
   */
  async applyRulesToEveryone(): Promise<number> {
    return this.applyRulesTo(null, await this.ledger.currentYear());
  }

  /**
   * The same for some people whose day has begun (`year`: the leave year it is where they are): after a
   * location's local midnight, its people's accrual and carry-over expiry follow their own date.
   */
  async applyRulesTo(userIds: string[] | null, year: number): Promise<number> {
    await this.openYear(year, userIds);
    const people = await balanceQueries.peopleFromYear(this.dataSource, year, userIds);
    let refreshed = 0;
    for (let i = 0; i < people.length; i += 100) {
      const rows = await balanceQueries.rowsFromYear(this.dataSource.manager, people.slice(i, i + 100), year);
      const after = await this.refresh(rows);
      refreshed += after.filter((row, index) => row !== rows[index]).length;
    }
    return refreshed;
  }

  /** A person's own allowances, which policy changes leave alone (the person, their reporting line, HR and admins). */
  async overridesOf(actor: Actor, user: UserEntity & PersonInLine): Promise<AllowanceOverrideEntity[]> {
    assertOperation('signedIn', actor);
    if (!canReadBalancesOf(actor.user, user)) return [];
    return this.dataSource.manager.find(AllowanceOverrideEntity, { where: { userId: user.id } });
  }

  /**
   * Administrators set (or, with days null, remove) a person's own yearly allowance of a type, with a
   * reason; their balances of this year and later follow at once, as policy_change entries.
   */
  async setAllowanceOverride(
    actor: Actor,
    input: { userId: string; type: string; days?: number | null; reason: string },
  ): Promise<UserEntity> {
    assertOperation('hrOrAdmin', actor);
    const reason = (input.reason ?? '').trim();
    if (!reason) throw badInput('Please give a reason for the allowance', 'reason');
    if (reason.length > 500) throw badInput('The reason must be at most 500 characters', 'reason');
    if (input.days != null && (!Number.isFinite(input.days) || input.days < 0 || input.days > 365))
      throw badInput('Days must be between 0 and 365', 'days');
    if (input.days != null && Math.round(input.days * 2) !== input.days * 2)
      throw badInput('Days must be in steps of 0.5', 'days');
    return this.dataSource.transaction(async (manager) => {
      const user = isUuid(input.userId)
        ? await manager.findOne(UserEntity, { where: { id: input.userId }, lock: { mode: 'for_no_key_update' } })
        : null;
      if (!user) throw notFound('User not found');
      await this.ledger.lockPerson(manager, user.id);
      const type = await manager.findOne(RequestTypeEntity, { where: { name: (input.type ?? '').trim() } });
      if (!type) throw badInput(`Unknown request type "${input.type}"`, 'type');
      const previous = await manager.findOne(AllowanceOverrideEntity, {
        where: { userId: user.id, requestTypeId: type.id },
      });
      if (input.days == null)
        await manager.delete(AllowanceOverrideEntity, { userId: user.id, requestTypeId: type.id });
      else
        await manager.save(AllowanceOverrideEntity, {
          userId: user.id,
          requestTypeId: type.id,
          days: input.days,
          reason,
          setBy: actor.user.id,
        });
      await this.audit.record(manager, actor, {
        action: input.days == null ? 'allowance_override.removed' : 'allowance_override.set',
        resourceType: 'user',
        resourceId: user.id,
        details: { type: type.name, days: input.days ?? null, previous_days: previous?.days ?? null, reason },
      });
      await this.applyRules(manager, user);
      return user;
    });
  }

  /**
   * Rows as the rules say they are now (ledger.asOfNow), computed, never posted: reading a balance
   * writes nothing. Changes post their entries; the nightly run posts what time alone changes.
   */
  async asOfNow(
    rows: LeaveBalanceEntity[],
    types?: RequestTypeEntity[],
    knownUsers?: readonly UserEntity[],
  ): Promise<BalanceAsOfNow[]> {
    if (!rows.length) return rows;
    const inputs = await RuleInputs.load(
      this.dataSource.manager,
      await this.policy.getSettings(),
      rows,
      types,
      knownUsers,
    );
    // Carry-over derives from the year before: shown as of now too where it is not stored (back to the first year).
    const lacking = rows.filter((row) => inputs.lacksPreviousYear(row));
    for (const year of new Set(lacking.map((row) => row.year))) {
      const userIds = [...new Set(lacking.filter((row) => row.year === year).map((row) => row.userId))];
      const previous = await this.balancesForUsers(userIds, year - 1, types, knownUsers);
      inputs.usePrevious([...previous.values()].flat());
    }
    return rows.map((row) => this.ledger.asOfNow(row, inputs));
  }

  /**
   * Balances of several people for a year, for active types, as they are now: a row not stored yet
   * (a year nobody has requested leave in) is shown as the rules would open it, and stored rows with
   * what the rules add since; nothing is written. `allTypes`: every request type, oldest first, and
   * `knownUsers`: people read in this request, when the caller has them already.
   */
  async balancesForUsers(
    userIds: readonly string[],
    year: number,
    allTypes?: RequestTypeEntity[],
    knownUsers?: readonly UserEntity[],
  ): Promise<Map<string, BalanceAsOfNow[]>> {
    const stored = userIds.length ? await balanceQueries.storedOfYear(this.dataSource, userIds, year) : [];
    const types = allTypes ?? (await this.dataSource.manager.find(RequestTypeEntity, { order: { createdAt: 'ASC' } }));
    const storedKeys = new Set(stored.map(rowKey));
    const unstored = userIds.flatMap((userId) =>
      types
        .filter((type) => type.isActive && !storedKeys.has(rowKey({ userId, requestTypeId: type.id, year })))
        .map((type) => unstoredRow({ userId, requestTypeId: type.id, year })),
    );
    const rows = await this.asOfNow([...stored, ...unstored], types, knownUsers);
    const byUser = new Map<string, LeaveBalanceEntity[]>(userIds.map((id) => [id, []]));
    for (const row of rows) byUser.get(row.userId)?.push(row);
    const typeOrder = new Map(
      types.map((t, index) => [t.id, BUILT_IN_ORDER.indexOf(t.name) >= 0 ? BUILT_IN_ORDER.indexOf(t.name) : 3 + index]),
    );
    for (const list of byUser.values())
      list.sort((a, b) => typeOrder.get(a.requestTypeId)! - typeOrder.get(b.requestTypeId)!);
    return byUser;
  }

  async balancesOf(actor: Actor, userId: string, year: number): Promise<BalanceAsOfNow[]> {
    assertOperation('signedIn', actor);
    const user = isUuid(userId) ? await this.dataSource.manager.findOne(UserEntity, { where: { id: userId } }) : null;
    if (!user || !canReadBalancesOf(actor.user, await withReportingLine(this.dataSource, user)))
      throw notFound('User not found');
    return (await this.balancesForUsers([userId], year)).get(userId) ?? [];
  }

  /**
   * The ledger entries of a balance, in the order they were posted: for the person, their reporting
   * line, HR and administrators (NOT_FOUND for anyone else).
   */
  async entriesOf(
    actor: Actor,
    balance: LeaveBalanceEntity,
    filter: { kinds?: LedgerKind[] | null } = {},
    args: ConnectionArgs = {},
  ): Promise<Connection<LedgerEntryEntity>> {
    assertOperation('signedIn', actor);
    const person = await this.dataSource.manager.findOne(UserEntity, { where: { id: balance.userId } });
    if (!person || !canReadBalancesOf(actor.user, await withReportingLine(this.dataSource, person)))
      throw notFound('Balance not found');
    // A balance not stored yet has no entries posted (what a read shows of it is `unposted`).
    if (!isUuid(balance.id)) return toConnection([], pageWindow(args, 0), 0);
    const query = balanceQueries.entries(this.dataSource.manager, balance.id, filter.kinds);
    const total = await query.getCount();
    const window = pageWindow(args, total);
    return toConnection(await balanceQueries.entriesPage(query, window), window, total);
  }

  /** The admin balances table (HR and administrators), filtered and paged. */
  async list(actor: Actor, filter: BalanceFilter, args: ConnectionArgs): Promise<Connection<LeaveBalanceEntity>> {
    assertOperation('hrOrAdmin', actor);
    if (!canReadAllBalances(actor.user)) throw forbidden();
    if (filter.userId && !isUuid(filter.userId)) throw badInput('userId is not a valid id', 'userId');
    const query = balanceQueries.adminTable(this.dataSource.manager, filter);
    const total = await query.getCount();
    const window = pageWindow(args, total);
    return toConnection(await this.asOfNow(await balanceQueries.adminPage(query, window)), window, total);
  }

  /**
   * Administrators correct a balance's total and used days (pending days follow requests). The
   * change is an adjustment entry in the ledger, with the reason given and who made it. `id` is a
   * stored row's, or the key a balance not stored yet is shown with (stored now).
   */
  async update(
    actor: Actor,
    id: string,
    input: { totalDays?: number | null; usedDays?: number | null; reason?: string | null },
  ): Promise<LeaveBalanceEntity> {
    assertOperation('hrOrAdmin', actor);
    const unstored = unstoredKeyOf(id);
    if (!isUuid(id) && !unstored) throw notFound('Balance not found');
    for (const [field, value] of Object.entries({ totalDays: input.totalDays, usedDays: input.usedDays })) {
      if (value == null) continue;
      if (!Number.isFinite(value) || value < 0 || value > 1000)
        throw badInput(`${field} must be between 0 and 1000`, field);
      if (Math.round(value * 100) !== value * 100) throw badInput(`${field} may have at most two decimals`, field);
    }
    const reason = (input.reason ?? '').trim();
    if (reason.length > 500) throw badInput('The reason must be at most 500 characters', 'reason');
    return this.dataSource.transaction(async (manager) => {
      const found = unstored ?? (await manager.findOne(LeaveBalanceEntity, { where: { id } }));
      const user = found && (await manager.findOne(UserEntity, { where: { id: found.userId } }));
      const type = found && (await manager.findOne(RequestTypeEntity, { where: { id: found.requestTypeId } }));
      if (!found || !user || !type) throw notFound('Balance not found');
      if (!reason) throw badInput('Please give a reason for the adjustment', 'reason');
      const balance = await this.ledger.lockRow(manager, user, found.requestTypeId, found.year);
      const before = { totalDays: balance.totalDays, usedDays: balance.usedDays };
      // An adjustment counts from today (within the balance's year).
      const entry = {
        kind: 'adjustment' as const,
        actorId: actor.user.id,
        reason,
        effectiveOn: accrualDateFor(balance.year, await this.ledger.startMonth(manager)),
      };
      await this.ledger.post(manager, balance, [
        ...(input.totalDays != null
          ? [{ ...entry, bucket: 'total' as const, days: round2(input.totalDays - balance.totalDays) }]
          : []),
        ...(input.usedDays != null
          ? [{ ...entry, bucket: 'used' as const, days: round2(input.usedDays - balance.usedDays) }]
          : []),
      ]);
      await this.audit.record(manager, actor, {
        action: 'balance.updated',
        resourceType: 'balance',
        resourceId: balance.id,
        details: {
          user_id: balance.userId,
          year: balance.year,
          before,
          after: { totalDays: balance.totalDays, usedDays: balance.usedDays },
          reason,
        },
      });
      return balance;
    });
  }
}
