import { approveRequest, buildHr, buildLead, buildManager, buildStaff, submitRequest } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import {
  daysAgo,
  hoursAgo,
  insertRequest,
  isoDate,
  monthKey,
  monthStart,
  setPtoBalance,
} from '../../../test/leave-fixtures';
import type { UserEntity } from '../users/user.entity';

const REPORT = `query ($range: ReportRange!, $department: String) { ptoReport(range: $range, department: $department) {
  totalRequests approvedRequests rejectedRequests pendingRequests cancelledRequests approvalRate rejectionRate pendingRate
  averageProcessingTime processingTargetHours responseRate decidedRequests periodStart periodEnd monthlyStats { month requests approvals approvalRate } } }`;
const ANALYTICS = `query ($days: Int) { analytics(periodDays: $days) {
  overview { totalEmployees activeRequests pendingRequests approvedRequests approvalRate rejectionRate avgProcessingTime avgApprovalTime totalProcessed totalPTOUsed totalSicknessUsed }
  departments { department employeeCount totalRequests approvalRate avgPTOUsed avgSicknessUsed }
  performance { avgApprovalTime avgProcessingTime approvalRate rejectionRate totalProcessed withinTargetRate overduePending } } }`;
const TRENDS = `{ analytics { trends { month requests approvals rejections ptoDays sicknessDays } } }`;
const TEAM = `query ($department: String) { teamOverview(department: $department) { teamSize coverage { scope people } upcomingPtoRequests upcomingPtoDays lowPtoAlerts ptoWarnings
  members { user { email } ptoAvailableDays alert upcomingDays } } }`;
const CALENDAR = `query ($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) { teamCalendar(start: $start, end: $end, department: $department, status: $status) { id status } }`;

/**
 * Hand-built data set. Manager M manages A and B (Engineering) and C (Sales); manager N manages D.
 * In the last 30 days M's team submitted A1 (approved after 24 h, 2.5 PTO days with a half day),
 * A2 (rejected after 72 h), A3 (pending, half a day), B1 (sickness, approved after 12 h, 2 days)
 * and C1 (cancelled); B2 is 40 days old. D1 (N's team, approved after 6 h) counts only for HR.
 */
