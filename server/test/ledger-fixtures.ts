import type { TestApp } from './harness';

/**
 * Reads of balances and their ledger, straight from Postgres. Requests, decisions, policy changes and balance
 * adjustments that these figures follow are made with the factories (factories.ts).
 */

export interface Figures {
  total: number;
  used: number;
  pending: number;
}

/** A person's cached balance figures for a type and year (null when the row does not exist). */
export async function figures(t: TestApp, userId: string, year: number, type = 'pto'): Promise<Figures | null> {
  const [row] = await t.dataSource.query(
    `SELECT b.total_days::float AS total, b.used_days::float AS used, b.pending_days::float AS pending FROM leave_balances b
     JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1 AND rt.name = $2 AND b.year = $3`,
    [userId, type, year],
  );
  return row ?? null;
}

/** The id of a person's balance row for a type and year; throws when the row does not exist. */
export async function balanceId(t: TestApp, userId: string, year: number, type = 'pto'): Promise<string> {
  const [row] = await t.dataSource.query(
    `SELECT b.id FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id
     WHERE b.user_id = $1 AND rt.name = $2 AND b.year = $3`,
    [userId, type, year],
  );
  if (!row) throw new Error(`no ${type} balance of ${userId} for ${year}`);
  return row.id;
}

/** Rows whose cached figures differ from the sums of their ledger entries (the ledger recomputed from scratch). */
export async function ledgerMismatches(t: TestApp): Promise<unknown[]> {
  return t.dataSource.query(
    `SELECT b.id, b.year, b.total_days::float AS total, b.used_days::float AS used, b.pending_days::float AS pending, s.*
     FROM leave_balances b LEFT JOIN (
       SELECT balance_id,
              coalesce(sum(days) FILTER (WHERE bucket = 'total'), 0)::float AS entries_total,
              coalesce(sum(days) FILTER (WHERE bucket = 'used'), 0)::float AS entries_used,
              coalesce(sum(days) FILTER (WHERE bucket = 'pending'), 0)::float AS entries_pending
       FROM leave_ledger_entries GROUP BY balance_id
     ) s ON s.balance_id = b.id
     WHERE b.total_days <> coalesce(s.entries_total, 0) OR b.used_days <> coalesce(s.entries_used, 0)
        OR b.pending_days <> coalesce(s.entries_pending, 0)`,
  );
}

/** The ledger entries of a person's balance, oldest first. */
export async function entriesOf(t: TestApp, userId: string, year: number, type = 'pto') {
  return t.dataSource.query(
    `SELECT e.kind, e.bucket, e.days::float AS days, to_char(e.effective_on, 'YYYY-MM-DD') AS effective_on, e.rule_key, e.request_id, e.reason
     FROM leave_ledger_entries e JOIN request_types rt ON rt.id = e.request_type_id
     WHERE e.user_id = $1 AND e.year = $2 AND rt.name = $3 ORDER BY e.position`,
    [userId, year, type],
  ) as Promise<
    {
      kind: string;
      bucket: string;
      days: number;
      effective_on: string;
      rule_key: string | null;
      request_id: string | null;
      reason: string | null;
    }[]
  >;
}

/** A reference model of leave requests and balance adjustments, for tests that check the ledger against it. */
export interface ModelRequest {
  id: string;
  owner: number;
  startDate: string;
  endDate: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  charges: Map<number, number>;
}

export interface Model {
  allowance: number;
  /** `${person}:${year}` → the person's FTE that year (1 when absent). */
  fte: Map<string, number>;
  adjustments: Map<string, number>; // `${person}:${year}` → total adjustment
  requests: ModelRequest[];
}

/** The key of a person's figures for a year in the model's maps. */
export const modelKey = (person: number, year: number) => `${person}:${year}`;
