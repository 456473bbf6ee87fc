import { daysFromToday, startTestApp, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count } from './helpers';

describe('REST reports, analytics and audit queries', () => {
  let t: TestApp;
  let admin: UserEntity;
  let manager: UserEntity;
  let adminToken: string;
  let managerToken: string;
  let staffToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.createUser({ firstName: 'Ada', isAdmin: true, role: 'admin', department: 'Operations' });
    manager = await t.createUser({ isManager: true, role: 'manager', jobTitle: 'Engineering Manager' });
    const staff = await t.createUser({ managerId: manager.id });
    const other = await t.createUser({ managerId: manager.id, department: 'Sales' });
    [adminToken, managerToken, staffToken] = await Promise.all([admin, manager, staff].map((u) => t.tokenFor(u)));
    const otherToken = await t.tokenFor(other);
    const submit = async (token: string, start: number) =>
      (await api<{ id: string }>(t, 'POST', '/pto/requests', { token, body: { type: 'pto', start_date: daysFromToday(start), end_date: daysFromToday(start + 1) } })).body.data.id;
    const first = await submit(staffToken, 10);
    await submit(staffToken, 20);
    const third = await submit(otherToken, 30);
    await api(t, 'POST', `/pto/requests/${first}/approve`, { token: managerToken, body: {} });
    await api(t, 'POST', `/pto/requests/${third}/reject`, { token: managerToken, body: { rejectionReason: 'Busy' } });
  });
  afterAll(() => t.close());

  it('answers the PTO report of the manager\'s reports, by range and department', async () => {
    const answer = await api<{ totalRequests: number; approvedRequests: number; rejectedRequests: number; pendingRequests: number; monthlyStats: unknown[]; averageProcessingTime: number | null }>(t, 'GET', '/pto/reports?range=30', { token: managerToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ totalRequests: 3, approvedRequests: 1, rejectedRequests: 1, pendingRequests: 1 });
    expect(answer.body.data.monthlyStats.length).toBeGreaterThan(0);
    const sales = await api<{ totalRequests: number }>(t, 'GET', '/pto/reports?range=30&department=Sales', { token: managerToken });
    expect(sales.body.data.totalRequests).toBe(1);
    expect((await api(t, 'GET', '/pto/reports?range=12', { token: managerToken })).status).toBe(400);
    expect((await api(t, 'GET', '/pto/reports', { token: staffToken })).status).toBe(403);
  });

  it('answers the analytics overview, trends, departments, predictions and performance', async () => {
    const overview = await api<{ totalEmployees: number; pendingRequests: number; approvedRequests: number }>(t, 'GET', '/analytics/overview?periodDays=30', { token: adminToken });
    expect(overview.status).toBe(200);
    expect(overview.body.data).toMatchObject({ totalEmployees: await count(t, 'SELECT 1 FROM users WHERE is_active'), pendingRequests: 1, approvedRequests: 1 });
    const trends = await api<{ month: string; requests: number }[]>(t, 'GET', '/analytics/trends', { token: adminToken });
    expect(trends.body.data).toHaveLength(12);
    expect(trends.body.data.reduce((sum, row) => sum + row.requests, 0)).toBe(3);
    const departments = await api<{ department: string; totalRequests: number }[]>(t, 'GET', '/analytics/departments?periodDays=30', { token: managerToken });
    expect(departments.body.data.find((d) => d.department === 'Sales')).toMatchObject({ totalRequests: 1 });
    const predictions = await api<{ riskLevel: string }[]>(t, 'GET', '/analytics/predictions', { token: adminToken });
    expect(predictions.status).toBe(200);
    predictions.body.data.forEach((p) => expect(['high', 'medium', 'low']).toContain(p.riskLevel));
    const performance = await api<{ totalProcessed: number }>(t, 'GET', '/analytics/performance?periodDays=30', { token: managerToken });
    expect(performance.body.data.totalProcessed).toBe(2);
    expect((await api(t, 'GET', '/analytics/overview?periodDays=12', { token: adminToken })).status).toBe(400);
    expect((await api(t, 'GET', '/analytics/overview', { token: staffToken })).status).toBe(403);
  });

  it('generates a custom report and its CSV; a bad report type or range is 400', async () => {
    const year = new Date().getUTCFullYear();
    const answer = await api<{ reportType: string; title: string; period: { startDate: string }; summary: Record<string, string>; data: unknown[] }>(t, 'POST', '/analytics/reports/generate', {
      token: adminToken,
      body: { reportType: 'department_comparison', startDate: `${year}-01-01`, endDate: daysFromToday(60), departments: 'Engineering, Sales', includeCharts: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ reportType: 'department_comparison', period: { startDate: `${year}-01-01` } });
    expect(answer.body.data.title).toEqual(expect.any(String));
    expect(Array.isArray(answer.body.data.data)).toBe(true);
    expect((await api(t, 'POST', '/analytics/reports/generate', { token: adminToken, body: { reportType: 'horoscope' } })).status).toBe(400);
    expect((await api(t, 'POST', '/analytics/reports/generate', { token: adminToken, body: { startDate: '2026-05-01', endDate: '2026-01-01' } })).status).toBe(400);
    const csv = await fetch(`${t.url}/api/analytics/reports/export.csv?reportType=pto_utilization`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect((await csv.text()).split('\n').length).toBeGreaterThan(1);
  });

  it('answers audit statistics, a date-range summary and a CSV export for administrators', async () => {
    const stats = await api<{ totalEntries: number; daily: { action: string; count: number }[] }>(t, 'GET', '/audit/stats', { token: adminToken });
    expect(stats.status).toBe(200);
    expect(stats.body.data.totalEntries).toBe(await count(t, `SELECT 1 FROM audit_logs WHERE created_at >= (current_date - 29)`));
    const today = new Date().toISOString().slice(0, 10);
    const summary = await api<{ totalEntries: number; byAction: { key: string; count: number }[] }>(t, 'GET', `/audit/summary/date-range?startDate=${today}&endDate=${today}`, { token: adminToken });
    expect(summary.body.data.byAction.find((row) => row.key === 'leave_request.submitted')).toEqual({ key: 'leave_request.submitted', count: 3 });
    expect((await api(t, 'GET', '/audit/summary/date-range?startDate=2026-02-01', { token: adminToken })).status).toBe(400);
    const csv = await fetch(`${t.url}/api/audit/export/csv?action=leave_request.rejected`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="audit_logs_${today}.csv"`);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('leave_request.rejected');
    expect((await fetch(`${t.url}/api/audit/export/csv`, { headers: { authorization: `Bearer ${managerToken}` } })).status).toBe(403);
  });
});
