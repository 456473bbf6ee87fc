import type { EntityManager } from 'typeorm';
import { rowReader } from '../../db/rows';
import { returnedRows } from '../../lib/ids';
import { shortRead } from '../../lib/pipelined-reads';
import { AllowanceOverrideEntity } from './allowance-override.entity';
import type { LeaveBalanceEntity } from './balance.entity';
import type { LedgerBucket, LedgerKind } from './ledger-entry.entity';

/** A ledger entry as written: its days already rounded, its row's keys beside it. */
export interface LedgerEntryValues {
  kind: LedgerKind;
  bucket: LedgerBucket;
  days: number;
  effectiveOn: string;
  ruleKey: string | null;
  requestId: string | null;
  actorId: string | null;
  reason: string | null;
  details: Record<string, unknown>;
}

/** A leave request charged to a balance row's leave year, as the carry-over expiry counts it. */
export interface RequestInYear {
  user_id: string;
  request_type_id: string;
  year: number;
  start_date: string;
  end_date: string;
  start_half_day: boolean;
  end_half_day: boolean;
}

/**
 * The balance ledger's SQL, in one place: the person's lock, entries appended, a row's cached figures
 * moved with them, the sums read back, and what the allowance rules read (rule-targets.ts).
 * The ledger service keeps the transactions and decides what it locks, and when.
 */
