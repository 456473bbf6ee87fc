import { deflateSync } from 'node:zlib';
import { SignJWT } from 'jose';
import { buildAdmin, buildManager, buildUser } from '../../../test/factories';
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

/** A minimal, valid 1×1 PNG (signature, IHDR, IDAT, IEND with correct CRCs). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x3b, 0x82, 0xf6, 0xff]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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

    it('stores a bcrypt hash of cost 12 that tells apart passwords differing only after the 72nd byte', async () => {
      const prefix = 'p'.repeat(80);
      const input = registration({ password: `${prefix}-original` });
      const registered = await t.gql<{ register: { user: { id: string } } }>(REGISTER, { input });
      const [{ password_hash: hash }] = await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [
        registered.data!.register.user.id,
      ]);
      expect(hash).toMatch(/^\$2[ab]\$12\$/);
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

describe('profile', () => {
  let t: TestApp;
  let person: UserEntity;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    person = await buildUser(t, {
      firstName: 'Grace',
      lastName: 'Hopper',
      jobTitle: 'Engineer',
      workAddress: '1 Harbour Street, Dublin',
    });
    token = await t.tokenFor(person);
  });
  afterAll(() => t.close());

  const stored = async () => {
    const [row] = await t.dataSource.query(
      `SELECT first_name, last_name, job_title, work_address, email FROM users WHERE id = $1`,
      [person.id],
    );
    return row;
  };

  it.each([
    [{ firstName: '   ' }, 'First name is required'],
    [{ firstName: ' A ' }, 'First name must be at least 2 characters'],
    [{ lastName: 'B' }, 'Last name must be at least 2 characters'],
    [{ jobTitle: 'QA' }, 'Job title must be at least 3 characters'],
    [{ workAddress: 'Short st' }, 'Work address must be at least 10 characters'],
    [{ firstName: 'Valid', workAddress: 'Short st' }, 'Work address must be at least 10 characters'],
  ])('refuses %j with "%s" and changes nothing', async (input, message) => {
    const before = await stored();
    const result = await t.gql(UPDATE_PROFILE, { input }, token);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored()).toEqual(before);
  });

  it('stores trimmed values', async () => {
    const result = await t.gql(
      UPDATE_PROFILE,
      {
        input: {
          firstName: '  Ada  ',
          lastName: ' King ',
          jobTitle: '  Analyst ',
          workAddress: '  12 Analytical Row, London ',
        },
      },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(await stored()).toMatchObject({
      first_name: 'Ada',
      last_name: 'King',
      job_title: 'Analyst',
      work_address: '12 Analytical Row, London',
    });
  });

  it('does not let the email be edited', async () => {
    const before = await stored();
    const result = await t.gql(
      UPDATE_PROFILE,
      { input: { firstName: 'Changed', email: 'new-address@example.test' } },
      token,
    );
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);
  });

  it('lets a manager move themselves into the HR department, which gives no HR powers: HR is a role', async () => {
    const lead = await buildManager(t, { department: 'Sales', jobTitle: 'Sales Manager' });
    const leadToken = await t.tokenFor(lead);
    const result = await t.gql(UPDATE_PROFILE, { input: { department: 'HR' } }, leadToken);
    expect(result.errors).toBeUndefined();
    const [row] = await t.dataSource.query(`SELECT department, role FROM users WHERE id = $1`, [lead.id]);
    expect(row).toEqual({ department: 'HR', role: 'manager' });
    const viewer = await t.gql<{ viewer: { isHr: boolean; capabilities: string[] } }>(
      `{ viewer { isHr capabilities } }`,
      {},
      leadToken,
    );
    expect(viewer.data?.viewer.isHr).toBe(false);
    expect(viewer.data?.viewer.capabilities).not.toContain('VIEW_AUDIT');
    const audit = await t.gql(`{ auditLogs(first: 1) { totalCount } }`, {}, leadToken);
    expect(audit.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const moved = await t.gql(UPDATE_PROFILE, { input: { department: 'Finance' } }, leadToken);
    expect(moved.errors).toBeUndefined();
    expect((await t.dataSource.query(`SELECT department FROM users WHERE id = $1`, [lead.id]))[0].department).toBe(
      'Finance',
    );
  });

  it("offers the spec's department and work-hours choices, keeping a department an administrator set", async () => {
    const person = await buildUser(t, { department: 'Legal' });
    const personToken = await t.tokenFor(person);
    const unknown = await t.gql(UPDATE_PROFILE, { input: { department: 'Astronomy' } }, personToken);
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'department' } });
    const hours = await t.gql(UPDATE_PROFILE, { input: { workHours: 'Whenever' } }, personToken);
    expect(hours.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'workHours' } });
    const kept = await t.gql(
      UPDATE_PROFILE,
      { input: { department: 'Legal', workHours: 'Flexible Hours' } },
      personToken,
    );
    expect(kept.errors).toBeUndefined();
    const [row] = await t.dataSource.query(`SELECT department, work_hours FROM users WHERE id = $1`, [person.id]);
    expect(row).toEqual({ department: 'Legal', work_hours: 'Flexible Hours' });
  });

  it('refuses a profile change without a token', async () => {
    const before = await stored();
    const result = await t.gql(UPDATE_PROFILE, { input: { firstName: 'Anonymous' } });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stored()).toEqual(before);
  });
});

describe('profile image upload', () => {
  let t: TestApp;
  let person: UserEntity;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    person = await buildUser(t);
    token = await t.tokenFor(person);
  });
  afterAll(() => t.close());

  async function upload(bytes: Buffer, filename: string, type: string, bearer: string | null = token) {
    const form = new FormData();
    form.append('profileImage', new Blob([new Uint8Array(bytes)], { type }), filename);
    const response = await fetch(`${t.url}/api/auth/upload-profile-image`, {
      method: 'POST',
      body: form,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    return {
      status: response.status,
      body: (await response.json()) as { success: boolean; message?: string; data?: { imageUrl: string } },
    };
  }

  const imageCount = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM profile_images WHERE user_id = $1`, [person.id]))[0]
      .count as number;

  it('stores a PNG and serves it back as image/png', async () => {
    const png = tinyPng();
    const { status, body } = await upload(png, 'me.png', 'image/png');
    expect(status).toBe(200);
    expect(body.data?.imageUrl).toMatch(/^\/api\/files\/profile-images\/[0-9a-f-]{36}$/);
    const [row] = await t.dataSource.query(
      `SELECT i.content_type, i.data FROM users u JOIN profile_images i ON i.id = u.profile_image_id WHERE u.id = $1`,
      [person.id],
    );
    expect(row.content_type).toBe('image/png');
    expect(Buffer.compare(row.data, png)).toBe(0);
    const served = await fetch(`${t.url}${body.data!.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0);
  });

  it('replaces the previous image, which is then no longer served', async () => {
    const first = await upload(tinyPng(), 'first.png', 'image/png');
    const second = await upload(tinyPng(), 'second.png', 'image/png');
    expect(second.status).toBe(200);
    expect(await imageCount()).toBe(1);
    expect((await fetch(`${t.url}${first.body.data!.imageUrl}`)).status).toBe(404);
    expect((await fetch(`${t.url}${second.body.data!.imageUrl}`)).status).toBe(200);
  });

  it('refuses a 6 MB image with the spec wording', async () => {
    const before = await imageCount();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024)]);
    const { status, body } = await upload(big, 'big.png', 'image/png');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Image size must be less than 5MB' });
    expect(await imageCount()).toBe(before);
  });

  it('refuses a text file named .png', async () => {
    const before = await imageCount();
    const { status, body } = await upload(Buffer.from('just some text, not an image\n'), 'notes.png', 'image/png');
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(await imageCount()).toBe(before);
  });

  it('refuses an upload without a token', async () => {
    const { status } = await upload(tinyPng(), 'me.png', 'image/png', null);
    expect(status).toBe(401);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM profile_images`);
    expect(count).toBe(1);
  });
});
