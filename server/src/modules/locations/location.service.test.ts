import {
  attemptRequest,
  buildLocation,
  buildOrganisation,
  buildStaffWithToken,
  moveToLocation,
  setPolicy,
  submitRequest,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { scheduledWork } from '../../kernel/background';
import { clock } from '../../lib/dates';
import type { UserEntity } from '../users/user.entity';

/** The balances module's accrual: a schedule's name is also its queue. */
const ACCRUAL_QUEUE = 'accrual';

// A fixed today (mid-2026), so the dates below are always ahead and within next year.
const realNow = clock.now;

const PREVIEW = `query ($input: DayCountInput!) {
  leaveDayCount(input: $input) { days dayCounting summary notCounted { date reason name } }
}`;

const HOLIDAYS = `query ($id: ID!, $year: Int!) {
  location(id: $id) { id name countryCode countryName regionCode regionName timeZone weekendDays today
    holidays(year: $year) { date name libraryName halfDay removed companyDay } }
}`;

interface HolidayView {
  date: string;
  name: string;
  libraryName: string | null;
  halfDay: boolean;
  removed: boolean;
  companyDay: boolean;
}
interface LocationView {
  location: { countryCode: string; weekendDays: string[]; today: string; holidays: HolidayView[] };
}
interface PreviewView {
  leaveDayCount: { days: number; summary: string; notCounted: { date: string; reason: string; name: string | null }[] };
}

describe('locations: weekends, public holidays and time zones per person', () => {
  let t: TestApp;
  let manager: UserEntity;
  let adminToken: string;
  let staffToken: string;
  let munich: string;
  let london: string;
  let dubai: string;

  beforeAll(async () => {
    clock.now = () => new Date('2026-06-15T10:00:00Z');
    t = await startTestApp();
    ({
      manager,
      tokens: { admin: adminToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
    await setPolicy(t, adminToken, { dayCounting: 'WORKING_DAYS' });
    munich = await buildLocation(t, adminToken, {
      name: 'Munich office',
      countryCode: 'DE',
      regionCode: 'BY',
      timeZone: 'Europe/Berlin',
    });
    london = await buildLocation(t, adminToken, {
      name: 'London office',
      countryCode: 'GB',
      regionCode: 'ENG',
      timeZone: 'Europe/London',
    });
    dubai = await buildLocation(t, adminToken, {
      name: 'Dubai office',
      countryCode: 'AE',
      timeZone: 'Asia/Dubai',
      weekendDays: ['FRIDAY', 'SATURDAY'],
    });
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  /** A new report of the manager working at `locationId`, with their token. */
  async function personAt(locationId: string) {
    const person = await buildStaffWithToken(t, manager);
    await moveToLocation(t, adminToken, person.user.id, locationId);
    return person;
  }

  const storedDays = async (requestId: string) =>
    Number((await t.dataSource.query(`SELECT days FROM leave_requests WHERE id = $1`, [requestId]))[0].days);

  it("shows each location's public holidays of a year from the library, in their local names", async () => {
    const munichYear = (await t.gql<LocationView>(HOLIDAYS, { id: munich, year: 2027 }, staffToken)).data!.location;
    expect(munichYear).toMatchObject({
      countryCode: 'DE',
      countryName: 'Germany',
      regionCode: 'BY',
      regionName: 'Bayern',
      timeZone: 'Europe/Berlin',
      weekendDays: ['SUNDAY', 'SATURDAY'],
    });
    const munichDays = new Map(munichYear.holidays.map((day: { date: string; name: string }) => [day.date, day.name]));
    expect(munichDays.get('2027-01-06')).toBe('Heilige Drei Könige');
    expect(munichDays.get('2027-05-27')).toBe('Fronleichnam');
    const londonYear = (await t.gql<LocationView>(HOLIDAYS, { id: london, year: 2027 }, staffToken)).data!.location;
    const londonDates = londonYear.holidays.map((day: { date: string }) => day.date);
    expect(londonDates).toEqual(expect.arrayContaining(['2027-05-31', '2027-12-27', '2027-12-28']));
    expect(londonDates).not.toContain('2027-01-06');
    expect(londonDates).not.toContain('2027-05-27');
  });

  it("does not charge a Munich person's Epiphany or Corpus Christi, which are ordinary days for a London colleague", async () => {
    const inMunich = await personAt(munich);
    const inLondon = await personAt(london);
    const epiphanyWeek = { type: 'pto', startDate: '2027-01-04', endDate: '2027-01-08' };
    const corpusChristiWeek = { type: 'pto', startDate: '2027-05-24', endDate: '2027-05-28' };

    const munichEpiphany = await submitRequest(t, inMunich.token, epiphanyWeek);
    const munichCorpusChristi = await submitRequest(t, inMunich.token, corpusChristiWeek);
    const londonEpiphany = await submitRequest(t, inLondon.token, epiphanyWeek);
    const londonCorpusChristi = await submitRequest(t, inLondon.token, corpusChristiWeek);

    expect(await storedDays(munichEpiphany.id)).toBe(4);
    expect(await storedDays(munichCorpusChristi.id)).toBe(4);
    expect(await storedDays(londonEpiphany.id)).toBe(5);
    expect(await storedDays(londonCorpusChristi.id)).toBe(5);
    // The pending holds in the ledger are what the requests were charged.
    const [{ pending }] = await t.dataSource.query(
      `SELECT sum(days)::float AS pending FROM leave_ledger_entries e JOIN leave_balances b ON b.id = e.balance_id
       WHERE b.user_id = $1 AND e.bucket = 'pending'`,
      [inMunich.user.id],
    );
    expect(pending).toBe(8);

    const preview = (await t.gql<PreviewView>(PREVIEW, { input: corpusChristiWeek }, inMunich.token)).data!
      .leaveDayCount;
    expect(preview.notCounted).toEqual([{ date: '2027-05-27', reason: 'HOLIDAY', name: 'Fronleichnam' }]);
    expect(preview.summary).toBe(
      '4 working days: Monday, Tuesday, Wednesday, Friday; 27 May is a public holiday (Fronleichnam)',
    );
  });

  it('counts Sunday to Thursday at a location whose weekend is Friday and Saturday', async () => {
    const inDubai = await personAt(dubai);
    const inLondon = await personAt(london);
    const sundayToThursday = { type: 'pto', startDate: '2027-02-14', endDate: '2027-02-18' };
    const dubaiRequest = await submitRequest(t, inDubai.token, sundayToThursday);
    const londonRequest = await submitRequest(t, inLondon.token, sundayToThursday);
    expect(await storedDays(dubaiRequest.id)).toBe(5);
    expect(await storedDays(londonRequest.id)).toBe(4);

    const week = { startDate: '2027-02-18', endDate: '2027-02-21' };
    const preview = (await t.gql<PreviewView>(PREVIEW, { input: week }, inDubai.token)).data!.leaveDayCount;
    expect(preview.days).toBe(2);
    expect(preview.summary).toBe('2 working days: Thursday, Sunday; Friday and Saturday are not counted');
    // A Friday-and-Saturday-only request has nothing to charge there.
    const weekend = await attemptRequest(t, inDubai.token, {
      type: 'pto',
      startDate: '2027-02-19',
      endDate: '2027-02-20',
    });
    expect(weekend.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('renames, halves and removes a public holiday and adds a company day for one location and year, audited', async () => {
    const inMunich = await personAt(munich);
    const setDay = (input: Record<string, unknown>) =>
      t.gql<{ setLocationDay: HolidayView }>(
        `mutation ($id: ID!, $input: LocationDayInput!) { setLocationDay(locationId: $id, input: $input) { date name libraryName halfDay removed companyDay } }`,
        { id: munich, input },
        adminToken,
      );
    // Christmas Eve afternoon off, Epiphany worked, a company day on 2 January, Corpus Christi renamed.
    expect((await setDay({ date: '2027-12-24', name: 'Christmas Eve', halfDay: true })).data!.setLocationDay).toEqual({
      date: '2027-12-24',
      name: 'Christmas Eve',
      libraryName: null,
      halfDay: true,
      removed: false,
      companyDay: true,
    });
    expect((await setDay({ date: '2027-01-06', removed: true })).data!.setLocationDay.removed).toBe(true);
    expect((await setDay({ date: '2027-05-27', name: 'Corpus Christi' })).data!.setLocationDay).toMatchObject({
      name: 'Corpus Christi',
      libraryName: 'Fronleichnam',
    });

    const christmas = await submitRequest(t, inMunich.token, {
      type: 'pto',
      startDate: '2027-12-20',
      endDate: '2027-12-24',
    });
    expect(await storedDays(christmas.id)).toBe(4.5);
    const preview = (
      await t.gql<PreviewView>(PREVIEW, { input: { startDate: '2027-01-04', endDate: '2027-01-08' } }, inMunich.token)
    ).data!.leaveDayCount;
    expect(preview.days).toBe(5);

    const year = (await t.gql<LocationView>(HOLIDAYS, { id: munich, year: 2027 }, adminToken)).data!.location.holidays;
    expect(year.find((day: { date: string }) => day.date === '2027-01-06')).toMatchObject({ removed: true });
    // Another location and another year are untouched.
    const nextYear = (await t.gql<LocationView>(HOLIDAYS, { id: munich, year: 2028 }, adminToken)).data!.location
      .holidays;
    expect(nextYear.find((day: { date: string }) => day.date === '2028-01-06')).toMatchObject({ removed: false });

    const cleared = await t.gql<{ clearLocationDay: boolean }>(
      `mutation ($id: ID!) { clearLocationDay(locationId: $id, date: "2027-01-06") }`,
      { id: munich },
      adminToken,
    );
    expect(cleared.data!.clearLocationDay).toBe(true);
    const audit = await t.dataSource.query(
      `SELECT action, details->>'date' AS date FROM audit_logs WHERE resource_type = 'location' AND resource_id = $1 ORDER BY created_at`,
      [munich],
    );
    expect(audit.map((row: { action: string; date: string }) => `${row.action} ${row.date ?? ''}`.trim())).toEqual([
      'location.created',
      'location.day_changed 2027-12-24',
      'location.day_changed 2027-01-06',
      'location.day_changed 2027-05-27',
      'location.day_cleared 2027-01-06',
    ]);
  });

  it("takes a person's today from their location's time zone: in Auckland it is already tomorrow", async () => {
    const auckland = await buildLocation(t, adminToken, {
      name: 'Auckland office',
      countryCode: 'NZ',
      timeZone: 'Pacific/Auckland',
    });
    const inAuckland = await personAt(auckland);
    const inLondon = await personAt(london);
    // 13:00 UTC on 30 June: 01:00 on 1 July in Auckland, 14:00 on 30 June in London.
    clock.now = () => new Date('2026-06-30T13:00:00Z');
    try {
      const today = (
        await t.gql<LocationView>(`query ($id: ID!) { location(id: $id) { today } }`, { id: auckland }, adminToken)
      ).data!.location.today;
      expect(today).toBe('2026-07-01');
      const lastOfJune = { type: 'pto', startDate: '2026-06-30', endDate: '2026-06-30' };
      const refused = await attemptRequest(t, inAuckland.token, lastOfJune);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Start date cannot be in the past',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await attemptRequest(t, inLondon.token, lastOfJune)).errors).toBeUndefined();
      expect(
        (await attemptRequest(t, inAuckland.token, { ...lastOfJune, startDate: '2026-07-01', endDate: '2026-07-01' }))
          .errors,
      ).toBeUndefined();
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM leave_requests WHERE user_id = $1`,
        [inAuckland.user.id],
      );
      expect(count).toBe(1);
    } finally {
      clock.now = () => new Date('2026-06-15T10:00:00Z');
    }
  });

  it("runs each location's daily work (accrual, expiry) once, after its own local midnight", async () => {
    scheduledWork(t.services);
    const runAt = async (instant: string) => {
      clock.now = () => new Date(instant);
      await t.dataSource.query(`DELETE FROM jobs`);
      await t.dataSource.transaction((manager) => t.services.jobs.enqueue(manager, ACCRUAL_QUEUE, {}));
      expect(await t.services.jobs.drain()).toBe(1);
      const rows: { name: string; done: string }[] = await t.dataSource.query(
        `SELECT name, to_char(daily_work_done_on, 'YYYY-MM-DD') AS done FROM locations ORDER BY name`,
      );
      return Object.fromEntries(rows.map((row) => [row.name, row.done]));
    };
    try {
      // 12:30 UTC on 30 June: already 1 July in Auckland (00:30), still 30 June in London and Munich.
      expect(await runAt('2026-06-30T12:30:00Z')).toMatchObject({
        'Auckland office': '2026-07-01',
        'London office': '2026-06-30',
        'Munich office': '2026-06-30',
        'Head office': '2026-06-30',
      });
      const [{ count: before }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_logs`);
      // 22:30 UTC: 1 July in Munich (00:30), not yet in London (23:30); Auckland has had its day.
      expect(await runAt('2026-06-30T22:30:00Z')).toMatchObject({
        'Auckland office': '2026-07-01',
        'London office': '2026-06-30',
        'Munich office': '2026-07-01',
      });
      expect(await runAt('2026-06-30T23:30:00Z')).toMatchObject({
        'London office': '2026-07-01',
        'Head office': '2026-06-30',
      });
      expect(await runAt('2026-07-01T00:30:00Z')).toMatchObject({ 'Head office': '2026-07-01' });
      const [{ count: after }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_logs`);
      expect(after).toBe(before);
    } finally {
      clock.now = () => new Date('2026-06-15T10:00:00Z');
    }
  });

  describe('refuses bad locations with a clear error and writes nothing', () => {
    const CREATE = `mutation ($input: CreateLocationInput!) { createLocation(input: $input) { id } }`;
    const count = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS count FROM locations`))[0].count as number;

    it.each([
      [{ name: 'Nowhere', countryCode: 'XX', timeZone: 'UTC' }, 'countryCode', 'Unknown country "XX"'],
      [
        { name: 'Nowhere', countryCode: 'DE', regionCode: 'ZZ', timeZone: 'UTC' },
        'regionCode',
        'Unknown region "ZZ" of DE',
      ],
      [{ name: 'Nowhere', regionCode: 'BY', timeZone: 'UTC' }, 'regionCode', 'A region needs its country'],
      [{ name: 'Nowhere', timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Unknown time zone "Mars/Olympus_Mons"'],
      [
        {
          name: 'Nowhere',
          timeZone: 'UTC',
          weekendDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
        },
        'weekendDays',
        'A weekend cannot be all seven days',
      ],
      [{ name: '  ', timeZone: 'UTC' }, 'name', 'Location name is required'],
      [{ name: 'munich OFFICE', timeZone: 'UTC' }, undefined, 'A location with this name already exists'],
    ])('%j', async (input, field, message) => {
      const before = await count();
      const answer = await t.gql(CREATE, { input }, adminToken);
      expect(answer.errors?.[0].message).toContain(message);
      expect(answer.errors?.[0].extensions).toMatchObject(
        field ? { code: 'BAD_USER_INPUT', field } : { code: 'CONFLICT' },
      );
      expect(await count()).toBe(before);
    });

    it('lets only administrators change locations, and no one without a token', async () => {
      const before = await count();
      const input = { name: 'Paris office', countryCode: 'FR', timeZone: 'Europe/Paris' };
      expect((await t.gql(CREATE, { input }, staffToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(CREATE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const update = await t.gql(
        `mutation ($id: ID!) { updateLocation(id: $id, input: { timeZone: "Europe/Paris" }) { id } }`,
        { id: munich },
        staffToken,
      );
      expect(update.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await count()).toBe(before);
      const [{ time_zone }] = await t.dataSource.query(`SELECT time_zone FROM locations WHERE id = $1`, [munich]);
      expect(time_zone).toBe('Europe/Berlin');
    });

    it('keeps the default location', async () => {
      const [{ id }] = await t.dataSource.query(`SELECT id FROM locations WHERE is_default`);
      const answer = await t.gql(`mutation ($id: ID!) { deleteLocation(id: $id) }`, { id }, adminToken);
      expect(answer.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(await t.dataSource.query(`SELECT id FROM locations WHERE is_default`)).toEqual([{ id }]);
    });
  });
});