export const ledgerQueries = {
  /** Takes the lock on one person's balances until the transaction ends (see person-lock.ts). */
  async lockPerson(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`balances:${userId}`]);
  },

  /** Appends entries to a balance row's ledger, in one statement. */
  async insertEntries(
    manager: EntityManager,
    row: { id: string; userId: string; requestTypeId: string; year: number },
    entries: readonly LedgerEntryValues[],
  ): Promise<void> {
    const values: unknown[] = [];
    const tuples = entries.map((entry) => {
      const base = values.length;
      values.push(
        row.id,
        row.userId,
        row.requestTypeId,
        row.year,
        entry.kind,
        entry.bucket,
        entry.days,
        entry.effectiveOn,
        entry.ruleKey,
        entry.requestId,
        entry.actorId,
        entry.reason,
        JSON.stringify(entry.details),
      );
      return `(${Array.from({ length: 13 }, (_, i) => `$${base + i + 1}`).join(', ')})`;
    });
    await manager.query(
      `INSERT INTO leave_ledger_entries (balance_id, user_id, request_type_id, year, kind, bucket, days, effective_on, rule_key, request_id, actor_id, reason, details)
         VALUES ${tuples.join(', ')}`,
      values,
    );
  },

  /**
   * Moves a row's cached figures by the sums given and, with `rules`, records the rule components
   * posted (the row's opening baseline is then settled); answers the figures it now holds.
   */
  async moveFigures(
    manager: EntityManager,
    balanceId: string,
    sums: { total: number; used: number; pending: number },
    rules: Record<string, number> | undefined,
  ): Promise<{ total: number; used: number; pending: number }> {
    const [figures] = returnedRows<{ total: number; used: number; pending: number }>(
      await manager.query(
        `UPDATE leave_balances SET total_days = total_days + $2, used_days = used_days + $3, pending_days = pending_days + $4,
         rules = coalesce($5::jsonb, rules), baseline_pending = CASE WHEN $5::jsonb IS NULL THEN baseline_pending ELSE false END, updated_at = now()
       WHERE id = $1 RETURNING total_days::float AS total, used_days::float AS used, pending_days::float AS pending`,
        [balanceId, sums.total, sums.used, sums.pending, rules ? JSON.stringify(rules) : null],
      ),
    );
    return figures;
  },

  /** Stores the row of (person, type, year) unless it exists. */
  async insertRowIfMissing(manager: EntityManager, userId: string, requestTypeId: string, year: number): Promise<void> {
    await manager.query(
      `INSERT INTO leave_balances (user_id, request_type_id, year) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, request_type_id, year) DO NOTHING`,
      [userId, requestTypeId, year],
    );
  },

  /** Total days of entries effective on or before each row's date (0 for a row with none). */
  async accruedAsOf(
    manager: EntityManager,
    balanceIds: readonly string[],
    dates: readonly string[],
  ): Promise<{ balance_id: string; accrued: number }[]> {
    return manager.query(
      `SELECT k.id AS balance_id, coalesce(sum(e.days) FILTER (WHERE e.effective_on <= k.as_of), 0)::float AS accrued
       FROM unnest($1::uuid[], $2::date[]) AS k(id, as_of)
       LEFT JOIN leave_ledger_entries e ON e.balance_id = k.id AND e.bucket = 'total'
       GROUP BY k.id`,
      [balanceIds, dates],
    );
  },

  /** The sums of a row's entries per bucket. */
  async sumsOf(manager: EntityManager, balanceId: string): Promise<{ total: number; used: number; pending: number }> {
    const [row] = await manager.query(
      `SELECT coalesce(sum(days) FILTER (WHERE bucket = 'total'), 0)::float AS total,
              coalesce(sum(days) FILTER (WHERE bucket = 'used'), 0)::float AS used,
              coalesce(sum(days) FILTER (WHERE bucket = 'pending'), 0)::float AS pending
       FROM leave_ledger_entries WHERE balance_id = $1`,
      [balanceId],
    );
    return row;
  },

  /**
   * Pending and approved requests of each row's person and type that overlap the row's leave year
   * (`firstDay`…`lastDay`) and are charged to it.
   */
  requestsInYears: (
    manager: EntityManager,
    rows: readonly { userId: string; requestTypeId: string; year: number; firstDay: string; lastDay: string }[],
  ): Promise<RequestInYear[]> =>
    manager.query(
      `SELECT r.user_id, r.request_type_id, k.year, to_char(r.start_date, 'YYYY-MM-DD') AS start_date,
              to_char(r.end_date, 'YYYY-MM-DD') AS end_date, r.start_half_day, r.end_half_day
       FROM leave_requests r
         JOIN unnest($1::uuid[], $2::uuid[], $3::int[], $4::date[], $5::date[]) AS k(user_id, type_id, year, first_day, last_day)
         ON r.user_id = k.user_id AND r.request_type_id = k.type_id
       WHERE r.status IN ('pending', 'approved') AND r.start_date <= k.last_day AND r.end_date >= k.first_day
         AND (r.year_days ? k.year::text OR (r.year_days IS NULL AND r.balance_year = k.year))`,
      [
        rows.map((r) => r.userId),
        rows.map((r) => r.requestTypeId),
        rows.map((r) => r.year),
        rows.map((r) => r.firstDay),
        rows.map((r) => r.lastDay),
      ],
    ),

  /** People's own allowances (overrides), in the transaction's connection when there is one. */
  overridesOf: (manager: EntityManager, userIds: readonly string[]): Promise<AllowanceOverrideEntity[]> =>
    rowReader(manager.connection, AllowanceOverrideEntity).where('WHERE user_id = ANY($1::uuid[])', [userIds], manager),

  /** The figures of the rows of (person, type, year) asked, those that exist; any order. */
  figuresOf: (
    manager: EntityManager,
    keys: readonly { userId: string; requestTypeId: string; year: number }[],
  ): Promise<LeaveBalanceEntity[]> =>
    shortRead<LeaveBalanceEntity>(
      manager,
      `SELECT b.user_id AS "userId", b.request_type_id AS "requestTypeId", b.year,
              b.total_days::float AS "totalDays", b.used_days::float AS "usedDays", b.pending_days::float AS "pendingDays"
       FROM leave_balances b JOIN unnest($1::uuid[], $2::uuid[], $3::int[]) AS k(user_id, type_id, year)
         ON b.user_id = k.user_id AND b.request_type_id = k.type_id AND b.year = k.year`,
      [keys.map((k) => k.userId), keys.map((k) => k.requestTypeId), keys.map((k) => k.year)],
    ),
};
