import { createHash } from 'node:crypto';
import { attemptRequest, buildOrganisation } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { openSocket, untilLive, type TestSocket } from '../../../test/ws';
import type { UserEntity } from '../users/user.entity';

const CREATE = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name scopes prefix owner { id } lastUsedAt revokedAt } } }`;
const LIST = `query ($userId: ID) { apiTokens(userId: $userId) { id name prefix lastUsedAt revokedAt } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }`;

type Created = {
  createApiToken: {
    token: string;
    apiToken: {
      id: string;
      name: string;
      scopes: string[];
      prefix: string;
      owner: { id: string };
      lastUsedAt: string | null;
      revokedAt: string | null;
    };
  };
};

describe('API tokens', () => {
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let adminToken: string;
  let staffToken: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    ({
      manager,
      staff,
      tokens: { admin: adminToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await t.close();
  });

  async function create(scopes: string[], token = staffToken, extra: Record<string, unknown> = {}) {
    const result = await t.gql<Created>(
      CREATE,
      { input: { name: `tool ${scopes.join('+')}`, scopes, ...extra } },
      token,
    );
    if (!result.data?.createApiToken) throw new Error(JSON.stringify(result.errors));
    return result.data.createApiToken;
  }

  it('refuses token management without a session', async () => {
    const result = await t.gql(CREATE, { input: { name: 'x', scopes: ['read:requests'] } }, null);
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows the token once and stores only its sha256 hash', async () => {
    const created = await create(['read:requests']);
    expect(created.token).toMatch(/^lw_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({
      scopes: ['read:requests'],
      prefix: created.token.slice(0, 10),
      owner: { id: staff.id },
      revokedAt: null,
    });
    const [row] = await t.dataSource.query(`SELECT token_hash FROM api_tokens WHERE id = $1`, [created.apiToken.id]);
    expect(row.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    const stored = JSON.stringify(await t.dataSource.query(`SELECT * FROM api_tokens`));
    expect(stored).not.toContain(created.token);
    const listed = await t.gql<{ apiTokens: { id: string }[] }>(LIST, {}, staffToken);
    expect(JSON.stringify(listed.data)).not.toContain(created.token);
    expect(listed.data!.apiTokens.map((x) => x.id)).toContain(created.apiToken.id);
  });

  it('authenticates as its owner on HTTP and records when it was last used', async () => {
    const created = await create(['read:requests']);
    const viewer = await t.gql<{ viewer: { id: string } }>(`{ viewer { id } }`, {}, created.token);
    expect(viewer.data!.viewer.id).toBe(staff.id);
    const [row] = await t.dataSource.query(`SELECT last_used_at IS NOT NULL AS used FROM api_tokens WHERE id = $1`, [
      created.apiToken.id,
    ]);
    expect(row.used).toBe(true);
  });

  it('cannot run mutations without the write scope', async () => {
    const created = await create(['read:requests', 'subscribe:events']);
    const [{ before }] = await t.dataSource.query(`SELECT count(*)::int AS before FROM leave_requests`);
    const result = await attemptRequest(t, created.token, { startDate: daysFromToday(20), endDate: daysFromToday(20) });
    expect(result.errors?.[0]).toMatchObject({
      message: 'This API token lacks the write:requests scope',
      extensions: { code: 'FORBIDDEN' },
    });
    const [{ after }] = await t.dataSource.query(`SELECT count(*)::int AS after FROM leave_requests`);
    expect(after).toBe(before);
    const rest = await fetch(`${t.url}/api/auth/upload-profile-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(rest.status).toBe(403);
  });

  it('runs mutations with the write scope, but never manages tokens', async () => {
    const created = await create(['write:requests']);
    const submitted = await attemptRequest(t, created.token, {
      startDate: daysFromToday(25),
      endDate: daysFromToday(25),
    });
    expect(submitted.data?.submitLeaveRequest.id).toBeDefined();
    const [row] = await t.dataSource.query(`SELECT user_id FROM leave_requests WHERE id = $1`, [
      submitted.data!.submitLeaveRequest.id,
    ]);
    expect(row.user_id).toBe(staff.id);
    const nested = await t.gql(CREATE, { input: { name: 'more', scopes: ['write:requests'] } }, created.token);
    expect(nested.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('lets administrators create tokens for others, but not staff', async () => {
    const byStaff = await t.gql(
      CREATE,
      { input: { name: 'not mine', scopes: ['read:requests'], userId: manager.id } },
      staffToken,
    );
    expect(byStaff.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const byAdmin = await create(['read:requests'], adminToken, { userId: manager.id });
    expect(byAdmin.apiToken.owner.id).toBe(manager.id);
    const forOthers = await t.gql<{ apiTokens: unknown[] }>(LIST, { userId: manager.id }, staffToken);
    expect(forOthers.data!.apiTokens).toEqual([]);
  });

  it('refuses unknown scopes', async () => {
    const result = await t.gql(CREATE, { input: { name: 'bad', scopes: ['admin:everything'] } }, staffToken);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('stops working when revoked, and its sockets close', async () => {
    const created = await create(['read:requests', 'subscribe:events']);
    const socket = openSocket(t.url, created.token);
    sockets.push(socket);
    await untilLive(t.dataSource, socket.subscribe(`subscription { notificationAdded { id title } }`), staff.id);
    const revoked = await t.gql<{ revokeApiToken: { revokedAt: string | null } }>(
      REVOKE,
      { id: created.apiToken.id },
      staffToken,
    );
    expect(revoked.data!.revokeApiToken.revokedAt).not.toBeNull();
    const viewer = await t.gql<{ viewer: unknown }>(`{ viewer { id } }`, {}, created.token);
    expect(viewer.data!.viewer).toBeNull();
    expect(await socket.closed).toMatchObject({ code: 4401 });
  });

  it('refuses an expiry that is not in the future, and stores nothing', async () => {
    const [{ before }] = await t.dataSource.query(`SELECT count(*)::int AS before FROM api_tokens`);
    for (const expiresAt of [new Date(Date.now() - 60_000).toISOString(), 'not a date']) {
      const result = await t.gql(
        CREATE,
        { input: { name: 'stale', scopes: ['read:requests'], expiresAt } },
        staffToken,
      );
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const [{ after }] = await t.dataSource.query(`SELECT count(*)::int AS after FROM api_tokens`);
    expect(after).toBe(before);
  });

  it('keeps its expiry and stops working when it passes, over HTTP, REST and its sockets', async () => {
    const expiresAt = new Date(Date.now() + 3_000);
    const created = await create(['read:requests', 'subscribe:events'], staffToken, {
      expiresAt: expiresAt.toISOString(),
    });
    const [row] = await t.dataSource.query(`SELECT expires_at FROM api_tokens WHERE id = $1`, [created.apiToken.id]);
    expect(new Date(row.expires_at).getTime()).toBe(expiresAt.getTime());
    const listed = await t.gql<{ apiTokens: { id: string; expiresAt: string | null }[] }>(
      `{ apiTokens { id expiresAt } }`,
      {},
      staffToken,
    );
    expect(listed.data!.apiTokens.find((x) => x.id === created.apiToken.id)?.expiresAt).toBe(expiresAt.toISOString());
    const before = await t.gql<{ viewer: { id: string } }>(`{ viewer { id } }`, {}, created.token);
    expect(before.data!.viewer.id).toBe(staff.id);

    // The socket opened with the token closes when it expires; from then on the token is refused.
    const socket = openSocket(t.url, created.token);
    sockets.push(socket);
    await untilLive(t.dataSource, socket.subscribe(`subscription { notificationAdded { id title } }`), staff.id);
    expect(await socket.closed).toMatchObject({ code: 4401 });
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
    const after = await t.gql<{ viewer: unknown }>(`{ viewer { id } }`, {}, created.token);
    expect(after.data!.viewer).toBeNull();
    const rest = await fetch(`${t.url}/api/pto/balances`, { headers: { authorization: `Bearer ${created.token}` } });
    expect(rest.status).toBe(401);
  });

  it('closes a graphql-ws connection with 4403 when the token lacks subscribe:events', async () => {
    const created = await create(['read:requests']);
    const socket = openSocket(t.url, created.token);
    sockets.push(socket);
    expect((await socket.closed).code).toBe(4403);
  });
});
