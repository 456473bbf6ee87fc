import {
  APPROVE_REQUEST,
  approveRequest,
  buildAdmin,
  buildManager,
  buildStaff,
  buildStaffWithToken,
  CANCEL_REQUEST,
  openBalances,
  setPolicy,
  submitRequest,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { entriesOf, figures, ledgerMismatches } from '../../../test/ledger-fixtures';
import { clock } from '../../lib/dates';
import type { UserEntity } from '../users/user.entity';

const BALANCES = `query ($id: ID!, $year: Int) { user(id: $id) { balances(year: $year) { type totalDays accruedDays availableNowDays } } }`;
const SET_OVERRIDE = `mutation ($input: AllowanceOverrideInput!) { setAllowanceOverride(input: $input) { id allowanceOverrides { type days reason } } }`;
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id employmentStartDate } }`;

// The tests move the server's clock within the current year (accounts are made today, so this is their first year).
const Y = new Date().getUTCFullYear();
const daysInYear = Y % 4 === 0 ? 366 : 365;
const realNow = clock.now;
const setToday = (date: string) => {
  clock.now = () => new Date(`${date}T10:00:00Z`);
};

describe('allowance rules', () => {
  let t: TestApp;
  let manager: UserEntity;
  let managerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    setToday(`${Y}-01-10`);
    t = await startTestApp();
    const admin = await buildAdmin(t, { department: 'Operations' });
    manager = await buildManager(t, { jobTitle: 'Engineering Manager' });
    [managerToken, adminToken] = await Promise.all([t.tokenFor(manager), t.tokenFor(admin)]);
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  const policy = async (input: Record<string, unknown>) => {
    await setPolicy(t, adminToken, input);
    await t.services.jobs.drain();
  };

  async function pto(user: UserEntity, year = Y, token?: string) {
    const answer = await t.gql<{ user: { balances: { type: string; totalDays: number; accruedDays: number }[] } }>(
      BALANCES,
      { id: user.id, year },
      token ?? (await t.tokenFor(user)),
    );
    return answer.data!.user.balances.find((b) => b.type === 'pto')!;
  }

  describe('monthly accrual over a year', () => {
    afterAll(() => policy({ ptoAccrualType: 'YEARLY', defaultPtoDays: 25 }));

    it('schedules one accrual a month, accrues month by month, and lets only what has accrued be taken', async () => {
      setToday(`${Y}-01-10`);
      await policy({ ptoAccrualType: 'MONTHLY', defaultPtoDays: 24 });
      const { user: person, token } = await buildStaffWithToken(t, manager);
      const accruals = (await entriesOf(t, person.id, Y)).filter((e) => e.kind === 'accrual');
      expect(accruals.map((e) => [e.days, e.effective_on])).toEqual(
        Array.from({ length: 12 }, (_, i) => [2, `${Y}-${String(i + 1).padStart(2, '0')}-01`]),
      );
      expect(await pto(person, Y, token)).toMatchObject({ totalDays: 24, accruedDays: 2 });
      setToday(`${Y}-03-10`);
      expect(await pto(person, Y, token)).toMatchObject({ totalDays: 24, accruedDays: 6 });
      const week = await submitRequest(t, token, { startDate: `${Y}-05-04`, endDate: `${Y}-05-10` });
      const refused = await t.gql(APPROVE_REQUEST, { id: week.id }, managerToken);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Approving this request would take the balance below zero: it needs 7 days and 6 remain',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      setToday(`${Y}-04-02`);
      expect((await t.gql(APPROVE_REQUEST, { id: week.id }, managerToken)).errors).toBeUndefined();
      setToday(`${Y}-12-31`);
      expect(await pto(person, Y, token)).toMatchObject({ totalDays: 24, accruedDays: 24 });
      expect(await figures(t, person.id, Y)).toEqual({ total: 24, used: 7, pending: 0 });
      expect(await ledgerMismatches(t)).toEqual([]);
    });
  });

  describe('proration for people who join or leave during the year', () => {
    it('gives a July joiner half the year, rounded to half days, accrued from the day they join', async () => {
      setToday(`${Y}-06-15`);
      const created = await t.gql<{ createUser: { id: string; employmentStartDate: string } }>(
        CREATE_USER,
        {
          input: {
            firstName: 'Jules',
            lastName: 'Joiner',
            email: `jules-${process.pid}@example.test`,
            password: 'a-long-enough-password-1',
            department: 'Engineering',
            jobTitle: 'Engineer',
            managerId: manager.id,
            employmentStartDate: `${Y}-07-01`,
          },
        },
        adminToken,
      );
      expect(created.data?.createUser.employmentStartDate).toBe(`${Y}-07-01`);
      const id = created.data!.createUser.id;
      const prorated = Math.round(((25 * 184) / daysInYear) * 2) / 2; // 1 July to 31 December
      expect((await entriesOf(t, id, Y)).map((e) => [e.kind, e.days, e.effective_on])).toEqual([
        ['allowance', 25, `${Y}-07-01`],
        ['proration', prorated - 25, `${Y}-07-01`],
      ]);
      expect(await figures(t, id, Y)).toMatchObject({ total: prorated });
    });

    it('accrues a mid-month joiner monthly from the day they join and prorates the rest', async () => {
      setToday(`${Y}-06-15`);
      await policy({ ptoAccrualType: 'MONTHLY', defaultPtoDays: 24 });
      const person = await buildStaff(t, manager, { employmentStartDate: `${Y}-07-15` });
      const entries = await entriesOf(t, person.id, Y);
      expect(entries.filter((e) => e.kind === 'accrual').map((e) => e.effective_on)).toEqual([
        `${Y}-07-15`,
        `${Y}-08-01`,
        `${Y}-09-01`,
        `${Y}-10-01`,
        `${Y}-11-01`,
        `${Y}-12-01`,
      ]);
      const prorated = Math.round(((24 * 170) / daysInYear) * 2) / 2; // 15 July to 31 December
      expect(await figures(t, person.id, Y)).toMatchObject({ total: prorated });
      expect(entries.find((e) => e.kind === 'proration')?.days).toBe(prorated - 12);
      await policy({ ptoAccrualType: 'YEARLY', defaultPtoDays: 25 });
    });

    it('prorates a leaver, and follows a change of their end date', async () => {
      setToday(`${Y}-02-01`);
      const person = await buildStaff(t, manager, { employmentEndDate: `${Y}-03-31` });
      const days = 31 + (Y % 4 === 0 ? 29 : 28) + 31;
      const prorated = Math.round(((25 * days) / daysInYear) * 2) / 2;
      expect(await figures(t, person.id, Y)).toMatchObject({ total: prorated });
      const updated = await t.gql(
        `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`,
        { id: person.id, input: { employmentEndDate: null } },
        adminToken,
      );
      expect(updated.errors).toBeUndefined();
      expect(await figures(t, person.id, Y)).toMatchObject({ total: 25 });
      const last = (await entriesOf(t, person.id, Y)).at(-1)!;
      expect(last).toMatchObject({ kind: 'policy_change', days: 25 - prorated, effective_on: `${Y}-02-01` });
    });
  });

  describe('carry-over', () => {
    beforeAll(() => policy({ maxCarryoverDays: 10 }));
    afterAll(() => policy({ maxCarryoverDays: 5, allowCarryover: true, carryoverExpiryMonthDay: null }));

    /** Approved December leave of 10 + 5 + 3 days: 7 of 25 days unused. */
    async function decemberLeave(token: string) {
      const ids: string[] = [];
      for (const [start, end] of [
        ['02', '11'],
        ['14', '18'],
        ['21', '23'],
      ]) {
        const request = await submitRequest(t, token, { startDate: `${Y}-12-${start}`, endDate: `${Y}-12-${end}` });
        await approveRequest(t, managerToken, request.id);
        ids.push(request.id);
      }
      return ids;
    }

    it('carries over what was left at the end of the year before, and follows a late cancellation in December', async () => {
      setToday(`${Y}-12-01`);
      const { user: person, token } = await buildStaffWithToken(t, manager);
      const [, , last] = await decemberLeave(token);
      expect((await pto(person, Y + 1, token)).totalDays).toBe(25 + 7);
      await openBalances(t, person, Y + 1);
      expect(await figures(t, person.id, Y + 1)).toMatchObject({ total: 25 + 7 });
      expect((await t.gql(CANCEL_REQUEST, { id: last }, token)).errors).toBeUndefined();
      expect(await figures(t, person.id, Y + 1)).toMatchObject({ total: 25 + 10 });
      expect((await pto(person, Y + 1, token)).totalDays).toBe(25 + 10);
      const carried = (await entriesOf(t, person.id, Y + 1)).filter((e) => e.kind === 'carryover_in');
      expect(carried.map((e) => [e.days, e.effective_on])).toEqual([
        [7, `${Y + 1}-01-01`],
        [3, `${Y + 1}-01-01`],
      ]);
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('gives the same figures whichever year is looked at first', async () => {
      setToday(`${Y}-12-01`);
      const { user: early, token: earlyToken } = await buildStaffWithToken(t, manager);
      await openBalances(t, early, Y + 1); // next year's row is stored before any leave is taken
      await decemberLeave(earlyToken);
      const { user: late, token: lateToken } = await buildStaffWithToken(t, manager);
      await decemberLeave(lateToken);
      expect(await pto(late, Y + 1, lateToken)).toEqual(await pto(early, Y + 1, earlyToken));
      await openBalances(t, late, Y + 1);
      expect(await figures(t, early.id, Y + 1)).toEqual(await figures(t, late.id, Y + 1));
      expect(await figures(t, early.id, Y + 1)).toMatchObject({ total: 25 + 7 });
    });

    it('lets carried-over days lapse after the expiry date unless used before it', async () => {
      setToday(`${Y}-12-01`);
      await policy({ carryoverExpiryMonthDay: '03-31', maxCarryoverDays: 5 });
      const { user: person, token } = await buildStaffWithToken(t, manager);
      expect(await pto(person, Y + 1, token)).toMatchObject({ totalDays: 25, accruedDays: 30 });
      await openBalances(t, person, Y + 1);
      await submitRequest(t, token, { startDate: `${Y + 1}-02-02`, endDate: `${Y + 1}-02-03` });
      expect(await figures(t, person.id, Y + 1)).toMatchObject({ total: 27, pending: 2 });
      const expiries = (await entriesOf(t, person.id, Y + 1)).filter((e) => e.kind === 'carryover_expiry');
      expect(expiries.map((e) => [e.days, e.effective_on])).toEqual([
        [-5, `${Y + 1}-04-01`],
        [2, `${Y + 1}-04-01`],
      ]);
    });

    it('carries nothing over when carry-over is switched off', async () => {
      setToday(`${Y}-12-01`);
      await policy({ carryoverExpiryMonthDay: null });
      const { user: person, token } = await buildStaffWithToken(t, manager);
      expect((await pto(person, Y + 1, token)).totalDays).toBe(30);
      await openBalances(t, person, Y + 1);
      await policy({ allowCarryover: false });
      expect(await figures(t, person.id, Y + 1)).toMatchObject({ total: 25 });
      expect((await entriesOf(t, person.id, Y + 1)).at(-1)).toMatchObject({ kind: 'carryover_in', days: -5 });
    });
  });

  describe('policy changes', () => {
    it('apply from the moment they are saved to everyone without their own allowance; the past stays', async () => {
      setToday(`${Y}-06-15`);
      const [plain, special] = [await buildStaff(t, manager), await buildStaff(t, manager)];
      await openBalances(t, plain, Y - 1);
      const set = await t.gql<{ setAllowanceOverride: { allowanceOverrides: { type: string; days: number }[] } }>(
        SET_OVERRIDE,
        { input: { userId: special.id, type: 'pto', days: 20, reason: 'Four-day week' } },
        adminToken,
      );
      expect(set.data?.setAllowanceOverride.allowanceOverrides).toEqual([
        { type: 'pto', days: 20, reason: 'Four-day week' },
      ]);
      expect(await figures(t, special.id, Y)).toMatchObject({ total: 20 });
      await policy({ defaultPtoDays: 30 });
      expect(await figures(t, plain.id, Y)).toMatchObject({ total: 30 });
      expect(await figures(t, special.id, Y)).toMatchObject({ total: 20 });
      expect(await figures(t, plain.id, Y - 1)).toMatchObject({ total: 25 });
      expect((await entriesOf(t, plain.id, Y)).at(-1)).toMatchObject({
        kind: 'policy_change',
        days: 5,
        effective_on: `${Y}-06-15`,
        reason: 'Allowance recomputed: 25 → 30 days',
      });
      await policy({ defaultPtoDays: 25 });
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('lets only administrators set a person their own allowance, with a reason', async () => {
      const person = await buildStaff(t, manager);
      const input = { userId: person.id, type: 'pto', days: 10, reason: 'Part time' };
      expect((await t.gql(SET_OVERRIDE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(SET_OVERRIDE, { input }, managerToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const unexplained = await t.gql(SET_OVERRIDE, { input: { ...input, reason: ' ' } }, adminToken);
      expect(unexplained.errors?.[0]).toMatchObject({
        message: 'Please give a reason for the allowance',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await figures(t, person.id, Y)).toMatchObject({ total: 25 });
    });
  });
});
