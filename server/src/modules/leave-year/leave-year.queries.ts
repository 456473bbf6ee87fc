import type { EntityManager } from 'typeorm';
import { LeaveBalanceEntity } from '../balances';

/** A ledger entry a balance holds since its last closing. */
export interface LiveEntry {
  balance_id: string;
  bucket: 'total' | 'used' | 'pending';
  days: number;
  kind: string;
  rule_key: string | null;
  request_id: string | null;
  effective_on: string;
  reason: string | null;
}

/** A request whose days count against a leave year. */
export interface RequestRow {
  id: string;
  label: string;
  user_id: string;
  request_type_id: string;
  start_date: string;
  end_date: string;
  start_half_day: boolean;
  end_half_day: boolean;
  status: string;
}

/**
 * The leave year's SQL, in one place: the service and the ledger move keep the transaction and
 * decide the order in which rows are locked.
 */
export const leaveYearQueries = {
  /** Makes sure the policy settings row exists, then locks it: one leave-year change at a time. */
  async lockSettings(manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO policy_settings (id, settings) VALUES (1, '{}'::jsonb) ON CONFLICT (id) DO NOTHING`,
    );
    await manager.query(`SELECT 1 FROM policy_settings WHERE id = 1 FOR NO KEY UPDATE`);
  },

  /** Keeps the month the leave year starts in, and who changed it. */
  async setStartMonth(manager: EntityManager, startMonth: number, userId: string): Promise<void> {
    await manager.query(
      `UPDATE policy_settings SET settings = settings || jsonb_build_object('leaveYearStartMonth', $1::int),
             updated_by = $2, updated_at = now() WHERE id = 1`,
      [startMonth, userId],
    );
  },

  /** The people who have balances, in id order (the order their balances are locked in). */
  async peopleWithBalances(manager: EntityManager): Promise<string[]> {
    const people: { user_id: string }[] = await manager.query(
      `SELECT DISTINCT user_id FROM leave_balances ORDER BY user_id`,
    );
    return people.map((row) => row.user_id);
  },

  /** Every balance, locked, by person, type and year. */
  lockAllBalances: (manager: EntityManager): Promise<LeaveBalanceEntity[]> =>
    manager
      .createQueryBuilder(LeaveBalanceEntity, 'b')
      .orderBy('b.user_id')
      .addOrderBy('b.request_type_id')
      .addOrderBy('b.year')
      .setLock('for_no_key_update')
      .getMany(),

  /** What each balance holds since its last closing (entries before it were closed and moved already). */
  liveEntries: (manager: EntityManager): Promise<LiveEntry[]> =>
    manager.query(
      `SELECT e.balance_id, e.bucket, e.days::float AS days, e.kind, e.rule_key, e.request_id,
            to_char(e.effective_on, 'YYYY-MM-DD') AS effective_on, e.reason
     FROM leave_ledger_entries e
     WHERE e.position > coalesce((SELECT max(c.position) FROM leave_ledger_entries c
                                  WHERE c.balance_id = e.balance_id AND c.kind = 'leave_year_change' AND c.details ? 'closing'), 0)
     ORDER BY e.position`,
    ),

  /** Requests pending or approved, or with ledger entries, locked in id order. */
  lockRequestsToMove: (manager: EntityManager): Promise<RequestRow[]> =>
    manager.query(
      `SELECT id, request_id AS label, user_id, request_type_id, to_char(start_date, 'YYYY-MM-DD') AS start_date,
            to_char(end_date, 'YYYY-MM-DD') AS end_date, start_half_day, end_half_day, status
     FROM leave_requests WHERE status IN ('pending', 'approved') OR id IN (SELECT DISTINCT request_id FROM leave_ledger_entries WHERE request_id IS NOT NULL)
     ORDER BY id FOR NO KEY UPDATE`,
    ),

  /** Keeps a request's days per leave year and the year it counts against first. */
  async setRequestYears(
    manager: EntityManager,
    requestId: string,
    yearDays: string,
    balanceYear: number,
  ): Promise<void> {
    await manager.query(`UPDATE leave_requests SET year_days = $2, balance_year = $3 WHERE id = $1`, [
      requestId,
      yearDays,
      balanceYear,
    ]);
  },

  /** Makes sure the person has a balance of the type for the year. */
  async ensureBalance(manager: EntityManager, userId: string, requestTypeId: string, year: number): Promise<void> {
    await manager.query(
      `INSERT INTO leave_balances (user_id, request_type_id, year) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, request_type_id, year) DO NOTHING`,
      [userId, requestTypeId, year],
    );
  },
};
