/**
 * Moving the balance ledger into leave years that start on another month. Each balance row's figures
 * are closed by entries of their own; then, year by year in ascending order, each new leave year
 * receives the requests' days and the corrections that now fall in it (entries whose reason says
 * so), and the allowance rules post its allowance, accrual, proration and carry-over afresh. The
 * figures remain the sums of the entries throughout: recomputing from scratch gives the stored figures.
 */
import type { EntityManager } from 'typeorm';
import { todayIso } from '../../lib/dates';
import {
  leaveYearEnd,
  leaveYearLabel,
  leaveYearOf,
  leaveYearStart,
  MONTH_NAMES,
  withinLeaveYear,
} from '../../lib/leave-year';
import { LeaveBalanceEntity, lockPersonBalances, round2, type LedgerService } from '../balances';
import type { NewLedgerEntry } from '../balances';
import { calendarsOf, WorkCalendar } from '../locations';
import type { PolicySettingsValue } from '../policy';
import { daysPerYear } from '../leave-requests/model';
import { leaveYearQueries } from './leave-year.queries';

export interface YearFigures {
  year: number;
  label: string;
  totalDays: number;
  usedDays: number;
  pendingDays: number;
  availableDays: number;
}

/** One person's balances of one type before and after the move. */
export interface BalanceMove {
  userId: string;
  requestTypeId: string;
  before: YearFigures[];
  after: YearFigures[];
  /** Whether an after figure is below zero where no before figure was. */
  turnsNegative: boolean;
}

const figuresOf = (row: LeaveBalanceEntity, startMonth: number): YearFigures => ({
  year: row.year,
  label: leaveYearLabel(row.year, startMonth),
  totalDays: row.totalDays,
  usedDays: row.usedDays,
  pendingDays: row.pendingDays,
  availableDays: round2(row.totalDays - row.usedDays - row.pendingDays),
});

/** Splits `days` over years in proportion to `shares`, the last taking what rounding leaves. */
function spread(days: number, shares: { year: number; days: number }[]): Map<number, number> {
  const total = shares.reduce((sum, share) => sum + share.days, 0);
  const result = new Map<number, number>();
  let left = days;
  shares.forEach((share, index) => {
    const part = index === shares.length - 1 ? round2(left) : round2((days * share.days) / total);
    left = round2(left - part);
    result.set(share.year, round2((result.get(share.year) ?? 0) + part));
  });
  return result;
}

/**
 * Moves every balance into the leave years of `policy.leaveYearStartMonth` (the policy already
 * saved with it), from leave years that started in `from`. Runs in the caller's transaction and
 * locks every person with balances, then their rows.
 */
