/*
 * Accounts: registering (the first one administers the organisation), signing in, and the tokens
 * that are refused once logged out, deactivated, forged or expired.
 */
import { SignJWT } from 'jose';
import { passwordHashCostFromEnv } from '../../config';
import { buildAdmin, buildUser } from '../../../test/factories';
import { startTestApp, testConfig, TEST_PASSWORD, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { id email role isAdmin } } }`;
const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id } } }`;
const VIEWER = `{ viewer { id email } }`;
const LOGOUT = `mutation { logout }`;
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id firstName lastName jobTitle workAddress email } }`;
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`;
const UPDATE_POLICY = `mutation ($input: PolicySettingsInput!) { updatePolicySettings(input: $input) { departmentOverrides { department ptoDays } } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateUser(id: $id) { id isActive } }`;

let sequence = 0;
const newEmail = (prefix = 'person') => `${prefix}-${process.pid}-${++sequence}@example.test`;

function registration(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Ada', lastName: 'Lovelace', email: newEmail(), password: 'long-enough-password', ...overrides };
}

async function balancesByType(t: TestApp, userId: string): Promise<Record<string, number>> {
  const rows: { name: string; total: number }[] = await t.dataSource.query(
    `SELECT rt.name, b.total_days::float AS total FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1`,
    [userId],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.total]));
}

