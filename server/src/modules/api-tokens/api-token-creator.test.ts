import { APPROVE_REQUEST, buildAdmin, buildManager, buildStaff, submitRequest } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { openSocket, untilLive, type TestSocket } from '../../../test/ws';
import { api } from '../../../../tests/rest/helpers';
import { assertOperation } from '../../auth/policy';
import type { UserEntity } from '../users/user.entity';

const CREATE = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id owner { id } createdBy { id } } } }`;
const LIST = `query ($userId: ID) { apiTokens(userId: $userId) { id owner { id } createdBy { id } } }`;
const CREATE_TEAM = `mutation { createTeam(input: { name: "Platform", description: "The platform engineers" }) { id } }`;

/**
 * API tokens an administrator creates in another person's name act with the rights of both: the owner
 * (whose identity the token carries) and the creator (whose rights bound it).
 */
describe('API tokens created for someone else', () => {
  let t: TestApp;
  let creator: UserEntity;
  let otherAdmin: UserEntity;
  let manager: UserEntity;
  let staff: UserEntity;
  const session = {} as Record<'creator' | 'otherAdmin' | 'manager' | 'staff', string>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    creator = await buildAdmin(t, { department: 'Operations' });
    otherAdmin = await buildAdmin(t, { department: 'Operations' });
    manager = await buildManager(t);
    staff = await buildStaff(t, manager);
    for (const [name, user] of Object.entries({ creator, otherAdmin, manager, staff }))
      session[name as keyof typeof session] = await t.tokenFor(user);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await t.close();
  });

  async function mint(owner: UserEntity, scopes: string[], by = session.creator) {
    const result = await t.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      CREATE,
      { input: { name: `for ${owner.lastName}`, scopes, userId: owner.id } },
      by,
    );
    if (!result.data?.createApiToken) throw new Error(JSON.stringify(result.errors));
    return result.data.createApiToken;
  }
  const stateOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status, approver_id FROM leave_requests WHERE id = $1`, [id]))[0];

  it('records who created a token and shows it beside the owner', async () => {
    const minted = await mint(manager, ['read:requests']);
    const [row] = await t.dataSource.query(`SELECT user_id, created_by FROM api_tokens WHERE id = $1`, [
      minted.apiToken.id,
    ]);
    expect(row).toEqual({ user_id: manager.id, created_by: creator.id });
    for (const [viewer, userId] of [
      [session.creator, manager.id],
      [session.manager, null],
    ] as const) {
      const listed = await t.gql<{ apiTokens: { id: string; owner: { id: string }; createdBy: { id: string } }[] }>(
        LIST,
        { userId },
        viewer,
      );
      expect(listed.data?.apiTokens.find((token) => token.id === minted.apiToken.id)).toEqual({
        id: minted.apiToken.id,
        owner: { id: manager.id },
        createdBy: { id: creator.id },
      });
    }
  });

  it("does not let an administrator decide in a manager's name with a token created for the manager, over GraphQL, graphql-ws and REST", async () => {
    const request = await submitRequest(t, session.staff, { startDate: daysFromToday(20), endDate: daysFromToday(20) });
    const { token } = await mint(manager, ['read:requests', 'write:requests', 'subscribe:events']);
    const refusal = "An API token created by someone else cannot make changes in its owner's name";

    const overHttp = await t.gql(APPROVE_REQUEST, { id: request.id }, token);
    expect(overHttp.errors?.[0]).toMatchObject({ message: refusal, extensions: { code: 'FORBIDDEN' } });
    const overRest = await api(t, 'POST', `/pto/requests/${request.id}/approve`, { token, body: {} });
    expect(overRest).toMatchObject({ status: 403, body: { message: refusal } });
    const socket = openSocket(t.url, token);
    sockets.push(socket);
    const overSocket = await new Promise<{ errors?: readonly { message: string }[] }>((resolve, reject) =>
      socket.client.subscribe(
        { query: APPROVE_REQUEST, variables: { id: request.id } },
        { next: resolve, error: reject, complete: () => undefined },
      ),
    );
    expect(overSocket.errors?.[0].message).toBe(refusal);
    expect(await stateOf(request.id)).toEqual({ status: 'pending', approver_id: null });

    // The refusals name the owner as the actor and the creator beside them.
    const denied = await t.dataSource.query(
      `SELECT actor_id, details FROM audit_logs WHERE action = 'authorization.denied' AND details->>'reason' = $1`,
      [refusal],
    );
    expect(denied.length).toBeGreaterThanOrEqual(3);
    for (const row of denied)
      expect(row).toMatchObject({ actor_id: manager.id, details: { token_created_by: creator.id } });
    // What both may do, it does: read as the owner.
    const viewer = await t.gql<{ viewer: { id: string } }>(`{ viewer { id } }`, {}, token);
    expect(viewer.data?.viewer.id).toBe(manager.id);
  });

  it("never goes beyond its owner's rights", async () => {
    const { token } = await mint(manager, ['read:requests']);
    const audit = await t.gql(`{ auditLogs(first: 1) { totalCount } }`, {}, token);
    expect(audit.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("acts as both for an administrator's token another administrator created: administration works, and its audit rows name both", async () => {
    const { token } = await mint(otherAdmin, ['admin:organisation']);
    const created = await t.gql<{ createTeam: { id: string } }>(CREATE_TEAM, {}, token);
    expect(created.errors).toBeUndefined();
    const [row] = await t.dataSource.query(
      `SELECT actor_id, details FROM audit_logs WHERE action = 'team.created' AND resource_id = $1`,
      [created.data!.createTeam.id],
    );
    expect(row).toMatchObject({ actor_id: otherAdmin.id, details: { token_created_by: creator.id } });
    // A token of one's own names only its owner.
    const own = await mint(otherAdmin, ['admin:organisation'], session.otherAdmin);
    const again = await t.gql<{ createTeam: { id: string } }>(
      CREATE_TEAM.replace('Platform', 'Platform two'),
      {},
      own.token,
    );
    const [ownRow] = await t.dataSource.query(
      `SELECT actor_id, details FROM audit_logs WHERE action = 'team.created' AND resource_id = $1`,
      [again.data!.createTeam.id],
    );
    expect(ownRow.actor_id).toBe(otherAdmin.id);
    expect(ownRow.details).not.toHaveProperty('token_created_by');
  });

  it('checks every operation rule against the creator as well as the owner', () => {
    const demoted = { ...creator, isAdmin: false, role: 'staff' as const };
    const actor = { user: otherAdmin, ip: null, scopes: ['admin:organisation'], tokenCreator: demoted };
    expect(() => assertOperation('admin', actor)).toThrow('The person who created this API token may not do this');
    expect(() => assertOperation('signedIn', actor)).not.toThrow();
  });

  it('stops working, sockets included, once its creator may no longer manage the owner’s tokens', async () => {
    const administrative = await mint(otherAdmin, ['admin:organisation']);
    const reading = await mint(manager, ['read:requests', 'subscribe:events']);
    const socket = openSocket(t.url, reading.token);
    sockets.push(socket);
    await untilLive(t.dataSource, socket.subscribe(`subscription { notificationAdded { id title } }`), manager.id);

    const demoted = await t.gql(
      `mutation ($id: ID!) { updateUserRole(userId: $id, input: { role: STAFF, isAdmin: false }) { id } }`,
      { id: creator.id },
      session.otherAdmin,
    );
    expect(demoted.errors).toBeUndefined();
    expect(await socket.closed).toMatchObject({ code: 4401 });
    const viewer = await t.gql<{ viewer: unknown }>(`{ viewer { id } }`, {}, reading.token);
    expect(viewer.data?.viewer).toBeNull();
    const team = await t.gql(CREATE_TEAM.replace('Platform', 'Platform three'), {}, administrative.token);
    expect(team.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api(t, 'GET', '/pto/balances', { token: reading.token })).status).toBe(401);
  });
});
