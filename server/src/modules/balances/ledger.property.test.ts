import {
  ADJUST_BALANCE,
  APPROVE_REQUEST,
  attemptRequest,
  buildAdmin,
  buildLocation,
  buildManager,
  buildStaff,
  CANCEL_REQUEST,
  moveToLocation,
  REJECT_REQUEST,
  setPolicy,
  UPDATE_POLICY,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { seededRandom as random } from '../../../test/fuzz/fuzz-support';
import { ledgerMismatches, modelKey as key, type Model, type ModelRequest } from '../../../test/ledger-fixtures';
import { addDays, clock } from '../../lib/dates';
import { countLeaveDaysWithin, type DayCountingRule } from '../leave-requests/day-count';
import { WorkCalendar } from '../locations/work-calendar';
import { roundHalf } from './allowance-rules';
import type { UserEntity } from '../users/user.entity';

/**
 * Replays random sequences of submit, approve, reject, cancel, adjust and policy change through the
 * API (with the last seed, counting working days for people at three locations with their own
 * weekends, public holidays and a company half day; with the seed after it, one of them part time on
 * Monday to Wednesday and another moving to four days a week from next year half-way through) and checks, against a simple model of the rules, that every balance the ledger derives is what
 * the model says, that approvals succeed exactly when the model says they fit, and that the cached
 * figures always equal the sums of the ledger entries.
 */

const Y = new Date().getUTCFullYear();
const YEARS = [Y, Y + 1];
const TODAY = `${Y}-03-01`;
const CARRY_CAP = 5;
const realNow = clock.now;
/** What the sequences exercised, so a change of the generator cannot quietly stop testing a rule. */
const seen = {
  scheduled: 0,
  located: 0,
  crossYear: 0,
  refused: 0,
  approved: 0,
  adjusted: 0,
  policyChanges: 0,
  cancelledApproved: 0,
};

function figuresOf(model: Model, person: number, year: number): { total: number; used: number; pending: number } {
  const sum = (status: ModelRequest['status']) =>
    model.requests
      .filter((r) => r.owner === person && r.status === status)
      .reduce((total, r) => total + (r.charges.get(year) ?? 0), 0);
  let total =
    roundHalf(model.allowance * (model.fte.get(key(person, year)) ?? 1)) +
    (model.adjustments.get(key(person, year)) ?? 0);
  if (year === Y + 1) {
    const before = figuresOf(model, person, Y);
    total += Math.min(CARRY_CAP, Math.max(0, before.total - before.used - before.pending));
  }
  return { total, used: sum('approved'), pending: sum('pending') };
}

describe('balance ledger against a reference model', () => {
  let t: TestApp;
  let adminToken: string;
  let managerToken: string;

  beforeAll(async () => {
    clock.now = () => new Date(`${TODAY}T09:00:00Z`);
    t = await startTestApp();
    const admin = await buildAdmin(t, { department: 'Operations' });
    adminToken = await t.tokenFor(admin);
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  async function balances(person: UserEntity, token: string, year: number) {
    const answer = await t.gql<{
      user: { balances: { id: string; type: string; totalDays: number; usedDays: number; pendingDays: number }[] };
    }>(
      `query ($id: ID!, $year: Int) { user(id: $id) { balances(year: $year) { id type totalDays usedDays pendingDays } } }`,
      { id: person.id, year },
      token,
    );
    return answer.data!.user.balances.find((b) => b.type === 'pto')!;
  }

  /**
   * Each person's calendar as the API shows it: their location's weekend and days off of both years
   * (people without a location, or with calendar-day counting, have the plain one).
   */
  async function calendarOf(locationId: string): Promise<WorkCalendar> {
    const days: { date: string; name: string; halfDay: boolean }[] = [];
    let weekend: string[] = [];
    for (const year of YEARS) {
      const answer = await t.gql<{
        location: {
          weekendDays: string[];
          holidays: { date: string; name: string; halfDay: boolean; removed: boolean }[];
        };
      }>(
        `query ($id: ID!, $year: Int!) { location(id: $id) { weekendDays holidays(year: $year) { date name halfDay removed } } }`,
        { id: locationId, year },
        adminToken,
      );
      weekend = answer.data!.location.weekendDays;
      days.push(...answer.data!.location.holidays.filter((day) => !day.removed));
    }
    const numbers = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
    return new WorkCalendar(
      weekend.map((day) => numbers.indexOf(day)),
      days,
    );
  }

  /** Gives a person a schedule through the API; their calendar in the model works its days from then on. */
  async function schedule(person: UserEntity, effectiveFrom: string, hours: Record<string, number>) {
    const answer = await t.gql(
      `mutation ($input: SetWorkScheduleInput!) { setWorkSchedule(input: $input) { id } }`,
      { input: { userId: person.id, effectiveFrom, hours } },
      adminToken,
    );
    expect(answer.errors).toBeUndefined();
    await t.services.jobs.drain();
    const names = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    return (date: string) =>
      date >= effectiveFrom ? (hours[names[new Date(`${date}T00:00:00Z`).getUTCDay()]] ?? 0) : null;
  }

  it.each([
    [1, false, false],
    [2, false, false],
    [3, false, false],
    [4, true, false],
    [5, true, true],
  ])(
    'keeps every figure equal to the model over a random sequence (seed %i, at locations: %s, part time: %s)',
    async (seed, located, scheduled) => {
      const next = random(seed);
      const pick = <T>(list: T[]): T | undefined => list[Math.floor(next() * list.length)];
      await setPolicy(t, adminToken, { defaultPtoDays: 25, allowNegativeBalance: false });
      await t.services.jobs.drain();
      const manager = await buildManager(t, { jobTitle: 'Manager' });
      managerToken = await t.tokenFor(manager);
      const people: UserEntity[] = [];
      for (let i = 0; i < 3; i++) people.push(await buildStaff(t, manager));
      const tokens = await Promise.all(people.map((person) => t.tokenFor(person)));
      let rule: DayCountingRule = 'calendar_days';
      const calendars = people.map(() => WorkCalendar.PLAIN);
      if (located) {
        // One person at the default location, one in Munich, one in Dubai (Friday–Saturday weekend, a company half day).
        rule = 'working_days';
        await setPolicy(t, adminToken, { dayCounting: 'WORKING_DAYS' });
        const munich = await buildLocation(t, adminToken, {
          name: `Munich ${seed}`,
          countryCode: 'DE',
          regionCode: 'BY',
          timeZone: 'Europe/Berlin',
        });
        const dubai = await buildLocation(t, adminToken, {
          name: `Dubai ${seed}`,
          countryCode: 'AE',
          timeZone: 'Asia/Dubai',
          weekendDays: ['FRIDAY', 'SATURDAY'],
        });
        const halfDay = await t.gql(
          `mutation ($id: ID!, $input: LocationDayInput!) { setLocationDay(locationId: $id, input: $input) { date } }`,
          { id: dubai, input: { date: `${Y}-12-22`, name: 'Year-end afternoon', halfDay: true } },
          adminToken,
        );
        expect(halfDay.errors).toBeUndefined();
        await moveToLocation(t, adminToken, people[1].id, munich);
        await moveToLocation(t, adminToken, people[2].id, dubai);
        const [{ id: headOffice }] = await t.dataSource.query(`SELECT id FROM locations WHERE is_default`);
        calendars[0] = await calendarOf(headOffice);
        calendars[1] = await calendarOf(munich);
        calendars[2] = await calendarOf(dubai);
      }
      for (const [i, person] of people.entries()) for (const year of YEARS) await balances(person, tokens[i], year);
      const model: Model = { allowance: 25, fte: new Map(), adjustments: new Map(), requests: [] };
      const locatedCalendars = [...calendars];
      if (scheduled) {
        // Monday to Wednesday, 8 hours each: 24 of 40, an FTE of 0.6 in both years.
        const hours = await schedule(people[1], `${Y}-01-01`, { monday: 8, tuesday: 8, wednesday: 8 });
        calendars[1] = calendars[1].withSchedule(hours);
        for (const year of YEARS) model.fte.set(key(1, year), 0.6);
      }

      const check = async () => {
        for (const [i, person] of people.entries())
          for (const year of YEARS) {
            const actual = await balances(person, tokens[i], year);
            const expected = figuresOf(model, i, year);
            expect({
              seed,
              person: i,
              year,
              total: actual.totalDays,
              used: actual.usedDays,
              pending: actual.pendingDays,
            }).toEqual({
              seed,
              person: i,
              year,
              ...expected,
            });
          }
        expect(await ledgerMismatches(t)).toEqual([]);
      };

      for (let step = 0; step < 45; step++) {
        if (scheduled && step === 20) {
          // Four days a week from next year: what was charged before keeps its days.
          const hours = await schedule(people[0], `${Y + 1}-01-01`, {
            monday: 8,
            tuesday: 8,
            wednesday: 8,
            thursday: 8,
          });
          calendars[0] = calendars[0].withSchedule(hours);
          model.fte.set(key(0, Y + 1), 0.8);
        }
        const roll = next();
        if (roll < 0.35) {
          // Submit: often around the turn of the year.
          const owner = Math.floor(next() * people.length);
          const start =
            next() < 0.4
              ? addDays(`${Y}-12-20`, Math.floor(next() * 14))
              : addDays(TODAY, 1 + Math.floor(next() * 600));
          const endDate = addDays(start, Math.floor(next() * 10));
          if (endDate > `${Y + 1}-12-31`) continue;
          const halves = { startHalfDay: next() < 0.2, endHalfDay: next() < 0.2 && endDate !== start };
          const overlaps = model.requests.some(
            (r) =>
              r.owner === owner &&
              ['pending', 'approved'].includes(r.status) &&
              r.startDate <= endDate &&
              start <= r.endDate,
          );
          const answer = await attemptRequest(t, tokens[owner], { type: 'pto', startDate: start, endDate, ...halves });
          if (overlaps) {
            expect(answer.errors?.[0].extensions?.code).toBe('CONFLICT');
            continue;
          }
          const charges = new Map<number, number>();
          for (const year of YEARS) {
            const days = countLeaveDaysWithin(
              { startDate: start, endDate, ...halves },
              `${year}-01-01`,
              `${year}-12-31`,
              rule,
              calendars[owner],
            );
            if (days > 0) charges.set(year, days);
          }
          const plain = countLeaveDaysWithin(
            { startDate: start, endDate, ...halves },
            YEARS[0] + '-01-01',
            `${Y + 1}-12-31`,
            rule,
          );
          if (located && owner > 0 && plain !== [...charges.values()].reduce((a, b) => a + b, 0)) seen.located += 1;
          if (calendars[owner] !== locatedCalendars[owner]) seen.scheduled += 1;
          if (!charges.size) {
            expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
            continue;
          }
          expect(answer.errors).toBeUndefined();
          if (charges.size > 1) seen.crossYear += 1;
          model.requests.push({
            id: answer.data!.submitLeaveRequest.id,
            owner,
            startDate: start,
            endDate,
            status: 'pending',
            charges,
          });
        } else if (roll < 0.55) {
          const request = pick(model.requests.filter((r) => r.status === 'pending'));
          if (!request) continue;
          const fits = [...request.charges].every(([year, days]) => {
            const now = figuresOf(model, request.owner, year);
            return now.used + days <= now.total;
          });
          const answer = await t.gql(APPROVE_REQUEST, { id: request.id }, managerToken);
          expect({ seed, step, fits, code: answer.errors?.[0].extensions?.code ?? 'ok' }).toEqual({
            seed,
            step,
            fits,
            code: fits ? 'ok' : 'BAD_USER_INPUT',
          });
          if (fits) request.status = 'approved';
          seen[fits ? 'approved' : 'refused'] += 1;
        } else if (roll < 0.65) {
          const request = pick(model.requests.filter((r) => r.status === 'pending'));
          if (!request) continue;
          expect(
            (await t.gql(REJECT_REQUEST, { id: request.id, reason: 'Not now' }, managerToken)).errors,
          ).toBeUndefined();
          request.status = 'rejected';
        } else if (roll < 0.8) {
          const request = pick(
            model.requests.filter((r) => r.status === 'pending' || (r.status === 'approved' && r.startDate > TODAY)),
          );
          if (!request) continue;
          expect((await t.gql(CANCEL_REQUEST, { id: request.id }, tokens[request.owner])).errors).toBeUndefined();
          if (request.status === 'approved') seen.cancelledApproved += 1;
          request.status = 'cancelled';
        } else if (roll < 0.92) {
          const person = Math.floor(next() * people.length);
          const year = pick(YEARS)!;
          const row = await balances(people[person], tokens[person], year);
          const target = Math.round(next() * 60) / 2;
          const answer = await t.gql(
            ADJUST_BALANCE,
            { id: row.id, input: { totalDays: target, reason: `Property step ${step}` } },
            adminToken,
          );
          expect(answer.errors).toBeUndefined();
          const k = key(person, year);
          model.adjustments.set(k, (model.adjustments.get(k) ?? 0) + target - figuresOf(model, person, year).total);
          seen.adjusted += 1;
        } else {
          const allowance = 10 + Math.floor(next() * 21);
          expect(
            (await t.gql(UPDATE_POLICY, { input: { defaultPtoDays: allowance } }, adminToken)).errors,
          ).toBeUndefined();
          await t.services.jobs.drain();
          model.allowance = allowance;
          seen.policyChanges += 1;
        }
        if (step % 15 === 14) await check();
      }
      await check();
      if (located) await setPolicy(t, adminToken, { dayCounting: 'CALENDAR_DAYS' });
    },
    300_000,
  );

  it('moves every balance the sequences left into April leave years, each figure explained by its entries', async () => {
    // Used and pending days per person and type, over all their years: a move re-buckets, never loses, them.
    const sums = () =>
      t.dataSource.query(
        `SELECT user_id, request_type_id, sum(used_days)::float AS used, sum(pending_days)::float AS pending
         FROM leave_balances GROUP BY user_id, request_type_id ORDER BY user_id, request_type_id`,
      );
    const charges = () =>
      t.dataSource.query(
        `SELECT id FROM leave_requests r WHERE status IN ('pending', 'approved') AND r.days <>
           (SELECT coalesce(sum(value::numeric), 0) FROM jsonb_each_text(r.year_days))`,
      );
    const CHANGE = `mutation ($month: Int!) { changeLeaveYearStart(startMonth: $month) { applied negativeCount } }`;
    const before = await sums();
    let current = 1;
    for (const month of [4, 1]) {
      const answer = await t.gql<{ changeLeaveYearStart: { applied: boolean } }>(CHANGE, { month }, adminToken);
      if (answer.errors) {
        // Refused (it would take a balance below zero): nothing changed.
        expect(answer.errors[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(answer.errors[0].message).toContain('below zero');
      } else {
        expect(answer.data!.changeLeaveYearStart.applied).toBe(month !== current);
        current = month;
      }
      expect(await ledgerMismatches(t)).toEqual([]);
      expect(await sums()).toEqual(before);
      expect(await charges()).toEqual([]);
    }
    const [{ month }] = await t.dataSource.query(
      `SELECT coalesce((settings->>'leaveYearStartMonth')::int, 1) AS month FROM policy_settings WHERE id = 1`,
    );
    expect(month).toBe(1);
  });

  it('exercised every kind of step', () => {
    for (const [what, count] of Object.entries(seen))
      expect({ what, exercised: count > 0 }).toEqual({ what, exercised: true });
  });
});
