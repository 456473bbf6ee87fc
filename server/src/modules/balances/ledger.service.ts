import type { DataSource, EntityManager } from 'typeorm';
import { addDays, todayIso } from '../../lib/dates';
import { leaveYearOf, withinLeaveYear } from '../../lib/leave-year';
import type { PolicyService } from '../policy';
import { RequestTypeEntity } from '../request-types';
import type { UserEntity } from '../users/model';
import { carriesOver, explain, round2, type RuleComponent } from './allowance-rules';
import { LeaveBalanceEntity } from './balance.entity';
import type { LedgerBucket, LedgerKind } from './ledger-entry.entity';
import { ledgerQueries } from './ledger.queries';
import { firstYearOf, RuleInputs, type RuleTargets } from './rule-targets';
import { lockPersonBalances } from './person-lock';

export interface NewLedgerEntry {
  kind: LedgerKind;
  bucket: LedgerBucket;
  days: number;
  effectiveOn: string;
  ruleKey?: string | null;
  requestId?: string | null;
  actorId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

const RULE_LABELS: Record<string, string> = {
  allowance: 'Allowance',
  proration: 'Proration',
  carryover_in: 'Carry-over',
  carryover_expiry: 'Carry-over expiry',
};

/** A row as a read shows it: its figures as the rules say now, and the entries that will post them. */
export type BalanceAsOfNow = LeaveBalanceEntity & { unposted?: NewLedgerEntry[] };

const ruleLabel = (key: string, component?: RuleComponent): string =>
  RULE_LABELS[key] ?? (component ? `Accrual for ${String(component.details.period)}` : `Accrual ${key.slice(8)}`);

/**
 * Posts to the balance ledger and keeps each row's cached figures equal to the sums of its entries,
 * in the caller's transaction and under the row's lock. Brings rows' allowance-rule components up to
 * date (allowance, accrual, proration, carry-over, expiry): the difference between what the rules say
 * now and what the row holds is posted as new entries, so nothing depends on the order rows are made in.
 */
export class LedgerService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: PolicyService,
  ) {}

  /** Appends entries to a locked row and moves its cached figures by the same amounts. */
  async post(
    manager: EntityManager,
    row: LeaveBalanceEntity,
    entries: NewLedgerEntry[],
    rules?: Record<string, number>,
    cascade = true,
  ): Promise<void> {
    const real = entries.filter((entry) => entry.days !== 0);
    if (!real.length && !rules) return;
    if (real.length)
      await ledgerQueries.insertEntries(
        manager,
        row,
        real.map((entry) => ({
          kind: entry.kind,
          bucket: entry.bucket,
          days: round2(entry.days),
          effectiveOn: entry.effectiveOn,
          ruleKey: entry.ruleKey ?? null,
          requestId: entry.requestId ?? null,
          actorId: entry.actorId ?? null,
          reason: entry.reason ?? null,
          details: entry.details ?? {},
        })),
      );
    const sums = { total: 0, used: 0, pending: 0 };
    for (const entry of real) sums[entry.bucket] += entry.days;
    const figures = await ledgerQueries.moveFigures(
      manager,
      row.id,
      { total: round2(sums.total), used: round2(sums.used), pending: round2(sums.pending) },
      rules,
    );
    row.totalDays = figures.total;
    row.usedDays = figures.used;
    row.pendingDays = figures.pending;
    if (rules) {
      row.rules = rules;
      row.baselinePending = false;
    }
    // `cascade` false: the caller brings the year after up to date itself (moving a whole ledger, year by year).
    if (real.length && cascade) await this.afterChange(manager, row);
  }

  /**
   * Locks the row of (person, type, year), creating it and the years its carry-over derives from, and
   * brings its rule components up to date. Call inside a transaction; lock years in ascending order.
   */
  async lockRow(
    manager: EntityManager,
    user: UserEntity,
    requestTypeId: string,
    year: number,
  ): Promise<LeaveBalanceEntity> {
    await this.lockPerson(manager, user.id);
    const type = await manager.findOne(RequestTypeEntity, { where: { id: requestTypeId } });
    if (type && carriesOver(type) && year - 1 >= firstYearOf(user, await this.startMonth(manager)))
      await this.ensurePrevious(manager, user, type, year);
    await ledgerQueries.insertRowIfMissing(manager, user.id, requestTypeId, year);
    const row = (await manager.findOne(LeaveBalanceEntity, {
      where: { userId: user.id, requestTypeId, year },
      lock: { mode: 'for_no_key_update' },
    }))!;
    await this.syncRules(manager, row);
    return row;
  }

  /**
   * Serialises balance changes of one person (held until the transaction ends; taken again at no
   * cost). Taken before any of their balance rows, so transactions that lock several of those rows
   * (a rules update over every type and year, a year and the one before it) never wait on each other
   * in a cycle.
   */
  lockPerson(manager: EntityManager, userId: string): Promise<void> {
    return lockPersonBalances(manager, userId);
  }

  /** The month the organisation's leave year starts in. */
  async startMonth(manager: EntityManager = this.dataSource.manager): Promise<number> {
    return (await this.policy.getSettings(manager)).leaveYearStartMonth;
  }

  /** The leave year it is now (by the server's date; a person's own is `RuleInputs.currentYearOf`). */
  async currentYear(manager: EntityManager = this.dataSource.manager): Promise<number> {
    return leaveYearOf(todayIso(), await this.startMonth(manager));
  }

  /** The year before exists and, while still open, is up to date (its unused days carry over). */
  private async ensurePrevious(
    manager: EntityManager,
    user: UserEntity,
    type: RequestTypeEntity,
    year: number,
  ): Promise<void> {
    const previous = await manager.findOne(LeaveBalanceEntity, {
      where: { userId: user.id, requestTypeId: type.id, year: year - 1 },
    });
    if (previous && previous.year < (await this.currentYear(manager)) && !previous.baselinePending) return;
    await this.lockRow(manager, user, type.id, year - 1);
  }

  /** Creates (and brings up to date) a person's rows of a year, one per active type or only the one given. */
  async ensureRows(manager: EntityManager, user: UserEntity, year: number, onlyTypeId?: string): Promise<void> {
    const types = await manager.find(RequestTypeEntity, {
      where: onlyTypeId ? { id: onlyTypeId } : { isActive: true },
    });
    for (const type of types) await this.lockRow(manager, user, type.id, year);
  }

  /** Posts the difference between the rules' targets and what a locked row holds; true when anything changed. */
  async syncRules(
    manager: EntityManager,
    row: LeaveBalanceEntity,
    inputs?: RuleInputs,
    cascade = true,
  ): Promise<boolean> {
    inputs ??= await RuleInputs.load(manager, await this.policy.getSettings(manager), [row]);
    const targets = inputs.targetsFor(row);
    if (!targets) return false;
    const plan = this.plan(row, targets, inputs.todayOf(row.userId));
    if (!plan) return false;
    await this.post(manager, row, plan.entries, plan.rules, cascade);
    return true;
  }

  /** Whether a row (not locked) differs from its rules' targets. */
  isStale(row: LeaveBalanceEntity, inputs: RuleInputs): boolean {
    const targets = inputs.targetsFor(row);
    return Boolean(targets && this.plan(row, targets, inputs.todayOf(row.userId)));
  }

  /**
   * A row (stored or not yet) as the rules say it is now, without posting anything: reads show this,
   * and the entries are posted by the next change to the balance or the nightly run.
   */
  asOfNow(row: LeaveBalanceEntity, inputs: RuleInputs): BalanceAsOfNow {
    const targets = inputs.targetsFor(row);
    const entries = (targets && this.plan(row, targets, inputs.todayOf(row.userId))?.entries) ?? [];
    if (!entries.length) return row;
    const sums = { total: 0, used: 0, pending: 0 };
    for (const entry of entries) sums[entry.bucket] += entry.days;
    return Object.assign(new LeaveBalanceEntity(), row, {
      totalDays: round2(row.totalDays + sums.total),
      usedDays: round2(row.usedDays + sums.used),
      pendingDays: round2(row.pendingDays + sums.pending),
      unposted: entries,
    });
  }

  private plan(
    row: LeaveBalanceEntity,
    targets: RuleTargets,
    today: string,
  ): { entries: NewLedgerEntry[]; rules: Record<string, number> } | null {
    const posted = row.rules ?? {};
    const rules: Record<string, number> = {};
    for (const [key, days] of Object.entries(posted)) if (!targets.manages(key)) rules[key] = days;
    for (const [key, component] of targets.components) rules[key] = component.days;
    const keys = new Set([...Object.keys(posted), ...Object.keys(rules)]);
    const changed = [...keys].some((key) => round2((rules[key] ?? 0) - (posted[key] ?? 0)) !== 0);
    if (row.baselinePending) return { entries: [], rules }; // the opening entry already holds these figures
    if (!changed) return null;
    const fresh = Object.keys(posted).length === 0;
    const lastDay = targets.lastDay;
    const entries: NewLedgerEntry[] = [];
    for (const key of keys) {
      const was = posted[key] ?? 0;
      const delta = round2((rules[key] ?? 0) - was);
      if (delta === 0) continue;
      const component = targets.components.get(key);
      const natural = component?.effectiveOn ?? targets.firstDay;
      // A first posting counts from its own date; a later change counts from today (the past stays as it was).
      const effectiveOn = fresh || natural > today ? natural : today > lastDay ? lastDay : today;
      const correction = was !== 0 || !component;
      const kind: LedgerKind =
        correction && !key.startsWith('carryover') ? 'policy_change' : (component?.kind ?? (key as LedgerKind));
      entries.push({
        kind,
        bucket: 'total',
        days: delta,
        effectiveOn,
        ruleKey: key,
        reason: correction
          ? `${ruleLabel(key, component)} recomputed: ${was} → ${rules[key] ?? 0} days`
          : explain(component!),
        details: { ...(component?.details ?? {}), ...(correction ? { previous_days: was } : {}) },
      });
    }
    return { entries, rules };
  }

  /** A change to a carried-over type's year moves the carry-over of the year after, if that row exists. */
  private async afterChange(manager: EntityManager, row: LeaveBalanceEntity): Promise<void> {
    const type = await manager.findOne(RequestTypeEntity, { where: { id: row.requestTypeId } });
    if (!type || !carriesOver(type)) return;
    const next = await manager.findOne(LeaveBalanceEntity, {
      where: { userId: row.userId, requestTypeId: row.requestTypeId, year: row.year + 1 },
      lock: { mode: 'for_no_key_update' },
    });
    if (next) await this.syncRules(manager, next);
  }

  /** Total days accrued by `date` (entries of the total effective on or before it), per balance id. */
  async accruedAsOf(
    balanceIds: readonly string[],
    dateFor: (balanceId: string) => string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, number>> {
    if (!balanceIds.length) return new Map();
    const rows = await ledgerQueries.accruedAsOf(manager, balanceIds, balanceIds.map(dateFor));
    return new Map(rows.map((row) => [row.balance_id, round2(row.accrued)]));
  }

  /** The figures a row's entries add up to, computed from scratch. */
  async recompute(
    balanceId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ totalDays: number; usedDays: number; pendingDays: number }> {
    const row = await ledgerQueries.sumsOf(manager, balanceId);
    return { totalDays: round2(row.total), usedDays: round2(row.used), pendingDays: round2(row.pending) };
  }
}

/** The date accrual is counted to for a leave year's balance: today, within that year. */
export function accrualDateFor(year: number, startMonth = 1, today: string = todayIso()): string {
  return withinLeaveYear(today, year, startMonth);
}

export const dayAfter = (date: string): string => addDays(date, 1);
