import { startTestApp, TEST_PASSWORD, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count, snapshot, expectDocumented } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('REST authentication', () => {
  let t: TestApp;
  let staff: UserEntity;
  let staffToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.createUser({ firstName: 'Sam', lastName: 'Staff' });
    staffToken = await t.tokenFor(staff);
  });
  afterAll(() => t.close());

  it('registers with the spec payload and ignores is_admin, role and other fields it does not read', async () => {
    const answer = await api<{ token: string; user: Record<string, unknown> }>(t, 'POST', '/auth/register', {
      body: {
        firstName: 'Rita',
        lastName: 'Register',
        email: 'rita@example.test',
        password: TEST_PASSWORD,
        is_admin: true,
        role: 'admin',
        isAdmin: true,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: 'Account Created Successfully!' });
    expect(answer.body.data.user).toMatchObject({
      first_name: 'Rita',
      firstName: 'Rita',
      last_name: 'Register',
      email: 'rita@example.test',
      is_admin: false,
      is_manager: false,
      manager_id: null,
    });
    expect(answer.body.data.token).toEqual(expect.any(String));
    const [row] = await t.dataSource.query(`SELECT is_admin, role FROM users WHERE email = 'rita@example.test'`);
    expect(row).toEqual({ is_admin: false, role: 'staff' });
    expect(
      await count(
        t,
        `SELECT 1 FROM audit_logs WHERE action = 'user.registered' AND details->>'email' = 'rita@example.test'`,
      ),
    ).toBe(1);
  });

  it('refuses a registration with a missing last name, stores nothing and says why', async () => {
    const before = await snapshot(t, 'users');
    const answer = await api(t, 'POST', '/auth/register', {
      body: { firstName: 'Nolast', email: 'nolast@example.test', password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: 'Last name is required' });
    expect(await snapshot(t, 'users')).toBe(before);
  });

  it('refuses a registration whose fields have the wrong JSON type with 400, not 500', async () => {
    const answer = await api(t, 'POST', '/auth/register', {
      body: { firstName: 42, lastName: 'X', email: 'x@example.test', password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('`firstName` must be a string');
    expect(await count(t, `SELECT 1 FROM users WHERE email = 'x@example.test'`)).toBe(0);
  });

  it('signs in and answers data.token and data.user; the token then works for /auth/me', async () => {
    const login = await api<{ token: string; user: { id: string; email: string } }>(t, 'POST', '/auth/login', {
      body: { email: staff.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      id: staff.id,
      email: staff.email,
      first_name: 'Sam',
      last_name: 'Staff',
    });
    const me = await api<{ id: string; first_name: string; is_admin: boolean }>(t, 'GET', '/auth/me', {
      token: login.body.data.token,
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: staff.id,
      first_name: 'Sam',
      firstName: 'Sam',
      is_admin: false,
      is_active: true,
    });
    expect(me.body.data).not.toHaveProperty('passwordHash');
    expectDocumented('User', me.body.data);
    const [row] = await t.dataSource.query(`SELECT last_login_at IS NOT NULL AS logged FROM users WHERE id = $1`, [
      staff.id,
    ]);
    expect(row.logged).toBe(true);
  });

  it('answers 401 "Invalid email or password" to a wrong password and 400 to a missing one', async () => {
    const wrong = await api(t, 'POST', '/auth/login', {
      body: { email: staff.email, password: 'wrong-password-here' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, message: 'Invalid email or password' });
    const missing = await api(t, 'POST', '/auth/login', { body: { email: staff.email } });
    expect(missing.status).toBe(400);
    expect(
      await count(t, `SELECT 1 FROM audit_logs WHERE action = 'auth.login_failed' AND details->>'email' = $1`, [
        staff.email,
      ]),
    ).toBe(1);
  });

  it('answers 501 with a clear message to SSO login until single sign-on is configured, creating nobody', async () => {
    const answer = await api(t, 'POST', '/auth/sso-login', {
      body: { email: 'sso@example.test', azureId: 'abc', firstName: 'S', lastName: 'O', authProvider: 'azure-ad' },
    });
    expect(answer.status).toBe(501);
    expect(answer.body).toEqual({
      success: false,
      code: 'SSO_NOT_CONFIGURED',
      message: 'Single sign-on is not configured on this server',
    });
    expect(await count(t, `SELECT 1 FROM users WHERE email = 'sso@example.test'`)).toBe(0);
  });

  it('updates the own profile from its allow-list; email and is_admin in the body change nothing', async () => {
    const answer = await api<Record<string, unknown>>(t, 'PUT', '/auth/profile', {
      token: staffToken,
      body: {
        firstName: 'Samuel',
        jobTitle: 'Senior Engineer',
        workAddress: '1 Long Street, Springfield',
        workHours: 'Flexible Hours',
        email: 'hijack@example.test',
        is_admin: true,
        role: 'admin',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      first_name: 'Samuel',
      job_title: 'Senior Engineer',
      workHours: 'Flexible Hours',
    });
    const [row] = await t.dataSource.query(
      `SELECT first_name, job_title, work_address, email, is_admin, role FROM users WHERE id = $1`,
      [staff.id],
    );
    expect(row).toEqual({
      first_name: 'Samuel',
      job_title: 'Senior Engineer',
      work_address: '1 Long Street, Springfield',
      email: staff.email,
      is_admin: false,
      role: 'staff',
    });
    expect(
      await count(t, `SELECT 1 FROM audit_logs WHERE action = 'user.profile_updated' AND actor_id = $1`, [staff.id]),
    ).toBe(1);
  });

  it('refuses a too-short first name with the spec wording and keeps the profile', async () => {
    const before = await snapshot(t, 'users');
    const answer = await api(t, 'PUT', '/auth/profile', { token: staffToken, body: { firstName: 'A' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('First name must be at least 2 characters');
    expect(await snapshot(t, 'users')).toBe(before);
  });

  it('keeps the language chosen in the profile, answers it, and clears it with null', async () => {
    const chosen = await api<Record<string, unknown>>(t, 'PUT', '/auth/profile', {
      token: staffToken,
      body: { language: 'de' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.language).toBe('de');
    expectDocumented('User', chosen.body.data);
    const stored = async () =>
      (await t.dataSource.query(`SELECT language FROM users WHERE id = $1`, [staff.id]))[0].language;
    expect(await stored()).toBe('de');
    const before = await snapshot(t, 'users');
    const refused = await api(t, 'PUT', '/auth/profile', { token: staffToken, body: { language: 'klingon' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Language must be one of: en, de, fr, es');
    expect(await snapshot(t, 'users')).toBe(before);
    const cleared = await api<Record<string, unknown>>(t, 'PUT', '/auth/profile', {
      token: staffToken,
      body: { language: null },
    });
    expect(cleared.body.data.language).toBeNull();
    expect(await stored()).toBeNull();
  });

  it('uploads a profile image and serves it back; a non-image is refused', async () => {
    const form = new FormData();
    form.append('profileImage', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${t.url}/api/auth/upload-profile-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}` },
      body: form,
    });
    const body = (await response.json()) as { success: boolean; imageUrl: string; data: { imageUrl: string } };
    expect(response.status).toBe(200);
    expect(body.imageUrl).toMatch(/^\/api\/files\/profile-images\/[0-9a-f-]{36}$/);
    expect(body.data.imageUrl).toBe(body.imageUrl);
    const image = await fetch(`${t.url}${body.imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const bad = new FormData();
    bad.append('profileImage', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
    const before = await snapshot(t, 'profile_images');
    const refused = await fetch(`${t.url}/api/auth/upload-profile-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}` },
      body: bad,
    });
    expect(refused.status).toBe(400);
    expect(await snapshot(t, 'profile_images')).toBe(before);
    const missing = await fetch(`${t.url}/api/files/profile-images/not-an-id`);
    expect(missing.status).toBe(404);
  });
});
