import { buildHr, buildManager, buildStaff } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { insertRequest } from '../../../test/leave-fixtures';

const AGGREGATES = `query ($groupBy: [LeaveAggregateDimension!]!, $filter: LeaveRequestFilter) {
  leaveAggregates(groupBy: $groupBy, filter: $filter) { status type department month count days } }`;

describe('leave aggregates', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const m = await buildManager(t, { jobTitle: 'Engineering Manager' });
    const other = await buildManager(t, { jobTitle: 'Sales Manager' });
    const hr = await buildHr(t);
    const a = await buildStaff(t, m);
    const b = await buildStaff(t, m, { department: 'Sales' });
    const x = await buildStaff(t, other);
    const created = new Date('2025-01-02T00:00:00Z');
    await insertRequest(t, {
      userId: a.id,
      status: 'approved',
      startDate: '2025-01-10',
      endDate: '2025-01-11',
      days: 2,
      createdAt: created,
      decidedAfterHours: 1,
    });
    await insertRequest(t, {
      userId: a.id,
      type: 'sickness',
      status: 'pending',
      startDate: '2025-02-03',
      endDate: '2025-02-03',
      startHalfDay: true,
      days: 0.5,
      createdAt: created,
    });
    await insertRequest(t, {
      userId: b.id,
      status: 'approved',
      startDate: '2025-01-20',
      endDate: '2025-01-21',
      endHalfDay: true,
      days: 1.5,
      createdAt: created,
      decidedAfterHours: 1,
    });
    await insertRequest(t, {
      userId: b.id,
      status: 'rejected',
      startDate: '2025-02-01',
      endDate: '2025-02-01',
      days: 1,
      createdAt: created,
      decidedAfterHours: 1,
    });
    await insertRequest(t, {
      userId: x.id,
      status: 'approved',
      startDate: '2025-01-05',
      endDate: '2025-01-07',
      days: 3,
      createdAt: created,
      decidedAfterHours: 1,
    });
    for (const [key, user] of Object.entries({ m, hr, a })) tokens[key] = await t.tokenFor(user);
  });
  afterAll(() => t.close());

  const run = async (token: string, groupBy: string[], filter?: Record<string, unknown>) => {
    const result = await t.gql<{ leaveAggregates: Record<string, unknown>[] }>(AGGREGATES, { groupBy, filter }, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.leaveAggregates.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)),
    );
  };

  it("groups a manager's team by status with half days summed", async () => {
    expect(await run(tokens.m, ['STATUS'])).toEqual([
      { status: 'APPROVED', count: 2, days: 3.5 },
      { status: 'PENDING', count: 1, days: 0.5 },
      { status: 'REJECTED', count: 1, days: 1 },
    ]);
  });

  it('groups by department and start month together', async () => {
    expect(await run(tokens.m, ['DEPARTMENT', 'MONTH'])).toEqual([
      { department: 'Engineering', month: '2025-01', count: 1, days: 2 },
      { department: 'Engineering', month: '2025-02', count: 1, days: 0.5 },
      { department: 'Sales', month: '2025-01', count: 1, days: 1.5 },
      { department: 'Sales', month: '2025-02', count: 1, days: 1 },
    ]);
  });

  it('applies the leaveRequests filter and scope: HR sees everyone, staff only themselves', async () => {
    expect(await run(tokens.hr, ['TYPE'], { status: ['APPROVED'] })).toEqual([{ type: 'pto', count: 3, days: 6.5 }]);
    expect(await run(tokens.a, [])).toEqual([{ count: 2, days: 2.5 }]);
    expect(await run(tokens.hr, ['TYPE'], { from: '2025-02-01', type: ['sickness'] })).toEqual([
      { type: 'sickness', count: 1, days: 0.5 },
    ]);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.gql(AGGREGATES, { groupBy: ['STATUS'] })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
