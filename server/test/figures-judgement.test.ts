import { buildManager, buildStaff, buildUser, issueToken } from './factories';
import { daysAgo, insertRequest, isoDate, monthStart, setPtoBalance } from './leave-fixtures';
import { startTestApp, type TestApp } from './harness';
import type { UserEntity } from '../src/modules/users/user.entity';
import { api } from '../../tests/rest/helpers';

/**
 * Figures judged honestly: rates over decided requests and insights only from a sample, "Low" relative
 * to the allowance, forecasts in whole requests that say when there is too little history.
 */
describe('figures that judge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const REPORT = `query ($scope: PeopleScope) { ptoReport(range: LAST_30_DAYS, scope: $scope) {
    totalRequests pendingRequests decidedRequests approvalRate rejectionRate ratesReliable
    insights { kind title message } } }`;
  type Report = {
    totalRequests: number;
    pendingRequests: number;
    decidedRequests: number;
    approvalRate: number;
    rejectionRate: number;
    ratesReliable: boolean;
    insights: { kind: string; title: string; message: string }[];
  };

  async function managerWithReport(): Promise<{ manager: UserEntity; report: UserEntity; token: string }> {
    const manager = await buildManager(t);
    const report = await buildStaff(t, manager);
    return { manager, report, token: await issueToken(t, manager) };
  }

  it('flags no low approval rate when the only request is merely pending: too few decided to judge', async () => {
    const { report, token } = await managerWithReport();
    await insertRequest(t, {
      userId: report.id,
      status: 'pending',
      startDate: isoDate(daysAgo(-10)),
      endDate: isoDate(daysAgo(-10)),
      days: 1,
      createdAt: daysAgo(1),
    });
    const result = await t.gql<{ ptoReport: Report }>(REPORT, {}, token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.ptoReport).toEqual({
      totalRequests: 1,
      pendingRequests: 1,
      decidedRequests: 0,
      approvalRate: 0,
      rejectionRate: 0,
      ratesReliable: false,
      insights: [
        {
          kind: 'NOT_ENOUGH_DATA',
          title: 'Not enough decided requests yet',
          message: '0 of the 5 decided requests rates and insights need; 1 still pending.',
        },
      ],
    });
    const rest = await api<Report>(t, 'GET', '/pto/reports?range=30', { token });
    expect(rest.body.data.insights.map((insight) => insight.kind)).toEqual(['NOT_ENOUGH_DATA']);
  });

  it('rates over decided requests only, and judges from five decided ones', async () => {
    const { report, token } = await managerWithReport();
    const outcomes: ('approved' | 'rejected' | 'pending')[] = [
      'approved',
      'approved',
      'approved',
      'rejected',
      'rejected',
      'pending',
      'pending',
    ];
    for (const [index, status] of outcomes.entries())
      await insertRequest(t, {
        userId: report.id,
        status,
        startDate: isoDate(daysAgo(-20 - index)),
        endDate: isoDate(daysAgo(-20 - index)),
        days: 1,
        createdAt: daysAgo(3),
        ...(status === 'pending' ? {} : { decidedAfterHours: 2 }),
      });
    const result = await t.gql<{ ptoReport: Report }>(REPORT, {}, token);
    expect(result.data!.ptoReport).toMatchObject({
      totalRequests: 7,
      decidedRequests: 5,
      approvalRate: 60, // 3 of 5 decided, not 3 of 7
      rejectionRate: 40,
      ratesReliable: true,
    });
    expect(result.data!.ptoReport.insights.map((insight) => insight.kind)).toEqual([
      'LOW_APPROVAL_RATE',
      'HIGH_PENDING_RATE',
    ]);
    expect(result.data!.ptoReport.insights[0].message).toBe(
      '60% of decided requests were approved, below the recommended 80%.',
    );
  });

  const BALANCES = `{ viewer { balances { type totalDays availableDays status isLow } } }`;
  type Balance = { type: string; totalDays: number; availableDays: number; status: string; isLow: boolean };

  it('never badges an untouched allowance low, however small; low is under a fifth of the allowance', async () => {
    const person = await buildUser(t);
    const token = await issueToken(t, person);
    const before = (await t.gql<{ viewer: { balances: Balance[] } }>(BALANCES, {}, token)).data!.viewer.balances;
    const other = before.find((balance) => balance.type === 'other')!;
    expect(other.totalDays).toBeLessThanOrEqual(5);
    expect(other).toMatchObject({ status: 'GOOD', isLow: false });

    await setPtoBalance(t, person.id, 25, 20, 0); // 5 of 25 left: a fifth, not under it
    const five = (await t.gql<{ viewer: { balances: Balance[] } }>(BALANCES, {}, token)).data!.viewer.balances;
    expect(five.find((balance) => balance.type === 'pto')).toMatchObject({
      availableDays: 5,
      status: 'GOOD',
      isLow: false,
    });
    await setPtoBalance(t, person.id, 25, 21, 0); // 4 of 25 left
    const four = (await t.gql<{ viewer: { balances: Balance[] } }>(BALANCES, {}, token)).data!.viewer.balances;
    expect(four.find((balance) => balance.type === 'pto')).toMatchObject({
      availableDays: 4,
      status: 'LOW',
      isLow: true,
    });
    await setPtoBalance(t, person.id, 25, 25, 0);
    const none = (await t.gql<{ viewer: { balances: Balance[] } }>(BALANCES, {}, token)).data!.viewer.balances;
    expect(none.find((balance) => balance.type === 'pto')).toMatchObject({ status: 'EXHAUSTED', isLow: false });
    await setPtoBalance(t, person.id, 25, 22, 0);
    const rest = await api<{ balances: { type: string; status: string; is_low: boolean }[] }>(
      t,
      'GET',
      '/pto/balances',
      {
        token,
      },
    );
    expect(rest.body.data.balances.find((row) => row.type === 'pto')).toMatchObject({ status: 'low', is_low: true });
    expect(rest.body.data.balances.find((row) => row.type === 'other')).toMatchObject({
      status: 'good',
      is_low: false,
    });
  });

  it("alerts on a team member's PTO relative to the allowance, on the Team Overview", async () => {
    const { report, token } = await managerWithReport();
    await setPtoBalance(t, report.id, 25, 20, 0);
    const team = await t.gql<{ teamOverview: { members: { user: { id: string }; alert: string | null }[] } }>(
      `{ teamOverview(scope: DIRECT_REPORTS) { members { user { id } alert } } }`,
      {},
      token,
    );
    expect(team.data!.teamOverview.members).toEqual([{ user: { id: report.id }, alert: 'WARNING' }]);
    await setPtoBalance(t, report.id, 25, 21, 0);
    const low = await t.gql<{ teamOverview: { members: { alert: string | null }[] } }>(
      `{ teamOverview(scope: DIRECT_REPORTS) { members { alert } } }`,
      {},
      token,
    );
    expect(low.data!.teamOverview.members).toEqual([{ alert: 'LOW' }]);
  });

  it('forecasts whole requests and says when the history is too short to forecast', async () => {
    const person = await buildUser(t, { department: 'Astronomy' });
    // One request three months ago and none since: a moving average of a third of a request.
    await insertRequest(t, {
      userId: person.id,
      status: 'approved',
      startDate: isoDate(monthStart(-3)),
      endDate: isoDate(monthStart(-3)),
      days: 1,
      createdAt: monthStart(-3),
      decidedAfterHours: 1,
    });
    const hr = await issueToken(t, await buildUser(t, { role: 'hr' }));
    const result = await t.gql<{
      analytics: {
        predictions: { department: string; predictedRequests: number; enoughData: boolean; historyMonths: number }[];
      };
    }>(`{ analytics { predictions { department predictedRequests enoughData historyMonths } } }`, {}, hr);
    expect(result.errors).toBeUndefined();
    const astronomy = result.data!.analytics.predictions.find((p) => p.department === 'Astronomy')!;
    expect(astronomy).toEqual({ department: 'Astronomy', predictedRequests: 0, enoughData: false, historyMonths: 3 });
    for (const prediction of result.data!.analytics.predictions)
      expect(Number.isInteger(prediction.predictedRequests)).toBe(true);
  });
});
