import {
  ADJUST_BALANCE,
  adjustBalance,
  APPROVE_REQUEST,
  approveRequest,
  buildHoliday,
  buildOrganisation,
  buildStaffWithToken,
  CANCEL_REQUEST,
  cancelRequest,
  openBalances,
  rejectRequest,
  setPolicy,
  submitRequest,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { balanceId, figures, ledgerMismatches } from '../../../test/ledger-fixtures';
import { clock } from '../../lib/dates';
import type { UserEntity } from '../users/user.entity';
import { chargesOf } from './request-ledger';
import { LeaveRequestEntity } from './leave-request.entity';

const PREVIEW = `query ($input: DayCountInput!) {
  leaveDayCount(input: $input) { days years { year days balance { year totalDays availableDays } } }
}`;

// Runs on a fixed day of the current year, so 28 December to 5 January is always ahead.
const YEAR = new Date().getUTCFullYear();
const NEXT = YEAR + 1;
const realNow = clock.now;

describe('requests that span two years', () => {
  let t: TestApp;
  let manager: UserEntity;
  let managerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    clock.now = () => new Date(`${YEAR}-06-15T10:00:00Z`);
    t = await startTestApp();
    ({
      manager,
      tokens: { manager: managerToken, admin: adminToken },
    } = await buildOrganisation(t, {
      admin: { department: 'Operations' },
      manager: { jobTitle: 'Engineering Manager' },
    }));
    await setPolicy(t, adminToken, { dayCounting: 'WORKING_DAYS' });
    await buildHoliday(t, adminToken, { date: `${NEXT}-01-01`, name: "New Year's Day" });
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  /** A report of the manager with their token. */
  const person = () => buildStaffWithToken(t, manager);

  const span = { startDate: `${YEAR}-12-28`, endDate: `${NEXT}-01-05` };
  // Weekdays of 28-31 December, and of 1-5 January but New Year's Day (weekends depend on the year).
  const weekdays = (dates: string[]) =>
    dates.filter((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())).length;
  const december = weekdays([28, 29, 30, 31].map((d) => `${YEAR}-12-${d}`));
  const january = weekdays([2, 3, 4, 5].map((d) => `${NEXT}-01-0${d}`));

  it('charges each year the working days that fall in it, and holds, takes and refunds per year', async () => {
    const { user, token } = await person();
    const request = await submitRequest(t, token, span);
    expect(request.charges).toEqual([
      { year: YEAR, days: december },
      { year: NEXT, days: january },
    ]);
    expect(request.days).toBe(december + january);
    expect(await figures(t, user.id, YEAR)).toMatchObject({ pending: december, used: 0 });
    expect(await figures(t, user.id, NEXT)).toMatchObject({ pending: january, used: 0 });
    expect((await t.gql(APPROVE_REQUEST, { id: request.id }, managerToken)).errors).toBeUndefined();
    expect(await figures(t, user.id, YEAR)).toMatchObject({ pending: 0, used: december });
    expect(await figures(t, user.id, NEXT)).toMatchObject({ pending: 0, used: january });
    expect((await t.gql(CANCEL_REQUEST, { id: request.id }, token)).errors).toBeUndefined();
    expect(await figures(t, user.id, YEAR)).toMatchObject({ pending: 0, used: 0 });
    expect(await figures(t, user.id, NEXT)).toMatchObject({ pending: 0, used: 0 });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('shows the form the balance of each year the dates fall in', async () => {
    const { token } = await person();
    const answer = await t.gql<{
      leaveDayCount: { days: number; years: { year: number; days: number; balance: { year: number } | null }[] };
    }>(PREVIEW, { input: { ...span, type: 'pto' } }, token);
    expect(answer.data?.leaveDayCount.years).toEqual([
      { year: YEAR, days: december, balance: expect.objectContaining({ year: YEAR, totalDays: 25 }) },
      { year: NEXT, days: january, balance: expect.objectContaining({ year: NEXT }) },
    ]);
  });

  it("refuses the approval when one year's balance cannot cover its days, and changes nothing", async () => {
    const { user, token } = await person();
    const request = await submitRequest(t, token, span);
    const adjusted = await t.gql(
      ADJUST_BALANCE,
      { id: await balanceId(t, user.id, NEXT), input: { totalDays: 1, reason: 'Unpaid leave agreed for January' } },
      adminToken,
    );
    expect(adjusted.errors).toBeUndefined();
    const before = [await figures(t, user.id, YEAR), await figures(t, user.id, NEXT)];
    const answer = await t.gql(APPROVE_REQUEST, { id: request.id }, managerToken);
    expect(answer.errors?.[0]).toMatchObject({
      message: `Approving this request would take the balance below zero: it needs ${january} days in ${NEXT} and 1 remain`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect([await figures(t, user.id, YEAR), await figures(t, user.id, NEXT)]).toEqual(before);
  });

  it('takes each year once when twenty approvals of one cross-year request arrive together', async () => {
    const { user, token } = await person();
    const request = await submitRequest(t, token, span);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.gql(APPROVE_REQUEST, { id: request.id }, managerToken)),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(19);
    expect(await figures(t, user.id, YEAR)).toMatchObject({ used: december, pending: 0 });
    expect(await figures(t, user.id, NEXT)).toMatchObject({ used: january, pending: 0 });
  });

  it('stays consistent when twenty approvals and cancellations of cross-year requests race', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => person()));
    const requests = await Promise.all(people.map(({ token }) => submitRequest(t, token, span)));
    await Promise.all(
      requests.flatMap((request, i) => [
        t.gql(APPROVE_REQUEST, { id: request.id }, managerToken),
        t.gql(CANCEL_REQUEST, { id: request.id }, people[i].token),
      ]),
    );
    for (const [i, { user }] of people.entries()) {
      const [{ status }] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [
        requests[i].id,
      ]);
      const expected = status === 'approved' ? [december, january] : [0, 0];
      expect(await figures(t, user.id, YEAR)).toMatchObject({ used: expected[0], pending: 0 });
      expect(await figures(t, user.id, NEXT)).toMatchObject({ used: expected[1], pending: 0 });
    }
    expect(await ledgerMismatches(t)).toEqual([]);
  }, 180_000);
  it('recomputes every balance from scratch to the stored figures after a mixed history over two years', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => person()));
    const [a, b, c] = people;
    // a: a cross-year request approved; b: one approved then cancelled late, one pending; c: rejected and adjusted.
    await approveRequest(t, managerToken, (await submitRequest(t, a.token, span)).id);
    const late = await submitRequest(t, b.token, span);
    await approveRequest(t, managerToken, late.id);
    await cancelRequest(t, b.token, late.id);
    await submitRequest(t, b.token, { startDate: `${NEXT}-02-02`, endDate: `${NEXT}-02-04` });
    const rejected = await submitRequest(t, c.token, { startDate: `${YEAR}-11-02`, endDate: `${YEAR}-11-03` });
    await rejectRequest(t, managerToken, rejected.id, 'Busy week');
    await adjustBalance(t, adminToken, await balanceId(t, c.user.id, YEAR), { totalDays: 27, reason: 'Long service' });
    await setPolicy(t, adminToken, { defaultPtoDays: 26, allowCarryover: true, maxCarryoverDays: 5 });

    const ids = people.map(({ user }) => user.id);
    const stored = async () =>
      t.dataSource.query(
        `SELECT b.id, b.total_days::float AS total, b.used_days::float AS used, b.pending_days::float AS pending
         FROM leave_balances b WHERE b.user_id = ANY($1::uuid[]) ORDER BY b.id`,
        [ids],
      ) as Promise<{ id: string; total: number; used: number; pending: number }[]>;
    // Every row of both years stored (reads store nothing), and the work the policy change queued done.
    for (const { user } of people) for (const year of [YEAR, NEXT]) await openBalances(t, user, year);
    await t.services.jobs.drain();
    const before = await stored();
    const [{ count: entriesBefore }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM leave_ledger_entries WHERE user_id = ANY($1::uuid[])`,
      [ids],
    );

    // 1. Every stored figure is the sum of its entries.
    expect(await ledgerMismatches(t)).toEqual([]);
    // 2. Deriving every allowance rule again from scratch posts nothing and changes nothing.
    await t.services.balances.applyRulesToEveryone();
    expect(await stored()).toEqual(before);
    const [{ count: entriesAfter }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM leave_ledger_entries WHERE user_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(entriesAfter).toBe(entriesBefore);
    // 3. Used and pending days equal the requests' own charges per year, counted independently.
    const requests = await t.dataSource.manager.find(LeaveRequestEntity);
    for (const { user } of people)
      for (const year of [YEAR, NEXT]) {
        const own = requests.filter((r) => r.userId === user.id);
        const charged = (status: string) =>
          own
            .filter((r) => r.status === status)
            .flatMap(chargesOf)
            .filter((charge) => charge.year === year)
            .reduce((sum, charge) => sum + charge.days, 0);
        expect(await figures(t, user.id, year)).toMatchObject({
          used: charged('approved'),
          pending: charged('pending'),
        });
      }
    // 4. The carry-over into next year is derived from what was left at the end of this year.
    const [{ days: carried }] = await t.dataSource.query(
      `SELECT coalesce(sum(e.days), 0)::float AS days FROM leave_ledger_entries e
       JOIN request_types rt ON rt.id = e.request_type_id
       WHERE e.user_id = $1 AND e.year = $2 AND rt.name = 'pto' AND e.kind = 'carryover_in'`,
      [b.user.id, NEXT],
    );
    const thisYear = (await figures(t, b.user.id, YEAR))!;
    expect(carried).toBe(Math.min(5, thisYear.total - thisYear.used));
  });
});
