/* Each person's own profile: the fields they may edit, their choices, and their profile image. */
import { deflateSync } from 'node:zlib';
import { buildManager, buildUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id firstName lastName jobTitle workAddress email } }`;

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
