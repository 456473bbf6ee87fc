import { buildManager, buildStaff, buildUser } from '../../server/test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../server/test/harness';
import { daysAgo, insertRequest, setPtoBalance } from '../../server/test/leave-fixtures';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, snapshot } from './helpers';

/** Team Overview and the team calendar: REST and GraphQL read the same service, so they agree. */
describe('REST /api/pto/team-overview, /calendar and /team-calendar against GraphQL', () => {
  let t: TestApp;
  let m: UserEntity, a: UserEntity, b: UserEntity;
  let managerToken: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    m = await buildManager(t);
    a = await buildStaff(t, m);
    b = await buildStaff(t, m, { department: 'Sales' });
    const other = await buildUser(t);
    ids.A1 = await insertRequest(t, {
      userId: a.id,
      status: 'approved',
      startDate: daysFromToday(5),
      endDate: daysFromToday(6),
      days: 2,
      createdAt: daysAgo(2),
      decidedAfterHours: 3,
      approverId: m.id,
    });
    ids.A2 = await insertRequest(t, {
      userId: a.id,
      status: 'rejected',
      startDate: daysFromToday(8),
      endDate: daysFromToday(8),
      days: 1,
      createdAt: daysAgo(2),
      decidedAfterHours: 3,
      approverId: m.id,
    });
    ids.B1 = await insertRequest(t, {
      userId: b.id,
      status: 'pending',
      startDate: daysFromToday(9),
      endDate: daysFromToday(9),
      days: 1,
      createdAt: daysAgo(1),
    });
    ids.O1 = await insertRequest(t, {
      userId: other.id,
      status: 'approved',
      startDate: daysFromToday(5),
      endDate: daysFromToday(5),
      days: 1,
      createdAt: daysAgo(1),
      decidedAfterHours: 1,
    });
    await setPtoBalance(t, a.id, 25, 20, 2);
    managerToken = await t.tokenFor(m);
  });
  afterAll(() => t.close());

  it('counts the same team in REST totalMembers and GraphQL teamSize, with the same PTO figures', async () => {
    const rest = await api<{
      totalMembers: number;
      members: {
        id: string;
        balance: { ptoTotal: number; ptoUsed: number };
        upcomingRequests: { id: string; status: string }[];
      }[];
    }>(t, 'GET', '/pto/team-overview', { token: managerToken });
    expect(rest.status).toBe(200);
    const graphql = await t.gql<{
      teamOverview: {
        teamSize: number;
        upcomingPtoRequests: number;
        upcomingPtoDays: number;
        lowPtoAlerts: number;
        members: {
          user: { id: string };
          ptoTotalDays: number;
          ptoUsedDays: number;
          ptoAvailableDays: number;
          alert: string | null;
        }[];
      };
    }>(
      `{ teamOverview { teamSize upcomingPtoRequests upcomingPtoDays lowPtoAlerts members { user { id } ptoTotalDays ptoUsedDays ptoAvailableDays alert } } }`,
      {},
      managerToken,
    );
    expect(graphql.errors).toBeUndefined();
    const overview = graphql.data!.teamOverview;
    expect(rest.body.data.totalMembers).toBe(overview.teamSize);
    expect(rest.body.data.members.map((member) => member.id).sort()).toEqual(
      overview.members.map((member) => member.user.id).sort(),
    );
    // The manager's reporting line: the people below them, not the manager.
    expect(overview).toMatchObject({ teamSize: 2, upcomingPtoRequests: 1, upcomingPtoDays: 2, lowPtoAlerts: 1 });
    const restA = rest.body.data.members.find((member) => member.id === a.id)!;
    const graphqlA = overview.members.find((member) => member.user.id === a.id)!;
    expect(graphqlA).toMatchObject({
      ptoTotalDays: restA.balance.ptoTotal,
      ptoUsedDays: restA.balance.ptoUsed,
      ptoAvailableDays: 3,
      alert: 'LOW',
    });
    expect(restA.upcomingRequests.map((request) => request.id)).toEqual([ids.A1]);
  });

  it('lists the same pending and approved leave in REST /calendar, /team-calendar and GraphQL teamCalendar', async () => {
    const start = daysFromToday(0);
    const end = daysFromToday(30);
    const calendar = await api<{ id: string }[]>(t, 'GET', `/pto/calendar?start=${start}&end=${end}`, {
      token: managerToken,
    });
    const teamCalendar = await api<{ id: string }[]>(t, 'GET', '/pto/team-calendar', { token: managerToken });
    const graphql = await t.gql<{ teamCalendar: { id: string }[] }>(
      `query ($start: Date!, $end: Date!) { teamCalendar(start: $start, end: $end) { id } }`,
      { start, end },
      managerToken,
    );
    const expected = [ids.A1, ids.B1].sort();
    expect(calendar.body.data.map((row) => row.id).sort()).toEqual(expected);
    expect(teamCalendar.body.data.map((row) => row.id).sort()).toEqual(expected);
    expect(graphql.data!.teamCalendar.map((row) => row.id).sort()).toEqual(expected);
    const sales = await t.gql<{ teamCalendar: { id: string }[] }>(
      `query ($start: Date!, $end: Date!) { teamCalendar(start: $start, end: $end, department: "sales") { id } }`,
      { start, end },
      managerToken,
    );
    expect(sales.data!.teamCalendar.map((row) => row.id)).toEqual([ids.B1]);
  });

  it('answers 400 to a bad range and 401 without a token, changing nothing', async () => {
    const before = await snapshot(t, 'leave_requests');
    for (const path of [
      '/pto/team-calendar?start=tomorrow',
      `/pto/team-calendar?start=${daysFromToday(5)}&end=${daysFromToday(1)}`,
      '/pto/calendar?start=2026-01-01&end=2028-01-01',
      '/pto/team-overview?department=a&department=b',
    ]) {
      const answer = await api(t, 'GET', path, { token: managerToken });
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 400,
        code: 'BAD_USER_INPUT',
      });
    }
    for (const path of [
      '/pto/team-overview',
      `/pto/calendar?start=${daysFromToday(0)}&end=${daysFromToday(1)}`,
      '/pto/team-calendar',
    ]) {
      const answer = await api(t, 'GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
    }
    expect(await snapshot(t, 'leave_requests')).toBe(before);
  });
});
