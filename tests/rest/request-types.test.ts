import { buildAdmin, buildUser } from '../../server/test/factories';
import { startTestApp, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count, snapshot, expectDocumented } from './helpers';

type TypeBody = {
  id: string;
  name: string;
  display_name: string;
  max_days_per_year: number;
  accrual_rate: number;
  is_active: boolean;
  is_built_in: boolean;
  color: string;
};

describe('REST /api/request-types', () => {
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t);
    adminToken = await t.tokenFor(admin);
    staffToken = await t.tokenFor(await buildUser(t));
  });
  afterAll(() => t.close());

  it('lists the active types, built-in first, to any signed-in person', async () => {
    const answer = await api<TypeBody[]>(t, 'GET', '/request-types', { token: staffToken });
    expect(answer.status).toBe(200);
    expect(
      answer.body.data
        .slice(0, 3)
        .map((type) => type.name)
        .sort(),
    ).toEqual(['other', 'pto', 'sickness']);
    expect(answer.body.data[0]).toMatchObject({
      is_built_in: true,
      is_active: true,
      display_name: expect.any(String),
      max_days_per_year: expect.any(Number),
    });
  });

  it('creates, updates and deletes a type with the spec field names, audited', async () => {
    const created = await api<TypeBody>(t, 'POST', '/request-types', {
      token: adminToken,
      body: {
        name: 'study',
        display_name: 'Study leave',
        description: 'Exams',
        color: '#10b981',
        icon: 'palette',
        requires_approval: true,
        max_days_per_year: 5.5,
        accrual_type: 'yearly',
        accrual_rate: 5.5,
        is_built_in: true,
      },
    });
    expect(created.status).toBe(201);
    expectDocumented('RequestType', created.body.data);
    expect(created.body.data).toMatchObject({
      name: 'study',
      display_name: 'Study leave',
      color: '#10B981',
      max_days_per_year: 5.5,
      is_built_in: false,
    });
    const id = created.body.data.id;
    const updated = await api<TypeBody>(t, 'PUT', `/request-types/${id}`, {
      token: adminToken,
      body: { display_name: 'Study days', max_days_per_year: 6 },
    });
    expect(updated.body).toMatchObject({
      message: 'Request type updated successfully',
      data: { display_name: 'Study days', max_days_per_year: 6, name: 'study' },
    });
    const [row] = await t.dataSource.query(
      `SELECT display_name, max_days_per_year::float AS max, is_built_in FROM request_types WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ display_name: 'Study days', max: 6, is_built_in: false });
    const deleted = await api(t, 'DELETE', `/request-types/${id}`, { token: adminToken });
    expect(deleted.body).toMatchObject({ success: true, message: 'Request type deleted successfully' });
    expect(await count(t, `SELECT 1 FROM request_types WHERE id = $1`, [id])).toBe(0);
    expect(
      await count(t, `SELECT 1 FROM audit_logs WHERE resource_id = $1 AND action LIKE 'request_type.%'`, [id]),
    ).toBe(3);
  });

  it('refuses bad input, renaming and deleting a built-in type, changing nothing', async () => {
    const before = await snapshot(t, 'request_types');
    const noName = await api(t, 'POST', '/request-types', {
      token: adminToken,
      body: { display_name: 'X', max_days_per_year: 1, accrual_rate: 1 },
    });
    expect(noName.body.message).toBe('Internal name is required');
    const badSteps = await api(t, 'POST', '/request-types', {
      token: adminToken,
      body: { name: 'odd', display_name: 'Odd', max_days_per_year: 1.3, accrual_rate: 1 },
    });
    expect(badSteps.status).toBe(400);
    const wrongType = await api(t, 'POST', '/request-types', {
      token: adminToken,
      body: { name: 'odd', display_name: 'Odd', max_days_per_year: 1, accrual_rate: 1, requires_approval: 'yes' },
    });
    expect(wrongType.status).toBe(400);
    const [pto] = await t.dataSource.query(`SELECT id FROM request_types WHERE name = 'pto'`);
    const rename = await api(t, 'PUT', `/request-types/${pto.id}`, { token: adminToken, body: { name: 'vacation' } });
    expect(rename.body.message).toBe('The internal name of a request type cannot change');
    const builtIn = await api(t, 'DELETE', `/request-types/${pto.id}`, { token: adminToken });
    expect(builtIn.status).toBe(400);
    expect(builtIn.body.message).toBe('Built-in request types cannot be deleted');
    expect((await api(t, 'DELETE', `/request-types/${pto.id}`, { token: staffToken })).status).toBe(403);
    expect(await snapshot(t, 'request_types')).toBe(before);
  });
});
