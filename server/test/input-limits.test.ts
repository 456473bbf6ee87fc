import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { DEFAULT_BODY_LIMIT_BYTES } from '../src/http/body';
import { restRoutes } from '../src/rest/router';
import { DEFAULT_MAX_TEXT_LENGTH, EARLIEST_YEAR, latestYear } from '../src/lib/input-limits';
import type { UserEntity } from '../src/modules/users/user.entity';
import { currentYear } from '../src/modules/users/user.service';
import { buildOrganisation, buildTeam, submitRequest } from './factories';
import { daysFromToday, startTestApp, TEST_PASSWORD, type TestApp } from './harness';

/**
 * Input that used to end in an internal error, and the family around each case, through GraphQL and
 * REST: every one is a clear 4xx naming the problem, and changes nothing in the database.
 */

const LEAKS = /stacktrace|\bSELECT\b|\bINSERT INTO\b|QueryFailedError|invalid input syntax|node_modules|\.[jt]s:\d+/;
const MEGABYTE = 1_000_000;
const TABLES = [
  'users',
  'teams',
  'request_types',
  'leave_balances',
  'leave_requests',
  'policy_settings',
  'holidays',
  'notifications',
  'api_tokens',
  // Webhooks are channels of type http.
  'notification_channels',
  'event_log',
  'email_outbox',
  'login_failures',
];

type Caller = 'anonymous' | 'staff' | 'manager' | 'admin';

interface Answer {
  status: number;
  text: string;
  json: {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string; field?: string } }[];
    success?: boolean;
    message?: string;
    code?: string;
  };
}

