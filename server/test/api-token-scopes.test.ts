import { attemptRequest, buildManager, buildOrganisation } from './factories';
import { daysFromToday, startTestApp, TEST_PASSWORD, type TestApp } from './harness';
import { openSocket, type TestSocket } from './ws';
import { api, snapshot } from '../../tests/rest/helpers';
import { ADMIN_SCOPE, API_TOKEN_SCOPES, requiredHttpScope, requiredScope } from '../src/auth/policy';
import { ALL_OPERATION_RULES, ALL_REST_RULES } from '../src/rules';
import type { UserEntity } from '../src/modules/users/user.entity';

const CREATE_TOKEN = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id scopes } } }`;
const CREATE_ADMIN = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`;
const PROMOTE = `mutation ($id: ID!) { updateUserRole(userId: $id, input: { role: ADMIN, isAdmin: true }) { id isAdmin } }`;
const LOOSEN_POLICY = `mutation { updatePolicySettings(input: { defaultPtoDays: 365, allowNegativeBalance: true }) { defaultPtoDays } }`;
const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;

const intruder = (email: string) => ({
  firstName: 'Eve',
  lastName: 'Intruder',
  email,
  password: TEST_PASSWORD,
  department: 'Operations',
  jobTitle: 'Intruder',
  isAdmin: true,
  role: 'ADMIN',
});

/** Tables an administrative mutation would change. */
const WATCHED = ['users', 'policy_settings', 'request_types', 'teams'];

