import { api } from '../../../../tests/rest/helpers';
import { buildOrganisation } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { openSocket, type TestSocket } from '../../../test/ws';
import type { UserEntity } from '../users';
import { provisioningToken, scimClient } from '../../../test/scim-client';

const CREATE_TOKEN = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { scopes } } }`;
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';

describe('SCIM access: a provisioning token provisions and does nothing else', () => {
  let t: TestApp;
  let admin: UserEntity;
  let tokens: { admin: string; hr: string; staff: string };
  let provisioning: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, tokens } = await buildOrganisation(t, { admin: {}, hr: {}, staff: {} }));
    provisioning = await provisioningToken(t, admin);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await t.close();
  });

  const userCount = async () => Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM users`))[0].n);

  it('is created by administrators only, alone', async () => {
    const mint = (session: string, scopes: string[]) =>
      t.gql<{ createApiToken: { token: string } }>(CREATE_TOKEN, { input: { name: 'Directory', scopes } }, session);
    const byAdmin = await mint(tokens.admin, ['scim:provision']);
    expect(byAdmin.data?.createApiToken.token).toMatch(/^lw_/);
    expect((await mint(tokens.hr, ['scim:provision'])).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await mint(tokens.staff, ['scim:provision'])).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const mixed = await mint(tokens.admin, ['scim:provision', 'read:requests']);
    expect(mixed.errors?.[0]).toMatchObject({
      message: 'The scim:provision scope cannot be combined with other scopes',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is refused on GraphQL, REST and the socket', async () => {
    const graphql = await t.gql(`{ pendingApprovals { id } }`, {}, provisioning);
    expect(graphql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await api(t, 'GET', '/auth/me', { token: provisioning });
    expect(rest.status).toBe(401);
    const socket = openSocket(t.url, provisioning);
    sockets.push(socket);
    const closed = await socket.closed;
    expect(closed.code).toBe(4401);
  });

  it('refuses sign-in sessions, other API tokens and no credentials on /scim, changing nothing', async () => {
    const readToken = (
      await t.gql<{ createApiToken: { token: string } }>(
        CREATE_TOKEN,
        { input: { name: 'Reader', scopes: ['read:requests'] } },
        tokens.admin,
      )
    ).data!.createApiToken.token;
    const before = await userCount();
    for (const credential of [tokens.admin, readToken, null, 'lw_not-a-token']) {
      const answer = await scimClient(t, credential)('POST', '/Users', { schemas: [USER], userName: 'x@example.test' });
      expect(answer).toMatchObject({
        status: 401,
        body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' },
      });
    }
    expect(await userCount()).toBe(before);
    const refusals = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_logs WHERE action = 'authorization.denied' AND details->>'operation' = 'scim'`,
    );
    expect(refusals[0].n).toBeGreaterThanOrEqual(4);
  });

  it('refuses every endpoint to every other credential (the SCIM authorization matrix)', async () => {
    const scim = scimClient(t, provisioning);
    const user = (await scim('POST', '/Users', { schemas: [USER], userName: 'matrix@example.test' })).body.id;
    const group = (await scim('POST', '/Groups', { displayName: 'Matrix' })).body.id;
    const patch = {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    };
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/ServiceProviderConfig'],
      ['GET', '/ResourceTypes'],
      ['GET', '/Schemas'],
      ['GET', '/Users'],
      ['POST', '/Users/.search', { filter: 'userName pr' }],
      ['GET', `/Users/${user}`],
      ['POST', '/Users', { schemas: [USER], userName: 'intruder@example.test' }],
      ['PUT', `/Users/${user}`, { schemas: [USER], userName: 'matrix@example.test', active: false }],
      ['PATCH', `/Users/${user}`, patch],
      ['DELETE', `/Users/${user}`],
      ['GET', '/Groups'],
      ['GET', `/Groups/${group}`],
      ['POST', '/Groups', { displayName: 'Intruders' }],
      ['PUT', `/Groups/${group}`, { displayName: 'Renamed' }],
      ['PATCH', `/Groups/${group}`, { ...patch, Operations: [{ op: 'replace', path: 'displayName', value: 'X' }] }],
      ['DELETE', `/Groups/${group}`],
    ];
    const fingerprint = async () =>
      JSON.stringify(
        await t.dataSource.query(
          `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM users WHERE is_active) AS active,
                  (SELECT string_agg(display_name, ',') FROM scim_groups) AS groups`,
        ),
      );
    const before = await fingerprint();
    const refused = async (credential: string | null, [method, path, body]: [string, string, unknown?]) =>
      expect({ method, path, status: (await scimClient(t, credential)(method, path, body)).status }).toEqual({
        method,
        path,
        status: 401,
      });
    // A sign-in session of an administrator and a made-up token everywhere; HR, staff and nobody on a sample.
    for (const endpoint of endpoints)
      for (const credential of [tokens.admin, 'lw_made-up']) await refused(credential, endpoint);
    for (const credential of [tokens.hr, tokens.staff, null])
      for (const endpoint of [endpoints[3], endpoints[6], endpoints[9]]) await refused(credential, endpoint);
    expect(await fingerprint()).toBe(before);
    // The provisioning token reaches every one of them.
    for (const [method, path, body] of endpoints)
      expect({ method, path, ok: [200, 201, 204].includes((await scim(method, path, body)).status) }).toEqual({
        method,
        path,
        ok: true,
      });
  });

  it('audits every change as the administrator whose token it is', async () => {
    const created = await scimClient(t, provisioning)('POST', '/Users', {
      schemas: [USER],
      userName: 'audited@example.test',
    });
    const [entry] = await t.dataSource.query(
      `SELECT actor_id, details FROM audit_logs WHERE action = 'user.created' AND resource_id = $1`,
      [created.body.id],
    );
    expect(entry).toMatchObject({ actor_id: admin.id, details: { via: 'scim' } });
  });

  it('answers bad input with a SCIM error and changes nothing', async () => {
    const scim = scimClient(t, provisioning);
    const before = await userCount();
    const answers = [
      await scim('POST', '/Users', { schemas: [USER] }),
      await scim('POST', '/Users', { schemas: [USER], userName: 'no-email' }),
      await scim('POST', '/Users', { schemas: [USER], userName: 'a@example.test', active: 'maybe' }),
      await scim('POST', '/Users', { schemas: [USER], userName: 'b@example.test', name: { givenName: 7 } }),
      await scim('POST', '/Users', [1, 2]),
      await scim('PATCH', `/Users/${admin.id}`, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [],
      }),
      await scim('PATCH', `/Users/${admin.id}`, { Operations: [{ op: 'move', path: 'title', value: 'x' }] }),
      await scim('POST', '/Groups', { displayName: '', members: [] }),
      await scim('POST', '/Groups', { displayName: 'Ghosts', members: [{ value: 'not-an-id' }] }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const answer of answers) expect(answer.body.status).toBe('400');
    expect(await userCount()).toBe(before);
    const malformed = await fetch(`${t.url}/scim/v2/Users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${provisioning}`, 'content-type': 'application/scim+json' },
      body: '{"userName": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
    expect((await scim('GET', '/Nowhere')).status).toBe(404);
  });
});
