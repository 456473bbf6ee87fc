import type { TestApp } from './harness';

/** Test data written straight into Postgres, for figures computed from hand-built data sets. */
export interface RequestFixture {
  userId: string;
  type?: 'pto' | 'sickness' | 'other' | (string & {});
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  startDate: string;
  endDate: string;
  days: number;
  createdAt: Date;
  /** Hours from submission to the decision (approved or rejected requests). */
  decidedAfterHours?: number;
  approverId?: string | null;
  startHalfDay?: boolean;
  endHalfDay?: boolean;
}

let sequence = 0;

export async function insertRequest(t: TestApp, fixture: RequestFixture): Promise<string> {
  sequence += 1;
  const decidedAt =
    fixture.decidedAfterHours === undefined
      ? null
      : new Date(fixture.createdAt.getTime() + fixture.decidedAfterHours * 3_600_000);
  const [row] = await t.dataSource.query(
    `INSERT INTO leave_requests (request_id, user_id, request_type_id, status, start_date, end_date, start_half_day, end_half_day, days, balance_year,
                                 created_at, approved_at, rejected_at, rejection_reason, cancelled_at, approver_id)
     VALUES ($1, $2, (SELECT id FROM request_types WHERE name = $3), $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     RETURNING id`,
    [
      `WD-PTO-TEST-${process.pid}-${sequence}`,
      fixture.userId,
      fixture.type ?? 'pto',
      fixture.status,
      fixture.startDate,
      fixture.endDate,
      fixture.startHalfDay ?? false,
      fixture.endHalfDay ?? false,
      fixture.days,
      Number(fixture.startDate.slice(0, 4)),
      fixture.createdAt,
      fixture.status === 'approved' ? decidedAt : null,
      fixture.status === 'rejected' ? decidedAt : null,
      fixture.status === 'rejected' ? 'Not this time' : null,
      fixture.status === 'cancelled' ? fixture.createdAt : null,
      fixture.approverId ?? null,
    ],
  );
  return row.id;
}

/** Sets a person's PTO balance for the current year. */
export async function setPtoBalance(
  t: TestApp,
  userId: string,
  total: number,
  used: number,
  pending: number,
): Promise<void> {
  await t.dataSource.query(
    `UPDATE leave_balances SET total_days = $2, used_days = $3, pending_days = $4
     WHERE user_id = $1 AND year = $5 AND request_type_id = (SELECT id FROM request_types WHERE name = 'pto')`,
    [userId, total, used, pending, new Date().getUTCFullYear()],
  );
}

export const hoursAgo = (hours: number): Date => new Date(Date.now() - hours * 3_600_000);
export const daysAgo = (days: number): Date => hoursAgo(days * 24);

/** First instant (UTC) of the month `offset` months from the current one. */
export function monthStart(offset = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

export const monthKey = (date: Date): string => date.toISOString().slice(0, 7);
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