describe('input limits', () => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string | null>;
  let staff: UserEntity;
  let pendingId: string;
  let teamId: string;
  let typeId: string;

  /** A digest of every table a refused request could touch (audit of refusals aside). */
  async function footprint(): Promise<Record<string, string>> {
    const digests: Record<string, string> = {};
    for (const table of TABLES) {
      const [{ hash }] = await t.dataSource.query(
        `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS hash FROM ${table} x`,
      );
      digests[table] = hash;
    }
    const [{ audited }] = await t.dataSource.query(
      `SELECT count(*)::int AS audited FROM audit_logs WHERE action NOT LIKE 'authorization.%'`,
    );
    digests.audit_logs = String(audited);
    return digests;
  }

  async function send(
    method: string,
    path: string,
    caller: Caller,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const token = tokens[caller];
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: Answer['json'] = {};
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: the assertions below say so
    }
    return { status: response.status, text, json };
  }

  const gql = (caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
    send('POST', '/graphql', caller, { query, variables });

  /** Sends, expects a 4xx with `code` and a message matching `message`, and that nothing changed. */
  async function expectRefused(
    call: () => Promise<Answer>,
    expected: { status?: number; code: string; message: RegExp },
  ): Promise<Answer> {
    const before = await footprint();
    const answer = await call();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toMatch(LEAKS);
    if (expected.status) expect(answer.status).toBe(expected.status);
    const error = answer.json.errors?.[0] ?? { message: answer.json.message, extensions: { code: answer.json.code } };
    expect({ code: error.extensions?.code, message: error.message }).toEqual({
      code: expected.code,
      message: expect.stringMatching(expected.message),
    });
    expect(await footprint()).toEqual(before);
    return answer;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const organisation = await buildOrganisation(
      t,
      { admin: { department: 'Operations' }, manager: { jobTitle: 'Engineering Manager' }, staff: {} },
      { signIn: 'issue' },
    );
    staff = organisation.staff;
    Object.assign(tokens, { anonymous: null, ...organisation.tokens });
    pendingId = (
      await submitRequest(t, organisation.tokens.staff, { startDate: daysFromToday(20), endDate: daysFromToday(21) })
    ).id;
    teamId = await buildTeam(t, organisation.tokens.admin, { name: 'Limits', description: 'Team' });
    [{ id: typeId }] = await t.dataSource.query(`SELECT id FROM request_types WHERE name = 'other'`);
  });
  afterAll(() => t.close());

  describe('a very long email at sign-in and registration', () => {
    const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
    const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token } }`;
    const emails = [
      `${'a'.repeat(250)}@x.io`, // 255 characters: one over
      `${'a'.repeat(10_000)}@example.com`,
      `${'a'.repeat(MEGABYTE)}@example.com`,
    ];

    it.each(emails.map((email) => [email.length, email]))(
      'refuses a %i-character email at GraphQL login before checking any password',
      async (_length, email) => {
        await expectRefused(() => gql('anonymous', LOGIN, { email, password: 'whatever-password' }), {
          code: 'BAD_USER_INPUT',
          message: /^Email must be at most 254 characters$/,
        });
      },
    );

    it.each(emails.map((email) => [email.length, email]))(
      'refuses a %i-character email at GraphQL and REST registration',
      async (_length, email) => {
        const input = { firstName: 'Long', lastName: 'Email', email, password: 'a-long-enough-password' };
        await expectRefused(() => gql('anonymous', REGISTER, { input }), {
          code: 'BAD_USER_INPUT',
          message: /^Email must be at most 254 characters$/,
        });
        await expectRefused(() => send('POST', '/api/auth/register', 'anonymous', input), {
          status: 400,
          code: 'BAD_USER_INPUT',
          message: /^Email must be at most 254 characters$/,
        });
        await expectRefused(() => send('POST', '/api/auth/login', 'anonymous', { email, password: 'x' }), {
          status: 400,
          code: 'BAD_USER_INPUT',
          message: /^Email must be at most 254 characters$/,
        });
      },
    );

    it('still signs in with an email of exactly 254 characters once the account exists', async () => {
      const email = `${'b'.repeat(254 - '@example.com'.length)}@example.com`;
      expect(email).toHaveLength(254);
      await t.createUser({ email });
      const answer = await gql('anonymous', LOGIN, { email, password: TEST_PASSWORD });
      expect(answer.json.errors).toBeUndefined();
    });
  });

  describe('unpaired UTF-16 surrogates, wherever text is accepted', () => {
    const LONE = ['\ud800', 'before \udbff after', '\udc00', 'x\udfff', '\udc00\ud800'];

    const graphqlCases: {
      name: string;
      caller: Caller;
      query: string;
      variables: (s: string) => Record<string, unknown>;
    }[] = [
      {
        name: 'the email at login',
        caller: 'anonymous',
        query: `mutation ($v: String!) { login(email: $v, password: "whatever-password") { token } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a first name at registration',
        caller: 'anonymous',
        query: `mutation ($v: String!) { register(input: { firstName: $v, lastName: "Doe", email: "s@example.test", password: "a-long-password" }) { token } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a job title in the profile',
        caller: 'staff',
        query: `mutation ($v: String) { updateProfile(input: { jobTitle: $v }) { id } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'the notes of a request',
        caller: 'staff',
        query: `mutation ($v: String) { submitLeaveRequest(input: { type: "pto", startDate: "${daysFromToday(40)}", endDate: "${daysFromToday(41)}", notes: $v }) { id } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a team name',
        caller: 'admin',
        query: `mutation ($v: String!) { createTeam(input: { name: $v, description: "A team" }) { id } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a search filter',
        caller: 'admin',
        query: `query ($v: String) { users(filter: { search: $v }) { totalCount } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'an id',
        caller: 'staff',
        query: `query ($v: ID!) { leaveRequest(id: $v) { id } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'an item of a list of request types',
        caller: 'staff',
        query: `query ($v: String!) { leaveRequests(filter: { type: ["pto", $v] }) { totalCount } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a rejection reason',
        caller: 'manager',
        query: `mutation ($id: ID!, $v: String!) { rejectLeaveRequest(id: $id, reason: $v) { id } }`,
        variables: (v) => ({ v, id: pendingId }),
      },
    ];

    it.each(graphqlCases.flatMap((c) => LONE.map((lone) => [c.name, JSON.stringify(lone), c, lone] as const)))(
      'refuses %s holding %s over GraphQL',
      async (_name, _shown, c, lone) => {
        const answer = await expectRefused(() => gql(c.caller, c.query, c.variables(lone)), {
          code: 'BAD_USER_INPUT',
          message: /contains an invalid character \(an unpaired UTF-16 surrogate\)$/,
        });
        expect(answer.json.errors?.[0].extensions?.field).toBeDefined();
      },
    );

    it('refuses a surrogate escape written in the document itself', async () => {
      await expectRefused(() => gql('admin', `{ users(filter: { search: "\\ud800" }) { totalCount } }`), {
        code: 'GRAPHQL_PARSE_FAILED',
        message: /Invalid Unicode escape sequence/,
      });
    });

    const restCases: {
      name: string;
      method: string;
      path: () => string;
      caller: Caller;
      body: (v: string) => object;
    }[] = [
      {
        name: 'the email at login',
        method: 'POST',
        path: () => '/api/auth/login',
        caller: 'anonymous',
        body: (v) => ({ email: v, password: 'whatever-password' }),
      },
      {
        name: 'a first name in the profile',
        method: 'PUT',
        path: () => '/api/auth/profile',
        caller: 'staff',
        body: (v) => ({ first_name: v }),
      },
      {
        name: 'the notes of a request',
        method: 'POST',
        path: () => '/api/pto/requests',
        caller: 'staff',
        body: (v) => ({ type: 'pto', start_date: daysFromToday(50), end_date: daysFromToday(50), notes: v }),
      },
      {
        name: 'a team description',
        method: 'PUT',
        path: () => `/api/admin/teams/${teamId}`,
        caller: 'admin',
        body: (v) => ({ description: v }),
      },
      {
        name: 'a nested blackout reason',
        method: 'PUT',
        path: () => '/api/admin/pto-settings',
        caller: 'admin',
        body: (v) => ({ blackoutDateRanges: [{ start: '2030-01-01', end: '2030-01-02', reason: v }] }),
      },
    ];

    it.each(restCases.map((c) => [c.name, c] as const))(
      'refuses %s holding a lone surrogate over REST',
      async (_n, c) => {
        for (const lone of LONE) {
          const answer = await expectRefused(() => send(c.method, c.path(), c.caller, c.body(lone)), {
            status: 400,
            code: 'BAD_USER_INPUT',
            message: /contains an invalid character \(an unpaired UTF-16 surrogate\)$/,
          });
          expect(answer.json.success).toBe(false);
        }
      },
    );

    it('refuses a path parameter that is not UTF-8', async () => {
      for (const segment of ['%ED%A0%80', '%E0%A4%A', '%FF']) {
        await expectRefused(() => send('GET', `/api/admin/users/${segment}`, 'admin'), {
          status: 400,
          code: 'BAD_USER_INPUT',
          message: /./,
        });
      }
    });

    it('accepts paired surrogates (emoji) and other Unicode', async () => {
      const answer = await gql(
        'staff',
        `mutation ($v: String) { updateProfile(input: { jobTitle: $v }) { jobTitle } }`,
        {
          v: 'Développeuse 😀 开发',
        },
      );
      expect(answer.json).toEqual({
        data: { updateProfile: { jobTitle: 'Développeuse 😀 开发' } },
        extensions: expect.anything(),
      });
    });
  });

  describe('balance years outside the kept range', () => {
    const far = () => [EARLIEST_YEAR - 1, latestYear() + 1, 0, -1, 3000, 99_999, 2_147_483_647, -2_147_483_648];

    it('refuses them for User.balances, the balances list and holidays, and writes no balance row', async () => {
      for (const year of far()) {
        const message = new RegExp(`^Year must be a year from ${EARLIEST_YEAR} to ${latestYear()}$`);
        await expectRefused(
          () => gql('staff', `query ($y: Int) { viewer { balances(year: $y) { year } } }`, { y: year }),
          {
            code: 'BAD_USER_INPUT',
            message,
          },
        );
        await expectRefused(
          () => gql('admin', `query ($y: Int) { balances(filter: { year: $y }) { totalCount } }`, { y: year }),
          {
            code: 'BAD_USER_INPUT',
            message,
          },
        );
        await expectRefused(() => gql('staff', `query ($y: Int) { holidays(year: $y) { id } }`, { y: year }), {
          code: 'BAD_USER_INPUT',
          message,
        });
      }
      const [{ years }] = await t.dataSource.query(
        `SELECT coalesce(array_agg(DISTINCT year ORDER BY year), '{}') AS years FROM leave_balances WHERE year < $1 OR year > $2`,
        [EARLIEST_YEAR, latestYear()],
      );
      expect(years).toEqual([]);
    });

    it('refuses them over REST with 400 and writes no balance row', async () => {
      for (const year of [...far(), '1e4', 'abc', '2025.5']) {
        for (const path of [`/api/pto/balances?year=${year}`, `/api/pto/balances/${staff.id}?year=${year}`]) {
          await expectRefused(() => send('GET', path, 'admin'), {
            status: 400,
            code: 'BAD_USER_INPUT',
            message: /^Query parameter `year` must be a whole number from 2000 to \d{4}$/,
          });
        }
      }
    });

    it('refuses requests that reach past the last kept year', async () => {
      await expectRefused(
        () =>
          gql('staff', `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`, {
            input: { type: 'pto', startDate: `${latestYear() + 1}-03-01`, endDate: `${latestYear() + 1}-03-02` },
          }),
        { code: 'BAD_USER_INPUT', message: new RegExp(`^Dates must be between 2000-01-01 and ${latestYear()}-12-31$`) },
      );
    });

    it('reads the balances of every year of the range', async () => {
      for (const year of [EARLIEST_YEAR, currentYear(), latestYear()]) {
        const answer = await gql('staff', `query ($y: Int) { viewer { balances(year: $y) { year } } }`, { y: year });
        expect(answer.json.errors).toBeUndefined();
      }
    });
  });

  describe('audit filters with dates that are not dates', () => {
    const hostile = [
      '0',
      '-1',
      '',
      'yesterday',
      '-000001-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '2024-02-30',
      '2024-01-01T25:00:00Z',
      '9999-12-31T23:59:59-05:00',
    ];

    it.each(hostile)('refuses %p in GraphQL audit filters', async (value) => {
      for (const query of [
        `query ($v: DateTime) { auditLogs(filter: { from: $v }) { totalCount } }`,
        `query ($v: DateTime) { auditLogs(filter: { to: $v }) { totalCount } }`,
        `query ($v: DateTime) { auditLogPage(filter: { from: $v }) { total } }`,
      ]) {
        await expectRefused(() => gql('admin', query, { v: value }), {
          code: 'BAD_USER_INPUT',
          message: /DateTime must be an ISO 8601 timestamp between the years 1 and 9999/,
        });
      }
    });

    it.each([...hostile.filter(Boolean), '0000-00-00', '99999'])('refuses %p in REST audit filters', async (value) => {
      for (const path of ['/api/audit', '/api/audit/export/csv']) {
        for (const name of ['startDate', 'endDate']) {
          await expectRefused(() => send('GET', `${path}?${name}=${encodeURIComponent(value)}`, 'admin'), {
            status: 400,
            code: 'BAD_USER_INPUT',
            message: new RegExp(`^\`${name}\` must be a date written YYYY-MM-DD$`),
          });
        }
      }
    });

    it('accepts dates, UTC timestamps and offsets', async () => {
      for (const value of ['2024-01-01', '2024-01-01T10:00:00Z', '2024-01-01T10:00:00.123+02:00', '2024-01-01T10:00']) {
        expect(
          (await gql('admin', `query ($v: DateTime) { auditLogs(filter: { from: $v }) { totalCount } }`, { v: value }))
            .json.errors,
        ).toBeUndefined();
        expect((await send('GET', `/api/audit?startDate=${encodeURIComponent(value)}`, 'admin')).status).toBe(200);
      }
    });
  });

  describe('an empty string where an id is expected', () => {
    const cases: { name: string; caller: Caller; query: string; variables: Record<string, unknown> }[] = [
      { name: 'user(id)', caller: 'admin', query: `query ($v: ID!) { user(id: $v) { id } }`, variables: { v: '' } },
      {
        name: 'leaveRequest(id)',
        caller: 'staff',
        query: `query ($v: ID!) { leaveRequest(id: $v) { id } }`,
        variables: { v: '' },
      },
      { name: 'team(id)', caller: 'staff', query: `query ($v: ID!) { team(id: $v) { id } }`, variables: { v: '  ' } },
      {
        name: 'approveLeaveRequest(id)',
        caller: 'manager',
        query: `mutation ($v: ID!) { approveLeaveRequest(id: $v) { id } }`,
        variables: { v: '' },
      },
      {
        name: 'assignManager(managerId)',
        caller: 'admin',
        query: `mutation ($u: ID!, $v: ID) { assignManager(userId: $u, managerId: $v) { id } }`,
        variables: { v: '' },
      },
      {
        name: 'a team member id',
        caller: 'admin',
        query: `mutation ($v: ID!) { createTeam(input: { name: "Empty ids", description: "x", memberIds: [$v] }) { id } }`,
        variables: { v: '' },
      },
      {
        name: 'a filter id',
        caller: 'staff',
        query: `query ($v: ID) { leaveRequests(filter: { userId: $v }) { totalCount } }`,
        variables: { v: '' },
      },
      {
        name: 'bulk approval ids',
        caller: 'manager',
        query: `mutation ($v: ID!) { bulkApproveLeaveRequests(ids: [$v]) { approved { id } } }`,
        variables: { v: '' },
      },
    ];

    it.each(cases)('refuses an empty id in $name', async (c) => {
      const variables = { u: staff.id, ...c.variables };
      await expectRefused(() => gql(c.caller, c.query, variables), {
        code: 'BAD_USER_INPUT',
        message: /(Id|Manager id|Member ids|User id|Ids) must not be empty$/,
      });
    });

    it('refuses a blank path parameter over REST', async () => {
      for (const path of ['/api/admin/users/%20', '/api/pto/requests/%20/approve', '/api/notifications/%20%20']) {
        const method = path.endsWith('approve') ? 'POST' : path.startsWith('/api/notifications') ? 'DELETE' : 'GET';
        await expectRefused(() => send(method, path, 'admin', method === 'GET' ? undefined : {}), {
          status: 400,
          code: 'BAD_USER_INPUT',
          message: /must not be empty$/,
        });
      }
    });
  });

  describe('a 1 MB name on every entity', () => {
    const huge = 'n'.repeat(MEGABYTE);
    const graphqlCases: {
      entity: string;
      caller: Caller;
      query: string;
      variables: () => Record<string, unknown>;
      field: string;
    }[] = [
      {
        entity: 'an account at registration',
        caller: 'anonymous',
        query: `mutation ($v: String!) { register(input: { firstName: $v, lastName: "Doe", email: "huge@example.test", password: "a-long-password" }) { token } }`,
        variables: () => ({ v: huge }),
        field: 'firstName',
      },
      {
        entity: 'a person created by an administrator',
        caller: 'admin',
        query: `mutation ($v: String!) { createUser(input: { firstName: "Ann", lastName: $v, email: "ann@example.test", password: "a-long-password", department: "HR", jobTitle: "Clerk" }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'lastName',
      },
      {
        entity: 'a person updated by an administrator',
        caller: 'admin',
        query: `mutation ($id: ID!, $v: String) { updateUser(id: $id, input: { jobTitle: $v }) { id } }`,
        variables: () => ({ id: staff.id, v: huge }),
        field: 'jobTitle',
      },
      {
        entity: 'one’s own profile',
        caller: 'staff',
        query: `mutation ($v: String) { updateProfile(input: { workAddress: $v }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'workAddress',
      },
      {
        entity: 'a team',
        caller: 'admin',
        query: `mutation ($v: String!) { createTeam(input: { name: $v, description: "x" }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'name',
      },
      {
        entity: 'a renamed team',
        caller: 'admin',
        query: `mutation ($id: ID!, $v: String) { updateTeam(id: $id, input: { description: $v }) { id } }`,
        variables: () => ({ id: teamId, v: huge }),
        field: 'description',
      },
      {
        entity: 'a request type',
        caller: 'admin',
        query: `mutation ($v: String!) { createRequestType(input: { name: "huge", displayName: $v, maxDaysPerYear: 1, accrualRate: 0 }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'displayName',
      },
      {
        entity: 'an updated request type',
        caller: 'admin',
        query: `mutation ($id: ID!, $v: String) { updateRequestType(id: $id, input: { description: $v }) { id } }`,
        variables: () => ({ id: typeId, v: huge }),
        field: 'description',
      },
      {
        entity: 'a holiday',
        caller: 'admin',
        query: `mutation ($v: String!) { addHoliday(input: { date: "${daysFromToday(120)}", name: $v }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'name',
      },
      {
        entity: 'an API token',
        caller: 'staff',
        query: `mutation ($v: String!) { createApiToken(input: { name: $v, scopes: ["read:requests"] }) { token } }`,
        variables: () => ({ v: huge }),
        field: 'name',
      },
      {
        entity: 'a webhook',
        caller: 'admin',
        query: `mutation ($v: String) { createWebhook(input: { url: "https://example.com/h", events: [APPROVED], description: $v }) { secret } }`,
        variables: () => ({ v: huge }),
        field: 'description',
      },
      {
        entity: 'a leave request',
        caller: 'staff',
        query: `mutation ($v: String) { submitLeaveRequest(input: { type: "pto", startDate: "${daysFromToday(80)}", endDate: "${daysFromToday(80)}", notes: $v }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'notes',
      },
      {
        entity: 'a blackout range of the policy',
        caller: 'admin',
        query: `mutation ($v: String!) { updatePolicySettings(input: { blackoutDateRanges: [{ start: "2030-01-01", end: "2030-01-02", reason: $v }] }) { updatedAt } }`,
        variables: () => ({ v: huge }),
        field: 'reason',
      },
      {
        entity: 'a department override of the policy',
        caller: 'admin',
        query: `mutation ($v: String!) { updatePolicySettings(input: { departmentOverrides: [{ department: $v, ptoDays: 1, sicknessDays: 1, otherDays: 1 }] }) { updatedAt } }`,
        variables: () => ({ v: huge }),
        field: 'department',
      },
    ];

    it.each(graphqlCases)('refuses it on $entity over GraphQL, naming the field', async (c) => {
      const answer = await expectRefused(() => gql(c.caller, c.query, c.variables()), {
        code: 'BAD_USER_INPUT',
        message: / must be at most \d+ characters$/,
      });
      expect(answer.json.errors?.[0].extensions?.field).toBe(c.field);
    });

    const restCases: { entity: string; method: string; path: () => string; body: object }[] = [
      {
        entity: 'an account',
        method: 'POST',
        path: () => '/api/auth/register',
        body: { firstName: huge, lastName: 'D', email: 'h@example.test', password: 'a-long-password' },
      },
      {
        entity: 'a person',
        method: 'POST',
        path: () => '/api/admin/users',
        body: {
          first_name: huge,
          last_name: 'D',
          email: 'p@example.test',
          password: 'a-long-password',
          department: 'HR',
          job_title: 'Clerk',
        },
      },
      {
        entity: 'a person updated',
        method: 'PUT',
        path: () => `/api/admin/users/${staff.id}`,
        body: { job_title: huge },
      },
      { entity: 'a team', method: 'POST', path: () => '/api/admin/teams', body: { name: huge, description: 'x' } },
      { entity: 'a team updated', method: 'PUT', path: () => `/api/admin/teams/${teamId}`, body: { name: huge } },
      {
        entity: 'a request type',
        method: 'POST',
        path: () => '/api/request-types',
        body: { name: 'hugetype', display_name: huge, max_days_per_year: 1, accrual_rate: 0 },
      },
      {
        entity: 'a request type updated',
        method: 'PUT',
        path: () => `/api/request-types/${typeId}`,
        body: { description: huge },
      },
      { entity: 'the profile', method: 'PUT', path: () => '/api/auth/profile', body: { workAddress: huge } },
      {
        entity: 'a leave request',
        method: 'POST',
        path: () => '/api/pto/requests',
        body: { type: 'pto', start_date: daysFromToday(90), end_date: daysFromToday(90), notes: huge },
      },
      {
        entity: 'a report',
        method: 'POST',
        path: () => '/api/analytics/reports/generate',
        body: { reportType: 'pto_utilization', departments: [huge] },
      },
    ];

    it.each(restCases)('refuses it on $entity over REST with 400', async (c) => {
      await expectRefused(() => send(c.method, c.path(), 'admin', c.body), {
        status: 400,
        code: 'BAD_USER_INPUT',
        message: / must be at most \d+ characters$/,
      });
    });
  });

  describe('maximum lengths at their edge', () => {
    it('takes a field at its maximum and refuses one character more', async () => {
      const notes = 'n'.repeat(2000);
      const submit = (text: string, day: number) =>
        gql('staff', `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`, {
          input: { type: 'pto', startDate: daysFromToday(day), endDate: daysFromToday(day), notes: text },
        });
      expect((await submit(notes, 100)).json.errors).toBeUndefined();
      await expectRefused(() => submit(`${notes}n`, 101), {
        code: 'BAD_USER_INPUT',
        message: /^Notes must be at most 2000 characters$/,
      });
      const search = (text: string) =>
        gql('admin', `query ($v: String) { users(filter: { search: $v }) { totalCount } }`, { v: text });
      expect((await search('s'.repeat(200))).json.errors).toBeUndefined();
      await expectRefused(() => search('s'.repeat(201)), {
        code: 'BAD_USER_INPUT',
        message: /^Search must be at most 200 characters$/,
      });
    });

    it('limits text without a maximum of its own to the default', async () => {
      const report = (department: string) =>
        gql(
          'admin',
          `query ($d: String!) { customReport(input: { startDate: "2024-01-01", endDate: "2024-01-31", departments: [$d] }) { title } }`,
          {
            d: department,
          },
        );
      expect((await report('d'.repeat(DEFAULT_MAX_TEXT_LENGTH))).json.errors).toBeUndefined();
      await expectRefused(() => report('d'.repeat(DEFAULT_MAX_TEXT_LENGTH + 1)), {
        code: 'BAD_USER_INPUT',
        message: new RegExp(`^Departments must be at most ${DEFAULT_MAX_TEXT_LENGTH} characters$`),
      });
    });

    it('refuses NUL characters in GraphQL and REST text', async () => {
      await expectRefused(
        () =>
          gql('staff', `mutation ($v: String) { updateProfile(input: { jobTitle: $v }) { id } }`, {
            v: 'Head\u0000 of',
          }),
        {
          code: 'BAD_USER_INPUT',
          message: /^Text must not contain NUL/,
        },
      );
      await expectRefused(() => send('PUT', '/api/auth/profile', 'staff', { jobTitle: 'Head\u0000 of' }), {
        status: 400,
        code: 'BAD_USER_INPUT',
        message: /^Text must not contain NUL/,
      });
    });
  });

  describe('persisted queries (APQ)', () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const apq = (hash: unknown, extra: object = {}, version: unknown = 1) =>
      send('POST', '/graphql', 'staff', { extensions: { persistedQuery: { version, sha256Hash: hash } }, ...extra });

    it.each([
      ['an unknown hash', () => apq(sha(randomUUID())), 'PERSISTED_QUERY_NOT_FOUND', /^PersistedQueryNotFound$/],
      ['a malformed hash', () => apq('not-a-hash'), 'PERSISTED_QUERY_NOT_FOUND', /^PersistedQueryNotFound$/],
      ['a hash that is not text', () => apq(12345), 'PERSISTED_QUERY_NOT_FOUND', /^PersistedQueryNotFound$/],
      [
        'an unknown version',
        () => apq(sha('{ viewer { id } }'), {}, 2),
        'BAD_REQUEST',
        /^Unsupported persisted query version$/,
      ],
      [
        'a hash that does not match the query',
        () => apq(sha('x'), { query: '{ viewer { id } }' }),
        'BAD_REQUEST',
        /^provided sha does not match query$/,
      ],
    ] as const)('answers %s with 400', async (_name, call, code, message) => {
      await expectRefused(call, { status: 400, code, message });
    });

    it('answers an unknown hash over GET with 400 too', async () => {
      const extensions = encodeURIComponent(
        JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha('nope') } }),
      );
      await expectRefused(
        () => send('GET', `/graphql?extensions=${extensions}`, 'staff', undefined, { 'apollo-require-preflight': '1' }),
        {
          status: 400,
          code: 'PERSISTED_QUERY_NOT_FOUND',
          message: /^PersistedQueryNotFound$/,
        },
      );
    });

    it('registers a query with its hash and runs it by hash afterwards', async () => {
      const query = `{ viewer { id } }`;
      expect((await apq(sha(query), { query })).json).toMatchObject({ data: { viewer: { id: staff.id } } });
      expect((await apq(sha(query))).json).toMatchObject({ data: { viewer: { id: staff.id } } });
    });
  });

  describe('one body size limit', () => {
    const oversized = JSON.stringify({
      query: '{ viewer { id } }',
      variables: { pad: 'p'.repeat(DEFAULT_BODY_LIMIT_BYTES) },
    });

    it('answers 413 to a GraphQL body over the limit, in GraphQL form', async () => {
      await expectRefused(() => send('POST', '/graphql', 'staff', oversized), {
        status: 413,
        code: 'BAD_USER_INPUT',
        message: new RegExp(`^Request body is too large; the limit is ${DEFAULT_BODY_LIMIT_BYTES} bytes$`),
      });
    });

    it.each([
      ['POST', '/api/auth/login'],
      ['PUT', '/api/auth/profile'],
      ['POST', '/api/pto/requests'],
      ['PUT', '/api/admin/pto-settings'],
    ])('answers 413 to a REST body over the limit: %s %s', async (method, path) => {
      await expectRefused(
        () => send(method, path, 'admin', JSON.stringify({ notes: 'p'.repeat(DEFAULT_BODY_LIMIT_BYTES) })),
        {
          status: 413,
          code: 'BAD_USER_INPUT',
          message: /^Request body is too large; the limit is 1048576 bytes$/,
        },
      );
    });

    it('answers 413 to a chunked body without a length, as soon as it passes the limit', async () => {
      const url = new URL(`${t.url}/api/auth/profile`);
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.staff}` },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        const chunk = 'x'.repeat(64 * 1024);
        request.write('{"jobTitle":"');
        let sent = 0;
        const pump = () => {
          while (sent < 2 * DEFAULT_BODY_LIMIT_BYTES) {
            sent += chunk.length;
            if (!request.write(chunk)) return request.once('drain', pump);
          }
          request.end('"}');
        };
        pump();
      });
      expect(status).toBe(413);
    });

    it('answers 415 to a REST body that is not JSON, and reads nothing from it', async () => {
      const before = await footprint();
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const answer = await send('PUT', '/api/auth/profile', 'staff', 'first_name=Mallory', { 'content-type': type });
        expect(answer.status).toBe(415);
        expect(answer.json).toEqual({
          success: false,
          code: 'BAD_USER_INPUT',
          message: 'Send the body as JSON (Content-Type: application/json)',
        });
      }
      expect(await footprint()).toEqual(before);
    });
  });

  describe('deeply nested JSON bodies', () => {
    const depth = (levels: number, open: string, close: string, inner = '1') =>
      `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
    const hostile = [
      ['a list of lists 200,000 deep', depth(200_000, '[', ']')],
      ['objects 100,000 deep', depth(100_000, '{"a":', '}')],
      ['one field 65 deep', `{"email":"a@b.io","password":"x","extra":${depth(64, '[', ']')}}`],
    ];
    const refusal = {
      status: 400,
      code: 'BAD_USER_INPUT',
      message: /^The request body nests objects and lists more than 64 levels deep$/,
    };

    it.each(hostile)(
      'answers 400 to %s on every REST path that takes a body, changing nothing',
      async (_name, body) => {
        const routes = restRoutes().filter((route) => route.method !== 'get');
        expect(routes.length).toBeGreaterThan(30);
        for (const route of routes) {
          const path = `/api${route.path.replace(/:\w+/g, randomUUID())}`;
          await expectRefused(() => send(route.method.toUpperCase(), path, 'admin', body), refusal);
        }
      },
    );

    it.each(hostile)('answers 400 to %s over GraphQL', async (_name, body) => {
      await expectRefused(() => send('POST', '/graphql', 'staff', body), refusal);
      await expectRefused(
        () => send('POST', '/graphql', 'staff', `{"query":"{ viewer { id } }","variables":{"x":${body}}}`),
        refusal,
      );
    });

    it('counts brackets inside strings as text, and reads a body 64 levels deep', async () => {
      const quoted = JSON.stringify({ email: `${'['.repeat(500)}@b.io`, password: 'x' });
      const atLimit = `{"email":"nobody@example.test","password":"x","extra":${depth(63, '[', ']')}}`;
      for (const body of [quoted, atLimit]) {
        const answer = await send('POST', '/api/auth/login', 'anonymous', body);
        expect(answer.json.message).not.toMatch(/levels deep/);
        expect(answer.status).toBeLessThan(500);
      }
    });
  });
});
