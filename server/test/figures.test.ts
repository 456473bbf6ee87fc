import { seedDemoOrganisation } from '../src/seeds/demo';
import { UserEntity } from '../src/modules/users/user.entity';
import { api } from '../../tests/rest/helpers';
import { issueToken } from './factories';
import { daysFromToday, startTestApp, type TestApp } from './harness';

/**
 * One definition of each figure: on the demo organisation, the dashboard, Team Overview, Team Calendar,
 * Reports and Analytics count the same people for the same scope and the same requests for the same
 * period, over GraphQL and REST, and each says which scope it shows.
 */
type Scope = 'DIRECT_REPORTS' | 'REPORTING_LINE' | 'EVERYONE';

const SCREENS = `query ($scope: PeopleScope, $start: Date!, $end: Date!) {
  coverage(scope: $scope) { scope label people }
  teamOverview(scope: $scope) { teamSize coverage { scope label people } members { user { id } } }
  teamCalendar(start: $start, end: $end, scope: $scope) { requester { id } }
  ptoReport(range: LAST_30_DAYS, scope: $scope) {
    coverage { scope label people periodStart periodEnd }
    totalRequests approvedRequests rejectedRequests pendingRequests decidedRequests approvalRate
    figures { total approved rejected pending decided approvalRate }
  }
  analytics(periodDays: 30, scope: $scope) {
    scope
    coverage { scope label people periodStart periodEnd }
    overview { totalEmployees approvedRequests totalProcessed approvalRate }
    figures { total approved rejected pending decided approvalRate }
  }
}`;

interface Screens {
  coverage: { scope: Scope; label: string; people: number };
  teamOverview: {
    teamSize: number;
    coverage: { scope: Scope; label: string; people: number };
    members: { user: { id: string } }[];
  };
  teamCalendar: { requester: { id: string } }[];
  ptoReport: {
    coverage: { scope: Scope; label: string; people: number; periodStart: string; periodEnd: string };
    totalRequests: number;
    approvedRequests: number;
    rejectedRequests: number;
    pendingRequests: number;
    decidedRequests: number;
    approvalRate: number;
    figures: Figures;
  };
  analytics: {
    scope: Scope;
    coverage: { scope: Scope; label: string; people: number; periodStart: string; periodEnd: string };
    overview: { totalEmployees: number; approvedRequests: number; totalProcessed: number; approvalRate: number };
    figures: Figures;
  };
}
interface Figures {
  total: number;
  approved: number;
  rejected: number;
  pending: number;
  decided: number;
  approvalRate: number;
}

