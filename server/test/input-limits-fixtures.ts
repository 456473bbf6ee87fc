import type { UserEntity } from '../src/modules/users/user.entity';
import { buildOrganisation, buildTeam, submitRequest } from './factories';
import { daysFromToday, startTestApp, type TestApp } from './harness';

/**
 * The organisation the input-limits tests send their bad input to, and how they send it: every refusal is
 * a clear 4xx naming the problem that changes nothing in the database.
 */

export const LEAKS =
  /stacktrace|\bSELECT\b|\bINSERT INTO\b|QueryFailedError|invalid input syntax|node_modules|\.[jt]s:\d+/;
export const MEGABYTE = 1_000_000;
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

export type Caller = 'anonymous' | 'staff' | 'manager' | 'admin';

export interface Answer {
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

/** Starts the app in beforeAll (closing it in afterAll) of the describe block it is called in. */
export function useInputLimitsWorld() {
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
    Object.assign(world, { t, staff, pendingId, teamId, typeId });
  });
  afterAll(() => t.close());

  const helpers = { tokens, footprint, send, gql, expectRefused };
  /** The helpers, and the app and its people once beforeAll has run. */
  const world = helpers as typeof helpers & {
    t: TestApp;
    staff: UserEntity;
    pendingId: string;
    teamId: string;
    typeId: string;
  };
  return world;
}
