import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The balance ledger: every change to a balance is an append-only entry, and the figures of
 * leave_balances (total, used, pending) are a cache of the sums of its entries per bucket.
 *
 * leave_ledger_open() brings rows and requests that have no entries yet into the ledger without
 * changing a row's total or used days: each existing row gets an `opening` entry for its total, a `taken` entry per
 * approved request and a `pending_hold` per pending request (charged, as before the ledger, to the
 * request's balance year), and an `opening` correction where used days were not explained by
 * approved requests. Pending days are the holds of pending requests: they equal the stored figure
 * wherever the product kept it (a difference, the footprint of requests whose year had no row, is
 * noted on the opening entry). Pending or approved requests whose year had no row get one, with the
 * figures their entries give. It runs here for existing data and again after bulk loads (the large-organisation
 * generator). Rows opened this way are marked `baseline_pending`: the first time the allowance
 * rules look at them, the rules' figures are recorded as already included in the opening entry.
 */
export class BalanceLedger1764500000000 implements MigrationInterface {
  name = 'BalanceLedger1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE leave_ledger_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        position bigserial NOT NULL,
        balance_id uuid NOT NULL REFERENCES leave_balances (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        request_type_id uuid NOT NULL REFERENCES request_types (id) ON DELETE CASCADE,
        year integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('opening', 'allowance', 'accrual', 'proration', 'policy_change', 'carryover_in',
          'carryover_expiry', 'adjustment', 'pending_hold', 'hold_release', 'taken', 'refund')),
        bucket text NOT NULL CHECK (bucket IN ('total', 'used', 'pending')),
        days numeric(7,2) NOT NULL,
        effective_on date NOT NULL,
        rule_key text,
        request_id uuid REFERENCES leave_requests (id) ON DELETE CASCADE,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        reason text,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX leave_ledger_entries_balance_idx ON leave_ledger_entries (balance_id, position)`);
    await q.query(
      `CREATE INDEX leave_ledger_entries_request_idx ON leave_ledger_entries (request_id) WHERE request_id IS NOT NULL`,
    );
    // Append-only: an entry is never changed (deleting a person or type still cascades).
    await q.query(`
      CREATE FUNCTION leave_ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'leave ledger entries cannot be changed'; END $$`);
    await q.query(`
      CREATE TRIGGER leave_ledger_entries_append_only BEFORE UPDATE ON leave_ledger_entries
      FOR EACH ROW EXECUTE FUNCTION leave_ledger_entries_append_only()`);

    // The figures are derived from entries: corrections of the past may take them anywhere, and the
    // services validate what people enter. (pending_days >= 0 is what failed for requests whose year had no row.)
    await q.query(`ALTER TABLE leave_balances DROP CONSTRAINT IF EXISTS leave_balances_total_days_check`);
    await q.query(`ALTER TABLE leave_balances DROP CONSTRAINT IF EXISTS leave_balances_used_days_check`);
    await q.query(`ALTER TABLE leave_balances DROP CONSTRAINT IF EXISTS leave_balances_pending_days_check`);
    await q.query(`ALTER TABLE leave_balances ADD COLUMN rules jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE leave_balances ADD COLUMN baseline_pending boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE leave_balances ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`);

    // Days a request charges to each year it falls in, e.g. {"2026": 2, "2027": 3}; null before the ledger (all in balance_year).
    await q.query(`ALTER TABLE leave_requests ADD COLUMN year_days jsonb`);

    await q.query(`
      CREATE FUNCTION leave_ledger_open() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        CREATE TEMP TABLE leave_ledger_to_open ON COMMIT DROP AS
          SELECT b.id, b.total_days, b.used_days, b.pending_days FROM leave_balances b
          WHERE NOT EXISTS (SELECT 1 FROM leave_ledger_entries e WHERE e.balance_id = b.id);
        CREATE TEMP TABLE leave_ledger_new_requests ON COMMIT DROP AS
          SELECT r.* FROM leave_requests r
          WHERE r.status IN ('pending', 'approved') AND NOT EXISTS (SELECT 1 FROM leave_ledger_entries e WHERE e.request_id = r.id);

        INSERT INTO leave_balances (user_id, request_type_id, year)
        SELECT DISTINCT user_id, request_type_id, balance_year FROM leave_ledger_new_requests
        ON CONFLICT (user_id, request_type_id, year) DO NOTHING;

        INSERT INTO leave_ledger_entries (balance_id, user_id, request_type_id, year, kind, bucket, days, effective_on, request_id, details)
        SELECT b.id, r.user_id, r.request_type_id, r.balance_year,
               CASE r.status WHEN 'approved' THEN 'taken' ELSE 'pending_hold' END,
               CASE r.status WHEN 'approved' THEN 'used' ELSE 'pending' END,
               r.days, r.start_date, r.id, jsonb_build_object('request_id', r.request_id, 'before_ledger', true)
        FROM leave_ledger_new_requests r
        JOIN leave_balances b ON b.user_id = r.user_id AND b.request_type_id = r.request_type_id AND b.year = r.balance_year
        ORDER BY r.start_date, r.id;

        INSERT INTO leave_ledger_entries (balance_id, user_id, request_type_id, year, kind, bucket, days, effective_on, reason, details)
        SELECT b.id, b.user_id, b.request_type_id, b.year, 'opening', x.bucket, x.days, make_date(b.year, 1, 1), x.reason, x.details
        FROM leave_ledger_to_open o
        JOIN leave_balances b ON b.id = o.id
        CROSS JOIN LATERAL (
          SELECT coalesce((SELECT sum(e.days) FROM leave_ledger_entries e WHERE e.balance_id = o.id AND e.bucket = 'used'), 0) AS used,
                 coalesce((SELECT sum(e.days) FROM leave_ledger_entries e WHERE e.balance_id = o.id AND e.bucket = 'pending'), 0) AS pending
        ) held
        CROSS JOIN LATERAL (
          SELECT 'total' AS bucket, o.total_days AS days, 1 AS rank,
                 'Balance before the ledger (allowance, carry-over and corrections until then)' AS reason,
                 CASE WHEN o.pending_days <> held.pending
                   THEN jsonb_build_object('pending_days_before', o.pending_days, 'pending_days_of_requests', held.pending)
                   ELSE '{}'::jsonb END AS details
          UNION ALL
          SELECT 'used', o.used_days - held.used, 2, 'Balance before the ledger: used days not explained by approved requests', '{}'::jsonb
        ) x
        WHERE x.bucket = 'total' OR x.days <> 0
        ORDER BY b.id, x.rank;

        -- Pending days belong to requests: an opened row holds what its pending requests hold.
        UPDATE leave_balances b SET baseline_pending = true,
          pending_days = coalesce((SELECT sum(e.days) FROM leave_ledger_entries e WHERE e.balance_id = b.id AND e.bucket = 'pending'), 0)
        WHERE b.id IN (SELECT id FROM leave_ledger_to_open);

        -- Rows that were not opened here (new ones, or ones already in the ledger) take the sums of their entries.
        UPDATE leave_balances b SET
          total_days = s.total, used_days = s.used, pending_days = s.pending, updated_at = now()
        FROM (
          SELECT e.balance_id,
                 coalesce(sum(e.days) FILTER (WHERE e.bucket = 'total'), 0) AS total,
                 coalesce(sum(e.days) FILTER (WHERE e.bucket = 'used'), 0) AS used,
                 coalesce(sum(e.days) FILTER (WHERE e.bucket = 'pending'), 0) AS pending
          FROM leave_ledger_entries e
          WHERE e.balance_id IN (
            SELECT b2.id FROM leave_balances b2 JOIN leave_ledger_new_requests r
              ON b2.user_id = r.user_id AND b2.request_type_id = r.request_type_id AND b2.year = r.balance_year
          ) AND e.balance_id NOT IN (SELECT id FROM leave_ledger_to_open)
          GROUP BY e.balance_id
        ) s
        WHERE b.id = s.balance_id;

        DROP TABLE leave_ledger_to_open;
        DROP TABLE leave_ledger_new_requests;
      END $$`);
    await q.query(`SELECT leave_ledger_open()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS leave_ledger_open()`);
    await q.query(`ALTER TABLE leave_requests DROP COLUMN IF EXISTS year_days`);
    await q.query(`ALTER TABLE leave_balances DROP COLUMN IF EXISTS created_at`);
    await q.query(`ALTER TABLE leave_balances DROP COLUMN IF EXISTS baseline_pending`);
    await q.query(`ALTER TABLE leave_balances DROP COLUMN IF EXISTS rules`);
    await q.query(`DROP TABLE IF EXISTS leave_ledger_entries`);
    await q.query(`DROP FUNCTION IF EXISTS leave_ledger_entries_append_only()`);
    for (const column of ['total_days', 'used_days', 'pending_days']) {
      await q.query(
        `ALTER TABLE leave_balances ADD CONSTRAINT leave_balances_${column}_check CHECK (${column} >= 0) NOT VALID`,
      );
    }
  }
}