describe('the same figure on every screen, for the same scope and period', () => {
  let t: TestApp;
  const people = new Map<string, UserEntity>();
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoOrganisation(t.dataSource, t.services);
    for (const user of await t.dataSource.manager.find(UserEntity)) {
      const key = user.email.split('@')[0];
      people.set(key, user);
      tokens.set(key, await issueToken(t, user));
    }
  });
  afterAll(() => t.close());

  /** What Postgres holds, counted independently: active people, and requests submitted in the last 30 days (UTC). */
  async function truth(scope: Scope, viewer: UserEntity) {
    const scoped =
      scope === 'EVERYONE'
        ? 'TRUE'
        : scope === 'DIRECT_REPORTS'
          ? `u.manager_id = $1`
          : `u.id IN (WITH RECURSIVE below(id) AS (SELECT id FROM users WHERE manager_id = $1 UNION SELECT u2.id FROM users u2 JOIN below b ON u2.manager_id = b.id) SELECT id FROM below)`;
    const params = scope === 'EVERYONE' ? [] : [viewer.id];
    const [{ count: active }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM users u WHERE u.is_active AND ${scoped}`,
      params,
    );
    const [requests] = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE r.status <> 'cancelled')::int AS total,
              count(*) FILTER (WHERE r.status = 'approved')::int AS approved,
              count(*) FILTER (WHERE r.status = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE r.status = 'pending')::int AS pending
       FROM leave_requests r JOIN users u ON u.id = r.user_id
       WHERE (r.created_at AT TIME ZONE 'UTC')::date BETWEEN (now() AT TIME ZONE 'UTC')::date - 29 AND (now() AT TIME ZONE 'UTC')::date AND ${scoped}`,
      params,
    );
    return { active, ...(requests as { total: number; approved: number; rejected: number; pending: number }) };
  }

  const cases: { who: string; key: string; scope: Scope; size: number; label: string }[] = [
    { who: 'Maya', key: 'maya.manager', scope: 'DIRECT_REPORTS', size: 3, label: 'Direct reports' },
    {
      who: 'Maya',
      key: 'maya.manager',
      scope: 'REPORTING_LINE',
      size: 4,
      label: 'Reporting line (everyone below you)',
    },
    { who: 'Harper (HR)', key: 'hr', scope: 'EVERYONE', size: 12, label: 'Everyone' },
  ];

  it.each(cases)(
    '$who sees the same $size people ($scope) on every screen, and the same requests, over GraphQL and REST',
    async ({ key, scope, size, label }) => {
      const viewer = people.get(key)!;
      const token = tokens.get(key)!;
      const expected = await truth(scope, viewer);
      expect(expected.active).toBe(size);
      const result = await t.gql<Screens>(SCREENS, { scope, start: daysFromToday(-30), end: daysFromToday(90) }, token);
      expect(result.errors).toBeUndefined();
      const screens = result.data!;
      const coverage = { scope, label, people: size };
      expect(screens.coverage).toEqual(coverage);
      expect(screens.teamOverview.coverage).toEqual(coverage);
      expect(screens.teamOverview.teamSize).toBe(size);
      expect(screens.ptoReport.coverage).toMatchObject(coverage);
      expect(screens.analytics.coverage).toMatchObject(coverage);
      expect(screens.analytics.scope).toBe(scope);
      expect(screens.analytics.overview.totalEmployees).toBe(size);
      // The period is the same 30 days, today included, on both.
      expect(screens.analytics.coverage.periodStart).toBe(screens.ptoReport.coverage.periodStart);
      expect(screens.ptoReport.coverage).toMatchObject({
        periodStart: daysFromToday(-29),
        periodEnd: daysFromToday(0),
      });

      const figures = {
        total: expected.total,
        approved: expected.approved,
        rejected: expected.rejected,
        pending: expected.pending,
      };
      expect(screens.ptoReport.figures).toMatchObject(figures);
      expect(screens.analytics.figures).toEqual(screens.ptoReport.figures);
      expect({
        total: screens.ptoReport.totalRequests,
        approved: screens.ptoReport.approvedRequests,
        rejected: screens.ptoReport.rejectedRequests,
        pending: screens.ptoReport.pendingRequests,
      }).toEqual(figures);
      expect(screens.analytics.overview).toMatchObject({
        approvedRequests: expected.approved,
        totalProcessed: expected.approved + expected.rejected,
        approvalRate: screens.ptoReport.approvalRate,
      });

      // The calendar shows the scope's people and the viewer, nobody else.
      const members = new Set([...screens.teamOverview.members.map((m) => m.user.id), viewer.id]);
      expect(screens.teamCalendar.length).toBeGreaterThan(0);
      for (const entry of screens.teamCalendar) expect(members).toContain(entry.requester.id);

      const rest = scope.toLowerCase();
      const overview = await api<{ totalMembers: number; coverage: { people: number; scope: string } }>(
        t,
        'GET',
        `/pto/team-overview?scope=${rest}`,
        { token },
      );
      expect(overview.body.data).toMatchObject({ totalMembers: size, coverage: { people: size } });
      const report = await api<{ totalRequests: number; pendingRequests: number; coverage: { people: number } }>(
        t,
        'GET',
        `/pto/reports?range=30&scope=${rest}`,
        { token },
      );
      expect(report.body.data).toMatchObject({
        totalRequests: expected.total,
        pendingRequests: expected.pending,
        coverage: { people: size, label },
      });
      const analytics = await api<{ totalEmployees: number; figures: Figures }>(
        t,
        'GET',
        `/analytics/overview?periodDays=30&scope=${rest}`,
        { token },
      );
      expect(analytics.body.data).toMatchObject({ totalEmployees: size, figures });
      const calendar = await api<unknown[]>(t, 'GET', `/pto/team-calendar?scope=${rest}`, { token });
      expect(calendar.body).toMatchObject({ coverage: { people: size, label } });
    },
  );

  it("counts Maya's reporting line as the four people below her, her direct reports as three: never herself", async () => {
    const result = await t.gql<{ direct: { people: number }; line: { people: number } }>(
      `{ direct: coverage(scope: DIRECT_REPORTS) { people } line: coverage(scope: REPORTING_LINE) { people } }`,
      {},
      tokens.get('maya.manager'),
    );
    expect(result.data).toEqual({ direct: { people: 3 }, line: { people: 4 } });
  });

  it('refuses everyone to a manager, over GraphQL and REST, with a clear message', async () => {
    const token = tokens.get('maya.manager')!;
    const result = await t.gql(`{ teamOverview(scope: EVERYONE) { teamSize } }`, {}, token);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Only HR and administrators see everyone: choose your direct reports or your reporting line',
      extensions: { code: 'FORBIDDEN' },
    });
    for (const path of [
      '/pto/reports?scope=everyone',
      '/analytics/overview?scope=everyone',
      '/pto/team-overview?scope=everyone',
    ])
      expect((await api(t, 'GET', path, { token })).status).toBe(403);
    const unknown = await api(t, 'GET', '/pto/reports?scope=galaxy', { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Query parameter `scope` must be direct_reports, reporting_line or everyone');
  });
});
