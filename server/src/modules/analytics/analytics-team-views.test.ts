/* The team views (overview with PTO alerts, team calendar) and who may read each report, analytics or team view. */
import { daysFromToday, type TestApp } from '../../../test/harness';
import { REPORT, buildAnalyticsWorld, type AnalyticsWorld } from '../../../test/analytics-fixtures';
import type { UserEntity } from '../users/user.entity';

const TEAM = `query ($department: String) { teamOverview(department: $department) { teamSize coverage { scope people } upcomingPtoRequests upcomingPtoDays lowPtoAlerts ptoWarnings
  members { user { email } ptoAvailableDays alert upcomingDays } } }`;
const CALENDAR = `query ($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) { teamCalendar(start: $start, end: $end, department: $department, status: $status) { id status } }`;

/** On the hand-built data set of `buildAnalyticsWorld`. */
describe('team views and access on a hand-built data set', () => {
  let t: TestApp;
  let m: UserEntity, a: UserEntity, b: UserEntity, c: UserEntity;
  let ids: AnalyticsWorld['ids'];
  let tokens: AnalyticsWorld['tokens'];

  beforeAll(async () => {
    ({ t, m, a, b, c, ids, tokens } = await buildAnalyticsWorld());
  });
  afterAll(() => t.close());

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
