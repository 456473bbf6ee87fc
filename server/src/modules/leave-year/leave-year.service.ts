import type { DataSource } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import { todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { isStartMonth, leaveYear, leaveYearOf, MONTH_NAMES, type LeaveYearValue } from '../../lib/leave-year';
import type { AuditService } from '../audit';
import type { LedgerService } from '../balances';
import type { PolicyService } from '../policy';
import { leaveYearQueries } from './leave-year.queries';
import { moveLedger, type BalanceMove } from './ledger-move';

/** What changing the start month does (or, in a dry run, would do) to every balance. */
export interface LeaveYearChange {
  previousStartMonth: number;
  startMonth: number;
  applied: boolean;
  moves: BalanceMove[];
}

/** Answers a dry run from inside its transaction, which then rolls back. */
class DryRun extends Error {
  constructor(readonly result: LeaveYearChange) {
    super('dry run');
  }
}

/** The organisation's leave year: which it is now, and changing the month it starts in. */
export class LeaveYearService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: PolicyService,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
  ) {}

  /** The leave year a date (default: today where the server runs) falls in. */
  async current(date: string = todayIso()): Promise<LeaveYearValue> {
    const startMonth = await this.ledger.startMonth();
    return leaveYear(leaveYearOf(date, startMonth), startMonth);
  }

  /**
   * HR and administrators move the leave year's start month. Every balance is moved into the new
   * leave years in one transaction under row locks, with ledger entries that say why; refused while
   * it would take any balance below zero that is not already. A dry run answers the same and changes nothing.
   */
  async changeStart(actor: Actor, startMonth: number, dryRun = false): Promise<LeaveYearChange> {
    assertOperation('hrOrAdmin', actor);
    if (!isStartMonth(startMonth))
      throw badInput('The leave year must start in a month from 1 (January) to 12 (December)', 'startMonth');
    try {
      return await this.dataSource.transaction(async (manager) => {
        await leaveYearQueries.lockSettings(manager);
        const previous = await this.policy.getSettings(manager);
        const from = previous.leaveYearStartMonth;
        if (from === startMonth) return { previousStartMonth: from, startMonth, applied: false, moves: [] };
        await leaveYearQueries.setStartMonth(manager, startMonth, actor.user.id);
        const moves = await moveLedger(manager, this.ledger, { ...previous, leaveYearStartMonth: startMonth }, from);
        const result = { previousStartMonth: from, startMonth, applied: !dryRun, moves };
        if (dryRun) throw new DryRun(result);
        const negative = moves.filter((move) => move.turnsNegative);
        if (negative.length)
          throw badInput(
            `Starting the leave year in ${MONTH_NAMES[startMonth - 1]} would take ${negative.length} ${
              negative.length === 1 ? 'balance' : 'balances'
            } below zero; see the dry run for whose, and correct them first`,
            'startMonth',
          );
        await this.audit.record(manager, actor, {
          action: 'leave_year.changed',
          resourceType: 'policy',
          resourceId: '1',
          details: {
            from_start_month: from,
            to_start_month: startMonth,
            balances: moves.length,
            people: new Set(moves.map((move) => move.userId)).size,
          },
        });
        return result;
      });
    } catch (error) {
      if (error instanceof DryRun) return error.result;
      throw error;
    }
  }
}
