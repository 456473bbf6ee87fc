/* REST audit statistics, the date-range summary and the CSV export of the trail. */
import { buildAdmin, buildHr, buildManager } from '../../server/test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count } from './helpers';

describe('REST audit statistics, date-range summary and CSV export', () => {
  let t: TestApp;
  let admin: UserEntity;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t, { firstName: 'Ada' });
    const hr = await buildHr(t);
    const manager = await buildManager(t);
    for (const [key, user] of Object.entries({ admin, hr, manager })) tokens[key] = await t.tokenFor(user);
    for (let i = 0; i < 2; i++)
      await api(t, 'POST', '/admin/teams', { token: tokens.admin, body: { name: `Team ${i}`, description: 'A team' } });
    await t.dataSource.query(
      `INSERT INTO audit_logs (action, resource_type, details, created_at) VALUES ('test.old', 'system', '{}', '2025-01-10T12:00:00Z'), ('test.old', 'system', '{}', '2025-01-11T12:00:00Z')`,
    );
  });
  afterAll(() => t.close());

  it('answers the statistics of the last 30 days as { action, date, count } rows', async () => {
    const answer = await api<{ action: string; date: string; count: number }[]>(t, 'GET', '/audit/stats', {
      token: tokens.hr,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toContainEqual({ action: 'team.created', date: daysFromToday(0), count: 2 });
    expect(answer.body.data.map((row) => row.action)).not.toContain('test.old');
    expect(answer.body.summary).toMatchObject({
      since: daysFromToday(-29),
      totalEntries: expect.any(Number),
      byAction: expect.arrayContaining([{ key: 'team.created', count: 2 }]),
    });
  });

  it('summarises a date range, both days included', async () => {
    const answer = await api<{ period: unknown; totalEntries: number; byAction: { key: string; count: number }[] }>(
      t,
      'GET',
      '/audit/summary/date-range?startDate=2025-01-10&endDate=2025-01-11',
      { token: tokens.admin },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      period: { startDate: '2025-01-10', endDate: '2025-01-11' },
      totalEntries: 2,
      byAction: [{ key: 'test.old', count: 2 }],
    });
  });

  it('exports the filtered trail as audit_logs_{date}.csv', async () => {
    const response = await fetch(`${t.url}/api/audit/export/csv?action=team.created&userId=${admin.id}`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="audit_logs_${daysFromToday(0)}.csv"`,
    );
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'id,created_at,action,resource_type,resource_id,first_name,last_name,email,ip_address,details',
    );
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('team.created') && line.includes(admin.email))).toBe(true);
  });

  it('answers 400 to bad dates and changes nothing', async () => {
    const before = await count(t, 'SELECT 1 FROM audit_logs');
    for (const path of [
      '/audit/summary/date-range',
      '/audit/summary/date-range?startDate=2025-01-12&endDate=2025-01-10',
      '/audit/summary/date-range?startDate=yesterday&endDate=2025-01-10',
      '/audit/export/csv?startDate=2025-02-30x',
    ]) {
      const answer = await api(t, 'GET', path, { token: tokens.admin });
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 400,
        code: 'BAD_USER_INPUT',
      });
    }
    expect(await count(t, 'SELECT 1 FROM audit_logs')).toBe(before);
  });

  it.each(['/audit/stats', '/audit/summary/date-range?startDate=2025-01-10&endDate=2025-01-11', '/audit/export/csv'])(
    '%s answers 401 without a token and 403 to a manager outside HR',
    async (path) => {
      expect((await api(t, 'GET', path)).status).toBe(401);
      const answer = await api(t, 'GET', path, { token: tokens.manager });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    },
  );
});
