import { randomUUID } from 'node:crypto';
import { api } from '../../tests/rest/helpers';
import { EXPORTS_PER_PERSON, TOO_MANY_EXPORTS } from '../src/auth/throttle';
import { EXPORT_COST, MAX_QUERY_COST, SEARCH_COST } from '../src/graphql/cost';
import { EXPORTS_BUSY_MESSAGE, EXPORTS_RUNNING_MESSAGE } from '../src/lib/export-slots';
import type { UserEntity } from '../src/modules/users/user.entity';
import { buildHr, buildManager, buildUser } from './factories';
import { daysFromToday, startTestApp, type GraphQLResult, type TestApp } from './harness';
import { hoursAgo, insertRequest } from './leave-fixtures';
import { openSocket } from './ws';

const YEAR = { start: daysFromToday(-180), end: daysFromToday(180) };
const calendarExports = (count: number) =>
  `{ ${Array.from(
    { length: count },
    (_, i) =>
      `e${i}: calendarExport(input: { kind: TEAM, start: "${YEAR.start}", end: "${YEAR.end}" }) { eventCount content }`,
  ).join(' ')} }`;
const searchExports = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `s${i}: searchExport(criteria: {}) { rowCount csv }`).join(' ')} }`;
const CALENDAR_EXPORT = calendarExports(1);
const SEARCH_EXPORT = searchExports(1);

/** Resolves once `condition` holds, checking it after each turn of the event loop's timers. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A promise the test settles: what a held export slot waits on. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/**
 * Exports (calendarExport, searchExport, the audit and report CSV files) read and render thousands of
 * rows. Twenty aliased in one operation are refused before anything runs (searches too: each counts
 * and sorts up to 10,000 matches); one person runs at most two at a time and thirty in ten minutes,
 * the process two at a time with twenty waiting.
 */
describe('exports', () => {
  let t: TestApp;
  let staff: UserEntity;
  let staffToken: string;
  let hr: UserEntity;
  let hrToken: string;
  let manager: UserEntity;
  let managerToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    manager = await buildManager(t);
    staff = await buildUser(t, { managerId: manager.id });
    hr = await buildHr(t);
    [staffToken, hrToken, managerToken] = await Promise.all([staff, hr, manager].map((user) => t.tokenFor(user)));
    // Colleagues' leave in the staff member's team calendar, and requests their manager may search.
    for (let i = 0; i < 5; i++)
      await insertRequest(t, {
        userId: (await buildUser(t, { managerId: manager.id })).id,
        status: 'approved',
        startDate: daysFromToday(10 + i),
        endDate: daysFromToday(11 + i),
        days: 2,
        createdAt: hoursAgo(48),
        decidedAfterHours: 1,
      });
  });
  afterAll(() => t.close());
  afterEach(() => expect(t.services.exportSlots.state).toEqual({ running: 0, waiting: 0 }));

  const code = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;

  it('refuses twenty aliased calendarExport (a whole year of the team) before running any, over HTTP and graphql-ws', async () => {
    const run = jest.spyOn(t.services.exportSlots, 'run');
    try {
      const refused = await t.gql(calendarExports(20), {}, staffToken);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        cost: { requested: 20 * (EXPORT_COST + 1), limit: MAX_QUERY_COST },
      });
      const searches = await t.gql(searchExports(20), {}, managerToken);
      expect(searches.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        cost: { requested: 20 * (EXPORT_COST + 1) },
      });
      // Three are refused too; two fit in one operation.
      expect(code(await t.gql(calendarExports(3), {}, staffToken))).toBe('BAD_USER_INPUT');

      const socket = openSocket(t.url, staffToken);
      try {
        // Refused before execution: graphql-ws answers with an error message, which the iterator throws.
        await expect(socket.client.iterate({ query: calendarExports(20) }).next()).rejects.toEqual([
          expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
        ]);
      } finally {
        await socket.dispose();
      }
      expect(run).not.toHaveBeenCalled();

      const two = await t.gql<Record<string, { eventCount: number }>>(calendarExports(2), {}, staffToken);
      expect(two.errors).toBeUndefined();
      expect(two.data!.e0.eventCount).toBe(5);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      run.mockRestore();
    }
  });

  it('refuses twenty aliased deep searches, each costing the matches it counts and sorts', async () => {
    const searches = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `s${i}: search(criteria: {}, page: 100, pageSize: 100) { page }`).join(' ')} }`;
    const refused = await t.gql(searches(20), {}, managerToken);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      cost: { requested: 20 * (SEARCH_COST + 1), limit: MAX_QUERY_COST },
    });
    const three = await t.gql<Record<string, { page: number }>>(searches(3), {}, managerToken);
    expect(three.errors).toBeUndefined();
    expect(three.data!.s2.page).toBe(100);
    expect(code(await t.gql(searches(4), {}, managerToken))).toBe('BAD_USER_INPUT');
  });

  it('runs two exports of one person at a time and refuses a third with RATE_LIMITED, or 429 on REST', async () => {
    const cases: [UserEntity, () => Promise<string | number | undefined>][] = [
      [staff, async () => code(await t.gql(CALENDAR_EXPORT, {}, staffToken))],
      [manager, async () => code(await t.gql(SEARCH_EXPORT, {}, managerToken))],
      [hr, async () => (await api(t, 'GET', '/audit/export/csv', { token: hrToken })).status],
      [manager, async () => (await api(t, 'GET', '/analytics/reports/export.csv', { token: managerToken })).status],
    ];
    for (const [person, exportNow] of cases) {
      const held = gate();
      const holding = [1, 2].map(() => t.services.exportSlots.run(person.id, () => held.wait));
      expect(['RATE_LIMITED', 429]).toContain(await exportNow());
      held.open();
      await Promise.all(holding);
      expect([undefined, 200]).toContain(await exportNow());
    }
    const held = gate();
    const holding = [1, 2].map(() => t.services.exportSlots.run(staff.id, () => held.wait));
    const refused = await t.gql(CALENDAR_EXPORT, {}, staffToken);
    expect(refused.errors?.[0]).toMatchObject({
      message: EXPORTS_RUNNING_MESSAGE(2),
      extensions: { code: 'RATE_LIMITED' },
    });
    // Someone else's export waits for a free slot, and runs once one frees.
    const rest = api(t, 'GET', '/audit/export/csv', { token: hrToken });
    await until(() => t.services.exportSlots.state.waiting === 1);
    held.open();
    await Promise.all(holding);
    expect((await rest).status).toBe(200);
  });

  it('makes exports beyond two at once wait their turn, and refuses them while twenty wait', async () => {
    const held = gate();
    const others = Array.from({ length: 22 }, () => t.services.exportSlots.run(randomUUID(), () => held.wait));
    await until(() => t.services.exportSlots.state.waiting === 20);
    expect(t.services.exportSlots.state).toEqual({ running: 2, waiting: 20 });
    const refused = await t.gql(CALENDAR_EXPORT, {}, staffToken);
    expect(refused.errors?.[0]).toMatchObject({ message: EXPORTS_BUSY_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
    const waiting = t.gql(SEARCH_EXPORT, {}, managerToken);
    held.open();
    await Promise.all(others);
    expect((await waiting).errors).toBeUndefined();
  });

  it("refuses a person's exports beyond thirty in ten minutes", async () => {
    const person = await buildUser(t, { managerId: manager.id });
    const token = await t.tokenFor(person);
    await t.dataSource.query(`INSERT INTO auth_throttle (bucket, subject) SELECT $1, $2 FROM generate_series(1, $3)`, [
      EXPORTS_PER_PERSON.bucket,
      person.id,
      EXPORTS_PER_PERSON.max,
    ]);
    const refused = await t.gql(CALENDAR_EXPORT, {}, token);
    expect(refused.errors?.[0]).toMatchObject({ message: TOO_MANY_EXPORTS, extensions: { code: 'RATE_LIMITED' } });
  });
});