describe('API token scopes: administration needs a sign-in session or admin:organisation', () => {
  let t: TestApp;
  let admin: UserEntity;
  let manager: UserEntity;
  let staff: UserEntity;
  let adminSession: string;
  let staffSession: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    ({
      admin,
      manager,
      staff,
      tokens: { admin: adminSession, staff: staffSession },
    } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await t.close();
  });

  async function mint(session: string, scopes: string[], extra: Record<string, unknown> = {}) {
    const result = await t.gql<{ createApiToken: { token: string; apiToken: { id: string; scopes: string[] } } }>(
      CREATE_TOKEN,
      { input: { name: `tool ${scopes.join('+')}`, scopes, ...extra } },
      session,
    );
    if (!result.data?.createApiToken) throw new Error(JSON.stringify(result.errors));
    return result.data.createApiToken.token;
  }
  const fingerprint = async () => Promise.all(WATCHED.map((table) => snapshot(t, table)));

  it("refuses an administrator's write:requests token every step of the attack: create an administrator, sign in as them, promote, loosen the policy", async () => {
    const token = await mint(adminSession, ['write:requests']);
    const before = await fingerprint();
    const created = await t.gql(CREATE_ADMIN, { input: intruder('eve@example.test') }, token);
    expect(created.errors?.[0]).toMatchObject({
      message: `This API token lacks the ${ADMIN_SCOPE} scope`,
      extensions: { code: 'FORBIDDEN' },
    });
    const signIn = await t.gql(LOGIN, { e: 'eve@example.test', p: TEST_PASSWORD });
    expect(signIn.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(PROMOTE, { id: staff.id }, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LOOSEN_POLICY, {}, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await fingerprint()).toEqual(before);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE lower(email) = 'eve@example.test'`,
    );
    expect(count).toBe(0);
    // The refusals are audited with the operation.
    const denied = await t.dataSource.query(
      `SELECT details->>'operation' AS operation FROM audit_logs WHERE action = 'authorization.denied' AND actor_id = $1`,
      [admin.id],
    );
    expect(denied.map((row: { operation: string }) => row.operation)).toEqual(
      expect.arrayContaining(['Mutation.createUser', 'Mutation.updateUserRole', 'Mutation.updatePolicySettings']),
    );
    // What the scope is for still works.
    const submitted = await attemptRequest(t, token, { startDate: daysFromToday(30), endDate: daysFromToday(30) });
    expect(submitted.errors).toBeUndefined();
  });

  it("refuses an administrator's write:requests token handing someone else's approvals to a delegate", async () => {
    const token = await mint(adminSession, ['write:requests']);
    const deputy = await buildManager(t, { department: 'Design' });
    const named = await t.gql(
      `mutation ($input: ApprovalDelegationInput!) { createApprovalDelegation(input: $input) { id } }`,
      {
        input: {
          delegatorId: manager.id,
          delegateId: deputy.id,
          startDate: daysFromToday(0),
          endDate: daysFromToday(3),
        },
      },
      token,
    );
    expect(named.errors?.[0]).toMatchObject({
      message: `This API token lacks the ${ADMIN_SCOPE} scope`,
      extensions: { code: 'FORBIDDEN' },
    });
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM approval_delegations WHERE delegator_id = $1`,
      [manager.id],
    );
    expect(count).toBe(0);
  });

  it('refuses the same administration over REST (people, roles, policy, request types, system) with 403 and changes nothing', async () => {
    const token = await mint(adminSession, ['read:requests', 'write:requests']);
    const before = await fingerprint();
    const calls: [string, string, unknown][] = [
      [
        'POST',
        '/admin/users',
        {
          first_name: 'Eve',
          last_name: 'Intruder',
          email: 'eve.rest@example.test',
          password: TEST_PASSWORD,
          department: 'Operations',
          job_title: 'Intruder',
        },
      ],
      ['PUT', `/admin/roles/users/${staff.id}/role`, { role: 'admin', is_admin: true }],
      ['PUT', `/admin/users/${staff.id}`, { department: 'HR' }],
      ['PUT', '/admin/pto-settings', { defaultPtoDays: 365 }],
      ['POST', '/request-types', { name: 'sabbatical', display_name: 'Sabbatical', max_days_per_year: 365 }],
      ['POST', '/admin/teams', { name: 'Shadow team' }],
      ['POST', '/admin/backend-restart', {}],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api(t, method, path, { token, body });
      expect({ call: `${method} ${path}`, status: answer.status, message: answer.body.message }).toEqual({
        call: `${method} ${path}`,
        status: 403,
        message: `This API token lacks the ${ADMIN_SCOPE} scope`,
      });
    }
    expect(await fingerprint()).toEqual(before);
    // Reading stays a read:requests matter, and the same token still writes what it is for.
    expect((await api(t, 'GET', '/admin/users', { token })).status).toBe(200);
    const submitted = await api(t, 'POST', '/pto/requests', {
      token,
      body: { type: 'pto', startDate: daysFromToday(40), endDate: daysFromToday(40) },
    });
    expect(submitted.status).toBe(201);
  });

  it('refuses the same administration over graphql-ws', async () => {
    const token = await mint(adminSession, ['write:requests', 'subscribe:events']);
    const before = await fingerprint();
    const socket = openSocket(t.url, token);
    sockets.push(socket);
    const result = await new Promise<{ errors?: readonly { message: string; extensions?: unknown }[] }>(
      (resolve, reject) =>
        socket.client.subscribe(
          { query: CREATE_ADMIN, variables: { input: intruder('eve.ws@example.test') } },
          { next: resolve, error: reject, complete: () => undefined },
        ),
    );
    expect(result.errors?.[0]).toMatchObject({
      message: `This API token lacks the ${ADMIN_SCOPE} scope`,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await fingerprint()).toEqual(before);
  });

  it('runs administrative changes with admin:organisation, over GraphQL and REST, audited as the administrator', async () => {
    const token = await mint(adminSession, [ADMIN_SCOPE]);
    const created = await t.gql<{ createUser: { id: string } }>(
      CREATE_ADMIN,
      { input: { ...intruder('ops.bot@example.test'), isAdmin: false, role: 'STAFF' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const [row] = await t.dataSource.query(
      `SELECT actor_id FROM audit_logs WHERE action = 'user.created' AND resource_id = $1`,
      [created.data!.createUser.id],
    );
    expect(row.actor_id).toBe(admin.id);
    const team = await api(t, 'POST', '/admin/teams', {
      token,
      body: { name: 'Platform', description: 'The platform engineers' },
    });
    expect(team.status).toBe(201);
    // Not implied the other way either: an administrative token does not submit leave.
    const submitted = await attemptRequest(t, token, { startDate: daysFromToday(50), endDate: daysFromToday(50) });
    expect(submitted.errors?.[0].message).toBe('This API token lacks the write:requests scope');
  });

  it('gives admin:organisation only to HR and administrators, for HR and administrators, and never with an API token', async () => {
    const [{ before }] = await t.dataSource.query(`SELECT count(*)::int AS before FROM api_tokens`);
    const byStaff = await t.gql(CREATE_TOKEN, { input: { name: 'mine', scopes: [ADMIN_SCOPE] } }, staffSession);
    expect(byStaff.errors?.[0]).toMatchObject({
      message: `Only HR and administrators can give a token the ${ADMIN_SCOPE} scope`,
      extensions: { code: 'FORBIDDEN' },
    });
    const forStaff = await t.gql(
      CREATE_TOKEN,
      { input: { name: 'for staff', scopes: [ADMIN_SCOPE], userId: staff.id } },
      adminSession,
    );
    expect(forStaff.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const withToken = await t.gql(
      CREATE_TOKEN,
      { input: { name: 'nested', scopes: [ADMIN_SCOPE] } },
      await mint(adminSession, [ADMIN_SCOPE]),
    );
    expect(withToken.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [{ after }] = await t.dataSource.query(`SELECT count(*)::int AS after FROM api_tokens`);
    expect(after).toBe(before + 1);
  });
});

describe("HR's API tokens: admin:organisation for HR's work, never for the administrators'", () => {
  let t: TestApp;
  let hr: UserEntity;
  let staff: UserEntity;
  let hrSession: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      hr,
      staff,
      tokens: { hr: hrSession },
    } = await buildOrganisation(t, { admin: {}, hr: {}, staff: {} }));
  });
  afterAll(() => t.close());

  const mint = async (scopes: string[]) =>
    (
      await t.gql<{ createApiToken: { token: string } }>(
        CREATE_TOKEN,
        { input: { name: `hr tool ${scopes.join('+')}`, scopes } },
        hrSession,
      )
    ).data!.createApiToken.token;

  it("onboards people with HR's own admin:organisation token, audited as HR, and refuses it the administrators' changes", async () => {
    const token = await mint([ADMIN_SCOPE]);
    const created = await t.gql<{ createUser: { id: string } }>(
      CREATE_ADMIN,
      { input: { ...intruder('new.joiner@example.test'), isAdmin: false, role: 'STAFF' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const [row] = await t.dataSource.query(
      `SELECT actor_id FROM audit_logs WHERE action = 'user.created' AND resource_id = $1`,
      [created.data!.createUser.id],
    );
    expect(row.actor_id).toBe(hr.id);
    const before = await snapshot(t, 'users');
    expect((await t.gql(PROMOTE, { id: staff.id }, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const admin = await t.gql(CREATE_ADMIN, { input: intruder('eve.by.hr@example.test') }, token);
    expect(admin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot(t, 'users')).toEqual(before);
  });

  it("refuses HR's write:requests token HR's administrative changes, over GraphQL and REST", async () => {
    const token = await mint(['read:requests', 'write:requests']);
    const before = await snapshot(t, 'users');
    const created = await t.gql(
      CREATE_ADMIN,
      { input: { ...intruder('other.joiner@example.test'), isAdmin: false, role: 'STAFF' } },
      token,
    );
    expect(created.errors?.[0].message).toBe(`This API token lacks the ${ADMIN_SCOPE} scope`);
    const answer = await api(t, 'PUT', `/admin/users/${staff.id}`, { token, body: { job_title: 'Renamed' } });
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 403,
      message: `This API token lacks the ${ADMIN_SCOPE} scope`,
    });
    expect(await snapshot(t, 'users')).toEqual(before);
  });
});

describe('the admin:organisation scope', () => {
  it('is needed by every administrative mutation and REST change, derived from their rules, and by nothing else', () => {
    for (const [operation, rule] of Object.entries(ALL_OPERATION_RULES)) {
      const administrative = operation.startsWith('Mutation.') && (rule === 'admin' || rule === 'hrOrAdmin');
      expect({ operation, scope: requiredScope(operation, rule) === ADMIN_SCOPE }).toEqual({
        operation,
        scope: administrative,
      });
    }
    for (const [route, rule] of Object.entries(ALL_REST_RULES)) {
      const method = route.split(' ')[0];
      const administrative = method !== 'GET' && (rule === 'admin' || rule === 'hrOrAdmin');
      expect({ route, scope: requiredHttpScope(method, rule) === ADMIN_SCOPE }).toEqual({
        route,
        scope: administrative,
      });
    }
    // A new administrative operation is covered without being listed anywhere.
    expect(requiredScope('Mutation.someFutureAdministration', 'admin')).toBe(ADMIN_SCOPE);
    expect(API_TOKEN_SCOPES).toContain(ADMIN_SCOPE);
  });
});
