import { buildOrganisation } from '../../server/test/factories';
import { startTestApp, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count, expectDocumented } from './helpers';

type AuditBody = {
  id: string;
  action: string;
  resource_type: string;
  first_name: string | null;
  email: string | null;
  created_at: string;
  details: Record<string, unknown>;
  ip_address: string | null;
};

describe('REST /api/audit', () => {
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;
  let hrToken: string;
  let managerToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      admin,
      tokens: { admin: adminToken, hr: hrToken, manager: managerToken },
    } = await buildOrganisation(t, { admin: { firstName: 'Ada' }, hr: { firstName: 'Hana' }, manager: {} }));
    for (let i = 0; i < 3; i++)
      await api(t, 'POST', '/admin/teams', { token: adminToken, body: { name: `Team ${i}`, description: 'A team' } });
  });
  afterAll(() => t.close());

  it('pages the trail newest first with the spec fields and pagination', async () => {
    const total = await count(t, 'SELECT 1 FROM audit_logs');
    const first = await api<AuditBody[]>(t, 'GET', '/audit?limit=2&page=1', { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total, pages: Math.ceil(total / 2) });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toMatchObject({
      action: 'team.created',
      resource_type: 'team',
      first_name: 'Ada',
      email: admin.email,
      ip_address: expect.any(String),
    });
    expect(first.body.data[0].created_at >= first.body.data[1].created_at).toBe(true);
    first.body.data.forEach((entry) => expectDocumented('AuditEntry', entry));
    const second = await api<AuditBody[]>(t, 'GET', '/audit?limit=2&page=2', { token: adminToken });
    expect(second.body.data.map((e) => e.id)).not.toContain(first.body.data[0].id);
  });

  it('filters by person, action, resource type and dates', async () => {
    const teams = await api<AuditBody[]>(t, 'GET', `/audit?userId=${admin.id}&action=team.created&resourceType=team`, {
      token: hrToken,
    });
    expect(teams.body.data).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await api<AuditBody[]>(t, 'GET', `/audit?startDate=${today}&endDate=${today}&action=team.created`, {
      token: adminToken,
    });
    expect(dated.body.pagination?.total).toBe(3);
    const past = await api<AuditBody[]>(t, 'GET', `/audit?endDate=2001-01-01`, { token: adminToken });
    expect(past.body.data).toHaveLength(0);
  });

  it('refuses bad filters with 400', async () => {
    expect((await api(t, 'GET', '/audit?startDate=yesterday', { token: adminToken })).status).toBe(400);
    expect((await api(t, 'GET', '/audit?userId=nobody', { token: adminToken })).status).toBe(400);
    expect((await api(t, 'GET', '/audit?limit=0', { token: adminToken })).status).toBe(400);
  });

  it('reads one entry and lists the actions; managers outside HR get 403', async () => {
    const [entry] = await t.dataSource.query(`SELECT id FROM audit_logs WHERE action = 'team.created' LIMIT 1`);
    const one = await api<AuditBody>(t, 'GET', `/audit/${entry.id}`, { token: adminToken });
    expect(one.body.data).toMatchObject({
      id: entry.id,
      action: 'team.created',
      details: { name: expect.stringMatching(/^Team /) },
    });
    expect((await api(t, 'GET', '/audit/00000000-0000-4000-8000-000000000000', { token: adminToken })).status).toBe(
      404,
    );
    const actions = await api<string[]>(t, 'GET', '/audit/actions/list', { token: hrToken });
    const rows: { action: string }[] = await t.dataSource.query(
      `SELECT DISTINCT action FROM audit_logs ORDER BY action`,
    );
    expect(actions.body.data).toEqual(rows.map((r) => r.action));
    expect((await api(t, 'GET', '/audit', { token: managerToken })).status).toBe(403);
  });
});
