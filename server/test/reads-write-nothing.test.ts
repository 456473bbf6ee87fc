import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isLeafType, isNonNullType } from 'graphql';
import { ALL_REST_RULES } from '../src/rules';
import { SCHEMA_PATH } from '../src/graphql/schema';
import { ruleKey } from '../src/api/route';
import { restRoutes } from '../src/rest/router';
import { currentYear } from '../src/modules/users/user.service';
import { ADJUST_BALANCE, buildOrganisation, setPolicy, submitRequest } from './factories';
import { daysFromToday, startTestApp, type TestApp } from './harness';

/**
 * Reads leave the database as they found it: balances of any year (2006, next year, a type nobody has
 * a row of yet, figures a policy change has not been posted to yet) are computed, never stored, over
 * GraphQL and REST alike, and so is every other GET of the REST facade.
 */

/**
 * Tables a read may change by design: the feed's fetch history (a log), refused attempts in the audit
 * log (and its daily counts), and the counts of throttled reads (exports and feed fetches per person or URL).
 */
const WRITTEN_BY_DESIGN = new Set([
  'calendar_feed_fetches',
  'auth_throttle',
  'audit_logs',
  'audit_log_daily_stats',
  'migrations',
  'typeorm_metadata',
]);

const BALANCES = `query ($id: ID!, $year: Int) { user(id: $id) { balances(year: $year) {
  id type year totalDays usedDays pendingDays availableDays accruedDays availableNowDays entries { totalCount } } } }`;
const ADMIN_TABLE = `query ($year: Int) { balances(filter: { year: $year }, first: 100) { edges { node { id totalDays } } } }`;

interface Balance {
  id: string;
  type: string;
  year: number;
  totalDays: number;
  accruedDays: number;
  entries: { totalCount: number };
}

