import { createHash } from 'node:crypto';
import { buildAdmin, buildUser } from '../../../test/factories';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness';
import { readMail, resetTokenFor, startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import type { UserEntity } from '../users/user.entity';
import { INVALID_RESET_LINK, WRONG_CURRENT_PASSWORD } from './password.service';

const REQUEST = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { token user { id email role } } }`;
const CHANGE = `mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { token user { id email } } }`;
const SET = `mutation ($userId: ID!, $password: String!) { setUserPassword(userId: $userId, password: $password) { id } }`;
const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const VIEWER = `{ viewer { id } }`;
const NEW_PASSWORD = 'a brand new passphrase';

describe('password recovery and changes', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://leave.example.test' } });
    admin = await buildAdmin(t);
    adminToken = await t.tokenFor(admin);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email)).map(readMail);
  const signsIn = async (email: string, password: string) =>
    Boolean((await t.gql(LOGIN, { e: email, p: password })).data?.login);
  const accepted = async (token: string) =>
    Boolean((await t.gql<{ viewer: { id: string } | null }>(VIEWER, {}, token)).data?.viewer);
  const passwordHash = async (id: string) =>
    (await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [id]))[0].password_hash as string;

  async function apiTokenOf(token: string): Promise<string> {
    const created = await t.gql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "tool", scopes: ["read:requests"] }) { token } }`,
      {},
      token,
    );
    return created.data!.createApiToken.token;
  }

  /** Asks for a link through the API and runs the jobs, so the email is in the SMTP server. */
  async function requestLink(email: string): Promise<string | null> {
    const answer = await t.gql<{ requestPasswordReset: boolean }>(REQUEST, { email });
    expect(answer.data?.requestPasswordReset).toBe(true);
    await t.services.jobs.drain();
    return resetTokenFor(smtp, email);
  }

  describe('reset links', () => {
    // Every test here asks from 127.0.0.1: each starts with that address's allowance unused.
    beforeEach(() => t.dataSource.query(`DELETE FROM auth_throttle`));

    it('answers alike for a known and an unknown email, and emails only the owner a link valid 30 minutes', async () => {
      const person = await buildUser(t, { firstName: 'Rosa' });
      const unknown = `nobody-${Date.now()}@example.test`;
      const known = await t.gql(REQUEST, { email: person.email.toUpperCase() });
      const other = await t.gql(REQUEST, { email: unknown });
      expect(known).toEqual(other);
      expect(known.data).toEqual({ requestPasswordReset: true });
      await t.services.jobs.drain();

      expect(mailsTo(unknown)).toHaveLength(0);
      const [mail] = mailsTo(person.email);
      expect(mail.subject).toBe('Reset your Leavewise password');
      expect(mail.text).toContain('Hello Rosa');
      const token = resetTokenFor(smtp, person.email)!;
      expect(mail.text).toContain(`https://leave.example.test/reset-password#token=${token}`);

      // Stored as a hash only, valid for 30 minutes; the sent message no longer holds the link.
      const [row] = await t.dataSource.query(
        `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes, used_at FROM password_reset_tokens WHERE user_id = $1`,
        [person.id],
      );
      expect(row).toEqual({
        token_hash: createHash('sha256').update(token).digest('hex'),
        minutes: 30,
        used_at: null,
      });
      const [{ leaks }] = await t.dataSource.query(
        `SELECT count(*)::int AS leaks FROM (SELECT body_text AS t FROM email_outbox UNION ALL SELECT payload::text FROM jobs UNION ALL SELECT details::text FROM audit_logs) x WHERE t LIKE '%' || $1 || '%'`,
        [token],
      );
      expect(leaks).toBe(0);
    });

    it('sets a new password once, signs the person in and ends every other session and API token', async () => {
      const person = await buildUser(t);
      const oldSession = await t.tokenFor(person);
      const apiToken = await apiTokenOf(oldSession);
      expect(await accepted(apiToken)).toBe(true);
      const token = (await requestLink(person.email))!;

      const reset = await t.gql<{ resetPassword: { token: string; user: { id: string; email: string } } }>(RESET, {
        token,
        password: NEW_PASSWORD,
      });
      expect(reset.errors).toBeUndefined();
      expect(reset.data!.resetPassword.user).toMatchObject({ id: person.id, email: person.email });
      expect(await accepted(reset.data!.resetPassword.token)).toBe(true);
      expect(await accepted(oldSession)).toBe(false);
      expect(await accepted(apiToken)).toBe(false);
      const [{ revoked_at: revokedAt }] = await t.dataSource.query(
        `SELECT revoked_at FROM api_tokens WHERE user_id = $1`,
        [person.id],
      );
      expect(revokedAt).toBeInstanceOf(Date);
      expect(await signsIn(person.email, NEW_PASSWORD)).toBe(true);
      expect(await signsIn(person.email, TEST_PASSWORD)).toBe(false);

      const hash = await passwordHash(person.id);
      const again = await t.gql(RESET, { token, password: 'yet another passphrase' });
      expect(again.errors?.[0]).toMatchObject({ message: INVALID_RESET_LINK, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await passwordHash(person.id)).toBe(hash);
      await t.services.jobs.drain();
      expect(mailsTo(person.email).map((mail) => mail.subject)).toContain('Your Leavewise password was changed');
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'auth.password_reset' AND resource_id = $1`,
        [person.id],
      );
      expect(count).toBe(1);
    });

    it('refuses two simultaneous uses of one link but one', async () => {
      const person = await buildUser(t);
      const token = (await requestLink(person.email))!;
      const answers = await Promise.all([
        t.gql(RESET, { token, password: 'first racing passphrase' }),
        t.gql(RESET, { token, password: 'second racing passphrase' }),
      ]);
      expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    });

    it.each([
      [
        'an expired link',
        `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      ],
      ['a link superseded by a newer one', null],
      ['a link of a deactivated person', `UPDATE users SET is_active = false WHERE id = $1`],
    ])('refuses %s and changes nothing', async (_case, sql) => {
      const person = await buildUser(t);
      const token = (await requestLink(person.email))!;
      if (sql) await t.dataSource.query(sql, [person.id]);
      else expect(await requestLink(person.email)).not.toBe(token);
      const hash = await passwordHash(person.id);
      const answer = await t.gql(RESET, { token, password: NEW_PASSWORD });
      expect(answer.errors?.[0]).toMatchObject({ message: INVALID_RESET_LINK, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await passwordHash(person.id)).toBe(hash);
    });

    it.each(['', 'x', 'not-a-token-at-all', 'A'.repeat(43), 'B'.repeat(500)])(
      'refuses the made-up token %j',
      async (token) => {
        const answer = await t.gql(RESET, { token, password: NEW_PASSWORD });
        expect(answer.errors?.[0]).toMatchObject({
          message: INVALID_RESET_LINK,
          extensions: { code: 'BAD_USER_INPUT' },
        });
      },
    );

    it('refuses a weak new password without using up the link', async () => {
      const person = await buildUser(t);
      const token = (await requestLink(person.email))!;
      for (const [password, message] of [
        ['short1', 'Password must be at least 10 characters'],
        ['password123', 'This password is too common'],
        ['QWERTYUIOP', 'This password is too common'],
      ]) {
        const answer = await t.gql(RESET, { token, password });
        expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
        expect(answer.errors?.[0].message).toContain(message);
      }
      expect((await t.gql(RESET, { token, password: NEW_PASSWORD })).errors).toBeUndefined();
    });

    it('sends nothing to a deactivated person', async () => {
      const person = await buildUser(t, { isActive: false });
      expect(await requestLink(person.email)).toBeNull();
      expect(mailsTo(person.email)).toHaveLength(0);
    });

    it('gives a single-sign-on account no password: it is told to use the corporate sign-in', async () => {
      const person = await buildUser(t, { passwordHash: null });
      expect(await requestLink(person.email)).toBeNull();
      const mails = mailsTo(person.email);
      expect(mails).toHaveLength(1);
      expect(JSON.stringify(mails[0])).toContain('single sign-on');
      expect(
        (
          await t.dataSource.query(`SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1`, [
            person.id,
          ])
        )[0].n,
      ).toBe(0);
    });

    it('throttles requests for one email (whether or not it has an account)', async () => {
      for (const email of [(await buildUser(t)).email, `ghost-${Date.now()}@example.test`]) {
        for (let i = 0; i < 3; i++) expect((await t.gql(REQUEST, { email })).errors).toBeUndefined();
        const fourth = await t.gql(REQUEST, { email });
        expect(fourth.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      }
    });

    it('throttles requests from one address across emails', async () => {
      for (let i = 0; i < 10; i++)
        expect((await t.gql(REQUEST, { email: `spray-${i}-${Date.now()}@example.test` })).errors).toBeUndefined();
      const eleventh = await t.gql(REQUEST, { email: `spray-last-${Date.now()}@example.test` });
      expect(eleventh.errors?.[0]).toMatchObject({
        message: 'Too many reset requests. Please wait a while and try again.',
        extensions: { code: 'RATE_LIMITED' },
      });
      const [{ jobs }] = await t.dataSource.query(
        `SELECT count(*)::int AS jobs FROM jobs WHERE queue = 'password-reset.request' AND payload->>'email' LIKE 'spray-last-%'`,
      );
      expect(jobs).toBe(0);
    });

    it('refuses a request with no valid email as bad input', async () => {
      for (const email of ['', 'not-an-email', 'a@b']) {
        const answer = await t.gql(REQUEST, { email });
        expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('changing one’s own password', () => {
    it('needs the current password and changes nothing when it is wrong', async () => {
      const person = await buildUser(t);
      const session = await t.tokenFor(person);
      const hash = await passwordHash(person.id);
      const answer = await t.gql(CHANGE, { current: 'not my password', next: NEW_PASSWORD }, session);
      expect(answer.errors?.[0]).toMatchObject({
        message: WRONG_CURRENT_PASSWORD,
        extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
      });
      expect(await passwordHash(person.id)).toBe(hash);
      expect(await accepted(session)).toBe(true);
    });

    it.each([
      ['short', 'Password must be at least 10 characters'],
      ['1234567890', 'This password is too common'],
      ['Password123', 'This password is too common'],
      [TEST_PASSWORD, 'Choose a new password that differs from your current one'],
    ])('refuses the new password %j', async (next, message) => {
      const person = await buildUser(t);
      const session = await t.tokenFor(person);
      const answer = await t.gql(CHANGE, { current: TEST_PASSWORD, next }, session);
      expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } });
      expect(answer.errors?.[0].message).toContain(message);
    });

    it('changes it, answers a fresh session and ends every other session and API token', async () => {
      const person = await buildUser(t);
      const session = await t.tokenFor(person);
      const otherDevice = await t.tokenFor(person);
      const apiToken = await apiTokenOf(session);
      const answer = await t.gql<{ changePassword: { token: string; user: { id: string; email: string } } }>(
        CHANGE,
        { current: TEST_PASSWORD, next: NEW_PASSWORD },
        session,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.changePassword.user.email).toBe(person.email);
      expect(await accepted(answer.data!.changePassword.token)).toBe(true);
      for (const old of [session, otherDevice, apiToken]) expect(await accepted(old)).toBe(false);
      expect(await signsIn(person.email, NEW_PASSWORD)).toBe(true);
      await t.services.jobs.drain();
      expect(mailsTo(person.email).map((mail) => mail.subject)).toEqual(['Your Leavewise password was changed']);
    });

    it('stops trying the current password after five wrong ones', async () => {
      const person = await buildUser(t);
      const session = await t.tokenFor(person);
      for (let i = 0; i < 5; i++)
        expect(
          (await t.gql(CHANGE, { current: `wrong-${i}-password`, next: NEW_PASSWORD }, session)).errors?.[0].extensions
            ?.code,
        ).toBe('BAD_USER_INPUT');
      const sixth = await t.gql(CHANGE, { current: TEST_PASSWORD, next: NEW_PASSWORD }, session);
      expect(sixth.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      expect(await signsIn(person.email, TEST_PASSWORD)).toBe(true);
    });

    it('refuses anonymous callers and API tokens', async () => {
      const person = await buildUser(t);
      const session = await t.tokenFor(person);
      const apiToken = await apiTokenOf(session);
      const write = await t.gql<{ createApiToken: { token: string } }>(
        `mutation { createApiToken(input: { name: "writer", scopes: ["write:requests"] }) { token } }`,
        {},
        session,
      );
      expect((await t.gql(CHANGE, { current: TEST_PASSWORD, next: NEW_PASSWORD })).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      for (const token of [apiToken, write.data!.createApiToken.token])
        expect(
          (await t.gql(CHANGE, { current: TEST_PASSWORD, next: NEW_PASSWORD }, token)).errors?.[0].extensions?.code,
        ).toBe('FORBIDDEN');
      expect(await signsIn(person.email, TEST_PASSWORD)).toBe(true);
    });
  });

  describe('administrators setting a password', () => {
    it('sets it, ends the person’s sessions and API tokens, and tells them', async () => {
      const person = await buildUser(t);
      const session = await t.tokenFor(person);
      const apiToken = await apiTokenOf(session);
      const answer = await t.gql(SET, { userId: person.id, password: NEW_PASSWORD }, adminToken);
      expect(answer.errors).toBeUndefined();
      expect(await accepted(session)).toBe(false);
      expect(await accepted(apiToken)).toBe(false);
      expect(await signsIn(person.email, NEW_PASSWORD)).toBe(true);
      await t.services.jobs.drain();
      expect(mailsTo(person.email)[0].text).toContain('An administrator set a new password');
    });

    it('applies the same password rule and refuses the administrator’s own account', async () => {
      const person = await buildUser(t);
      const hash = await passwordHash(person.id);
      for (const password of ['too-short', 'iloveyou123', 'football12']) {
        const answer = await t.gql(SET, { userId: person.id, password }, adminToken);
        expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
      }
      const self = await t.gql(SET, { userId: admin.id, password: NEW_PASSWORD }, adminToken);
      expect(self.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'userId' } });
      const unknown = await t.gql(
        SET,
        { userId: '00000000-0000-4000-8000-000000000000', password: NEW_PASSWORD },
        adminToken,
      );
      expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await passwordHash(person.id)).toBe(hash);
    });

    it('refuses anonymous callers, staff and API tokens', async () => {
      const person = await buildUser(t);
      const staff = await buildUser(t);
      const hash = await passwordHash(person.id);
      const adminApi = await t.gql<{ createApiToken: { token: string } }>(
        `mutation { createApiToken(input: { name: "admin-writer", scopes: ["write:requests"] }) { token } }`,
        {},
        adminToken,
      );
      const cases: [string | null, string][] = [
        [null, 'UNAUTHENTICATED'],
        [await t.tokenFor(staff), 'FORBIDDEN'],
        [adminApi.data!.createApiToken.token, 'FORBIDDEN'],
      ];
      for (const [token, code] of cases)
        expect(
          (await t.gql(SET, { userId: person.id, password: NEW_PASSWORD }, token)).errors?.[0].extensions?.code,
        ).toBe(code);
      expect(await passwordHash(person.id)).toBe(hash);
    });
  });

  it('applies the rule to registration and to accounts administrators create', async () => {
    const register = await t.gql(`mutation ($input: RegisterInput!) { register(input: $input) { token } }`, {
      input: { firstName: 'Pat', lastName: 'Common', email: `pat-${Date.now()}@example.test`, password: 'qwertyuiop' },
    });
    expect(register.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    expect(register.errors?.[0].message).toMatch(/too common/);
    const create = await t.gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      {
        input: {
          firstName: 'Lee',
          lastName: 'Common',
          email: `lee-${Date.now()}@example.test`,
          password: 'baseball12',
          department: 'Sales',
          jobTitle: 'Seller',
        },
      },
      adminToken,
    );
    expect(create.errors?.[0].message).toMatch(/too common/);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE last_name = 'Common'`);
    expect(count).toBe(0);
  });
});
