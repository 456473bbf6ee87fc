import { approveRequest, buildAdmin, buildManager, buildStaffWithToken, submitRequest } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { openSocket, type TestSocket } from '../../../test/ws';
import type { UserEntity } from '../users';
import { provisioningToken, scimClient } from '../../../test/scim-client';

const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const CREATE_TOKEN = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`;
const VIEWER = `{ viewer { id } }`;
/** Who the server takes the bearer of `token` for (null: nobody). */
const viewerOf = async (t: TestApp, token: string) =>
  (await t.gql<{ viewer: { id: string } | null }>(VIEWER, {}, token)).data?.viewer?.id ?? null;

describe('SCIM deprovisioning: the person leaves at once', () => {
  let t: TestApp;
  let scim: ReturnType<typeof scimClient>;
  let director: UserEntity;
  let directorToken: string;
  let leaver: UserEntity;
  let leaverSession: string;
  let leaverApiToken: string;
  let report: UserEntity;
  let reportToken: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await buildAdmin(t);
    scim = scimClient(t, await provisioningToken(t, admin));
    director = await buildManager(t, { isManager: true });
    directorToken = await t.tokenFor(director);
    leaver = await buildManager(t, { isManager: true, managerId: director.id });
    leaverSession = await t.tokenFor(leaver);
    leaverApiToken = (
      await t.gql<{ createApiToken: { token: string } }>(
        CREATE_TOKEN,
        { input: { name: 'Calendar sync', scopes: ['read:requests'] } },
        leaverSession,
      )
    ).data!.createApiToken.token;
    ({ user: report, token: reportToken } = await buildStaffWithToken(t, leaver));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await t.close();
  });

  const request = async (id: string) =>
    (await t.dataSource.query(`SELECT status, escalation_level FROM leave_requests WHERE id = $1`, [id]))[0];

  it('revokes sessions and tokens, closes sockets and re-routes the approvals (active "False")', async () => {
    const waiting = await submitRequest(t, reportToken, { startDate: daysFromToday(30) });
    const own = await submitRequest(t, leaverSession, { startDate: daysFromToday(31) });
    const socket = openSocket(t.url, leaverSession);
    sockets.push(socket);
    await socket.connected;
    const [{ token_version: versionBefore }] = await t.dataSource.query(
      `SELECT token_version FROM users WHERE id = $1`,
      [leaver.id],
    );

    const answer = await scim('PATCH', `/Users/${leaver.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(answer.status).toBe(200);

    const [row] = await t.dataSource.query(`SELECT is_active, token_version FROM users WHERE id = $1`, [leaver.id]);
    expect(row.is_active).toBe(false);
    expect(row.token_version).toBeGreaterThan(versionBefore);
    const tokens = await t.dataSource.query(`SELECT revoked_at FROM api_tokens WHERE user_id = $1`, [leaver.id]);
    expect(tokens.length).toBe(1);
    expect(tokens[0].revoked_at).not.toBeNull();
    expect(await viewerOf(t, leaverSession)).toBeNull();
    expect(await viewerOf(t, leaverApiToken)).toBeNull();
    expect((await socket.closed).code).toBe(4401);

    // The report's request waited for the leaver: it goes up to the director at once, who decides it.
    expect(await request(waiting.id)).toEqual({ status: 'pending', escalation_level: 1 });
    // The leaver's own request goes to HR.
    expect(await request(own.id)).toEqual({ status: 'pending', escalation_level: 2 });
    // Their reports now report to the leaver's own manager.
    const [moved] = await t.dataSource.query(`SELECT manager_id FROM users WHERE id = $1`, [report.id]);
    expect(moved.manager_id).toBe(director.id);
    expect((await approveRequest(t, directorToken, waiting.id)).status).toBe('APPROVED');
    expect((await request(waiting.id)).status).toBe('approved');
    const [audit] = await t.dataSource.query(
      `SELECT details FROM audit_logs WHERE action = 'user.deactivated' AND resource_id = $1`,
      [leaver.id],
    );
    expect(audit.details).toMatchObject({ via: 'scim', api_tokens_revoked: 1, requests_rerouted: 2 });
  });

  it('reactivates: the person signs in again, with new credentials only', async () => {
    const answer = await scim('PATCH', `/Users/${leaver.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(answer.body.active).toBe(true);
    expect((await t.dataSource.query(`SELECT is_active FROM users WHERE id = $1`, [leaver.id]))[0].is_active).toBe(
      true,
    );
    const fresh = await t.tokenFor(leaver);
    expect(await viewerOf(t, fresh)).toBe(leaver.id);
    expect(await viewerOf(t, leaverApiToken)).toBeNull();
  });

  it('deactivates on DELETE the same way, and the last active administrator stays', async () => {
    const { user: another, token } = await buildStaffWithToken(t, director);
    expect((await scim('DELETE', `/Users/${another.id}`)).status).toBe(204);
    expect((await t.dataSource.query(`SELECT is_active FROM users WHERE id = $1`, [another.id]))[0].is_active).toBe(
      false,
    );
    expect(await viewerOf(t, token)).toBeNull();
    const [{ id: adminId }] = await t.dataSource.query(`SELECT id FROM users WHERE is_admin AND is_active`);
    const refused = await scim('PATCH', `/Users/${adminId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(refused.status).toBe(409);
    expect((await t.dataSource.query(`SELECT is_active FROM users WHERE id = $1`, [adminId]))[0].is_active).toBe(true);
  });
});
