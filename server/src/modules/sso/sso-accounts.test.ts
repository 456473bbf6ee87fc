/*
 * The accounts single sign-on signs in to: linking existing ones, the rules for creating them,
 * deactivated people, accounts without a password, and the powers the groups claim grants.
 */
import { randomUUID } from 'node:crypto';
import { TEST_PASSWORD, type TestApp } from '../../../test/harness';
import type { LocalIssuer } from '../../../test/local-issuer';
import { accountsSnapshot, ssoLogin, startSsoApp } from '../../../test/sso-fixtures';
import { api, count } from '../../../../tests/rest/helpers';

describe('single sign-on accounts: linking, creation rules, deactivation', () => {
  let issuer: LocalIssuer;
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ issuer, t, close } = await startSsoApp({ autoCreate: false }));
  });
  afterAll(() => close());

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
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ issuer, t, close } = await startSsoApp({ adminGroups: ['g-admins'], hrGroups: ['g-hr'] }));
  });
  afterAll(() => close());

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