export async function moveLedger(
  manager: EntityManager,
  ledger: LedgerService,
  policy: PolicySettingsValue,
  from: number,
): Promise<BalanceMove[]> {
  const to = policy.leaveYearStartMonth;
  const month = MONTH_NAMES[to - 1];
  for (const userId of await leaveYearQueries.peopleWithBalances(manager)) await lockPersonBalances(manager, userId);
  const rows = await leaveYearQueries.lockAllBalances(manager);
  const live = await leaveYearQueries.liveEntries(manager);
  const requests = await leaveYearQueries.lockRequestsToMove(manager);
  const calendars =
    policy.dayCounting === 'working_days' && requests.length
      ? await calendarsOf(
          manager,
          [...new Set(requests.map((r) => r.user_id))],
          requests.reduce((min, r) => (r.start_date < min ? r.start_date : min), requests[0].start_date),
          requests.reduce((max, r) => (r.end_date > max ? r.end_date : max), requests[0].end_date),
        )
      : new Map<string, WorkCalendar>();
  const groups = new Map<string, LeaveBalanceEntity[]>();
  for (const row of rows) {
    const key = `${row.userId}:${row.requestTypeId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  // Each person's leave years of a type after the move: from the one their first row's first day falls in
  // to the one their last row's last day falls in (so every row's year is among them).
  const spans = new Map<string, { firstNew: number; lastNew: number }>();
  for (const [key, group] of groups)
    spans.set(key, {
      firstNew: leaveYearOf(leaveYearStart(group[0].year, from), to),
      lastNew: leaveYearOf(leaveYearEnd(group.at(-1)!.year, from), to),
    });
  const clampOf = (key: string) => (year: number) => {
    const span = spans.get(key);
    return span ? Math.min(Math.max(year, span.firstNew), span.lastNew) : year;
  };
  const splits = new Map<string, { year: number; days: number }[]>();
  for (const request of requests) {
    const range = {
      startDate: request.start_date,
      endDate: request.end_date,
      startHalfDay: request.start_half_day,
      endHalfDay: request.end_half_day,
    };
    const clamp = clampOf(`${request.user_id}:${request.request_type_id}`);
    const split = new Map<number, number>();
    for (const share of daysPerYear(range, policy.dayCounting, calendars.get(request.user_id), to))
      split.set(clamp(share.year), round2((split.get(clamp(share.year)) ?? 0) + share.days));
    splits.set(
      request.id,
      [...split].map(([year, days]) => ({ year, days })),
    );
  }
  // Requests charge the leave years they now fall in (the carry-over expiry counts their days by it).
  for (const request of requests) {
    const split = splits.get(request.id) ?? [];
    if (!split.length || !['pending', 'approved'].includes(request.status)) continue;
    await leaveYearQueries.setRequestYears(
      manager,
      request.id,
      JSON.stringify(Object.fromEntries(split.map((s) => [String(s.year), s.days]))),
      split[0].year,
    );
  }
  const requestById = new Map(requests.map((r) => [r.id, r]));

  const moves: BalanceMove[] = [];
  for (const [groupKey, group] of groups) {
    const first = group[0];
    const before = group.map((row) => figuresOf(row, from));
    const { firstNew, lastNew } = spans.get(groupKey)!;
    const clamp = clampOf(groupKey);
    const ids = new Set(group.map((row) => row.id));
    const moved = new Map<number, NewLedgerEntry[]>();
    const add = (year: number, entry: NewLedgerEntry) => moved.set(year, [...(moved.get(year) ?? []), entry]);
    const nets = new Map<string, number>();
    for (const entry of live.filter((e) => ids.has(e.balance_id))) {
      if (entry.request_id) {
        const key = `${entry.request_id}:${entry.bucket}`;
        nets.set(key, round2((nets.get(key) ?? 0) + entry.days));
      } else if (!entry.rule_key && entry.days !== 0) {
        const year = clamp(leaveYearOf(entry.effective_on, to));
        add(year, {
          kind: 'leave_year_change',
          bucket: entry.bucket,
          days: entry.days,
          effectiveOn: withinLeaveYear(entry.effective_on, year, to),
          reason: `Leave year now starts in ${month}: ${entry.reason ?? entry.kind} (${entry.effective_on}) belongs to ${leaveYearLabel(year, to)}`,
          details: { moved_kind: entry.kind, original_effective_on: entry.effective_on },
        });
      }
    }
    for (const [key, days] of nets) {
      if (days === 0) continue;
      const [requestId, bucket] = key.split(':') as [string, 'used' | 'pending'];
      const request = requestById.get(requestId);
      const shares = splits.get(requestId) ?? [];
      const fallback = [{ year: clamp(leaveYearOf(request?.start_date ?? todayIso(), to)), days: 1 }];
      for (const [year, part] of spread(days, shares.length ? shares : fallback)) {
        add(year, {
          kind: 'leave_year_change',
          bucket,
          days: part,
          requestId,
          effectiveOn: withinLeaveYear(todayIso(), year, to),
          reason: `Leave year now starts in ${month}: ${part} days of ${request?.label ?? 'a request'} (${request?.start_date} to ${request?.end_date}) fall in ${leaveYearLabel(year, to)}`,
          details: { request_id: request?.label, start_date: request?.start_date, end_date: request?.end_date },
        });
      }
    }
    // Close every row as it stands (the rules then post each year's components afresh).
    for (const row of group) {
      const closing = (bucket: 'total' | 'used' | 'pending', days: number): NewLedgerEntry => ({
        kind: 'leave_year_change',
        bucket,
        days: -days,
        effectiveOn: leaveYearStart(row.year, from),
        reason: `Leave year now starts in ${month}: ${leaveYearLabel(row.year, from)} (${leaveYearStart(row.year, from)} to ${leaveYearEnd(row.year, from)}) closed; its days count again in the leave years they now fall in`,
        details: { closing: true, from_start_month: from, to_start_month: to },
      });
      await ledger.post(
        manager,
        row,
        [closing('total', row.totalDays), closing('used', row.usedDays), closing('pending', row.pendingDays)],
        {},
        false,
      );
    }
    const after: YearFigures[] = [];
    for (let year = firstNew; year <= lastNew; year++) {
      await leaveYearQueries.ensureBalance(manager, first.userId, first.requestTypeId, year);
      const row = (await manager.findOne(LeaveBalanceEntity, {
        where: { userId: first.userId, requestTypeId: first.requestTypeId, year },
        lock: { mode: 'for_no_key_update' },
      }))!;
      await ledger.post(manager, row, moved.get(year) ?? [], undefined, false);
      await ledger.syncRules(manager, row, undefined, false);
      after.push(figuresOf(row, to));
    }
    const wasNegative = before.some((f) => f.availableDays < 0);
    moves.push({
      userId: first.userId,
      requestTypeId: first.requestTypeId,
      before,
      after,
      turnsNegative: !wasNegative && after.some((f) => f.availableDays < 0),
    });
  }
  return moves;
}