describe('registration', () => {
  it('makes the first account of an empty organisation its administrator and the next one staff', async () => {
    const t = await startTestApp();
    try {
      const first = await t.gql<{ register: { user: { id: string; role: string; isAdmin: boolean } } }>(REGISTER, {
        input: registration(),
      });
      const second = await t.gql<{ register: { user: { id: string; role: string; isAdmin: boolean } } }>(REGISTER, {
        input: registration(),
      });
      expect(first.data?.register.user).toMatchObject({ role: 'ADMIN', isAdmin: true });
      expect(second.data?.register.user).toMatchObject({ role: 'STAFF', isAdmin: false });
      const rows = await t.dataSource.query(`SELECT id, role, is_admin FROM users ORDER BY created_at`);
      expect(rows).toEqual([
        { id: first.data!.register.user.id, role: 'admin', is_admin: true },
        { id: second.data!.register.user.id, role: 'staff', is_admin: false },
      ]);
      // New accounts get the policy defaults (spec §9).
      expect(await balancesByType(t, second.data!.register.user.id)).toEqual({ pto: 25, sickness: 10, other: 5 });
    } finally {
      await t.close();
    }
  });

  it('makes exactly one administrator when two first registrations arrive together', async () => {
    const t = await startTestApp();
    try {
      const results = await Promise.all([
        t.gql(REGISTER, { input: registration() }),
        t.gql(REGISTER, { input: registration() }),
      ]);
      expect(results.every((result) => !result.errors)).toBe(true);
      const [{ admins, total }] = await t.dataSource.query(
        `SELECT count(*) FILTER (WHERE is_admin)::int AS admins, count(*)::int AS total FROM users`,
      );
      expect({ admins, total }).toEqual({ admins: 1, total: 2 });
    } finally {
      await t.close();
    }
  });

  describe('in an organisation that has people', () => {
    let t: TestApp;
    let admin: UserEntity;
    let adminToken: string;

    beforeAll(async () => {
      t = await startTestApp();
      admin = await buildAdmin(t, { department: 'Operations' });
      adminToken = await t.tokenFor(admin);
    });
    afterAll(() => t.close());

    it('refuses an email already taken in another letter case and stores nothing', async () => {
      const again = await t.gql(REGISTER, { input: registration({ email: admin.email.toUpperCase() }) });
      expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM users WHERE lower(email) = lower($1)`,
        [admin.email],
      );
      expect(count).toBe(1);
    });

    it('refuses a password shorter than 10 characters and stores nothing', async () => {
      const email = newEmail();
      const result = await t.gql(REGISTER, { input: registration({ email, password: 'short12' }) });
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [
        email,
      ]);
      expect(count).toBe(0);
    });

    it('applies a department override set by an administrator to a person created afterwards', async () => {
      const policy = await t.gql(
        UPDATE_POLICY,
        { input: { departmentOverrides: [{ department: 'Sales', ptoDays: 30, sicknessDays: 12, otherDays: 2.5 }] } },
        adminToken,
      );
      expect(policy.errors).toBeUndefined();
      const created = await t.gql<{ createUser: { id: string } }>(
        CREATE_USER,
        {
          input: {
            firstName: 'Sam',
            lastName: 'Seller',
            email: newEmail(),
            password: 'long-enough-password',
            department: 'Sales',
            jobTitle: 'Account Executive',
          },
        },
        adminToken,
      );
      expect(await balancesByType(t, created.data!.createUser.id)).toEqual({ pto: 30, sickness: 12, other: 2.5 });
    });

    it('stores a bcrypt hash of the configured cost that tells apart passwords differing only after the 72nd byte', async () => {
      const prefix = 'p'.repeat(80);
      const input = registration({ password: `${prefix}-original` });
      const registered = await t.gql<{ register: { user: { id: string } } }>(REGISTER, { input });
      const [{ password_hash: hash }] = await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [
        registered.data!.register.user.id,
      ]);
      // PASSWORD_HASH_COST: 12 unless set; the suite runs at 4.
      const cost = String(passwordHashCostFromEnv()).padStart(2, '0');
      expect(hash).toMatch(new RegExp(`^\\$2[ab]\\$${cost}\\$`));
      expect(hash).not.toContain(prefix);
      const other = await t.gql(LOGIN, { e: input.email, p: `${prefix}-different` });
      expect(other.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const right = await t.gql<{ login: { token: string } }>(LOGIN, { e: input.email, p: input.password });
      expect(right.data?.login.token).toEqual(expect.any(String));
    });
  });
});

describe('sign-in and tokens', () => {
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t, { department: 'Operations' });
    adminToken = await t.tokenFor(admin);
  });
  afterAll(() => t.close());

  it('answers an unknown email, a wrong password and a deactivated account alike, and audits each failure', async () => {
    const person = await buildUser(t);
    const deactivated = await buildUser(t, { isActive: false });
    const unknownEmail = newEmail('nobody');
    const answers = await Promise.all([
      t.gql(LOGIN, { e: unknownEmail, p: TEST_PASSWORD }),
      t.gql(LOGIN, { e: person.email, p: 'not-the-password' }),
      t.gql(LOGIN, { e: deactivated.email, p: TEST_PASSWORD }),
    ]);
    for (const answer of answers) {
      expect(answer.data?.login ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: answers[0].errors![0].message,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    const audits: { email: string }[] = await t.dataSource.query(
      `SELECT details->>'email' AS email FROM audit_logs WHERE action = 'auth.login_failed' AND details->>'email' = ANY($1)`,
      [[unknownEmail, person.email, deactivated.email]],
    );
    expect(audits.map((row) => row.email).sort()).toEqual([unknownEmail, person.email, deactivated.email].sort());
  });

  it('refuses even the right password after five failures within a minute, for that email only', async () => {
    const target = await buildUser(t);
    const bystander = await buildUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await t.gql(LOGIN, { e: target.email, p: `wrong-${i}-password` })).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
    const sixth = await t.gql(LOGIN, { e: target.email, p: TEST_PASSWORD });
    expect(sixth.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(sixth.data?.login ?? null).toBeNull();
    const [{ last_login_at: lastLogin }] = await t.dataSource.query(`SELECT last_login_at FROM users WHERE id = $1`, [
      target.id,
    ]);
    expect(lastLogin).toBeNull();
    const other = await t.gql<{ login: { token: string } }>(LOGIN, { e: bystander.email, p: TEST_PASSWORD });
    expect(other.data?.login.token).toEqual(expect.any(String));
  });

  it('stops accepting a token after logout', async () => {
    const person = await buildUser(t);
    const token = await t.tokenFor(person);
    expect((await t.gql<{ viewer: { id: string } }>(VIEWER, {}, token)).data?.viewer?.id).toBe(person.id);
    expect((await t.gql<{ logout: boolean }>(LOGOUT, {}, token)).data?.logout).toBe(true);
    expect((await t.gql<{ viewer: unknown }>(VIEWER, {}, token)).data?.viewer).toBeNull();
    const mutation = await t.gql(UPDATE_PROFILE, { input: { firstName: 'Changed' } }, token);
    expect(mutation.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const [{ first_name: firstName }] = await t.dataSource.query(`SELECT first_name FROM users WHERE id = $1`, [
      person.id,
    ]);
    expect(firstName).toBe(person.firstName);
  });

  it('stops accepting a token once an administrator deactivates the person', async () => {
    const person = await buildUser(t);
    const token = await t.tokenFor(person);
    const result = await t.gql<{ deactivateUser: { isActive: boolean } }>(DEACTIVATE, { id: person.id }, adminToken);
    expect(result.data?.deactivateUser.isActive).toBe(false);
    expect((await t.gql<{ viewer: unknown }>(VIEWER, {}, token)).data?.viewer).toBeNull();
    expect((await t.gql(UPDATE_PROFILE, { input: { firstName: 'Changed' } }, token)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  describe('forged and expired tokens', () => {
    let person: UserEntity;
    const secret = (text: string) => new TextEncoder().encode(text);
    const craft = (key: string, expiresAt: number) =>
      new SignJWT({ ver: person.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(person.id)
        .setIssuer('leavewise')
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(secret(key));
    const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

    beforeAll(async () => {
      person = await buildUser(t);
    });

    it('accepts a token signed with the server secret (the control for the cases below)', async () => {
      const token = await craft(testConfig().jwtSecret, inAnHour());
      expect((await t.gql<{ viewer: { id: string } }>(VIEWER, {}, token)).data?.viewer?.id).toBe(person.id);
    });

    it('refuses a token signed with another secret', async () => {
      const token = await craft('another-secret-that-is-long-enough-for-hs256', inAnHour());
      expect((await t.gql<{ viewer: unknown }>(VIEWER, {}, token)).data?.viewer).toBeNull();
    });

    it('refuses an unsigned token (alg none)', async () => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: person.id, ver: person.tokenVersion, iss: 'leavewise', iat: now, exp: now + 3600 })}.`;
      expect((await t.gql<{ viewer: unknown }>(VIEWER, {}, token)).data?.viewer).toBeNull();
      expect(
        (await t.gql(UPDATE_PROFILE, { input: { firstName: 'Forged' } }, token)).errors?.[0].extensions?.code,
      ).toBe('UNAUTHENTICATED');
    });

    it('refuses an expired token', async () => {
      const token = await craft(testConfig().jwtSecret, Math.floor(Date.now() / 1000) - 5);
      expect((await t.gql<{ viewer: unknown }>(VIEWER, {}, token)).data?.viewer).toBeNull();
    });
  });
});
