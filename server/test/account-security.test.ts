import { parseTrustProxy } from '../src/config';
import { LOGIN_FAILURES_PER_ADDRESS } from '../src/modules/accounts/account.service';
import { api } from '../../tests/rest/helpers';
import { buildAdmin, buildUser } from './factories';
import { startTestApp, TEST_PASSWORD, type TestApp } from './harness';
import { readMail, startSmtpServer, type TestSmtpServer } from './smtp';

const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { id } } }`;
const VIEWER = `{ viewer { id } }`;

// Each sign-in or registration costs a bcrypt hash: on a busy machine some of these take a while.
jest.setTimeout(180_000);

let sequence = 0;
const email = (prefix: string) => `${prefix}-${process.pid}-${++sequence}@example.test`;

async function loginFrom(t: TestApp, address: string | null, e: string, p: string) {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ query: LOGIN, variables: { e, p } }),
  });
  return (await response.json()) as {
    data?: { login: { token: string } } | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });
});

describe('sign-in throttling by address', () => {
  it('ignores X-Forwarded-For from a loopback peer unless a proxy is configured, so a fresh header per attempt does not help', async () => {
    const t = await startTestApp();
    try {
      const target = await buildUser(t);
      for (let i = 0; i < 5; i++)
        expect(
          (await loginFrom(t, `203.0.113.${i}`, target.email, `wrong-${i}-password`)).errors?.[0].extensions?.code,
        ).toBe('UNAUTHENTICATED');
      const sixth = await loginFrom(t, '203.0.113.99', target.email, TEST_PASSWORD);
      expect(sixth.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      const addresses: { address: string }[] = await t.dataSource.query(`SELECT DISTINCT address FROM login_failures`);
      expect(addresses.map((row) => row.address)).toEqual(['127.0.0.1']);
    } finally {
      await t.close();
    }
  });

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const t = await startTestApp({ config: { trustProxy: ['loopback'] } });
    try {
      const target = await buildUser(t);
      for (let i = 0; i < 5; i++) await loginFrom(t, '198.51.100.7', target.email, `wrong-${i}-password`);
      expect((await loginFrom(t, '198.51.100.7', target.email, TEST_PASSWORD)).errors?.[0].extensions?.code).toBe(
        'RATE_LIMITED',
      );
      // Another client behind the same proxy is a different address.
      expect((await loginFrom(t, '198.51.100.8', target.email, TEST_PASSWORD)).data?.login.token).toEqual(
        expect.any(String),
      );
      const [{ address }] = await t.dataSource.query(`SELECT DISTINCT address FROM login_failures`);
      expect(address).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });

  it('stops password spraying: twenty failures from one address across emails refuse the next attempt, even a right one', async () => {
    const t = await startTestApp();
    try {
      const people = await Promise.all(Array.from({ length: 4 }, () => buildUser(t)));
      // Most of the spray as stored failures (each real attempt costs a bcrypt check), the last ones for real.
      await t.dataSource.query(
        `INSERT INTO login_failures (throttle_key, address) SELECT 'sprayed-' || n || '@example.test|127.0.0.1', '127.0.0.1' FROM generate_series(1, $1) n`,
        [LOGIN_FAILURES_PER_ADDRESS - 4],
      );
      for (let i = 0; i < 4; i++) {
        const answer = await t.gql(LOGIN, { e: i % 2 ? email('ghost') : people[i].email, p: 'Summer2024!!' });
        expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      }
      const fresh = await buildUser(t);
      const next = await t.gql(LOGIN, { e: fresh.email, p: TEST_PASSWORD });
      expect(next.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'auth.login_throttled' AND details->>'per_address' = 'true'`,
      );
      expect(count).toBe(1);
      // Failures older than the window no longer count.
      await t.dataSource.query(`UPDATE login_failures SET created_at = now() - interval '11 minutes'`);
      expect((await t.gql(LOGIN, { e: fresh.email, p: TEST_PASSWORD })).errors).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('registration', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => t.dataSource.query(`DELETE FROM auth_throttle`));

  const input = (address: string) => ({
    firstName: 'Reg',
    lastName: 'Istrant',
    email: address,
    password: TEST_PASSWORD,
  });

  it('answers that a taken email is taken, changes nothing about that account and tells its owner by email', async () => {
    const owner = await buildUser(t, { firstName: 'Olive' });
    const before = await t.dataSource.query(`SELECT * FROM users WHERE id = $1`, [owner.id]);
    const answer = await t.gql(REGISTER, {
      input: { ...input(owner.email.toUpperCase()), password: 'attacker-password-1' },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { code: 'CONFLICT' },
    });
    expect(await t.dataSource.query(`SELECT * FROM users WHERE id = $1`, [owner.id])).toEqual(before);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE lower(email) = lower($1)`,
      [owner.email],
    );
    expect(count).toBe(1);
    await t.services.jobs.drain();
    const mails = smtp.messages.filter((mail) => mail.to.includes(owner.email)).map(readMail);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Someone tried to register with your email address');
    expect(mails[0].text).toContain('Nothing about your account has changed');
    expect(mails[0].text).not.toContain('attacker-password-1');
    // The owner's password still works; the attempted one does not.
    expect((await t.gql(LOGIN, { e: owner.email, p: TEST_PASSWORD })).errors).toBeUndefined();
    expect((await t.gql(LOGIN, { e: owner.email, p: 'attacker-password-1' })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('throttles attempts for one email, taken or not, and stops emailing its owner', async () => {
    const owner = await buildUser(t);
    for (const address of [owner.email, email('free')]) {
      for (let i = 0; i < 3; i++) {
        const answer = await t.gql(REGISTER, { input: input(address) });
        expect(answer.errors?.[0]?.extensions?.code ?? 'created').not.toBe('RATE_LIMITED');
      }
      const fourth = await t.gql(REGISTER, { input: input(address) });
      expect(fourth.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    }
    await t.services.jobs.drain();
    expect(smtp.messages.filter((mail) => mail.to.includes(owner.email))).toHaveLength(3);
  });

  it('throttles registrations from one address across emails', async () => {
    for (let i = 0; i < 10; i++)
      expect((await t.gql(REGISTER, { input: input(email('burst')) })).errors).toBeUndefined();
    const address = email('burst');
    const eleventh = await t.gql(REGISTER, { input: input(address) });
    expect(eleventh.errors?.[0]).toMatchObject({
      message: 'Too many registration attempts. Please wait a while and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [
      address,
    ]);
    expect(count).toBe(0);
  });
});

describe('sessions and API tokens end when they should', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await t.tokenFor(await buildAdmin(t));
  });
  afterAll(() => t.close());

  const accepted = async (token: string) =>
    Boolean((await t.gql<{ viewer: { id: string } | null }>(VIEWER, {}, token)).data?.viewer);
  const apiTokenOf = async (token: string) =>
    (
      await t.gql<{ createApiToken: { token: string } }>(
        `mutation { createApiToken(input: { name: "tool", scopes: ["read:requests", "write:requests"] }) { token } }`,
        {},
        token,
      )
    ).data!.createApiToken.token;

  it('revokes sessions and API tokens on deactivation, and reactivation brings back no API token', async () => {
    const person = await buildUser(t);
    const session = await t.tokenFor(person);
    const apiToken = await apiTokenOf(session);
    expect(await accepted(apiToken)).toBe(true);
    await t.gql(`mutation ($id: ID!) { deactivateUser(id: $id) { id } }`, { id: person.id }, adminToken);
    expect(await accepted(session)).toBe(false);
    expect(await accepted(apiToken)).toBe(false);
    await t.gql(`mutation ($id: ID!) { reactivateUser(id: $id) { id } }`, { id: person.id }, adminToken);
    expect(await accepted(apiToken)).toBe(false);
    expect(await accepted(session)).toBe(false);
    const [{ revoked }] = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE revoked_at IS NOT NULL)::int AS revoked FROM api_tokens WHERE user_id = $1`,
      [person.id],
    );
    expect(revoked).toBe(1);
    // They can sign in again and make new tokens.
    expect(await accepted(await t.tokenFor(person))).toBe(true);
  });

  it('logs out over REST on the server: the token is refused afterwards, over REST and GraphQL', async () => {
    const person = await buildUser(t);
    const session = await t.tokenFor(person);
    const apiToken = await apiTokenOf(session);
    expect((await api(t, 'POST', '/auth/logout', { token: session })).status).toBe(200);
    expect((await api(t, 'GET', '/auth/me', { token: session })).status).toBe(401);
    expect(await accepted(session)).toBe(false);
    // Signing out ends sign-in sessions, not the tools' API tokens; an API token cannot sign anyone out.
    expect(await accepted(apiToken)).toBe(true);
    expect((await api(t, 'POST', '/auth/logout', { token: apiToken })).status).toBe(403);
    expect((await api(t, 'POST', '/auth/logout')).status).toBe(401);
  });

  it('lets a read-only API token of an administrator reach neither webhooks nor API tokens', async () => {
    const reader = (
      await t.gql<{ createApiToken: { token: string } }>(
        `mutation { createApiToken(input: { name: "reader", scopes: ["read:requests"] }) { token } }`,
        {},
        adminToken,
      )
    ).data!.createApiToken.token;
    for (const query of [`{ webhooks { id url } }`, `{ apiTokens { id } }`]) {
      const answer = await t.gql(query, {}, reader);
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
