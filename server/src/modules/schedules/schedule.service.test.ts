import {
  approveRequest,
  buildOrganisation,
  buildStaffWithToken,
  openBalances,
  setPolicy,
  submitRequest,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { entriesOf, figures, ledgerMismatches } from '../../../test/ledger-fixtures';
import { clock } from '../../lib/dates';
import type { UserEntity } from '../users';

const realNow = clock.now;

const SET = `mutation ($input: SetWorkScheduleInput!) {
  setWorkSchedule(input: $input) { id effectiveFrom effectiveTo template weeklyHours fte workingDays hours { monday thursday } }
}`;
const LIST = `query ($userId: ID!) { workSchedules(userId: $userId) { effectiveFrom effectiveTo weeklyHours fte } }`;
const PREVIEW = `query ($input: DayCountInput!) {
  leaveDayCount(input: $input) { days summary notCounted { date reason } }
}`;
const MON_TO_WED = { monday: 8, tuesday: 8, wednesday: 8 };

interface ScheduleView {
  id: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  template: string | null;
  weeklyHours: number;
  fte: number;
  workingDays: string[];
}

describe('working schedules: part-timers are charged their own working days and allowed their share', () => {
  let t: TestApp;
  let manager: UserEntity;
  let hrToken: string;
  let managerToken: string;
  let staffToken: string;

  beforeAll(async () => {
    clock.now = () => new Date('2026-06-15T10:00:00Z');
    t = await startTestApp();
    ({
      manager,
      tokens: { admin: hrToken, manager: managerToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
    await setPolicy(t, hrToken, { dayCounting: 'WORKING_DAYS' });
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  async function setSchedule(input: Record<string, unknown>, token = hrToken) {
    return t.gql<{ setWorkSchedule: ScheduleView }>(SET, { input }, token);
  }

  async function partTimer(hours: Record<string, number> = MON_TO_WED, effectiveFrom = '2026-01-01') {
    const person = await buildStaffWithToken(t, manager);
    await openBalances(t, person.user, 2026);
    const result = await setSchedule({ userId: person.user.id, effectiveFrom, hours });
    expect(result.errors).toBeUndefined();
    return person;
  }

  const storedDays = async (requestId: string) =>
    Number((await t.dataSource.query(`SELECT days FROM leave_requests WHERE id = $1`, [requestId]))[0].days);
  const periodsOf = (userId: string) =>
    t.dataSource.query(
      `SELECT to_char(effective_from, 'YYYY-MM-DD') AS "from", to_char(effective_to, 'YYYY-MM-DD') AS "to", weekday_hours AS hours
       FROM work_schedules WHERE user_id = $1 ORDER BY effective_from`,
      [userId],
    );

  it('charges a Monday-to-Wednesday part-timer 3 days for Monday to Friday, and says why', async () => {
    const partTime = await partTimer();
    const fullTime = await buildStaffWithToken(t, manager);
    const week = { type: 'pto', startDate: '2026-09-07', endDate: '2026-09-11' };

    const part = await submitRequest(t, partTime.token, week);
    const full = await submitRequest(t, fullTime.token, week);
    expect(await storedDays(part.id)).toBe(3);
    expect(await storedDays(full.id)).toBe(5);
    expect((await figures(t, partTime.user.id, 2026))!.pending).toBe(3);

    const preview = (await t.gql<{ leaveDayCount: { days: number; summary: string; notCounted: unknown[] } }>(
      PREVIEW,
      { input: { startDate: '2026-09-14', endDate: '2026-09-18' } },
      partTime.token,
    ))!.data!.leaveDayCount;
    expect(preview.days).toBe(3);
    expect(preview.summary).toBe(
      '3 working days: Monday, Tuesday, Wednesday; Thursday and Friday are not your working days',
    );
    expect(preview.notCounted).toEqual([
      { date: '2026-09-17', reason: 'NOT_WORKING_DAY' },
      { date: '2026-09-18', reason: 'NOT_WORKING_DAY' },
    ]);
    // A half day on a working day is half of it; a request only on days off has nothing to charge.
    const half = await submitRequest(t, partTime.token, {
      type: 'pto',
      startDate: '2026-09-21',
      endDate: '2026-09-21',
      startHalfDay: true,
    });
    expect(await storedDays(half.id)).toBe(0.5);
    const daysOff = await t.gql(
      `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`,
      { input: { type: 'pto', startDate: '2026-09-24', endDate: '2026-09-25' } },
      partTime.token,
    );
    expect(daysOff.errors?.[0]).toMatchObject({
      message: 'The selected dates contain no days of leave',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('gives an FTE of 0.6 three fifths of the allowance, explained in the ledger', async () => {
    const person = await partTimer();
    expect((await figures(t, person.user.id, 2026))!.total).toBe(15);
    const proration = (await entriesOf(t, person.user.id, 2026)).find((entry) => entry.kind === 'proration');
    expect(proration).toMatchObject({ days: -10, reason: 'Part time, FTE 0.6: 15 of 25 days' });
    const listed = await t.gql<{ workSchedules: ScheduleView[] }>(LIST, { userId: person.user.id }, person.token);
    expect(listed.data!.workSchedules).toEqual([
      { effectiveFrom: '2026-01-01', effectiveTo: null, weeklyHours: 24, fte: 0.6 },
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('applies a change of schedule from its date and leaves what was charged before untouched', async () => {
    const person = await buildStaffWithToken(t, manager);
    await openBalances(t, person.user, 2026);
    const july = await submitRequest(t, person.token, { type: 'pto', startDate: '2026-07-06', endDate: '2026-07-10' });
    await approveRequest(t, managerToken, july.id);
    expect(await figures(t, person.user.id, 2026)).toEqual({ total: 25, used: 5, pending: 0 });

    const changed = await setSchedule({ userId: person.user.id, effectiveFrom: '2026-09-01', template: 'three_days' });
    expect(changed.data!.setWorkSchedule).toMatchObject({ fte: 0.6, workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY'] });

    // The July week stays 5 days; the allowance is full time to August and 0.6 from September (0.87 of the year).
    expect(await storedDays(july.id)).toBe(5);
    expect(await figures(t, person.user.id, 2026)).toEqual({ total: 22, used: 5, pending: 0 });
    const taken = (await entriesOf(t, person.user.id, 2026)).filter((entry) => entry.kind === 'taken');
    expect(taken.map((entry) => entry.days)).toEqual([5]);
    const october = await submitRequest(t, person.token, {
      type: 'pto',
      startDate: '2026-10-05',
      endDate: '2026-10-09',
    });
    expect(await storedDays(october.id)).toBe(3);

    // A later change ends the open period the day before.
    await setSchedule({ userId: person.user.id, effectiveFrom: '2026-11-02', template: 'full_time' });
    expect(await periodsOf(person.user.id)).toEqual([
      { from: '2026-09-01', to: '2026-11-01', hours: [0, 8, 8, 8, 0, 0, 0] },
      { from: '2026-11-02', to: null, hours: [0, 8, 8, 8, 8, 8, 0] },
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('refuses overlapping periods, impossible hours, an empty week and unknown people, changing nothing', async () => {
    const person = await partTimer(MON_TO_WED, '2026-03-01');
    await setSchedule({
      userId: person.user.id,
      effectiveFrom: '2026-04-01',
      effectiveTo: '2026-04-30',
      hours: MON_TO_WED,
    }).then((r) => expect(r.errors?.[0].extensions?.code).toBe('CONFLICT'));
    const before = await periodsOf(person.user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { effectiveFrom: '2026-02-01', hours: MON_TO_WED },
        'CONFLICT',
        'This schedule overlaps the one from 2026-03-01',
      ],
      [
        { effectiveFrom: '2026-07-01', hours: { monday: -1 } },
        'BAD_USER_INPUT',
        'Hours on Monday must be between 0 and 24',
      ],
      [
        { effectiveFrom: '2026-07-01', hours: { friday: 25 } },
        'BAD_USER_INPUT',
        'Hours on Friday must be between 0 and 24',
      ],
      [
        { effectiveFrom: '2026-07-01', hours: { monday: 0 } },
        'BAD_USER_INPUT',
        'A working schedule needs some hours in the week',
      ],
      [
        { effectiveFrom: '2026-07-01', hours: { monday: 7.123 } },
        'BAD_USER_INPUT',
        'Hours on Monday can have at most two decimals',
      ],
      [{ effectiveFrom: '2026-07-01' }, 'BAD_USER_INPUT', 'Give the hours of each weekday or a template'],
      [{ effectiveFrom: '2026-07-01', template: 'nights' }, 'BAD_USER_INPUT', 'Unknown schedule template "nights"'],
      [
        { effectiveFrom: '2026-07-01', effectiveTo: '2026-06-01', hours: MON_TO_WED },
        'BAD_USER_INPUT',
        'Effective to cannot be before effective from',
      ],
    ];
    for (const [input, code, message] of cases) {
      const result = await setSchedule({ userId: person.user.id, ...input });
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    const unknown = await setSchedule({
      userId: '00000000-0000-4000-8000-000000000000',
      effectiveFrom: '2026-07-01',
      template: 'full_time',
    });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Unknown person', extensions: { code: 'BAD_USER_INPUT' } });
    // A period id that is not one at all is unknown, not a server error.
    for (const id of ['abc', '12345', '00000000-0000-4000-8000-000000000000']) {
      const removed = await t.gql(`mutation ($id: ID!) { removeWorkSchedule(id: $id) }`, { id }, hrToken);
      expect(removed.errors?.[0]).toMatchObject({
        message: 'Unknown working schedule',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await periodsOf(person.user.id)).toEqual(before);
  });

  it('lets only HR and administrators set schedules, and only those who see the person read them', async () => {
    const person = await buildStaffWithToken(t, manager);
    const own = await setSchedule(
      { userId: person.user.id, effectiveFrom: '2026-07-01', template: 'mornings' },
      person.token,
    );
    expect(own.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const colleague = await t.gql(LIST, { userId: person.user.id }, staffToken);
    expect(colleague.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const byManager = await t.gql<{ workSchedules: unknown[] }>(LIST, { userId: person.user.id }, managerToken);
    expect(byManager.data!.workSchedules).toEqual([]);
    expect(await periodsOf(person.user.id)).toEqual([]);
  });

  it('assigns a template to several people at once, all or none', async () => {
    const a = await buildStaffWithToken(t, manager);
    const b = await buildStaffWithToken(t, manager);
    await setSchedule({
      userId: b.user.id,
      effectiveFrom: '2026-08-01',
      effectiveTo: '2026-08-31',
      template: 'mornings',
    });
    const ASSIGN = `mutation ($ids: [ID!]!, $template: String!, $from: Date!) {
      assignScheduleTemplate(userIds: $ids, template: $template, effectiveFrom: $from) { userId fte } }`;
    const refused = await t.gql(
      ASSIGN,
      { ids: [a.user.id, b.user.id], template: 'four_days', from: '2026-07-01' },
      hrToken,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await periodsOf(a.user.id)).toEqual([]);
    const done = await t.gql<{ assignScheduleTemplate: { fte: number }[] }>(
      ASSIGN,
      { ids: [a.user.id, b.user.id], template: 'four_days', from: '2026-09-01' },
      hrToken,
    );
    expect(done.data!.assignScheduleTemplate.map((s) => s.fte)).toEqual([0.8, 0.8]);
    expect((await periodsOf(b.user.id)).map((p: { from: string }) => p.from)).toEqual(['2026-08-01', '2026-09-01']);
  });
});
