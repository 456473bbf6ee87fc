import type { DataSource } from 'typeorm';
import { teammates } from '../../auth/policy';
import { shortRead } from '../../lib/pipelined-reads';
import { SqlParams } from '../../lib/sql';
import { availableDays, balanceStatus, type BalanceStatusValue, type LeaveBalanceEntity } from '../balances';
import type { LeaveRequestEntity } from './leave-request.entity';
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
  const params = new SqlParams([requestIds]);
  const rows = await shortRead<{
    request_id: string;
    user_id: string;
    start_date: string;
    end_date: string;
    status: 'pending' | 'approved';
    days: string;
  }>(
    db,
    `SELECT request_id, user_id, start_date, end_date, status, days FROM (
       SELECT q.id AS request_id, o.user_id, to_char(o.start_date, 'YYYY-MM-DD') AS start_date,
              to_char(o.end_date, 'YYYY-MM-DD') AS end_date, o.status, o.days,
              row_number() OVER (PARTITION BY q.id ORDER BY o.start_date, p.last_name, p.first_name, o.id) AS position
       FROM leave_requests q
       JOIN users requester ON requester.id = q.user_id
       JOIN users p ON ${params.where(teammates('requester', 'p'))}
       JOIN leave_requests o ON o.user_id = p.id AND o.status IN ('pending', 'approved')
         AND o.start_date <= q.end_date AND o.end_date >= q.start_date
       WHERE q.id = ANY($1::uuid[])
     ) overlapping WHERE position <= ${OTHERS_OFF_SHOWN} ORDER BY request_id, position`,
    params.values,
  );
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
