import { buildLocation, buildOrganisation } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';

describe("a person's location over REST", () => {
  let t: TestApp;
  let staff: UserEntity;
  let adminToken: string;
  let staffToken: string;
  let munich: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      staff,
      tokens: { admin: adminToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
    munich = await buildLocation(t, adminToken, {
      name: 'Munich office',
      countryCode: 'DE',
      regionCode: 'BY',
      timeZone: 'Europe/Berlin',
    });
  });
  afterAll(() => t.close());

  const put = (id: string, body: unknown, token: string) =>
    fetch(`${t.url}/api/admin/users/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const stored = async () =>
    (await t.dataSource.query(`SELECT location_id FROM users WHERE id = $1`, [staff.id]))[0].location_id as
      string | null;

  it('moves a person with location_id, shows it, and null takes them back to the default location', async () => {
    const moved = await put(staff.id, { location_id: munich }, adminToken);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { data: { location_id: string } }).data.location_id).toBe(munich);
    expect(await stored()).toBe(munich);
    const back = await put(staff.id, { location_id: null }, adminToken);
    expect(((await back.json()) as { data: { location_id: string | null } }).data.location_id).toBeNull();
    expect(await stored()).toBeNull();
  });

  it('refuses an unknown location or a non-administrator and changes nothing', async () => {
    await put(staff.id, { location_id: munich }, adminToken);
    const unknown = await put(staff.id, { location_id: '00000000-0000-4000-8000-000000000000' }, adminToken);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Location not found');
    const wrongType = await put(staff.id, { location_id: 7 }, adminToken);
    expect(wrongType.status).toBe(400);
    const own = await put(staff.id, { location_id: null }, staffToken);
    expect(own.status).toBe(403);
    expect(await stored()).toBe(munich);
  });
});
