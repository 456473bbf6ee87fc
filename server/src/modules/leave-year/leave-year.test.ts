import {
  adjustBalance,
  approveRequest,
  buildOrganisation,
  buildStaffWithToken,
  setPolicy,
  submitRequest,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { balanceId, entriesOf, figures, ledgerMismatches } from '../../../test/ledger-fixtures';
import { clock } from '../../lib/dates';
import { leaveYearLabel, leaveYearOf, leaveYearSql, monthDayIn } from '../../lib/leave-year';
import { employedSpan, entitlementComponents } from '../balances/allowance-rules';
import type { UserEntity } from '../users/user.entity';

const CHANGE = `mutation ($startMonth: Int!, $dryRun: Boolean) {
  changeLeaveYearStart(startMonth: $startMonth, dryRun: $dryRun) {
    previousStartMonth startMonth applied negativeCount moveCount
    moves { user { id } type turnsNegative before { label year totalDays usedDays pendingDays } after { label year totalDays usedDays pendingDays } }
  }
}`;
const MY_BALANCES = `query { viewer { balances { type year totalDays usedDays pendingDays leaveYear { label start end } } } }`;

interface Change {
  applied: boolean;
  previousStartMonth: number;
  negativeCount: number;
  moves: {
    user: { id: string };
    type: string;
    before: { label: string; year: number; totalDays: number; usedDays: number; pendingDays: number }[];
    after: { label: string; year: number; totalDays: number; usedDays: number; pendingDays: number }[];
  }[];
}

const realNow = clock.now;

describe('the leave year', () => {
  it('is named by the calendar year it starts in: "2026" in January, "2026/27" otherwise', () => {
    expect(leaveYearLabel(2026, 1)).toBe('2026');
    expect(leaveYearLabel(2026, 4)).toBe('2026/27');
    expect(leaveYearLabel(2099, 7)).toBe('2099/00');
    expect(leaveYearOf('2026-03-31', 4)).toBe(2025);
    expect(leaveYearOf('2026-04-01', 4)).toBe(2026);
    expect(monthDayIn(2026, '06-30', 4)).toBe('2026-06-30');
    expect(monthDayIn(2026, '01-31', 4)).toBe('2027-01-31');
    expect(monthDayIn(2027, '02-29', 4)).toBe('2028-02-29');
  });

  it('accrues monthly from April to March, and prorates a joiner over the April year', () => {
    const monthly = entitlementComponents(2026, 24, 'monthly', employedSpan(2026, null, null, 4), 'default', 4);
    expect(monthly[0]).toMatchObject({ key: 'accrual:04', effectiveOn: '2026-04-01', days: 2 });
    expect(monthly.at(-1)).toMatchObject({ key: 'accrual:03', effectiveOn: '2027-03-01' });
    expect(monthly.reduce((sum, c) => sum + c.days, 0)).toBe(24);
    const quarterly = entitlementComponents(2026, 24, 'quarterly', employedSpan(2026, null, null, 4), 'default', 4);
    expect(quarterly.map((c) => c.effectiveOn)).toEqual(['2026-04-01', '2026-07-01', '2026-10-01', '2027-01-01']);
    // Joining on 1 October 2026: 182 of the 365 days of 2026/27, 25 × 182 / 365 = 12.47, 12.5 in half days.
    const joiner = entitlementComponents(2026, 25, 'yearly', employedSpan(2026, '2026-10-01', null, 4), 'default', 4);
    expect(joiner.reduce((sum, c) => sum + c.days, 0)).toBe(12.5);
  });
});

describe('an April leave year', () => {
  let t: TestApp;
  let manager: UserEntity;
  let managerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    clock.now = () => new Date('2026-03-10T12:00:00Z');
    t = await startTestApp();
    ({
      manager,
      tokens: { manager: managerToken, admin: adminToken },
    } = await buildOrganisation(t, { admin: {}, manager: {} }));
    await setPolicy(t, adminToken, {
      dayCounting: 'CALENDAR_DAYS',
      allowCarryover: true,
      maxCarryoverDays: 5,
      carryoverExpiryMonthDay: '06-30',
    });
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  it('moves every balance when the start month changes, explained entry by entry, and refuses a month out of range', async () => {
    const { user, token } = await buildStaffWithToken(t, manager, { createdAt: new Date('2026-01-05T09:00:00Z') });
    const request = await submitRequest(t, token, { type: 'pto', startDate: '2026-03-30', endDate: '2026-04-02' });
    await approveRequest(t, managerToken, request.id);
    await adjustBalance(t, adminToken, await balanceId(t, user.id, 2026), { totalDays: 27, reason: 'Long service' });
    const before = await figures(t, user.id, 2026);
    expect(before).toEqual({ total: 27, used: 4, pending: 0 });

    const wrong = await t.gql(CHANGE, { startMonth: 13 }, adminToken);
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const refused = await t.gql(CHANGE, { startMonth: 4 }, managerToken);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const dry = await t.gql<{ changeLeaveYearStart: Change }>(CHANGE, { startMonth: 4, dryRun: true }, adminToken);
    expect(dry.errors).toBeUndefined();
    const mine = dry.data!.changeLeaveYearStart.moves.find((m) => m.user.id === user.id && m.type === 'pto')!;
    expect(dry.data!.changeLeaveYearStart.applied).toBe(false);
    expect(mine.before).toEqual([{ label: '2026', year: 2026, totalDays: 27, usedDays: 4, pendingDays: 0 }]);
    // 30-31 March fall in 2025/26, 1-2 April in 2026/27.
    expect(mine.after.map((f) => [f.label, f.usedDays])).toEqual([
      ['2025/26', 2],
      ['2026/27', 2],
    ]);
    // The dry run changed nothing.
    expect(await figures(t, user.id, 2026)).toEqual(before);
    expect(await figures(t, user.id, 2025)).toBeNull();

    const applied = await t.gql<{ changeLeaveYearStart: Change }>(CHANGE, { startMonth: 4 }, adminToken);
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.changeLeaveYearStart).toMatchObject({ applied: true, previousStartMonth: 1 });
    const after = applied.data!.changeLeaveYearStart.moves.find((m) => m.user.id === user.id && m.type === 'pto')!;
    expect(after.after).toEqual(mine.after);
    expect(await figures(t, user.id, 2025)).toMatchObject({ used: 2, pending: 0 });
    expect(await figures(t, user.id, 2026)).toMatchObject({ used: 2, pending: 0 });
    // The correction of 10 March (+2 days) belongs to 2025/26, where it was made.
    const moved = await entriesOf(t, user.id, 2025);
    expect(moved.some((e) => e.kind === 'leave_year_change' && /Long service/.test(e.reason ?? ''))).toBe(true);
    expect(moved.some((e) => e.kind === 'leave_year_change' && /now starts in April/.test(e.reason ?? ''))).toBe(true);
    // Recomputed from scratch, every balance equals its stored figures.
    expect(await ledgerMismatches(t)).toEqual([]);
    const audit = await t.dataSource.query(`SELECT details FROM audit_logs WHERE action = 'leave_year.changed'`);
    expect(audit[0].details).toMatchObject({ from_start_month: 1, to_start_month: 4 });
    // Reports join balances by the stored start month.
    const [years] = await t.dataSource.query(
      `SELECT ${leaveYearSql(`'2026-03-31'::date`)} AS march, ${leaveYearSql(`'2026-04-01'::date`)} AS april`,
    );
    expect(years).toEqual({ march: 2025, april: 2026 });
  });

  it('charges a request spanning 31 March to each leave year, carries over on 1 April and lets it lapse after 30 June', async () => {
    const { user, token } = await buildStaffWithToken(t, manager, { createdAt: new Date('2025-06-01T09:00:00Z') });
    const request = await submitRequest(t, token, { type: 'pto', startDate: '2026-03-30', endDate: '2026-04-02' });
    expect(request.charges).toEqual([
      { year: 2025, days: 2 },
      { year: 2026, days: 2 },
    ]);
    expect(await figures(t, user.id, 2025)).toMatchObject({ pending: 2 });
    expect(await figures(t, user.id, 2026)).toMatchObject({ pending: 2 });
    const next = await entriesOf(t, user.id, 2026);
    // 25 - 2 pending unused in 2025/26, 5 at most carried over; 2 of them used by 30 June, 3 lapse on 1 July.
    expect(next.find((e) => e.kind === 'carryover_in')).toMatchObject({ days: 5, effective_on: '2026-04-01' });
    const expiry = next.filter((e) => e.kind === 'carryover_expiry');
    expect(expiry.reduce((sum, e) => sum + e.days, 0)).toBe(-3);
    expect(new Set(expiry.map((e) => e.effective_on))).toEqual(new Set(['2026-07-01']));
    expect(next.find((e) => e.kind === 'carryover_in')?.reason).toContain('Unused at the end of 2025/26');

    const shown = await t.gql<{ viewer: { balances: { type: string; year: number; leaveYear: { label: string } }[] } }>(
      MY_BALANCES,
      {},
      token,
    );
    expect(shown.data!.viewer.balances.find((b) => b.type === 'pto')).toMatchObject({
      year: 2025,
      leaveYear: { label: '2025/26', start: '2025-04-01', end: '2026-03-31' },
    });
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});
