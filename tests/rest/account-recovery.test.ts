import { readMail, resetTokenFor, startSmtpServer, type TestSmtpServer } from '../../server/test/smtp';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, expectDocumented, snapshot } from './helpers';

const SENT =
  'If an account uses this email, a link to reset its password is on its way. It works once, for 30 minutes.';

describe('REST account recovery and passwords', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let person: UserEntity;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ config: { smtpUrl: smtp.url } });
    person = await t.createUser({ firstName: 'Rhea' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (email: string, password: string) => api(t, 'POST', '/auth/login', { body: { email, password } });

  it('answers forgot-password alike for a known and an unknown email', async () => {
    const known = await api(t, 'POST', '/auth/forgot-password', { body: { email: person.email } });
    const unknown = await api(t, 'POST', '/auth/forgot-password', { body: { email: 'nobody@example.test' } });
    expect(known).toEqual(unknown);
    expect(known).toEqual({ status: 200, body: { success: true, data: null, message: SENT } });
    await t.services.jobs.drain();
    expect(smtp.messages.map((mail) => mail.to[0])).toEqual([person.email]);
  });

  it.each([
    [{}, 400],
    [{ email: 'not-an-email' }, 400],
    [{ email: 42 }, 400],
  ])('refuses forgot-password with %j as %i', async (body, status) => {
    expect((await api(t, 'POST', '/auth/forgot-password', { body })).status).toBe(status);
  });

  it('resets with the token, signs in, and refuses the token the second time', async () => {
    const oldToken = (await login(person.email, TEST_PASSWORD)).body.data as { token: string };
    const token = resetTokenFor(smtp, person.email)!;
    const answer = await api<{ token: string; user: Record<string, unknown> }>(t, 'POST', '/auth/reset-password', {
      body: { token, password: 'rhea chose something new' },
    });
    expect(answer.status).toBe(200);
    expectDocumented('User', answer.body.data.user);
    expect(answer.body.data.user).toMatchObject({ id: person.id, email: person.email });
    expect((await api(t, 'GET', '/auth/me', { token: answer.body.data.token })).status).toBe(200);
    expect((await api(t, 'GET', '/auth/me', { token: oldToken.token })).status).toBe(401);

    const before = await snapshot(t, 'users');
    const again = await api(t, 'POST', '/auth/reset-password', { body: { token, password: 'and once more please' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid, has expired or was already used/);
    expect(await snapshot(t, 'users')).toBe(before);
  });

  it('refuses reset-password without a token or with a weak password', async () => {
    expect((await api(t, 'POST', '/auth/reset-password', { body: { password: 'long enough password' } })).status).toBe(
      400,
    );
    const weak = await api(t, 'POST', '/auth/reset-password', { body: { token: 'x'.repeat(43), password: 'abc' } });
    expect(weak.status).toBe(400);
  });

  it('changes the password with PUT /auth/password: 401 without a token, 400 for a wrong current one, 403 for an API token', async () => {
    const someone = await t.createUser();
    const session = ((await login(someone.email, TEST_PASSWORD)).body.data as { token: string }).token;
    const body = { currentPassword: TEST_PASSWORD, newPassword: 'a fresh rest passphrase' };
    expect((await api(t, 'PUT', '/auth/password', { body })).status).toBe(401);
    const wrong = await api(t, 'PUT', '/auth/password', {
      token: session,
      body: { ...body, currentPassword: 'not the one' },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { success: false, message: 'Your current password is incorrect' },
    });
    const created = await t.gql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "t", scopes: ["write:requests"] }) { token } }`,
      {},
      session,
    );
    expect((await api(t, 'PUT', '/auth/password', { token: created.data!.createApiToken.token, body })).status).toBe(
      403,
    );

    const changed = await api<{ token: string; user: Record<string, unknown> }>(t, 'PUT', '/auth/password', {
      token: session,
      body,
    });
    expect(changed.status).toBe(200);
    expectDocumented('User', changed.body.data.user);
    expect((await api(t, 'GET', '/auth/me', { token: session })).status).toBe(401);
    expect((await api(t, 'GET', '/auth/me', { token: changed.body.data.token })).status).toBe(200);
    expect((await login(someone.email, 'a fresh rest passphrase')).status).toBe(200);
    await t.services.jobs.drain();
    expect(
      smtp.messages.filter((mail) => mail.to.includes(someone.email)).map((mail) => readMail(mail).subject),
    ).toEqual(['Your Leavewise password was changed']);
  });

  it('throttles forgot-password for one email with 429', async () => {
    await t.dataSource.query(`DELETE FROM auth_throttle`);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await api(t, 'POST', '/auth/forgot-password', { body: { email: 'flood@example.test' } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
