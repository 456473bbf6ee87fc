/* REST reports and analytics: /api/pto/reports, /api/analytics/* and custom reports with their CSV export. */
import { buildHr, buildLead, buildManager, buildStaff } from '../../server/test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../server/test/harness';
import { daysAgo, insertRequest, setPtoBalance } from '../../server/test/leave-fixtures';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, snapshot } from './helpers';

/**
 * Manager M manages A and B (Engineering). In the last 30 days A submitted A1 (approved after 24 h),
 * A2 (rejected after 72 h) and A3 (pending); B submitted B1 (sickness, approved after 12 h).
 * N manages D (Sales), whose D1 only HR and administrators see.
 */
describe('REST reports and analytics: /api/pto/reports and /api/analytics/*', () => {
  let t: TestApp;
  let m: UserEntity, a: UserEntity;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    m = await buildManager(t, { jobTitle: 'Engineering Manager' });
    const n = await buildManager(t, { department: 'Sales' });
    const hr = await buildHr(t);
    a = await buildStaff(t, m, { firstName: 'Alma', lastName: 'Able' });
    const b = await buildStaff(t, m);
    const d = await buildStaff(t, n, { department: 'Sales' });
    const staff = await buildStaff(t, m, { department: 'Design' });
    const lead = await buildLead(t);
    await insertRequest(t, {
      userId: a.id,
      status: 'approved',
      startDate: daysFromToday(10),
      endDate: daysFromToday(11),
      days: 2,
      createdAt: daysAgo(2),
      decidedAfterHours: 24,
      approverId: m.id,
    });
    await insertRequest(t, {
      userId: a.id,
      status: 'rejected',
      startDate: daysFromToday(20),
      endDate: daysFromToday(20),
      days: 1,
      createdAt: daysAgo(5),
      decidedAfterHours: 72,
      approverId: m.id,
    });
    await insertRequest(t, {
      userId: a.id,
      status: 'pending',
      startDate: daysFromToday(30),
      endDate: daysFromToday(30),
      days: 1,
      createdAt: daysAgo(10),
    });
    await insertRequest(t, {
      userId: b.id,
      type: 'sickness',
      status: 'approved',
      startDate: daysFromToday(-3),
      endDate: daysFromToday(-2),
      days: 2,
      createdAt: daysAgo(3),
      decidedAfterHours: 12,
      approverId: m.id,
    });
    await insertRequest(t, {
      userId: d.id,
      status: 'approved',
      startDate: daysFromToday(5),
      endDate: daysFromToday(5),
      days: 1,
      createdAt: daysAgo(1),
      decidedAfterHours: 6,
      approverId: n.id,
    });
    await setPtoBalance(t, a.id, 25, 2, 1);
    for (const [key, user] of Object.entries({ m, hr, staff, lead })) tokens[key] = await t.tokenFor(user);
  });
  afterAll(() => t.close());

  describe('GET /pto/reports', () => {
    it("answers the spec's report fields for the manager's reports", async () => {
      const answer = await api<
        Record<string, unknown> & { monthlyStats: { month: string; requests: number; approvals: number }[] }
      >(t, 'GET', '/pto/reports?range=30d', { token: tokens.m });
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.data).toMatchObject({
        totalRequests: 4,
        approvedRequests: 2,
        rejectedRequests: 1,
        pendingRequests: 1,
        averageProcessingTime: 36,
        approvalRate: 66.67, // over the 3 decided requests, not the pending one
        processingTargetHours: 48,
      });
      const months = answer.body.data.monthlyStats;
      expect(months.reduce((sum, row) => sum + row.requests, 0)).toBe(4);
      expect(months.reduce((sum, row) => sum + row.approvals, 0)).toBe(2);
      expect(months[0]).toEqual({
        month: expect.stringMatching(/^\d{4}-\d{2}$/),
        requests: expect.any(Number),
        approvals: expect.any(Number),
        rejections: expect.any(Number),
        approvalRate: expect.any(Number),
      });
    });

    it('reads the range as days or names and the department selector, "all" meaning every department', async () => {
      const week = await api<Record<string, number>>(t, 'GET', '/pto/reports?range=7', { token: tokens.m });
      expect(week.body.data).toMatchObject({ totalRequests: 3, pendingRequests: 0 }); // A3 is 10 days old
      const year = await api<Record<string, number>>(t, 'GET', '/pto/reports?range=1y&department=all', {
        token: tokens.hr,
      });
      expect(year.body.data).toMatchObject({ totalRequests: 5, approvedRequests: 3 });
      const sales = await api<Record<string, number>>(t, 'GET', '/pto/reports?range=last_30_days&department=sales', {
        token: tokens.hr,
      });
      expect(sales.body.data).toMatchObject({ totalRequests: 1, approvedRequests: 1, averageProcessingTime: 6 });
      const defaults = await api<Record<string, unknown>>(t, 'GET', '/pto/reports', { token: tokens.m });
      expect(defaults.body.data).toMatchObject({ range: 'LAST_30_DAYS', totalRequests: 4 });
    });

    it('answers 400 to an unknown range, 401 without a token and 403 to staff and team leads', async () => {
      for (const range of ['14', 'forever', '30&range=7']) {
        const answer = await api(t, 'GET', `/pto/reports?range=${range}`, { token: tokens.m });
        expect({ range, status: answer.status, code: answer.body.code }).toEqual({
          range,
          status: 400,
          code: 'BAD_USER_INPUT',
        });
      }
      expect((await api(t, 'GET', '/pto/reports')).status).toBe(401);
      for (const who of ['staff', 'lead'])
        expect((await api(t, 'GET', '/pto/reports', { token: tokens[who] })).status).toBe(403);
    });
  });

  describe('GET /analytics/*', () => {
    it('answers the overview, departments and performance of the period with the spec field names', async () => {
      const overview = await api<Record<string, unknown>>(t, 'GET', '/analytics/overview?periodDays=30', {
        token: tokens.m,
      });
      expect(overview.status).toBe(200);
      expect(overview.body.data).toMatchObject({
        totalEmployees: 3,
        pendingRequests: 1,
        approvedRequests: 2,
        approvalRate: 66.67,
        avgProcessingTime: 1.5,
        totalPTOUsed: 2,
        totalSicknessUsed: 2,
      });
      expect(Object.keys(overview.body.data)).toEqual(
        expect.arrayContaining([
          'totalEmployees',
          'activeRequests',
          'pendingRequests',
          'approvedRequests',
          'approvalRate',
          'avgProcessingTime',
          'totalPTOUsed',
          'totalSicknessUsed',
        ]),
      );
      const departments = await api<Record<string, unknown>[]>(t, 'GET', '/analytics/departments?periodDays=30', {
        token: tokens.m,
      });
      expect(departments.body.data).toContainEqual({
        department: 'Engineering',
        employeeCount: 2,
        totalRequests: 4,
        approvalRate: 66.67,
        avgPTOUsed: 1,
        avgSicknessUsed: 1,
      });
      const performance = await api<Record<string, unknown>>(t, 'GET', '/analytics/performance?periodDays=30', {
        token: tokens.m,
      });
      expect(performance.body.data).toMatchObject({
        avgApprovalTime: 0.75,
        approvalRate: 66.67,
        rejectionRate: 33.33,
        totalProcessed: 3,
      });
      const everyone = await api<Record<string, unknown>>(t, 'GET', '/analytics/overview', { token: tokens.hr });
      expect(everyone.body.data).toMatchObject({ approvedRequests: 3 });
    });

    it('answers 12 months of trends and per-department predictions with lowercase risk levels', async () => {
      const trends = await api<Record<string, unknown>[]>(t, 'GET', '/analytics/trends', { token: tokens.m });
      expect(trends.body.data).toHaveLength(12);
      expect(Object.keys(trends.body.data[0]).sort()).toEqual([
        'approvals',
        'month',
        'ptoDays',
        'rejections',
        'requests',
        'sicknessDays',
      ]);
      const predictions = await api<
        {
          department: string;
          riskLevel: string;
          predictedRequests: number;
          predictedPTOUsage: number;
          confidence: number;
        }[]
      >(t, 'GET', '/analytics/predictions', { token: tokens.hr });
      expect(predictions.status).toBe(200);
      expect(predictions.body.data.length).toBeGreaterThan(0);
      for (const row of predictions.body.data) {
        expect(['high', 'medium', 'low']).toContain(row.riskLevel);
        expect(row).toMatchObject({
          department: expect.any(String),
          predictedRequests: expect.any(Number),
          predictedPTOUsage: expect.any(Number),
          confidence: expect.any(Number),
        });
      }
    });

    it.each(['overview', 'trends', 'departments', 'predictions', 'performance'])(
      '/analytics/%s answers 401 without a token and 403 to staff and team leads',
      async (tab) => {
        expect((await api(t, 'GET', `/analytics/${tab}`)).status).toBe(401);
        for (const who of ['staff', 'lead']) {
          const answer = await api(t, 'GET', `/analytics/${tab}`, { token: tokens[who] });
          expect(answer.status).toBe(403);
          expect(answer.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
        }
      },
    );

    it.each(['periodDays=14', 'periodDays=thirty', 'period=0'])('answers 400 to ?%s', async (search) => {
      const answer = await api(t, 'GET', `/analytics/overview?${search}`, { token: tokens.m });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('POST /analytics/reports/generate and GET /analytics/reports/export.csv', () => {
    const period = { startDate: daysFromToday(-30), endDate: daysFromToday(0) };

    it('generates a custom report: reportType, title, period, summary and data rows', async () => {
      const answer = await api<{
        reportType: string;
        title: string;
        generatedAt: string;
        period: unknown;
        summary: Record<string, string>;
        data: Record<string, unknown>[];
        totalRows: number;
        includeCharts: boolean;
      }>(t, 'POST', '/analytics/reports/generate', {
        token: tokens.m,
        body: { reportType: 'department_comparison', ...period, departments: 'Engineering, ,', includeCharts: true },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        reportType: 'department_comparison',
        period,
        includeCharts: true,
        totalRows: 1,
      });
      expect(answer.body.data.title).toEqual(expect.any(String));
      expect(new Date(answer.body.data.generatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(answer.body.data.data).toEqual([
        expect.objectContaining({ department: 'Engineering', employees: 2, requests: 4, approved: 2, rejected: 1 }),
      ]);
      expect(typeof answer.body.data.summary).toBe('object');
    });

    it('defaults to a PTO utilization report from 1 January to today, departments given as a list', async () => {
      const answer = await api<{
        reportType: string;
        period: { startDate: string; endDate: string };
        data: Record<string, unknown>[];
      }>(t, 'POST', '/analytics/reports/generate', { token: tokens.m, body: { departments: ['Engineering'] } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.reportType).toBe('pto_utilization');
      expect(answer.body.data.period).toEqual({
        startDate: `${daysFromToday(0).slice(0, 4)}-01-01`,
        endDate: daysFromToday(0),
      });
      expect(answer.body.data.data.map((row) => row.email)).toContain(a.email);
    });

    it('downloads the report as CSV', async () => {
      const response = await fetch(
        `${t.url}/api/analytics/reports/export.csv?reportType=department_comparison&startDate=${period.startDate}&endDate=${period.endDate}`,
        { headers: { authorization: `Bearer ${tokens.m}` } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="department_comparison_${period.startDate}_${period.endDate}.csv"`,
      );
      const lines = (await response.text()).trim().split(/\r?\n/);
      expect(lines.some((line) => /^Engineering,2,4,2,1,/.test(line))).toBe(true);
    });

    it('answers 400 to bad input and changes nothing', async () => {
      const before = await snapshot(t, 'audit_logs');
      for (const body of [
        { reportType: 'payroll' },
        { startDate: '2025-13-01' },
        { ...period, startDate: daysFromToday(1), endDate: daysFromToday(0) },
        { departments: 42 },
        { departments: [1, 2] },
        { includeCharts: 'yes' },
      ]) {
        const answer = await api(t, 'POST', '/analytics/reports/generate', { token: tokens.m, body });
        expect({ body, status: answer.status, code: answer.body.code }).toEqual({
          body,
          status: 400,
          code: 'BAD_USER_INPUT',
        });
      }
      expect(
        (await api(t, 'GET', '/analytics/reports/export.csv?reportType=payroll', { token: tokens.m })).status,
      ).toBe(400);
      expect(await snapshot(t, 'audit_logs')).toBe(before);
    });

    it('answers 401 without a token and 403 to staff', async () => {
      expect((await api(t, 'POST', '/analytics/reports/generate', { body: {} })).status).toBe(401);
      expect((await api(t, 'GET', '/analytics/reports/export.csv')).status).toBe(401);
      expect((await api(t, 'POST', '/analytics/reports/generate', { token: tokens.staff, body: {} })).status).toBe(403);
      expect((await api(t, 'GET', '/analytics/reports/export.csv', { token: tokens.staff })).status).toBe(403);
    });
  });
});
