import { createHmac, randomUUID } from 'node:crypto';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness';
import {
  Browser,
  TEST_CLIENT_ID,
  TEST_TENANT,
  generateSigningKey,
  publicKeyPem,
  ssoSettings,
  startLocalIssuer,
  type LocalIssuer,
} from '../../../test/local-issuer';
import { api, count, snapshot } from '../../../../tests/rest/helpers';

const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Users and identities as a fingerprint: a refused sign-in must change neither. */
const accountsSnapshot = async (t: TestApp) =>
  `${await snapshot(t, 'users')}|${await snapshot(t, 'user_sso_identities')}`;

const ssoLogin = (t: TestApp, body: Record<string, unknown>) =>
  api<{ token: string; user: { id: string; email: string; first_name: string; last_name: string } }>(
    t,
    'POST',
    '/auth/sso-login',
    { body },
  );

describe('single sign-on with an ID token from a real issuer on loopback', () => {
  let issuer: LocalIssuer;
  let t: TestApp;

  beforeAll(async () => {
    issuer = await startLocalIssuer();
    t = await startTestApp({ config: { sso: ssoSettings(issuer.issuer) } });
    // Not an empty organisation: its first account would become the administrator.
    await t.createUser();
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

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

describe('single sign-on accounts: linking, creation rules, deactivation', () => {
  let issuer: LocalIssuer;
  let t: TestApp;

  beforeAll(async () => {
    issuer = await startLocalIssuer();
    t = await startTestApp({ config: { sso: ssoSettings(issuer.issuer, { autoCreate: false }) } });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it('without just-in-time accounts, refuses a person no administrator created (401, nothing created)', async () => {
    const before = await accountsSnapshot(t);
    const answer = await ssoLogin(t, { idToken: await issuer.sign({ claims: { email: 'stranger@contoso.test' } }) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(
      'There is no Leavewise account for you yet. Ask your administrator to create one.',
    );
    expect(await accountsSnapshot(t)).toBe(before);
    expect(
      await count(t, `SELECT 1 FROM audit_logs WHERE action = 'auth.sso_refused' AND details->>'kind' = 'no_account'`),
    ).toBe(1);
  });

  it('links an existing account when the tenant verified the email; its password keeps working', async () => {
    const person = await t.createUser({ email: 'linked.person@contoso.test' });
    const oid = randomUUID();
    const answer = await ssoLogin(t, {
      idToken: await issuer.sign({
        claims: { oid, email: 'Linked.Person@contoso.test', email_verified: null, xms_edov: true },
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.id).toBe(person.id);
    expect(
      await count(t, `SELECT 1 FROM user_sso_identities WHERE user_id = $1 AND subject = $2`, [person.id, oid]),
    ).toBe(1);
    expect(
      await count(t, `SELECT 1 FROM audit_logs WHERE action = 'auth.sso_linked' AND resource_id = $1`, [person.id]),
    ).toBe(1);
    expect(
      (await api(t, 'POST', '/auth/login', { body: { email: person.email, password: TEST_PASSWORD } })).status,
    ).toBe(200);
  });

  it('does not link when the email is not verified by the tenant', async () => {
    const person = await t.createUser({ email: 'unverified.person@contoso.test' });
    const before = await accountsSnapshot(t);
    const answer = await ssoLogin(t, {
      idToken: await issuer.sign({ claims: { email: person.email, email_verified: false } }),
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/has not verified that address/);
    expect(await accountsSnapshot(t)).toBe(before);
  });

  it('does not link an account that already signs in with another identity', async () => {
    const person = await t.createUser({ email: 'taken.person@contoso.test' });
    expect((await ssoLogin(t, { idToken: await issuer.sign({ claims: { email: person.email } }) })).status).toBe(200);
    const before = await accountsSnapshot(t);
    const other = await ssoLogin(t, { idToken: await issuer.sign({ claims: { email: person.email } }) });
    expect(other.status).toBe(401);
    expect(other.body.message).toMatch(/already signs in with another company identity/);
    expect(await accountsSnapshot(t)).toBe(before);
  });

  it('refuses a deactivated person, linked or not, and audits it', async () => {
    const person = await t.createUser({ email: 'leaver@contoso.test' });
    const oid = randomUUID();
    expect((await ssoLogin(t, { idToken: await issuer.sign({ claims: { oid, email: person.email } }) })).status).toBe(
      200,
    );
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [person.id]);
    const answer = await ssoLogin(t, { idToken: await issuer.sign({ claims: { oid, email: person.email } }) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Your account is deactivated. Ask your administrator to reactivate it.');
    const [audit] = await t.dataSource.query(
      `SELECT resource_id, details FROM audit_logs WHERE action = 'auth.sso_refused' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ resource_id: person.id, details: { kind: 'deactivated' } });
  });
});

describe('single sign-on-only accounts and the group mapping', () => {
  let issuer: LocalIssuer;
  let t: TestApp;

  beforeAll(async () => {
    issuer = await startLocalIssuer();
    t = await startTestApp({
      config: { sso: ssoSettings(issuer.issuer, { adminGroups: ['g-admins'], hrGroups: ['g-hr'] }) },
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it('makes the first account of an empty organisation its administrator, as registration does', async () => {
    const answer = await ssoLogin(t, { idToken: await issuer.sign({ claims: { email: 'founder@contoso.test' } }) });
    const [row] = await t.dataSource.query(`SELECT is_admin, role FROM users WHERE id = $1`, [
      answer.body.data.user.id,
    ]);
    expect(row).toEqual({ is_admin: true, role: 'admin' });
  });

  it('refuses password sign-in for an account that has no password, like a wrong password', async () => {
    await ssoLogin(t, { idToken: await issuer.sign({ claims: { email: 'sso.only@contoso.test' } }) });
    for (const password of ['', TEST_PASSWORD]) {
      const answer = await api(t, 'POST', '/auth/login', { body: { email: 'sso.only@contoso.test', password } });
      expect(answer.status).toBe(password ? 401 : 400);
      if (password) expect(answer.body.message).toBe('Invalid email or password');
    }
  });

  it('grants and withdraws administrator and HR powers with the groups claim, keeping what it did not grant', async () => {
    const oid = randomUUID();
    const row = async () =>
      (
        await t.dataSource.query(
          `SELECT is_admin, is_manager, role, department FROM users WHERE email = 'grouped@contoso.test'`,
        )
      )[0];
    const sign = async (groups: string[] | null) =>
      ssoLogin(t, {
        idToken: await issuer.sign({ claims: { oid, email: 'grouped@contoso.test', department: 'Sales', groups } }),
      });

    await sign([]);
    expect(await row()).toEqual({ is_admin: false, is_manager: false, role: 'staff', department: 'Sales' });
    await sign(['g-admins', 'g-hr']);
    expect(await row()).toEqual({ is_admin: true, is_manager: false, role: 'admin', department: 'Sales' });
    // Without the claim (e.g. an overage) nothing changes.
    await sign(null);
    expect(await row()).toEqual({ is_admin: true, is_manager: false, role: 'admin', department: 'Sales' });
    await sign(['g-hr']);
    expect(await row()).toEqual({ is_admin: false, is_manager: false, role: 'hr', department: 'Sales' });
    await sign([]);
    expect(await row()).toEqual({ is_admin: false, is_manager: false, role: 'staff', department: 'Sales' });
    expect(
      await count(t, `SELECT 1 FROM audit_logs WHERE action = 'role.updated' AND details->>'source' = 'sso_groups'`),
    ).toBe(3);
  });

  it('never makes someone HR from the directory department alone: the department is a label', async () => {
    const answer = await ssoLogin(t, {
      idToken: await issuer.sign({ claims: { email: 'hr.by.claim@contoso.test', department: 'HR', groups: [] } }),
    });
    const [row] = await t.dataSource.query(`SELECT department, role FROM users WHERE id = $1`, [
      answer.body.data.user.id,
    ]);
    expect(row).toEqual({ department: 'HR', role: 'staff' });
    const viewer = await t.gql<{ viewer: { isHr: boolean } }>(`{ viewer { isHr } }`, {}, answer.body.data.token);
    expect(viewer.data!.viewer.isHr).toBe(false);
  });

  it('shows the directory profile to the person and those who may see them, not to other staff', async () => {
    const person = await ssoLogin(t, {
      idToken: await issuer.sign({
        claims: { email: 'profiled@contoso.test', office_location: 'Dock 7', locale: 'fr-FR' },
      }),
    });
    const query = `query ($id: ID!) { user(id: $id) { directoryProfile { officeLocation preferredLanguage source } } }`;
    const own = await t.gql<{ user: { directoryProfile: unknown } }>(
      query,
      { id: person.body.data.user.id },
      person.body.data.token,
    );
    expect(own.data?.user.directoryProfile).toEqual({
      officeLocation: 'Dock 7',
      preferredLanguage: 'fr-FR',
      source: 'id_token',
    });
    const colleague = await t.createUser();
    const other = await t.gql<{ user: unknown }>(query, { id: person.body.data.user.id }, await t.tokenFor(colleague));
    expect(other.data?.user ?? null).toBeNull();
    const anonymous = await t.gql(query, { id: person.body.data.user.id });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('throttling refused single sign-on', () => {
  let issuer: LocalIssuer;
  let t: TestApp;

  beforeAll(async () => {
    issuer = await startLocalIssuer();
    t = await startTestApp({ config: { sso: ssoSettings(issuer.issuer) } });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it('answers 401 to the first 60 refusals a minute from one address, then 429', async () => {
    const forged = await issuer.sign({ claims: { aud: 'someone-else' } });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await ssoLogin(t, { idToken: forged })).status);
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(await count(t, `SELECT 1 FROM audit_logs WHERE action = 'auth.sso_throttled'`)).toBe(1);
  });
});

describe('single sign-on when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the REST and GraphQL sign-on with its own code, sends browsers back to sign in, says so in ssoConfig, creates nobody', async () => {
    const before = await accountsSnapshot(t);
    const rest = await ssoLogin(t, { idToken: 'a.b.c' });
    expect(rest.status).toBe(501);
    expect(rest.body).toEqual({
      success: false,
      code: 'SSO_NOT_CONFIGURED',
      message: 'Single sign-on is not configured on this server',
    });
    for (const mutation of [
      `mutation { ssoLogin(idToken: "a.b.c") { token } }`,
      `mutation { completeSsoLogin(code: "c", binding: "b") { token } }`,
    ]) {
      const graphql = await t.gql(mutation);
      expect(graphql.errors).toEqual([
        expect.objectContaining({
          message: 'Single sign-on is not configured on this server',
          extensions: { code: 'SSO_NOT_CONFIGURED' },
        }),
      ]);
    }
    // Relative: without single sign-on there is no PUBLIC_URL to trust, and a Host header is not one.
    for (const path of ['/api/auth/sso/start', '/api/auth/sso/callback?code=x&state=y']) {
      const browser = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(browser.headers.get('location')).toBe('/login?sso_error=not_configured');
    }
    const config = await t.gql<{ ssoConfig: unknown }>(`{ ssoConfig { enabled providerName loginPath } }`);
    expect(config.data?.ssoConfig).toEqual({ enabled: false, providerName: null, loginPath: null });
    expect(await accountsSnapshot(t)).toBe(before);
  });
});

describe('single sign-on when the identity provider cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) of loopback.
    t = await startTestApp({ config: { sso: ssoSettings('http://127.0.0.1:9') } });
  });
  afterAll(() => t.close());

  it('answers 503 to a token and sends browsers back to sign in, creating nobody', async () => {
    const before = await accountsSnapshot(t);
    const answer = await ssoLogin(t, { idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The identity provider cannot be reached. Please try again later.',
    });
    const start = await fetch(new Browser().ssoStart(t.url), { redirect: 'manual' });
    expect(start.headers.get('location')).toBe(`${t.url}/login?sso_error=unavailable`);
    expect(await accountsSnapshot(t)).toBe(before);
  });
});
