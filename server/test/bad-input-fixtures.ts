import type { UserEntity } from '../src/modules/users/user.entity';
import { currentYear } from '../src/modules/users/user.service';
import { daysFromToday, startTestApp, type TestApp } from './harness';

/**
 * The organisation the bad-input tests send to, and how they send: every refusal is a clear client
 * error, with no stack, SQL or source path, that changes nothing.
 */

/** Codes that tell a client what it did wrong (INTERNAL_SERVER_ERROR is not one of them). */
export const CLIENT_CODES = [
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
export const LEAKS =
  /stacktrace|\bSELECT\b|\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE "?\w+"? SET\b|QueryFailedError|invalid input syntax|node_modules|\.[jt]s:\d+/;

export type Caller = 'staff' | 'manager' | 'admin';

export interface BadInputCase {
  name: string;
  actor: Caller;
  query: string;
  variables?: Record<string, unknown>;
  code: string;
  message: RegExp;
}

export const SUBMIT = `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`;
export const UPDATE_BALANCE = `mutation ($id: ID!, $input: UpdateBalanceInput!) { updateBalance(id: $id, input: $input) { id totalDays } }`;
export const NOT_A_UUID = 'abc';

/** Starts the app in beforeAll (closing it in afterAll) of the describe block it is called in. */
export function useBadInputWorld() {
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
    Object.assign(world, { t, staff, pendingId, balanceId });
  });
  afterAll(() => t.close());

  const submitInput = (overrides: Record<string, unknown>) => ({
    input: { type: 'pto', startDate: daysFromToday(40), endDate: daysFromToday(41), ...overrides },
  });

  const helpers = { tokens, post, footprint, expectRefused, submitInput };
  /** The helpers, and the app and its people once beforeAll has run. */
  const world = helpers as typeof helpers & { t: TestApp; staff: UserEntity; pendingId: string; balanceId: string };
  return world;
}
