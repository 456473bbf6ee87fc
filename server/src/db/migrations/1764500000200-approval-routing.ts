import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who decides a request:
 * - delegation of approvals for a date range (approval_delegations);
 * - the escalation chain: a pending request's escalation_level says who decides it — 0 the
 *   requester's manager, 1 also that manager's own manager, 2 also HR and administrators. Requests
 *   escalated before the chain went to HR: level 2;
 * - an optional second step per request type (requires_hr_approval): after the manager approves, the
 *   request stays pending at approval_stage 'hr' until HR or an administrator decides, with the first
 *   approval recorded on the request.
 */
export class ApprovalRouting1764500000200 implements MigrationInterface {
  name = 'ApprovalRouting1764500000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE approval_delegations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        delegator_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        delegate_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        start_date date NOT NULL,
        end_date date NOT NULL,
        note text NOT NULL DEFAULT '',
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoked_by uuid REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT approval_delegations_dates_check CHECK (start_date <= end_date),
        CONSTRAINT approval_delegations_self_check CHECK (delegator_id <> delegate_id),
        CONSTRAINT approval_delegations_no_overlap EXCLUDE USING gist (
          delegator_id WITH =,
          daterange(start_date, end_date, '[]') WITH &&
        ) WHERE (revoked_at IS NULL)
      )`);
    await q.query(
      `CREATE INDEX approval_delegations_delegate_idx ON approval_delegations (delegate_id, start_date, end_date) WHERE revoked_at IS NULL`,
    );
    await q.query(`ALTER TABLE leave_requests ADD COLUMN escalation_level integer NOT NULL DEFAULT 0`);
    await q.query(`UPDATE leave_requests SET escalation_level = 2 WHERE escalated_at IS NOT NULL`);

    await q.query(`ALTER TABLE request_types ADD COLUMN requires_hr_approval boolean NOT NULL DEFAULT false`);
    await q.query(
      `ALTER TABLE leave_requests ADD COLUMN approval_stage text NOT NULL DEFAULT 'manager' CHECK (approval_stage IN ('manager', 'hr'))`,
    );
    await q.query(
      `ALTER TABLE leave_requests ADD COLUMN first_approver_id uuid REFERENCES users (id) ON DELETE SET NULL`,
    );
    await q.query(`ALTER TABLE leave_requests ADD COLUMN first_approved_at timestamptz`);
    await q.query(`ALTER TABLE leave_requests ADD COLUMN first_approval_comment text`);
    await q.query(
      `ALTER TABLE leave_requests ADD COLUMN first_approver_on_behalf_of uuid REFERENCES users (id) ON DELETE SET NULL`,
    );
    await q.query(
      `ALTER TABLE leave_requests ADD COLUMN approver_on_behalf_of uuid REFERENCES users (id) ON DELETE SET NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of [
      'approver_on_behalf_of',
      'first_approver_on_behalf_of',
      'first_approval_comment',
      'first_approved_at',
      'first_approver_id',
      'approval_stage',
      'escalation_level',
    ])
      await q.query(`ALTER TABLE leave_requests DROP COLUMN IF EXISTS ${column}`);
    await q.query(`ALTER TABLE request_types DROP COLUMN IF EXISTS requires_hr_approval`);
    await q.query(`DROP TABLE IF EXISTS approval_delegations`);
  }
}
