import { randomUUID } from 'node:crypto';
import { daysFromToday, startTestApp, type TestApp } from './harness';
import type { UserEntity } from '../src/modules/users/user.entity';
import { currentYear } from '../src/modules/users/user.service';
import { log as graphqlLog } from '../src/graphql/errors';

/** Codes that tell a client what it did wrong (INTERNAL_SERVER_ERROR is not one of them). */
const CLIENT_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
];
/** What must never reach a client: stacks, SQL, driver errors, source paths. */
const LEAKS =
  /stacktrace|\bSELECT\b|\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE "?\w+"? SET\b|QueryFailedError|invalid input syntax|node_modules|\.[jt]s:\d+/;

type Caller = 'staff' | 'manager' | 'admin';

interface BadInputCase {
  name: string;
  actor: Caller;
  query: string;
  variables?: Record<string, unknown>;
  code: string;
  message: RegExp;
}

const SUBMIT = `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`;
const UPDATE_BALANCE = `mutation ($id: ID!, $input: UpdateBalanceInput!) { updateBalance(id: $id, input: $input) { id totalDays } }`;
const NOT_A_UUID = 'abc';

describe('bad input', () => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string>;
  let staff: UserEntity;
  let pendingId: string;
  let balanceId: string;

  /** Posts a raw body to /graphql and keeps the text, so leaks can be searched for. */
  async function post(actor: Caller | null, body: string) {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(actor ? { authorization: `Bearer ${tokens[actor]}` } : {}) },
      body,
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      json: JSON.parse(text) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string; correlationId?: string } }[];
      },
    };
  }

  /** Row counts and balance sums that no refused input may change. */
  async function footprint() {
    const [row] = await t.dataSource.query(`
      SELECT (SELECT count(*)::int FROM users) AS users,
             (SELECT count(*)::int FROM leave_requests) AS requests,
             (SELECT count(*)::int FROM leave_requests WHERE status = 'pending') AS pending,
             (SELECT count(*)::int FROM request_types) AS request_types,
             (SELECT count(*)::int FROM teams) AS teams,
             (SELECT count(*)::int FROM holidays) AS holidays,
             (SELECT count(*)::int FROM login_failures) AS login_failures,
             (SELECT coalesce(sum(total_days + used_days * 7 + pending_days * 13), 0)::float FROM leave_balances) AS balances,
             (SELECT count(*)::int FROM audit_logs WHERE action NOT LIKE 'authorization.%') AS audited_changes,
             (SELECT md5(coalesce(settings::text, '')) FROM policy_settings WHERE id = 1) AS policy,
             (SELECT md5(string_agg(u.id || u.first_name || coalesce(u.job_title, '') || coalesce(u.manager_id::text, '') || u.role || u.is_active, ',' ORDER BY u.id)) FROM users u) AS people`);
    return row;
  }

  /** Sends a case and checks the answer is a clear client error that changed nothing. */
  async function expectRefused(actor: Caller | null, body: string, code: string, message: RegExp) {
    const before = await footprint();
    const answer = await post(actor, body);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toMatch(LEAKS);
    expect(answer.json.errors?.length).toBeGreaterThan(0);
    const [error] = answer.json.errors!;
    expect(CLIENT_CODES).toContain(error.extensions?.code);
    expect({ code: error.extensions?.code, message: error.message }).toEqual({
      code,
      message: expect.stringMatching(message),
    });
    expect(await footprint()).toEqual(before);
    return answer;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.createUser({
      isAdmin: true,
      role: 'admin',
      department: 'Operations',
      jobTitle: 'Administrator',
    });
    const manager = await t.createUser({ isManager: true, role: 'manager', jobTitle: 'Engineering Manager' });
    staff = await t.createUser({ managerId: manager.id });
    for (const [caller, user] of [
      ['admin', admin],
      ['manager', manager],
      ['staff', staff],
    ] as const) {
      tokens[caller] = (await t.services.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion })).token;
    }
    const submitted = await t.gql<{ submitLeaveRequest: { id: string } }>(
      SUBMIT,
      { input: { type: 'pto', startDate: daysFromToday(20), endDate: daysFromToday(21) } },
      tokens.staff,
    );
    pendingId = submitted.data!.submitLeaveRequest.id;
    const retired = await t.gql(
      `mutation { createRequestType(input: { name: "retired", displayName: "Retired", maxDaysPerYear: 5, accrualRate: 0, isActive: false }) { id } }`,
      {},
      tokens.admin,
    );
    expect(retired.errors).toBeUndefined();
    [{ id: balanceId }] = await t.dataSource.query(
      `SELECT b.id FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = $2`,
      [staff.id, currentYear()],
    );
  });
  afterAll(() => t.close());

  const submitInput = (overrides: Record<string, unknown>) => ({
    input: { type: 'pto', startDate: daysFromToday(40), endDate: daysFromToday(41), ...overrides },
  });

  describe('in variables and arguments', () => {
    const cases: BadInputCase[] = [
      {
        name: 'a number for a date',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ startDate: 123 }),
        code: 'BAD_USER_INPUT',
        message: /startDate.*YYYY-MM-DD/,
      },
      {
        name: 'a string for a number of days',
        actor: 'admin',
        query: UPDATE_BALANCE,
        variables: { id: '__balance__', input: { totalDays: 'ten' } },
        code: 'BAD_USER_INPUT',
        message: /totalDays.*Float/,
      },
      {
        name: 'a missing required field',
        actor: 'staff',
        query: SUBMIT,
        variables: { input: { type: 'pto', startDate: daysFromToday(40) } },
        code: 'BAD_USER_INPUT',
        message: /endDate.*(required|not provided)/,
      },
      {
        name: 'a missing required variable',
        actor: 'staff',
        query: SUBMIT,
        variables: {},
        code: 'BAD_USER_INPUT',
        message: /\$input.*(required|not provided)/,
      },
      {
        name: 'an unknown field in an input',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ status: 'APPROVED' }),
        code: 'BAD_USER_INPUT',
        message: /"status" is not defined/,
      },
      {
        name: 'a date that does not exist',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ startDate: '2026-02-30' }),
        code: 'BAD_USER_INPUT',
        message: /real date written YYYY-MM-DD/,
      },
      {
        name: 'a date with slashes',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ endDate: '2026/01/01' }),
        code: 'BAD_USER_INPUT',
        message: /real date written YYYY-MM-DD/,
      },
      {
        name: 'a malformed date written in the document',
        actor: 'staff',
        query: `mutation { submitLeaveRequest(input: { type: "pto", startDate: "2026/01/01", endDate: "2026-01-02" }) { id } }`,
        code: 'GRAPHQL_VALIDATION_FAILED',
        message: /YYYY-MM-DD/,
      },
      {
        name: 'dates in the wrong order',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ startDate: daysFromToday(45), endDate: daysFromToday(44) }),
        code: 'BAD_USER_INPUT',
        message: /^Start date cannot be after end date$/,
      },
      {
        name: 'an unknown request type',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ type: 'holiday-on-the-moon' }),
        code: 'BAD_USER_INPUT',
        message: /Unknown or inactive request type "holiday-on-the-moon"/,
      },
      {
        name: 'an inactive request type',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ type: 'retired' }),
        code: 'BAD_USER_INPUT',
        message: /Unknown or inactive request type "retired"/,
      },
      {
        name: 'notes over 2000 characters',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ notes: 'x'.repeat(2001) }),
        code: 'BAD_USER_INPUT',
        message: /^Notes must be at most 2000 characters$/,
      },
      {
        name: 'an empty rejection reason',
        actor: 'manager',
        query: `mutation ($id: ID!) { rejectLeaveRequest(id: $id, reason: "   ") { id } }`,
        variables: { id: '__pending__' },
        code: 'BAD_USER_INPUT',
        message: /^Please provide a rejection reason$/,
      },
      {
        name: 'a page of 101 leave requests',
        actor: 'staff',
        query: `{ leaveRequests(first: 101) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`first` must be between 0 and 100/,
      },
      {
        name: 'a page of 101 people',
        actor: 'admin',
        query: `{ users(first: 101) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`first` must be between 0 and 100/,
      },
      {
        name: 'a last page of 101 audit entries',
        actor: 'admin',
        query: `{ auditLogs(last: 101) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`last` must be between 0 and 100/,
      },
      {
        name: 'a page of 101 balances',
        actor: 'admin',
        query: `{ balances(first: 101) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`first` must be between 0 and 100/,
      },
      {
        name: 'a negative page size',
        actor: 'staff',
        query: `{ leaveRequests(first: -1) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`first` must be between 0 and 100/,
      },
      {
        name: 'a forged cursor',
        actor: 'staff',
        query: `{ leaveRequests(after: "bm90LWEtY3Vyc29y") { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`after` is not a valid cursor/,
      },
      {
        name: 'a user filter on a malformed id',
        actor: 'staff',
        query: `{ leaveRequests(filter: { userId: "abc" }) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /userId is not a valid id/,
      },
      {
        name: 'an audit filter from before the calendar',
        actor: 'admin',
        query: `query ($from: DateTime) { auditLogs(filter: { from: $from }) { totalCount } }`,
        variables: { from: '-010000-01-01T00:00:00Z' },
        code: 'BAD_USER_INPUT',
        message: /DateTime must be an ISO 8601 timestamp between the years 1 and 9999/,
      },
      {
        name: 'a NUL character in notes',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ notes: 'half\u0000day' }),
        code: 'BAD_USER_INPUT',
        message: /^Text must not contain NUL/,
      },
    ];

    it.each(cases)('answers $name with $code and changes nothing', async (c) => {
      const variables = JSON.parse(
        JSON.stringify(c.variables ?? {})
          .replace('__balance__', balanceId)
          .replace('__pending__', pendingId),
      );
      await expectRefused(c.actor, JSON.stringify({ query: c.query, variables }), c.code, c.message);
    });
  });

  describe('unknown ids', () => {
    const MUTATIONS: { operation: string; actor: Caller; query: string; message: RegExp }[] = [
      {
        operation: 'approveLeaveRequest',
        actor: 'manager',
        query: `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }`,
        message: /^Leave request not found$/,
      },
      {
        operation: 'rejectLeaveRequest',
        actor: 'manager',
        query: `mutation ($id: ID!) { rejectLeaveRequest(id: $id, reason: "No") { id } }`,
        message: /^Leave request not found$/,
      },
      {
        operation: 'cancelLeaveRequest',
        actor: 'staff',
        query: `mutation ($id: ID!) { cancelLeaveRequest(id: $id) { id } }`,
        message: /^Leave request not found$/,
      },
      {
        operation: 'updateUser',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateUser(id: $id, input: { jobTitle: "Engineer" }) { id } }`,
        message: /^User not found$/,
      },
      {
        operation: 'deactivateUser',
        actor: 'admin',
        query: `mutation ($id: ID!) { deactivateUser(id: $id) { id } }`,
        message: /^User not found$/,
      },
      {
        operation: 'assignManager',
        actor: 'admin',
        query: `mutation ($id: ID!) { assignManager(userId: $id, managerId: null) { id } }`,
        message: /^User not found$/,
      },
      {
        operation: 'updateUserRole',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateUserRole(userId: $id, input: { role: STAFF }) { id } }`,
        message: /^User not found$/,
      },
      {
        operation: 'updateBalance',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateBalance(id: $id, input: { totalDays: 10 }) { id } }`,
        message: /^Balance not found$/,
      },
      {
        operation: 'updateTeam',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateTeam(id: $id, input: { name: "Renamed" }) { id } }`,
        message: /^Team not found$/,
      },
      {
        operation: 'deleteTeam',
        actor: 'admin',
        query: `mutation ($id: ID!) { deleteTeam(id: $id) }`,
        message: /^Team not found$/,
      },
      {
        operation: 'updateRequestType',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateRequestType(id: $id, input: { displayName: "Renamed" }) { id } }`,
        message: /^Request type not found$/,
      },
      {
        operation: 'deleteRequestType',
        actor: 'admin',
        query: `mutation ($id: ID!) { deleteRequestType(id: $id) }`,
        message: /^Request type not found$/,
      },
      {
        operation: 'deleteHoliday',
        actor: 'admin',
        query: `mutation ($id: ID!) { deleteHoliday(id: $id) }`,
        message: /^Holiday not found$/,
      },
    ];
    const cases = MUTATIONS.flatMap((m) => [
      { ...m, kind: 'a random UUID', id: randomUUID() },
      { ...m, kind: 'a non-UUID', id: NOT_A_UUID },
    ]);

    it.each(cases)('answers $operation of $kind with NOT_FOUND', async (c) => {
      await expectRefused(c.actor, JSON.stringify({ query: c.query, variables: { id: c.id } }), 'NOT_FOUND', c.message);
    });

    it('answers an unknown manager in an assignment with NOT_FOUND', async () => {
      for (const managerId of [randomUUID(), NOT_A_UUID]) {
        await expectRefused(
          'admin',
          JSON.stringify({
            query: `mutation ($u: ID!, $m: ID) { assignManager(userId: $u, managerId: $m) { id } }`,
            variables: { u: staff.id, m: managerId },
          }),
          'NOT_FOUND',
          /^Manager not found$/,
        );
      }
    });

    it('answers reads of unknown ids with null rather than an error', async () => {
      for (const id of [randomUUID(), NOT_A_UUID]) {
        const answer = await post(
          'admin',
          JSON.stringify({
            query: `query ($id: ID!) { user(id: $id) { id } leaveRequest(id: $id) { id } team(id: $id) { id } }`,
            variables: { id },
          }),
        );
        expect(answer.json).toMatchObject({ data: { user: null, leaveRequest: null, team: null } });
        expect(answer.json).not.toHaveProperty('errors');
      }
    });
  });

  describe('in the shape of the document', () => {
    it('refuses a document nested deeper than the depth limit', async () => {
      const deep = `{ viewer { ${'manager { '.repeat(10)}id${' }'.repeat(10)} } }`;
      const answer = await expectRefused(
        'staff',
        JSON.stringify({ query: deep }),
        'GRAPHQL_VALIDATION_FAILED',
        /^Query depth 11 exceeds the limit of 10$/,
      );
      expect(answer.status).toBe(400);
    });

    it('accepts a document exactly at the depth limit', async () => {
      const atLimit = `{ viewer { ${'manager { '.repeat(9)}id${' }'.repeat(9)} } }`;
      const answer = await post('staff', JSON.stringify({ query: atLimit }));
      expect(answer.json.errors).toBeUndefined();
    });

    it('refuses more aliases than the limit', async () => {
      const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: viewer { id }`).join(' ');
      const answer = await expectRefused(
        'staff',
        JSON.stringify({ query: `{ ${aliases} }` }),
        'GRAPHQL_VALIDATION_FAILED',
        /^The document uses 21 aliases; the limit is 20$/,
      );
      expect(answer.status).toBe(400);
    });

    it('refuses two sign-in fields in one document, before trying either password', async () => {
      const twice = `mutation { a: login(email: "${staff.email}", password: "wrong-password-1") { token } b: login(email: "${staff.email}", password: "wrong-password-2") { token } }`;
      const answer = await expectRefused(
        null,
        JSON.stringify({ query: twice }),
        'GRAPHQL_VALIDATION_FAILED',
        /^`login` may appear only once per request$/,
      );
      expect(answer.status).toBe(400);
    });

    it('refuses a syntax error', async () => {
      const answer = await expectRefused(
        'staff',
        JSON.stringify({ query: `{ viewer { id }` }),
        'GRAPHQL_PARSE_FAILED',
        /^Syntax Error/,
      );
      expect(answer.status).toBe(400);
    });

    it('refuses a batch of operations, so sign-in attempts cannot be multiplied that way either', async () => {
      const login = { query: `mutation { login(email: "${staff.email}", password: "wrong-password") { token } }` };
      const answer = await post(null, JSON.stringify([login, login]));
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(LEAKS);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM login_failures`);
      expect(count).toBe(0);
    });

    it('refuses variables that are not an object', async () => {
      const before = await footprint();
      const answer = await post('staff', JSON.stringify({ query: SUBMIT, variables: 'startDate=2026-01-01' }));
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(LEAKS);
      expect(await footprint()).toEqual(before);
    });

    it('refuses a body that is not JSON', async () => {
      const before = await footprint();
      const answer = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.staff}` },
        body: '{"query": "{ viewer { id } }"',
      });
      const text = await answer.text();
      expect(answer.status).toBe(400);
      expect(text).not.toMatch(LEAKS);
      expect(await footprint()).toEqual(before);
    });
  });

  describe('unexpected failures', () => {
    it('masks an unexpected server error behind a correlation id', async () => {
      const logged = jest.spyOn(graphqlLog, 'error').mockImplementation(() => undefined);
      jest.spyOn(t.services.users, 'managers').mockRejectedValueOnce(new Error('boom SELECT * FROM users'));
      try {
        const answer = await post('staff', JSON.stringify({ query: `{ managers { id } }` }));
        expect(answer.text).not.toMatch(/SELECT|boom/);
        expect(answer.text).not.toMatch(LEAKS);
        const [error] = answer.json.errors!;
        expect(error.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
        expect(error.extensions?.correlationId).toMatch(/^[0-9a-f-]{36}$/);
        expect(error.message).toBe(`Internal server error (reference ${error.extensions!.correlationId})`);
        // The real error stays in the server log, under the same reference.
        expect(
          logged.mock.calls.some((call) => {
            const entry = call[0] as unknown as { err?: Error; correlationId?: string };
            return entry.correlationId === error.extensions!.correlationId && /boom/.test(entry.err?.message ?? '');
          }),
        ).toBe(true);
      } finally {
        logged.mockRestore();
        jest.restoreAllMocks();
      }
      const again = await post('staff', JSON.stringify({ query: `{ managers { id } }` }));
      expect(again.json.errors).toBeUndefined();
    });
  });
});