describe('reads write nothing', () => {
  let t: TestApp;
  let tokens: Record<'admin' | 'staff' | 'manager', string>;
  let staffId: string;

  /** A digest of every table of the product, but those a read writes to by design. */
  async function footprint(): Promise<Record<string, string>> {
    const tables: { name: string }[] = await t.dataSource.query(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      if (WRITTEN_BY_DESIGN.has(name)) continue;
      const [{ hash }] = await t.dataSource.query(
        `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS hash FROM "${name}" x`,
      );
      digests[name] = hash;
    }
    return digests;
  }

  const balancesOf = async (year: number, token = tokens.staff) =>
    (await t.gql<{ user: { balances: Balance[] } }>(BALANCES, { id: staffId, year }, token)).data!.user.balances;

  beforeAll(async () => {
    t = await startTestApp();
    const organisation = await buildOrganisation(
      t,
      { admin: { department: 'Operations' }, manager: {}, staff: {} },
      { signIn: 'issue' },
    );
    tokens = organisation.tokens;
    staffId = organisation.staff.id;
    await submitRequest(t, tokens.staff, { startDate: daysFromToday(20), endDate: daysFromToday(21) });
    await t.services.jobs.drain();
  });
  afterAll(() => t.close());

  it('shows balances of any year, over GraphQL and REST, without storing a row or an entry', async () => {
    const before = await footprint();
    // Years before the account have no carry-over; later ones carry over (at most 5 days) from the year before.
    const expected: [number, number][] = [
      [2006, 25],
      [currentYear() - 1, 25],
      [currentYear() + 1, 30],
      [currentYear() + 2, 30],
    ];
    for (const [year, total] of expected) {
      const shown = await balancesOf(year);
      expect(shown.find((balance) => balance.type === 'pto')).toMatchObject({ year, totalDays: total });
      for (const path of [`/api/pto/balances?year=${year}`, `/api/pto/balances/${staffId}?year=${year}`]) {
        const answer = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${tokens.staff}` } });
        const body = (await answer.json()) as { data: { pto: { total: number } } };
        expect({ path, status: answer.status, total: body.data.pto.total }).toEqual({ path, status: 200, total });
      }
    }
    expect(await footprint()).toEqual(before);
  });

  it('shows what a policy change gives before its entries are posted, and posts them only when the work runs', async () => {
    await setPolicy(t, tokens.admin, { defaultPtoDays: 30 }); // the posting work is queued, not run yet
    const before = await footprint();
    const shown = (await balancesOf(currentYear())).find((balance) => balance.type === 'pto')!;
    expect(shown.totalDays).toBe(30);
    const table = await t.gql<{ balances: { edges: { node: { totalDays: number } }[] } }>(
      ADMIN_TABLE,
      { year: currentYear() },
      tokens.admin,
    );
    expect(table.data!.balances.edges.map((edge) => edge.node.totalDays)).toContain(30);
    expect(await footprint()).toEqual(before);
    await t.services.jobs.drain();
    const [{ total }] = await t.dataSource.query(
      `SELECT b.total_days::float AS total FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id
       WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = $2`,
      [staffId, currentYear()],
    );
    expect(total).toBe(30);
    await setPolicy(t, tokens.admin, { defaultPtoDays: 25 });
    await t.services.jobs.drain();
  });

  it('lets an administrator correct a balance shown before it is stored, which stores it', async () => {
    const year = currentYear() + 1;
    const shown = (await balancesOf(year, tokens.admin)).find((balance) => balance.type === 'pto')!;
    expect(shown).toMatchObject({ totalDays: 30, accruedDays: 30, entries: { totalCount: 0 } });
    const corrected = await t.gql<{ updateBalance: { id: string; totalDays: number } }>(
      ADJUST_BALANCE,
      { id: shown.id, input: { totalDays: 27, reason: 'Agreed at hiring' } },
      tokens.admin,
    );
    expect(corrected.errors).toBeUndefined();
    const [row] = await t.dataSource.query(
      `SELECT b.id, b.total_days::float AS total FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id
       WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = $2`,
      [staffId, year],
    );
    expect(row).toEqual({ id: corrected.data!.updateBalance.id, total: 27 });
    expect((await balancesOf(year)).find((balance) => balance.type === 'pto')).toMatchObject({
      id: row.id,
      totalDays: 27,
      entries: { totalCount: 3 }, // allowance, carry-over and the correction
    });
  });

  it("shows a new request type at once, and the nightly run stores this year's rows of it for everyone active", async () => {
    const created = await t.gql(
      `mutation ($input: CreateRequestTypeInput!) { createRequestType(input: $input) { id } }`,
      { input: { name: 'volunteering', displayName: 'Volunteering', maxDaysPerYear: 3, accrualRate: 0 } },
      tokens.admin,
    );
    expect(created.errors).toBeUndefined();
    const before = await footprint();
    expect((await balancesOf(currentYear())).find((balance) => balance.type === 'volunteering')).toMatchObject({
      totalDays: 3,
    });
    expect(await footprint()).toEqual(before);
    await t.services.balances.applyRulesToEveryone();
    const stored: { active: boolean; rows: number }[] = await t.dataSource.query(
      `SELECT u.is_active AS active, count(b.id)::int AS rows FROM users u
       LEFT JOIN leave_balances b ON b.user_id = u.id AND b.year = $1
         AND b.request_type_id = (SELECT id FROM request_types WHERE name = 'volunteering')
       GROUP BY u.id, u.is_active`,
      [currentYear()],
    );
    expect(stored.length).toBeGreaterThan(2);
    expect(stored.filter((person) => person.active).every((person) => person.rows === 1)).toBe(true);
  });

  it.each(['staff', 'admin'] as const)('leaves the database as it was after every REST GET, as %s', async (caller) => {
    const before = await footprint();
    const gets = restRoutes().filter((route) => route.method === 'get' && ALL_REST_RULES[ruleKey(route)]);
    expect(gets.length).toBeGreaterThan(30);
    for (const route of gets) {
      const path = `/api${route.path.replace(/:\w+/g, staffId)}`;
      for (const query of ['', `?year=2006`, `?all=true&year=${currentYear() + 2}`]) {
        const answer = await fetch(`${t.url}${path}${query}`, {
          headers: { authorization: `Bearer ${tokens[caller]}` },
          redirect: 'manual',
        });
        expect({ path, status: answer.status < 500 }).toEqual({ path, status: true });
        await answer.arrayBuffer();
      }
    }
    expect(await footprint()).toEqual(before);
  });

  it.each(['staff', 'admin'] as const)(
    'leaves the database as it was after every GraphQL query field, as %s',
    async (caller) => {
      const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
      const year = currentYear() + 2;
      const dated = { start: daysFromToday(-30), end: daysFromToday(60) };
      // Fields whose arguments are required get plausible ones; the rest are asked without any.
      const required: Record<string, string> = {
        user: `(id: "${staffId}")`,
        leaveDayCount: `(input: { startDate: "${year}-03-02", endDate: "${year}-03-06" })`,
        teamCalendar: `(start: "${dated.start}", end: "${dated.end}")`,
        colleagueLeave: `(start: "${dated.start}", end: "${dated.end}")`,
        staffingCheck: `(startDate: "${dated.start}", endDate: "${dated.end}")`,
        staffingShortfalls: `(start: "${dated.start}", end: "${dated.end}")`,
        auditSummary: `(start: "${dated.start}", end: "${dated.end}")`,
      };
      const fields = Object.values(schema.getQueryType()!.getFields()).filter(
        (field) => required[field.name] || field.args.every((arg) => !isNonNullType(arg.type)),
      );
      expect(fields.length).toBeGreaterThan(30);
      const before = await footprint();
      let answered = 0;
      for (const field of fields) {
        const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
        const answer = await t.gql(`{ ${field.name}${required[field.name] ?? ''}${selection} }`, {}, tokens[caller]);
        if (!answer.errors) answered += 1;
        expect({ field: field.name, codes: (answer.errors ?? []).map((e) => e.extensions?.code) }).not.toEqual({
          field: field.name,
          codes: expect.arrayContaining(['INTERNAL_SERVER_ERROR']),
        });
      }
      expect(answered).toBeGreaterThan(caller === 'admin' ? 35 : 20);
      expect(await footprint()).toEqual(before);
    },
  );
});
