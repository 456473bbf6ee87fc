import type { EntityManager } from 'typeorm';
import type { Actor } from '../../auth/policy';
import { badInput } from '../../lib/errors';
import { round2, type LeaveBalanceEntity, accrualDateFor, type LedgerService } from '../balances';
import type { UserEntity } from '../users/model';
import type { LeaveRequestEntity } from './leave-request.entity';
import { leaveRequestQueries } from './leave-request.queries';

export interface YearCharge {
  year: number;
  days: number;
}

/** A year's charge as the API shows it, with whose balance of which type it goes to. */
export interface YearChargeView extends YearCharge {
  userId: string | null;
  requestTypeId: string | null;
}

/** The days a request charges to each year: as split on submission, or all in its balance year before the ledger. */
export function chargesOf(request: Pick<LeaveRequestEntity, 'yearDays' | 'balanceYear' | 'days'>): YearCharge[] {
  if (!request.yearDays) return [{ year: request.balanceYear, days: request.days }];
  return Object.entries(request.yearDays)
    .map(([year, days]) => ({ year: Number(year), days: Number(days) }))
    .sort((a, b) => a.year - b.year);
}

/**
 * A request's own entries in the ledger: its pending hold per year on submission; on approval the
 * hold it placed is released and its days are taken; rejection and cancellation release only what
 * it holds, and cancelling an approved request refunds only what it took. One request can therefore
 * never release another's days, and a request with no entries (made before the ledger, or whose year
 * had no balance row) is settled without taking any figure below what it put there.
 */
export class RequestLedger {
  constructor(private readonly ledger: LedgerService) {}

  /** What the request currently holds (pending) and has taken (used), per balance year. */
  private async ownEntries(
    manager: EntityManager,
    requestId: string,
  ): Promise<Map<number, { pending: number; used: number }>> {
    const rows = await leaveRequestQueries.ledgerBuckets(manager, requestId);
    const byYear = new Map<number, { pending: number; used: number }>();
    for (const row of rows) {
      const entry = byYear.get(row.year) ?? { pending: 0, used: 0 };
      entry[row.bucket] = round2(row.days);
      byYear.set(row.year, entry);
    }
    return byYear;
  }

  /** Locks the rows of the given years in ascending order. */
  private async lockYears(
    manager: EntityManager,
    requester: UserEntity,
    request: LeaveRequestEntity,
    years: Iterable<number>,
  ): Promise<Map<number, LeaveBalanceEntity>> {
    const rows = new Map<number, LeaveBalanceEntity>();
    for (const year of [...new Set(years)].sort((a, b) => a - b))
      rows.set(year, await this.ledger.lockRow(manager, requester, request.requestTypeId, year));
    return rows;
  }

  /** A request's entries count from when they are posted (within the balance's leave year); the leave's dates are in the details. */
  private base(request: LeaveRequestEntity, actor: Actor, year: number, startMonth: number) {
    return {
      requestId: request.id,
      actorId: actor.user?.id ?? null,
      effectiveOn: accrualDateFor(year, startMonth),
      details: { request_id: request.requestId, start_date: request.startDate, end_date: request.endDate },
    };
  }

  /** Holds the request's days as pending in each year it falls in. */
  async hold(manager: EntityManager, requester: UserEntity, request: LeaveRequestEntity, actor: Actor): Promise<void> {
    const startMonth = await this.ledger.startMonth(manager);
    const charges = chargesOf(request);
    const rows = await this.lockYears(
      manager,
      requester,
      request,
      charges.map((c) => c.year),
    );
    for (const charge of charges) {
      await this.ledger.post(manager, rows.get(charge.year)!, [
        {
          ...this.base(request, actor, charge.year, startMonth),
          kind: 'pending_hold',
          bucket: 'pending',
          days: charge.days,
        },
      ]);
    }
  }

  /** Locks the rows an approval touches and refuses it when a year's accrued allowance would not cover it. */
  async approve(
    manager: EntityManager,
    requester: UserEntity,
    request: LeaveRequestEntity,
    actor: Actor,
    allowNegativeBalance: boolean,
  ): Promise<void> {
    const startMonth = await this.ledger.startMonth(manager);
    const charges = chargesOf(request);
    const held = await this.ownEntries(manager, request.id);
    const rows = await this.lockYears(manager, requester, request, [...charges.map((c) => c.year), ...held.keys()]);
    if (!allowNegativeBalance) await this.checkCovered(manager, charges, rows);
    for (const [year, row] of rows) {
      const pending = held.get(year)?.pending ?? 0;
      const charge = charges.find((c) => c.year === year)?.days ?? 0;
      await this.ledger.post(manager, row, [
        { ...this.base(request, actor, year, startMonth), kind: 'hold_release', bucket: 'pending', days: -pending },
        { ...this.base(request, actor, year, startMonth), kind: 'taken', bucket: 'used', days: charge },
      ]);
    }
  }

  /**
   * With negative balances off, what can be taken in a year is what has accrued by today (by 1 January
   * for a later year), never more than the year's total.
   */
  private async checkCovered(
    manager: EntityManager,
    charges: YearCharge[],
    rows: Map<number, LeaveBalanceEntity>,
  ): Promise<void> {
    const ids = charges.map((c) => rows.get(c.year)!.id);
    const yearOf = new Map(charges.map((c) => [rows.get(c.year)!.id, c.year]));
    const startMonth = await this.ledger.startMonth(manager);
    const accrued = await this.ledger.accruedAsOf(ids, (id) => accrualDateFor(yearOf.get(id)!, startMonth), manager);
    for (const charge of charges) {
      const row = rows.get(charge.year)!;
      const limit = Math.min(accrued.get(row.id) ?? 0, row.totalDays);
      if (round2(row.usedDays + charge.days) > limit) {
        const left = Math.max(0, round2(limit - row.usedDays));
        const where = charges.length > 1 ? ` in ${charge.year}` : '';
        throw badInput(
          `Approving this request would take the balance below zero: it needs ${charge.days} days${where} and ${left} remain`,
          'id',
        );
      }
    }
  }

  /** Releases what a pending request holds (rejection, cancellation). */
  async release(
    manager: EntityManager,
    requester: UserEntity,
    request: LeaveRequestEntity,
    actor: Actor,
  ): Promise<void> {
    const startMonth = await this.ledger.startMonth(manager);
    const held = await this.ownEntries(manager, request.id);
    const rows = await this.lockYears(manager, requester, request, held.keys());
    for (const [year, row] of rows) {
      await this.ledger.post(manager, row, [
        {
          ...this.base(request, actor, year, startMonth),
          kind: 'hold_release',
          bucket: 'pending',
          days: -(held.get(year)?.pending ?? 0),
        },
      ]);
    }
  }

  /** Gives back what an approved request took (its cancellation). */
  async refund(
    manager: EntityManager,
    requester: UserEntity,
    request: LeaveRequestEntity,
    actor: Actor,
  ): Promise<void> {
    const startMonth = await this.ledger.startMonth(manager);
    const own = await this.ownEntries(manager, request.id);
    const rows = await this.lockYears(manager, requester, request, own.keys());
    for (const [year, row] of rows) {
      await this.ledger.post(manager, row, [
        {
          ...this.base(request, actor, year, startMonth),
          kind: 'refund',
          bucket: 'used',
          days: -(own.get(year)?.used ?? 0),
        },
      ]);
    }
  }
}
