import type { DataSource } from 'typeorm';
import { availableDays, balanceStatus, type BalanceStatusValue, type LeaveBalanceEntity } from '../balances';
import type { LeaveRequestEntity } from './leave-request.entity';
import { leaveRequestQueries } from './leave-request.queries';
import { chargesOf } from './request-ledger';

/**
 * What an approver needs on a request's card without leaving it: who else in the requester's team is
 * off (or asked to be) on its days, and the balance that remains once it is approved.
 */

/** Most overlapping requests of teammates one card lists. */
export const OTHERS_OFF_SHOWN = 50;

/** A teammate's pending or approved request overlapping the request's days. */
export interface OtherOffValue {
  userId: string;
  startDate: string;
  endDate: string;
  status: 'pending' | 'approved';
  days: number;
}

/**
 * For each request id: its requester's teammates' (policy.teammates) pending and approved requests
 * overlapping its days, earliest first, in one statement for all of them.
 */
export async function othersOffFor(
  db: DataSource,
  requestIds: readonly string[],
): Promise<Map<string, OtherOffValue[]>> {
  const found = new Map<string, OtherOffValue[]>(requestIds.map((id) => [id, []]));
  if (!requestIds.length) return found;
  const rows = await leaveRequestQueries.teammatesOff(db, requestIds, OTHERS_OFF_SHOWN);
  for (const row of rows)
    found.get(row.request_id)?.push({
      userId: row.user_id,
      startDate: row.start_date,
      endDate: row.end_date,
      status: row.status,
      days: Number(row.days),
    });
  return found;
}

/** One year's balance of the request's type as it stands once the request is approved. */
export interface BalanceAfterApproval {
  year: number;
  /** The request's days charged to that year. */
  days: number;
  totalDays: number;
  availableDays: number;
  status: BalanceStatusValue;
}

/**
 * The balance after approval, per year the request is charged to: a pending request's days are held
 * already, and approval moves them from pending to used, so what is available now is what remains.
 * `balancesOf(year)` gives the requester's balances of a year (stored, or as the rules open them).
 */
export async function balanceAfterApproval(
  request: Pick<LeaveRequestEntity, 'requestTypeId' | 'yearDays' | 'balanceYear' | 'days'>,
  balancesOf: (year: number) => Promise<LeaveBalanceEntity[]>,
): Promise<BalanceAfterApproval[]> {
  const years = await Promise.all(
    chargesOf(request).map(async (charge) => {
      const balance = (await balancesOf(charge.year)).find((row) => row.requestTypeId === request.requestTypeId);
      return balance
        ? {
            year: charge.year,
            days: charge.days,
            totalDays: balance.totalDays,
            availableDays: availableDays(balance),
            status: balanceStatus(balance),
          }
        : null;
    }),
  );
  return years.filter((year): year is BalanceAfterApproval => year !== null);
}
