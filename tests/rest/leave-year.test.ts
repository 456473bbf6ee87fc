import { startTestApp, type TestApp } from '../../server/test/harness';
import { api, snapshot } from './helpers';

describe('REST /api/leave-year', () => {
  let t: TestApp;
  let staffToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    const staff = await t.createUser({ firstName: 'Sam', lastName: 'Staff' });
    const admin = await t.createUser({ firstName: 'Ada', lastName: 'Admin', isAdmin: true, role: 'admin' });
    staffToken = await t.tokenFor(staff);
    adminToken = await t.tokenFor(admin);
  });
  afterAll(() => t.close());

  it('answers the leave year it is today to anyone signed in, and 401 to anyone else', async () => {
    const answer = await api<{ label: string; start_month: number; start: string; end: string }>(
      t,
      'GET',
      '/leave-year',
      {
        token: staffToken,
      },
    );
    expect(answer.status).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(answer.body.data).toMatchObject({
      label: String(year),
      start_month: 1,
      start: `${year}-01-01`,
      end: `${year}-12-31`,
    });
    expect((await api(t, 'GET', '/leave-year')).status).toBe(401);
  });

  it('refuses a month out of range (400) and anyone but HR and administrators (403), changing nothing', async () => {
    const before = await snapshot(t, 'policy_settings');
    const wrong = await api(t, 'PUT', '/leave-year', { token: adminToken, body: { start_month: 0 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The leave year must start in a month from 1 (January) to 12 (December)');
    expect((await api(t, 'PUT', '/leave-year', { token: adminToken, body: { start_month: 'April' } })).status).toBe(
      400,
    );
    expect((await api(t, 'PUT', '/leave-year', { token: staffToken, body: { start_month: 4 } })).status).toBe(403);
    expect(await snapshot(t, 'policy_settings')).toBe(before);
  });

  it('previews with dry_run, then starts the leave year in July: labelled "2026/27" style', async () => {
    const dry = await api<{ applied: boolean }>(t, 'PUT', '/leave-year', {
      token: adminToken,
      body: { start_month: 7, dry_run: true },
    });
    expect(dry.status).toBe(200);
    expect(dry.body.data.applied).toBe(false);
    const changed = await api<{ applied: boolean }>(t, 'PUT', '/leave-year', {
      token: adminToken,
      body: { start_month: 7 },
    });
    expect(changed.body.data.applied).toBe(true);
    const now = new Date();
    const year = now.getUTCMonth() + 1 >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    const current = await api<{ label: string }>(t, 'GET', '/leave-year', { token: staffToken });
    expect(current.body.data.label).toBe(`${year}/${String((year + 1) % 100).padStart(2, '0')}`);
  });
});
