import {
  approveRequest,
  buildLocation,
  buildOrganisation,
  buildStaffWithToken,
  cancelRequest,
  moveToLocation,
  setPolicy,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { entriesOf, figures, ledgerMismatches } from '../../../test/ledger-fixtures';
import { clock } from '../../lib/dates';
import type { UserEntity } from '../users';

const realNow = clock.now;
const SUBMIT = `mutation ($input: SubmitLeaveRequestInput!) {
  submitLeaveRequest(input: $input) { id days unit startTime endTime status }
}`;
const PREVIEW = `query ($input: DayCountInput!) { leaveDayCount(input: $input) { days unit summary } }`;
const BALANCE = `query ($id: ID!) { user(id: $id) { balances { type unit totalDays usedDays pendingDays } } }`;

interface Submitted {
  id: string;
  days: number;
  unit: string;
  startTime: string | null;
  endTime: string | null;
}

describe('hourly leave: a type counted in hours, charged and refunded in hours', () => {
  let t: TestApp;
  let manager: UserEntity;
  let adminToken: string;
  let managerToken: string;

  beforeAll(async () => {
    clock.now = () => new Date('2026-06-15T10:00:00Z');
    t = await startTestApp();
    ({
      manager,
      tokens: { admin: adminToken, manager: managerToken },
    } = await buildOrganisation(t, { admin: {}, manager: {} }));
    await setPolicy(t, adminToken, { dayCounting: 'WORKING_DAYS' });
    const created = await t.gql(
      `mutation { createRequestType(input: { name: "appointment", displayName: "Appointment", maxDaysPerYear: 40, accrualRate: 0, unit: HOURS }) { id unit } }`,
      {},
      adminToken,
    );
    expect(created.data).toEqual({ createRequestType: { id: expect.any(String), unit: 'HOURS' } });
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  const submit = (token: string, input: Record<string, unknown>) =>
    t.gql<{ submitLeaveRequest: Submitted }>(SUBMIT, { input: { type: 'appointment', ...input } }, token);
  const schedule = async (userId: string, hours: Record<string, number>) =>
    expect(
      (
        await t.gql(
          `mutation ($input: SetWorkScheduleInput!) { setWorkSchedule(input: $input) { id } }`,
          { input: { userId, effectiveFrom: '2026-01-01', hours } },
          adminToken,
        )
      ).errors,
    ).toBeUndefined();

  it('charges a 2.5 h appointment in hours and refunds it in hours when cancelled', async () => {
    const person = await buildStaffWithToken(t, manager);
    const answer = await submit(person.token, {
      startDate: '2026-09-08',
      endDate: '2026-09-08',
      startTime: '09:00',
      endTime: '11:30',
    });
    expect(answer.errors).toBeUndefined();
    const request = answer.data!.submitLeaveRequest;
    expect(request).toMatchObject({ days: 2.5, unit: 'HOURS', startTime: '09:00', endTime: '11:30' });
    const [stored] = await t.dataSource.query(
      `SELECT days::float AS amount, start_time::text AS start, end_time::text AS "end" FROM leave_requests WHERE id = $1`,
      [request.id],
    );
    expect(stored).toEqual({ amount: 2.5, start: '09:00:00', end: '11:30:00' });
    expect(await figures(t, person.user.id, 2026, 'appointment')).toEqual({ total: 40, used: 0, pending: 2.5 });

    await approveRequest(t, managerToken, request.id);
    expect(await figures(t, person.user.id, 2026, 'appointment')).toEqual({ total: 40, used: 2.5, pending: 0 });
    const balances = await t.gql<{ user: { balances: { type: string; unit: string; usedDays: number }[] } }>(
      BALANCE,
      { id: person.user.id },
      person.token,
    );
    expect(balances.data!.user.balances.find((b) => b.type === 'appointment')).toMatchObject({
      unit: 'HOURS',
      usedDays: 2.5,
    });
    expect(balances.data!.user.balances.find((b) => b.type === 'pto')).toMatchObject({ unit: 'DAYS' });

    await cancelRequest(t, person.token, request.id);
    expect(await figures(t, person.user.id, 2026, 'appointment')).toEqual({ total: 40, used: 0, pending: 0 });
    const moves = (await entriesOf(t, person.user.id, 2026, 'appointment'))
      .filter((entry) => entry.bucket === 'used')
      .map((entry) => [entry.kind, entry.days]);
    expect(moves).toEqual([
      ['taken', 2.5],
      ['refund', -2.5],
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it("refuses hours outside the person's schedule, with the day named", async () => {
    const person = await buildStaffWithToken(t, manager);
    await schedule(person.user.id, { monday: 6, tuesday: 6, wednesday: 6 });
    const cases: [Record<string, unknown>, string][] = [
      [
        { startDate: '2026-09-10', endDate: '2026-09-10', startTime: '09:00', endTime: '10:00' },
        'Thursday, 10 September 2026 is not one of your working days',
      ],
      [
        { startDate: '2026-09-08', endDate: '2026-09-08', startTime: '08:00', endTime: '15:00' },
        '7 h is more than you work on Tuesday, 8 September 2026 (6 h)',
      ],
      [
        { startDate: '2026-09-08', endDate: '2026-09-08', startTime: '11:00', endTime: '10:00' },
        'End time must be after start time',
      ],
      [
        { startDate: '2026-09-08', endDate: '2026-09-08', startTime: '9am', endTime: '10:00' },
        'Start time must be a time written HH:MM',
      ],
      [
        { startDate: '2026-09-08', endDate: '2026-09-09', startTime: '09:00', endTime: '10:00' },
        'A request with a start and end time is on one day',
      ],
      [
        { type: 'pto', startDate: '2026-09-08', endDate: '2026-09-08', startTime: '09:00', endTime: '10:00' },
        'PTO is counted in days: leave out the times',
      ],
    ];
    for (const [input, message] of cases) {
      const answer = await submit(person.token, input);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM leave_requests WHERE user_id = $1`,
      [person.user.id],
    );
    expect(count).toBe(0);
  });

  it("charges whole days of an hourly type at the person's own hours, never a fixed 8", async () => {
    const person = await buildStaffWithToken(t, manager);
    await schedule(person.user.id, { monday: 6, tuesday: 6, wednesday: 6 });
    const preview = await t.gql<{ leaveDayCount: { days: number; unit: string; summary: string } }>(
      PREVIEW,
      { input: { type: 'appointment', startDate: '2026-09-07', endDate: '2026-09-11' } },
      person.token,
    );
    expect(preview.data!.leaveDayCount).toEqual({
      days: 18,
      unit: 'HOURS',
      summary: '18 h: Monday 6 h, Tuesday 6 h, Wednesday 6 h',
    });
    // Full time at a location without a schedule: 40 hours over five working days.
    const fullTime = await buildStaffWithToken(t, manager);
    const answer = await submit(fullTime.token, { startDate: '2026-09-07', endDate: '2026-09-08', endHalfDay: true });
    expect(answer.data!.submitLeaveRequest.days).toBe(12);
    // An FTE of 0.45 (18 of 40 hours) gets that share of the 40 hours a year.
    expect((await figures(t, person.user.id, 2026, 'appointment'))!.total).toBe(18);
  });

  it('counts real local hours across the change of clocks in Europe/Berlin', async () => {
    const munich = await buildLocation(t, adminToken, {
      name: 'Munich',
      countryCode: 'DE',
      regionCode: 'BY',
      timeZone: 'Europe/Berlin',
    });
    const person = await buildStaffWithToken(t, manager);
    await moveToLocation(t, adminToken, person.user.id, munich);
    // A night shift on Sundays.
    await schedule(person.user.id, { sunday: 8, monday: 8, tuesday: 8, wednesday: 8, thursday: 8 });
    const spring = await submit(person.token, {
      startDate: '2027-03-28',
      endDate: '2027-03-28',
      startTime: '01:00',
      endTime: '05:00',
    });
    const autumn = await submit(person.token, {
      startDate: '2027-10-31',
      endDate: '2027-10-31',
      startTime: '01:00',
      endTime: '05:00',
    });
    const summer = await submit(person.token, {
      startDate: '2027-06-06',
      endDate: '2027-06-06',
      startTime: '01:00',
      endTime: '05:00',
    });
    expect([spring, autumn, summer].map((answer) => answer.errors ?? answer.data!.submitLeaveRequest.days)).toEqual([
      3, 5, 4,
    ]);
    const stored = await t.dataSource.query(
      `SELECT days::float AS amount FROM leave_requests WHERE user_id = $1 ORDER BY start_date`,
      [person.user.id],
    );
    expect(stored.map((row: { amount: number }) => row.amount)).toEqual([3, 4, 5]);
    expect(await figures(t, person.user.id, 2027, 'appointment')).toMatchObject({ pending: 12 });
  });
  it('lets two hourly requests share a day when their times do not overlap, and refuses those that do', async () => {
    const person = await buildStaffWithToken(t, manager);
    const on = (startTime: string, endTime: string, type = 'appointment') =>
      submit(person.token, { type, startDate: '2026-09-15', endDate: '2026-09-15', startTime, endTime });
    const morning = await on('09:00', '11:00');
    const afternoon = await on('14:00', '16:00');
    const adjoining = await on('11:00', '12:00');
    expect([morning, afternoon, adjoining].map((answer) => answer.errors)).toEqual([undefined, undefined, undefined]);
    const clash = await on('10:00', '12:30');
    expect(clash.errors?.[0]).toMatchObject({
      message: 'You already have a pending or approved request overlapping these dates',
      extensions: { code: 'CONFLICT' },
    });
    // A whole day holds every hour of it, whichever comes first.
    const wholeDay = await submit(person.token, { type: 'pto', startDate: '2026-09-14', endDate: '2026-09-15' });
    expect(wholeDay.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect((await submit(person.token, { type: 'pto', startDate: '2026-09-16', endDate: '2026-09-16' })).errors).toBe(
      undefined,
    );
    const onLeaveDay = await submit(person.token, {
      startDate: '2026-09-16',
      endDate: '2026-09-16',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(onLeaveDay.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const stored = await t.dataSource.query(
      `SELECT start_date::text AS date, start_time::text AS start, end_time::text AS "end"
       FROM leave_requests WHERE user_id = $1 ORDER BY start_date, start_time`,
      [person.user.id],
    );
    expect(stored).toEqual([
      { date: '2026-09-15', start: '09:00:00', end: '11:00:00' },
      { date: '2026-09-15', start: '11:00:00', end: '12:00:00' },
      { date: '2026-09-15', start: '14:00:00', end: '16:00:00' },
      { date: '2026-09-16', start: null, end: null },
    ]);
    // The table itself refuses an overlap that slipped past the check.
    await expect(
      t.dataSource.query(
        `INSERT INTO leave_requests (request_id, user_id, request_type_id, status, start_date, end_date, start_time, end_time, days, balance_year)
         SELECT 'WD-PTO-2026-999999', user_id, request_type_id, 'pending', start_date, end_date, '10:30', '11:30', 1, balance_year
         FROM leave_requests WHERE id = $1`,
        [morning.data!.submitLeaveRequest.id],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
