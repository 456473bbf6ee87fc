import WebSocket from 'ws';
import { buildAdmin } from './factories';
import { graphqlAt, startTestApp, TEST_PASSWORD, type TestApp } from './harness';
import { startServerProcess, type ServerProcess } from './processes';

/**
 * Runs the flows that carry passwords and tokens through a real server process logging at debug, then
 * reads every line it printed: none may hold a password, a sign-in token, an API token or a reset link.
 */
describe('server logs', () => {
  let t: TestApp;
  let server: ServerProcess;
  const secrets: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    server = await startServerProcess(t.databaseUrl, { LOG_LEVEL: 'debug', RUN_JOBS: 'true' });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await t.close();
  });

  it('holds no password, token or reset link, whatever the flow', async () => {
    const { gql } = graphqlAt(server.url);
    const email = `logs-${Date.now()}@example.test`;
    const password = 'first-Pa55word-of-the-test';
    const newPassword = 'second-Pa55word-after-reset';
    const thirdPassword = 'third-Pa55word-after-change';
    secrets.push(password, newPassword, thirdPassword, TEST_PASSWORD);

    const registered = await gql<{ register: { token: string } }>(
      `mutation ($input: RegisterInput!) { register(input: $input) { token } }`,
      { input: { firstName: 'Log', lastName: 'Reader', email, password } },
    );
    const firstToken = registered.data!.register.token;
    secrets.push(firstToken);
    const refused = await gql(`mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`, {
      e: email,
      p: 'wrong-Pa55word-typed',
    });
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    secrets.push('wrong-Pa55word-typed');
    const tooShort = await gql(`mutation ($input: RegisterInput!) { register(input: $input) { token } }`, {
      input: { firstName: 'A', lastName: 'B', email: `short-${email}`, password: 'short-pw' },
    });
    expect(tooShort.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    secrets.push('short-pw');

    await gql(`mutation ($email: String!) { requestPasswordReset(email: $email) }`, { email });
    let resetToken = '';
    for (let i = 0; i < 100 && !resetToken; i++) {
      const rows = await t.dataSource.query(
        `SELECT body_text FROM email_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1`,
        [email],
      );
      resetToken = /#token=([\w-]+)/.exec(rows[0]?.body_text ?? '')?.[1] ?? '';
      if (!resetToken) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(resetToken).not.toBe('');
    secrets.push(resetToken);
    const reset = await gql<{ resetPassword: { token: string } }>(
      `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { token } }`,
      { token: resetToken, password: newPassword },
    );
    const resetSession = reset.data!.resetPassword.token;
    secrets.push(resetSession);
    const changed = await gql<{ changePassword: { token: string } }>(
      `mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }`,
      { c: newPassword, n: thirdPassword },
      resetSession,
    );
    const session = changed.data!.changePassword.token;
    secrets.push(session);

    const admin = await buildAdmin(t);
    const adminLogin = await gql<{ login: { token: string } }>(
      `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`,
      { e: admin.email, p: TEST_PASSWORD },
    );
    const adminToken = adminLogin.data!.login.token;
    secrets.push(adminToken);
    const created = await gql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "log test", scopes: ["read:requests"] }) { token } }`,
      {},
      session,
    );
    const apiToken = created.data!.createApiToken.token;
    secrets.push(apiToken);
    await gql(`{ leaveRequests(first: 1) { totalCount } }`, {}, apiToken);
    await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${session}` } });
    await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${firstToken}` } }); // revoked
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: thirdPassword }),
    });
    await fetch(`${server.url}/api/auth/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
      body: JSON.stringify({ currentPassword: 'not-the-Pa55word', newPassword: 'another-Pa55word-2' }),
    });
    secrets.push('not-the-Pa55word', 'another-Pa55word-2');
    await fetch(`${server.url}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'forged-reset-token-value', password: 'forged-Pa55word-x' }),
    });
    secrets.push('forged-reset-token-value', 'forged-Pa55word-x');
    // The spec socket takes its token in the query string.
    await new Promise<void>((resolve) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(session)}`);
      socket.once('message', () => socket.close());
      socket.once('close', () => resolve());
      socket.once('error', () => resolve());
    });
    // A calendar feed's URL is its secret: fetched, mistyped (404), and with a sign-in code in the query.
    const feed = await gql<{ resetCalendarFeedUrl: { secret: string; path: string } }>(
      `mutation { resetCalendarFeedUrl(kind: MINE) { secret path } }`,
      {},
      session,
    );
    const { secret: feedSecret, path: feedPath } = feed.data!.resetCalendarFeedUrl;
    secrets.push(feedSecret);
    expect((await fetch(`${server.url}${feedPath}`)).status).toBe(200);
    await fetch(`${server.url}${feedPath.replace(/\.ics$/, '')}`);
    await fetch(`${server.url}/api/calendar/feeds/${feedSecret.slice(0, -1)}x.ics`);
    const ssoCode = 'sso-code-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
    await fetch(`${server.url}/api/auth/sso/start?binding=${ssoCode}`, { redirect: 'manual' });
    await fetch(`${server.url}/login?sso=${ssoCode}`);
    secrets.push(ssoCode);
    // A malformed body and an unknown path log too.
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"password": "broken-json-Pa55word`,
    });
    secrets.push('broken-json-Pa55word');

    await new Promise((resolve) => setTimeout(resolve, 1500)); // jobs (emails) run and log
    const output = server.output();
    const lines = output.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(20);
    expect(output).toContain('"msg":"request"');
    expect(output).toContain('"operationName":"mutation register"');
    for (const secret of secrets) {
      const leaking = lines.filter((line) => line.includes(secret));
      expect({ secret: secret.slice(0, 12), leaking }).toEqual({ secret: secret.slice(0, 12), leaking: [] });
    }
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  }, 90_000);
});
