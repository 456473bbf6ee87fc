/*
 * Reports and analytics figures: the PTO report, the analytics overview, departments, performance and
 * trends, the organisation-wide summaries, and monthly buckets at month boundaries.
 */
import { approveRequest, buildManager, buildStaff, submitRequest } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { REPORT, buildAnalyticsWorld, type AnalyticsWorld } from '../../../test/analytics-fixtures';
import { insertRequest, isoDate, monthKey, monthStart } from '../../../test/leave-fixtures';
import type { UserEntity } from '../users/user.entity';

const ANALYTICS = `query ($days: Int) { analytics(periodDays: $days) {
  overview { totalEmployees activeRequests pendingRequests approvedRequests approvalRate rejectionRate avgProcessingTime avgApprovalTime totalProcessed totalPTOUsed totalSicknessUsed }
  departments { department employeeCount totalRequests approvalRate avgPTOUsed avgSicknessUsed }
  performance { avgApprovalTime avgProcessingTime approvalRate rejectionRate totalProcessed withinTargetRate overduePending } } }`;
const TRENDS = `{ analytics { trends { month requests approvals rejections ptoDays sicknessDays } } }`;

/** On the hand-built data set of `buildAnalyticsWorld`. */
describe('reports and analytics on a hand-built data set', () => {
  let t: TestApp;
  let b: UserEntity, c: UserEntity;
  let ids: AnalyticsWorld['ids'];
  let tokens: AnalyticsWorld['tokens'];

  beforeAll(async () => {
    ({ t, b, c, ids, tokens } = await buildAnalyticsWorld());
  });
  afterAll(() => t.close());

  it("computes the PTO report of a manager's reports over the last 30 days", async () => {
    const result = await t.gql<{ ptoReport: Record<string, unknown> }>(REPORT, { range: 'LAST_30_DAYS' }, tokens.m);
    expect(result.errors).toBeUndefined();
    expect(result.data!.ptoReport).toMatchObject({
      totalRequests: 4,
      approvedRequests: 2,
      rejectedRequests: 1,
      pendingRequests: 1,
      cancelledRequests: 1,
      decidedRequests: 3,
      // Over decided requests only: the pending one is neither an approval nor a refusal.
      approvalRate: 66.67,
      rejectionRate: 33.33,
      pendingRate: 25,
      averageProcessingTime: 36, // (24 + 72 + 12) / 3 hours
      processingTargetHours: 48,
      responseRate: 75,
      periodStart: daysFromToday(-29),
      periodEnd: daysFromToday(0),
    });
  });

  it('narrows the report to a department and widens it to everyone for HR', async () => {
    const sales = await t.gql<{ ptoReport: Record<string, number> }>(
      REPORT,
      { range: 'LAST_30_DAYS', department: 'sales' },
      tokens.m,
    );
    expect(sales.data!.ptoReport).toMatchObject({
      totalRequests: 0,
      cancelledRequests: 1,
      approvalRate: 0,
      averageProcessingTime: null,
    });
    const everyone = await t.gql<{ ptoReport: Record<string, number> }>(REPORT, { range: 'LAST_30_DAYS' }, tokens.hr);
    expect(everyone.data!.ptoReport).toMatchObject({
      totalRequests: 5,
      approvedRequests: 3,
      averageProcessingTime: 28.5,
      approvalRate: 75,
    });
    const week = await t.gql<{ ptoReport: Record<string, number> }>(REPORT, { range: 'LAST_7_DAYS' }, tokens.m);
    expect(week.data!.ptoReport).toMatchObject({ totalRequests: 3, pendingRequests: 0 }); // A3 is 10 days old
    const year = await t.gql<{ ptoReport: Record<string, number> }>(REPORT, { range: 'LAST_YEAR' }, tokens.m);
    expect(year.data!.ptoReport).toMatchObject({ totalRequests: 5, approvedRequests: 3 }); // B2 is 40 days old
  });

  it('computes the analytics overview, departments and performance for a manager', async () => {
    const result = await t.gql<{ analytics: Record<string, unknown> }>(ANALYTICS, { days: 30 }, tokens.m);
    expect(result.errors).toBeUndefined();
    expect(result.data!.analytics.overview).toEqual({
      totalEmployees: 3,
      activeRequests: 2, // A3 pending, A1 approved and not yet ended; B1 has ended
      pendingRequests: 1,
      approvedRequests: 2,
      approvalRate: 66.67, // 2 of 3 decided; the pending one is not counted
      rejectionRate: 33.33,
      avgProcessingTime: 1.5, // 36 hours
      avgApprovalTime: 0.75, // (24 + 12) / 2 hours
      totalProcessed: 3,
      totalPTOUsed: 2.5,
      totalSicknessUsed: 2,
    });
    expect(result.data!.analytics.departments).toEqual([
      {
        department: 'Engineering',
        employeeCount: 2,
        totalRequests: 4,
        approvalRate: 66.67,
        avgPTOUsed: 1.25,
        avgSicknessUsed: 1,
      },
      { department: 'Sales', employeeCount: 1, totalRequests: 0, approvalRate: 0, avgPTOUsed: 0, avgSicknessUsed: 0 },
    ]);
    expect(result.data!.analytics.performance).toEqual({
      avgApprovalTime: 0.75,
      avgProcessingTime: 1.5,
      approvalRate: 66.67,
      rejectionRate: 33.33,
      totalProcessed: 3,
      withinTargetRate: 66.67, // A1 (24 h) and B1 (12 h) of three decisions
      overduePending: 1,
    });
  });

  it('counts everyone for HR', async () => {
    const result = await t.gql<{ analytics: { overview: Record<string, number> } }>(ANALYTICS, { days: 30 }, tokens.hr);
    expect(result.data!.analytics.overview).toMatchObject({
      totalEmployees: 9,
      approvedRequests: 3,
      totalProcessed: 4,
      totalPTOUsed: 3.5,
      activeRequests: 3,
    });
  });

  it('refuses an unknown analytics period', async () => {
    const result = await t.gql(ANALYTICS, { days: 14 }, tokens.hr);
    expect(result.errors?.[0]).toMatchObject({
      message: 'periodDays must be one of 7, 30, 90, 365',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps the organisation-wide summaries equal to a rebuild through the lifecycle and department changes', async () => {
    const snapshot = () =>
      t.dataSource.query(
        `SELECT created_day::text, department, request_type_id, status, requests, days::float AS days, round(decided_seconds::numeric, 3)::float AS seconds, within_target
         FROM leave_request_created_stats WHERE requests <> 0 ORDER BY 1, 2, 3, 4`,
      );
    const submitted = await submitRequest(t, await t.tokenFor(c), {
      startDate: daysFromToday(60),
      endDate: daysFromToday(61),
      endHalfDay: true,
    });
    await approveRequest(t, tokens.m, submitted.id);
    await t.dataSource.query(`UPDATE users SET department = 'Marketing' WHERE id = $1`, [b.id]);
    await t.dataSource.query(`DELETE FROM leave_requests WHERE id = $1`, [ids.B2]);
    const live = await snapshot();
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM leave_request_start_stats WHERE requests <> 0`,
    );
    await t.dataSource.query(`SELECT rebuild_leave_request_stats()`);
    expect(await snapshot()).toEqual(live);
    expect(live.some((row: { department: string }) => row.department === 'Marketing')).toBe(true);
    const [{ count: rebuilt }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM leave_request_start_stats WHERE requests <> 0`,
    );
    expect(rebuilt).toBe(count);
  });
});

/**
 * Month boundaries: E1 is submitted at the first instant of this month, E2 one second earlier (last
 * month), E3 one second before last month began (two months ago).
 */
describe('monthly buckets at month boundaries', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    const manager = await buildManager(t, { jobTitle: 'Design Manager', department: 'Design' });
    const e = await buildStaff(t, manager, { department: 'Design' });
    const thisMonth = monthStart(0);
    const twoMonthsAgoLastDay = new Date(monthStart(-1).getTime() - 86_400_000);
    await insertRequest(t, {
      userId: e.id,
      status: 'approved',
      startDate: isoDate(thisMonth),
      endDate: isoDate(new Date(thisMonth.getTime() + 86_400_000)),
      endHalfDay: true,
      days: 1.5,
      createdAt: thisMonth,
      decidedAfterHours: 1,
    });
    await insertRequest(t, {
      userId: e.id,
      status: 'rejected',
      startDate: isoDate(thisMonth),
      endDate: isoDate(thisMonth),
      days: 1,
      createdAt: new Date(thisMonth.getTime() - 1000),
      decidedAfterHours: 1,
    });
    await insertRequest(t, {
      userId: e.id,
      type: 'sickness',
      status: 'approved',
      startDate: isoDate(twoMonthsAgoLastDay),
      endDate: isoDate(twoMonthsAgoLastDay),
      startHalfDay: true,
      days: 0.5,
      createdAt: new Date(monthStart(-1).getTime() - 1000),
      decidedAfterHours: 2,
    });
    token = await t.tokenFor(manager);
  });
  afterAll(() => t.close());

  it('puts each request in the month it was submitted (UTC) in the report', async () => {
    const result = await t.gql<{ ptoReport: { monthlyStats: unknown[] } }>(REPORT, { range: 'LAST_YEAR' }, token);
    expect(result.data!.ptoReport.monthlyStats).toEqual([
      { month: monthKey(monthStart(-2)), requests: 1, approvals: 1, approvalRate: 100 },
      { month: monthKey(monthStart(-1)), requests: 1, approvals: 0, approvalRate: 0 },
      { month: monthKey(monthStart(0)), requests: 1, approvals: 1, approvalRate: 100 },
    ]);
  });

  it('returns twelve trend months ending with this one, with half days summed by start month', async () => {
    const result = await t.gql<{ analytics: { trends: { month: string }[] } }>(TRENDS, {}, token);
    const trends = result.data!.analytics.trends;
    expect(trends.map((row) => row.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthKey(monthStart(i - 11))));
    expect(trends[11]).toEqual({
      month: monthKey(monthStart(0)),
      requests: 1,
      approvals: 1,
      rejections: 0,
      ptoDays: 1.5,
      sicknessDays: 0,
    });
    expect(trends[10]).toEqual({
      month: monthKey(monthStart(-1)),
      requests: 1,
      approvals: 0,
      rejections: 1,
      ptoDays: 0,
      sicknessDays: 0,
    });
    expect(trends[9]).toEqual({
      month: monthKey(monthStart(-2)),
      requests: 1,
      approvals: 1,
      rejections: 0,
      ptoDays: 0,
      sicknessDays: 0.5,
    });
    expect(
      trends.slice(0, 9).every((row) => (Object.values(row) as unknown[]).slice(1).every((value) => value === 0)),
    ).toBe(true);
  });
});
