/*
 * Single sign-on by ID token from a real issuer on loopback: who a token signs in, which tokens are
 * refused (forged, unsuitable, replayed, outside the clock skew), key rotation, and the throttling
 * of refusals.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/harness';
import {
  TEST_CLIENT_ID,
  TEST_TENANT,
  generateSigningKey,
  publicKeyPem,
  type LocalIssuer,
} from '../../../test/local-issuer';
import { accountsSnapshot, ssoLogin, startSsoApp } from '../../../test/sso-fixtures';
import { api, count } from '../../../../tests/rest/helpers';

const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('single sign-on with an ID token from a real issuer on loopback', () => {
  let issuer: LocalIssuer;
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ issuer, t, close } = await startSsoApp());
    // Not an empty organisation: its first account would become the administrator.
    await t.createUser();
  });
  afterAll(() => close());

  it('signs a new person in, creating an account without a password keyed by issuer + tenant + object id', async () => {
    const oid = randomUUID();
    const idToken = await issuer.sign({
      claims: { oid, email: 'Ada.Lovelace@Contoso.test', given_name: 'Ada', family_name: 'King-Lovelace' },
    });
    const answer = await ssoLogin(t, { idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Login Successful!' });
    expect(answer.body.data.user).toMatchObject({
      email: 'ada.lovelace@contoso.test',
      first_name: 'Ada',
      last_name: 'King-Lovelace',
    });
    const [user] = await t.dataSource.query(
      `SELECT id, password_hash, role, is_admin FROM users WHERE email = 'ada.lovelace@contoso.test'`,
    );
    expect(user).toMatchObject({ password_hash: null, role: 'staff', is_admin: false });
    const [identity] = await t.dataSource.query(
      `SELECT user_id, issuer, tenant_id, subject FROM user_sso_identities WHERE user_id = $1`,
      [user.id],
    );
    expect(identity).toEqual({ user_id: user.id, issuer: issuer.issuer, tenant_id: TEST_TENANT, subject: oid });
    expect(
      await count(
        t,
        `SELECT 1 FROM audit_logs WHERE resource_id = $1 AND action IN ('user.registered', 'auth.sso_login')`,
        [user.id],
      ),
    ).toBe(2);
    const me = await api<{ email: string }>(t, 'GET', '/auth/me', { token: answer.body.data.token });
    expect(me.body.data.email).toBe('ada.lovelace@contoso.test');
    expect(await count(t, `SELECT 1 FROM leave_balances WHERE user_id = $1`, [user.id])).toBeGreaterThan(0);
  });

  it('accepts real-sized ID tokens (a groups claim makes several kilobytes) over REST and GraphQL, up to 16 KB', async () => {
    // Entra lists up to 200 group ids in the groups claim before it switches to an overage claim.
    const groups = Array.from({ length: 200 }, () => randomUUID());
    const rest = await ssoLogin(t, { idToken: await issuer.sign({ claims: { groups } }) });
    expect(rest.status).toBe(200);
    const large = await issuer.sign({ claims: { email: 'large.token@contoso.test', groups } });
    expect(large.length).toBeGreaterThan(8000);
    const graphql = await t.gql<{ ssoLogin: { user: { email: string } } }>(
      `mutation ($idToken: String!) { ssoLogin(idToken: $idToken) { user { email } } }`,
      { idToken: large },
    );
    expect(graphql.data?.ssoLogin.user.email).toBe('large.token@contoso.test');

    const before = await accountsSnapshot(t);
    const tooLarge = await issuer.sign({ claims: { groups: [...groups, ...groups, ...groups] } });
    expect(tooLarge.length).toBeGreaterThan(16 * 1024);
    const refusal = { message: 'Id token must be at most 16384 characters', code: 'BAD_USER_INPUT' };
    const restRefused = await ssoLogin(t, { idToken: tooLarge });
    expect({ status: restRefused.status, ...restRefused.body }).toMatchObject({ status: 400, ...refusal });
    const graphqlRefused = await t.gql(`mutation ($idToken: String!) { ssoLogin(idToken: $idToken) { token } }`, {
      idToken: tooLarge,
    });
    expect(graphqlRefused.errors?.[0]).toMatchObject({ message: refusal.message, extensions: { code: refusal.code } });
    expect(await accountsSnapshot(t)).toBe(before);
  });

  it('signs the same person in again by issuer + tenant + object id, never by email', async () => {
    const oid = randomUUID();
    const first = await ssoLogin(t, { idToken: await issuer.sign({ claims: { oid, email: 'grace@contoso.test' } }) });
    const again = await ssoLogin(t, {
      idToken: await issuer.sign({ claims: { oid, email: 'grace.hopper@contoso.test', name: 'Grace Hopper' } }),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
    expect(await count(t, `SELECT 1 FROM users WHERE email LIKE 'grace%@contoso.test'`)).toBe(1);
    // The directory changed the name, so the account follows.
    expect(again.body.data.user).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
  });

  it('takes names from given_name and family_name, else splits the display name at its first word', async () => {
    const split = await ssoLogin(t, {
      idToken: await issuer.sign({ claims: { name: 'Mary Jane van der Berg', given_name: null, family_name: null } }),
    });
    expect(split.body.data.user).toMatchObject({ first_name: 'Mary', last_name: 'Jane van der Berg' });
    const fromUsername = await ssoLogin(t, {
      idToken: await issuer.sign({ claims: { email: null, preferred_username: 'Upn.Person@Contoso.test' } }),
    });
    expect(fromUsername.body.data.user.email).toBe('upn.person@contoso.test');
  });

  it('ignores claims posted beside the token: the token alone says who signs in', async () => {
    const idToken = await issuer.sign({ claims: { email: 'real.person@contoso.test', name: 'Real Person' } });
    const answer = await ssoLogin(t, {
      idToken,
      email: 'ceo@contoso.test',
      azureId: 'someone-else',
      firstName: 'Chief',
      lastName: 'Executive',
      authProvider: 'azure-ad',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({ email: 'real.person@contoso.test', first_name: 'Real' });
    expect(await count(t, `SELECT 1 FROM users WHERE email = 'ceo@contoso.test'`)).toBe(0);
  });

  it('refuses claims without a token (the spec payload) with 400, creating nothing', async () => {
    const before = await accountsSnapshot(t);
    const answer = await ssoLogin(t, {
      email: 'mallory@contoso.test',
      azureId: randomUUID(),
      firstName: 'Mallory',
      lastName: 'Forge',
      authProvider: 'azure-ad',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/claims posted without it are not accepted/);
    expect(await accountsSnapshot(t)).toBe(before);
    expect(
      await count(t, `SELECT 1 FROM audit_logs WHERE action = 'auth.sso_refused' AND details->>'kind' = 'no_token'`),
    ).toBe(1);
  });

  describe('refuses each forged or unsuitable token with 401 and creates nothing', () => {
    const cases: [string, () => Promise<string>, string][] = [
      [
        'a signature by another key under the issuer key id',
        async () => issuer.sign({ key: { ...(await generateSigningKey()), kid: issuer.signingKey.kid } }),
        'signature',
      ],
      [
        'a signature by a key the issuer never published',
        async () => issuer.sign({ key: await generateSigningKey() }),
        'signature',
      ],
      ['another audience', () => issuer.sign({ claims: { aud: 'another-application' } }), 'audience'],
      [
        'several audiences without us as authorised party',
        () => issuer.sign({ claims: { aud: [TEST_CLIENT_ID, 'other'] } }),
        'audience',
      ],
      ['another issuer', () => issuer.sign({ claims: { iss: 'http://127.0.0.1:9/other-issuer' } }), 'issuer'],
      [
        'an expired token (beyond the 60 s skew)',
        () => issuer.sign({ claims: { iat: now() - 900, exp: now() - 120 } }),
        'expired',
      ],
      [
        'a token not valid yet (beyond the 60 s skew)',
        () => issuer.sign({ claims: { nbf: now() + 300 } }),
        'not_yet_valid',
      ],
      ['a token without exp', () => issuer.sign({ claims: { exp: null } }), 'missing_claim'],
      ['a tenant outside the allow-list', () => issuer.sign({ claims: { tid: randomUUID() } }), 'tenant'],
      ['a token without a tenant', () => issuer.sign({ claims: { tid: null } }), 'tenant'],
      [
        'alg none',
        async () =>
          `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ iss: issuer.issuer, aud: TEST_CLIENT_ID, sub: 'x', tid: TEST_TENANT, email: 'none@contoso.test', exp: now() + 600 })}.`,
        'algorithm',
      ],
      [
        'HS256 signed with the public key as the secret',
        async () => {
          const header = base64url({ alg: 'HS256', typ: 'JWT', kid: issuer.signingKey.kid });
          const payload = base64url({
            iss: issuer.issuer,
            aud: TEST_CLIENT_ID,
            sub: 'hs',
            tid: TEST_TENANT,
            email: 'hs256@contoso.test',
            iat: now(),
            exp: now() + 600,
          });
          const signature = createHmac('sha256', publicKeyPem(issuer.signingKey))
            .update(`${header}.${payload}`)
            .digest('base64url');
          return `${header}.${payload}.${signature}`;
        },
        'algorithm',
      ],
      ['text that is no JWT', async () => 'not-a-jwt', 'malformed'],
    ];

    it.each(cases)('%s', async (_name, makeToken, reason) => {
      const before = await accountsSnapshot(t);
      const refusalsBefore = await count(t, `SELECT 1 FROM audit_logs WHERE action = 'auth.sso_refused'`);
      const answer = await ssoLogin(t, { idToken: await makeToken() });
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect(answer.body.message).toMatch(/^ID token refused: /);
      expect(await accountsSnapshot(t)).toBe(before);
      const [audit] = await t.dataSource.query(
        `SELECT details FROM audit_logs WHERE action = 'auth.sso_refused' ORDER BY created_at DESC, id DESC LIMIT 1`,
      );
      expect(audit.details).toMatchObject({ kind: 'token', reason, via: 'id_token' });
      expect(await count(t, `SELECT 1 FROM audit_logs WHERE action = 'auth.sso_refused'`)).toBe(refusalsBefore + 1);
    });
  });

  it('accepts a token once: the replay is refused with 401 until it expires', async () => {
    const idToken = await issuer.sign();
    expect((await ssoLogin(t, { idToken })).status).toBe(200);
    const before = await accountsSnapshot(t);
    const replay = await ssoLogin(t, { idToken });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('ID token refused: it has already been used');
    expect(await accountsSnapshot(t)).toBe(before);
    const [{ expires_at: expiresAt }] = await t.dataSource.query(
      `SELECT max(expires_at) AS expires_at FROM sso_used_tokens`,
    );
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('refuses a second token carrying a nonce already used', async () => {
    const nonce = randomUUID();
    expect((await ssoLogin(t, { idToken: await issuer.sign({ claims: { nonce } }) })).status).toBe(200);
    const before = await accountsSnapshot(t);
    const replayedNonce = await ssoLogin(t, { idToken: await issuer.sign({ claims: { nonce } }) });
    expect(replayedNonce.status).toBe(401);
    expect(await accountsSnapshot(t)).toBe(before);
  });

  it('checks the nonce the client expects when it sends one', async () => {
    const before = await accountsSnapshot(t);
    const wrong = await ssoLogin(t, { idToken: await issuer.sign({ claims: { nonce: 'abc' } }), nonce: 'xyz' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('ID token refused: its nonce does not match this sign-in');
    expect(await accountsSnapshot(t)).toBe(before);
    const right = await ssoLogin(t, { idToken: await issuer.sign({ claims: { nonce: 'n-123' } }), nonce: 'n-123' });
    expect(right.status).toBe(200);
  });

  it('tolerates up to 60 seconds of clock skew on exp and nbf', async () => {
    const lateExp = await ssoLogin(t, {
      idToken: await issuer.sign({ claims: { iat: now() - 600, exp: now() - 30 } }),
    });
    expect(lateExp.status).toBe(200);
    const earlyNbf = await ssoLogin(t, { idToken: await issuer.sign({ claims: { nbf: now() + 30 } }) });
    expect(earlyNbf.status).toBe(200);
  });

  it('follows key rotation: tokens under the new key are accepted, those under the removed key refused', async () => {
    const oldKeyToken = await issuer.sign();
    await issuer.rotateKeys();
    const newKeyToken = await issuer.sign();
    expect((await ssoLogin(t, { idToken: newKeyToken })).status).toBe(200);
    const before = await accountsSnapshot(t);
    const stale = await ssoLogin(t, { idToken: oldKeyToken });
    expect(stale.status).toBe(401);
    expect(await accountsSnapshot(t)).toBe(before);
  });

  it('signs in through GraphQL ssoLogin, answering UNAUTHENTICATED (HTTP 401) to a refused token', async () => {
    const query = `mutation ($t: String!) { ssoLogin(idToken: $t) { token user { email firstName } } }`;
    const idToken = await issuer.sign({ claims: { email: 'graphql.person@contoso.test', name: 'Gra Phql' } });
    const ok = await t.gql<{ ssoLogin: { token: string; user: { email: string } } }>(query, { t: idToken });
    expect(ok.data?.ssoLogin.user).toEqual({ email: 'graphql.person@contoso.test', firstName: 'Gra' });
    const refused = await t.gql(query, { t: await issuer.sign({ claims: { aud: 'nope' } }) });
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const twice = await t.gql(
      `mutation ($t: String!) { a: ssoLogin(idToken: $t) { token } b: ssoLogin(idToken: $t) { token } }`,
      {
        t: idToken,
      },
    );
    expect(twice.errors?.[0].message).toBe('`ssoLogin` may appear only once per request');
  });

  it('publishes its configuration to anyone', async () => {
    const answer = await t.gql<{ ssoConfig: unknown }>(`{ ssoConfig { enabled providerName loginPath } }`);
    expect(answer.data?.ssoConfig).toEqual({
      enabled: true,
      providerName: 'Contoso ID',
      loginPath: '/api/auth/sso/start',
    });
    const rest = await api(t, 'GET', '/auth/sso/config');
    expect(rest.body.data).toEqual({ enabled: true, providerName: 'Contoso ID', loginPath: '/api/auth/sso/start' });
  });
});

describe('throttling refused single sign-on', () => {
  let issuer: LocalIssuer;
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ issuer, t, close } = await startSsoApp());
  });
  afterAll(() => close());

  it('answers 401 to the first 60 refusals a minute from one address, then 429', async () => {
    const forged = await issuer.sign({ claims: { aud: 'someone-else' } });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await ssoLogin(t, { idToken: forged })).status);
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(await count(t, `SELECT 1 FROM audit_logs WHERE action = 'auth.sso_throttled'`)).toBe(1);
  });
});
