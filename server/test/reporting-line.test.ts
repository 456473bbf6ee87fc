import { APPROVE_REQUEST, buildLead, buildManager, buildStaff, submitRequest } from './factories';
import { daysFromToday, startTestApp, type TestApp } from './harness';
import type { UserEntity } from '../src/modules/users/user.entity';

/**
 *   top (manager) ── mid (team lead, a manager) ── leaf
 *   other (manager) ── stranger
 */
describe('visibility follows the whole reporting line', () => {
  let t: TestApp;
  let top: UserEntity;
  let mid: UserEntity;
  let leaf: UserEntity;
  let other: UserEntity;
  let stranger: UserEntity;
  const token = {} as Record<'top' | 'mid' | 'leaf' | 'other', string>;
  let leafRequest: string;

  beforeAll(async () => {
    t = await startTestApp();
    top = await buildManager(t, { jobTitle: 'Engineering Manager', department: 'Platform' });
    mid = await buildLead(t, {
      isManager: true,
      jobTitle: 'Platform Team Lead',
      managerId: top.id,
      department: 'Platform',
    });
    leaf = await buildStaff(t, mid, { department: 'Platform' });
    other = await buildManager(t, { jobTitle: 'Sales Manager', department: 'Sales' });
    stranger = await buildStaff(t, other, { department: 'Sales' });
    [token.top, token.mid, token.leaf, token.other] = await Promise.all(
      [top, mid, leaf, other].map((user) => t.tokenFor(user)),
    );
    leafRequest = (await submitRequest(t, token.leaf, { startDate: daysFromToday(9), endDate: daysFromToday(10) })).id;
    await submitRequest(t, await t.tokenFor(stranger), { startDate: daysFromToday(9), endDate: daysFromToday(10) });
  });
  afterAll(() => t.close());

  const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();

  it('lets a manager see the people below their team leads, their requests, balances and ledger', async () => {
    const people = await t.gql<{ users: { edges: { node: { id: string } }[] } }>(
      `{ users(first: 50) { edges { node { id } } } }`,
      {},
      token.top,
    );
    expect(ids(people.data!.users.edges.map((e) => e.node))).toEqual(ids([top, mid, leaf]));
    const person = await t.gql<{ user: { balances: { entries: { totalCount: number } }[] } | null }>(
      `query ($id: ID!) { user(id: $id) { balances { entries { totalCount } } } }`,
      { id: leaf.id },
      token.top,
    );
    expect(person.data?.user?.balances.length).toBeGreaterThan(0);
    const request = await t.gql<{ leaveRequest: { id: string; viewerCanDecide: boolean } | null }>(
      `query ($id: ID!) { leaveRequest(id: $id) { id viewerCanDecide } }`,
      { id: leafRequest },
      token.top,
    );
    expect(request.data?.leaveRequest).toEqual({ id: leafRequest, viewerCanDecide: false });
  });

  it('shows them in the calendar, the team overview, the reports and the aggregates', async () => {
    const answer = await t.gql<{
      teamCalendar: { requester: { id: string } }[];
      teamOverview: { teamSize: number; members: { user: { id: string } }[] };
      ptoReport: { totalRequests: number };
      analytics: { overview: { totalEmployees: number } };
      leaveAggregates: { count: number }[];
    }>(
      `query ($start: Date!, $end: Date!) {
        teamCalendar(start: $start, end: $end) { requester { id } }
        teamOverview { teamSize members { user { id } } }
        ptoReport(range: LAST_30_DAYS) { totalRequests }
        analytics { overview { totalEmployees } }
        leaveAggregates(groupBy: [STATUS]) { count }
      }`,
      { start: daysFromToday(0), end: daysFromToday(30) },
      token.top,
    );
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;
    expect(data.teamCalendar.map((r) => r.requester.id)).toEqual([leaf.id]);
    // The reporting line is the people below the viewer, as Analytics counts them.
    expect(ids(data.teamOverview.members.map((m) => m.user))).toEqual(ids([mid, leaf]));
    expect(data.teamOverview.teamSize).toBe(2);
    expect(data.ptoReport.totalRequests).toBe(1);
    expect(data.analytics.overview.totalEmployees).toBe(2);
    expect(data.leaveAggregates.reduce((sum, row) => sum + row.count, 0)).toBe(1);
  });

  it('keeps the decision with the direct manager, and shows nothing to people outside the line', async () => {
    const byTop = await t.gql(APPROVE_REQUEST, { id: leafRequest }, token.top);
    expect(byTop.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const byOther = await t.gql(APPROVE_REQUEST, { id: leafRequest }, token.other);
    expect(byOther.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const upward = await t.gql<{ user: unknown }>(
      `query ($id: ID!) { user(id: $id) { id } }`,
      { id: top.id },
      token.leaf,
    );
    expect(upward.data?.user).toBeNull();
    const anonymous = await t.gql(`{ users(first: 5) { totalCount } }`);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const byMid = await t.gql(APPROVE_REQUEST, { id: leafRequest }, token.mid);
    expect(byMid.errors).toBeUndefined();
  });
});