describe('reports and analytics on a hand-built data set', () => {
  let t: TestApp;
  let m: UserEntity,
    n: UserEntity,
    a: UserEntity,
    b: UserEntity,
    c: UserEntity,
    d: UserEntity,
    hr: UserEntity,
    staff: UserEntity,
    lead: UserEntity;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    m = await buildManager(t, { jobTitle: 'Engineering Manager' });
    n = await buildManager(t, { jobTitle: 'Sales Manager', department: 'Sales' });
    hr = await buildHr(t);
    a = await buildStaff(t, m);
    b = await buildStaff(t, m);
    c = await buildStaff(t, m, { department: 'Sales' });
    d = await buildStaff(t, n, { department: 'Sales' });
    staff = await buildStaff(t, n);
    lead = await buildLead(t);
    ids.A1 = await insertRequest(t, {
      userId: a.id,
      status: 'approved',
      startDate: daysFromToday(10),
      endDate: daysFromToday(12),
      startHalfDay: true,
      days: 2.5,
      createdAt: daysAgo(2),
      decidedAfterHours: 24,
      approverId: m.id,
    });
    ids.A2 = await insertRequest(t, {
      userId: a.id,
      status: 'rejected',
      startDate: daysFromToday(20),
      endDate: daysFromToday(20),
      days: 1,
      createdAt: daysAgo(5),
      decidedAfterHours: 72,
      approverId: m.id,
    });
    ids.A3 = await insertRequest(t, {
      userId: a.id,
      status: 'pending',
      startDate: daysFromToday(30),
      endDate: daysFromToday(30),
      startHalfDay: true,
      days: 0.5,
      createdAt: daysAgo(10),
    });
    ids.B1 = await insertRequest(t, {
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
    ids.B2 = await insertRequest(t, {
      userId: b.id,
      status: 'approved',
      startDate: daysFromToday(-38),
      endDate: daysFromToday(-37),
      days: 2,
      createdAt: daysAgo(40),
      decidedAfterHours: 1,
      approverId: m.id,
    });
    ids.C1 = await insertRequest(t, {
      userId: c.id,
      status: 'cancelled',
      startDate: daysFromToday(15),
      endDate: daysFromToday(16),
      days: 2,
      createdAt: hoursAgo(20),
    });
    ids.D1 = await insertRequest(t, {
      userId: d.id,
      status: 'approved',
      startDate: daysFromToday(5),
      endDate: daysFromToday(5),
      days: 1,
      createdAt: hoursAgo(30),
      decidedAfterHours: 6,
      approverId: n.id,
    });
    await setPtoBalance(t, a.id, 25, 20, 2); // 3 left: LOW
    await setPtoBalance(t, b.id, 25, 19.5, 0.5); // 5 left: WARNING
    await setPtoBalance(t, c.id, 25, 0, 0);
    for (const [key, user] of Object.entries({ m, n, hr, staff, lead })) tokens[key] = await t.tokenFor(user);
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

  it('builds the team overview with PTO alerts and upcoming leave', async () => {
    const result = await t.gql<{
      teamOverview: { members: { user: { email: string }; alert: string | null }[] } & Record<string, unknown>;
    }>(TEAM, {}, tokens.m);
    expect(result.errors).toBeUndefined();
    // The three people M manages (M's reporting line), not M.
    expect(result.data!.teamOverview).toMatchObject({
      teamSize: 3,
      coverage: { scope: 'REPORTING_LINE', people: 3 },
      upcomingPtoRequests: 1,
      upcomingPtoDays: 2.5,
      lowPtoAlerts: 1,
      ptoWarnings: 1,
    });
    const byEmail = Object.fromEntries(result.data!.teamOverview.members.map((member) => [member.user.email, member]));
    expect(byEmail[a.email]).toMatchObject({ ptoAvailableDays: 3, alert: 'LOW', upcomingDays: 2.5 });
    expect(byEmail[b.email]).toMatchObject({ ptoAvailableDays: 5, alert: 'WARNING', upcomingDays: 0 });
    expect(byEmail[c.email]).toMatchObject({ ptoAvailableDays: 25, alert: null });
    expect(byEmail[m.email]).toBeUndefined();
    const engineering = await t.gql<{ teamOverview: { teamSize: number } }>(
      TEAM,
      { department: 'engineering' },
      tokens.m,
    );
    expect(engineering.data!.teamOverview.teamSize).toBe(2);
  });

  it('lists the team calendar with its status and department filters', async () => {
    const range = { start: daysFromToday(-45), end: daysFromToday(45) };
    const all = await t.gql<{ teamCalendar: { id: string }[] }>(CALENDAR, range, tokens.m);
    // Pending and approved leave: A2 was rejected, C1 cancelled.
    expect(all.data!.teamCalendar.map((r) => r.id).sort()).toEqual([ids.A1, ids.A3, ids.B1, ids.B2].sort());
    const rejected = await t.gql<{ teamCalendar: { id: string }[] }>(
      CALENDAR,
      { ...range, status: 'REJECTED' },
      tokens.m,
    );
    expect(rejected.data!.teamCalendar.map((r) => r.id)).toEqual([ids.A2]);
    const approved = await t.gql<{ teamCalendar: { id: string }[] }>(
      CALENDAR,
      { ...range, status: 'APPROVED' },
      tokens.m,
    );
    expect(approved.data!.teamCalendar.map((r) => r.id).sort()).toEqual([ids.A1, ids.B1, ids.B2].sort());
    const cancelledSales = await t.gql<{ teamCalendar: { id: string }[] }>(
      CALENDAR,
      { ...range, department: 'Sales', status: 'CANCELLED' },
      tokens.m,
    );
    expect(cancelledSales.data!.teamCalendar.map((r) => r.id)).toEqual([ids.C1]);
    const narrow = await t.gql<{ teamCalendar: { id: string }[] }>(
      CALENDAR,
      { start: daysFromToday(11), end: daysFromToday(11) },
      tokens.m,
    );
    expect(narrow.data!.teamCalendar.map((r) => r.id)).toEqual([ids.A1]);
    const backwards = await t.gql(CALENDAR, { start: daysFromToday(2), end: daysFromToday(1) }, tokens.m);
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'Start date cannot be after end date',
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

  describe('who may read what', () => {
    it('refuses staff every report, analytics and team view (the Team Calendar shows them colleagues only)', async () => {
      for (const query of [
        `{ ptoReport(range: LAST_30_DAYS) { totalRequests } }`,
        `{ analytics { overview { totalEmployees } } }`,
        `{ teamOverview { teamSize } }`,
      ]) {
        const result = await t.gql(query, {}, tokens.staff);
        expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(result.data).toBeNull();
      }
    });

    it('refuses anonymous callers', async () => {
      const result = await t.gql(`{ analytics { overview { totalEmployees } } }`);
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('lets a team lead see the team views but not reports or analytics', async () => {
      const team = await t.gql<{ teamOverview: { teamSize: number } }>(
        `{ teamOverview { teamSize } }`,
        {},
        tokens.lead,
      );
      expect(team.data!.teamOverview.teamSize).toBe(0); // nobody reports to them
      const report = await t.gql(`{ ptoReport(range: LAST_30_DAYS) { totalRequests } }`, {}, tokens.lead);
      expect(report.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('keeps a manager to their own reports', async () => {
      const result = await t.gql<{ ptoReport: { totalRequests: number; approvedRequests: number } }>(
        REPORT,
        { range: 'LAST_30_DAYS' },
        tokens.n,
      );
      expect(result.data!.ptoReport).toMatchObject({ totalRequests: 1, approvedRequests: 1 }); // D1 only
    });
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
