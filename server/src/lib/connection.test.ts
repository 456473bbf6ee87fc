import { startTestApp, type TestApp } from '../../test/harness';
import { insertRequest } from '../../test/leave-fixtures';

const PAGE = `query ($first: Int, $after: String, $last: Int, $before: String, $filter: LeaveRequestFilter) {
  leaveRequests(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: { field: START_DATE, direction: ASC }) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { startDate } } } }`;

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { startDate: string } }[];
}

describe('leave request connection at the edges', () => {
  let t: TestApp;
  let token: string;
  const starts = ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01'];

  beforeAll(async () => {
    t = await startTestApp();
    const person = await t.createUser();
    for (const start of starts)
      await insertRequest(t, {
        userId: person.id,
        status: 'approved',
        startDate: start,
        endDate: start,
        days: 1,
        createdAt: new Date(`${start}T00:00:00Z`),
        decidedAfterHours: 1,
      });
    token = await t.tokenFor(person);
  });
  afterAll(() => t.close());

  async function page(variables: Record<string, unknown>): Promise<Page> {
    const result = await t.gql<{ leaveRequests: Page }>(PAGE, variables, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.leaveRequests;
  }
  const dates = (p: Page) => p.edges.map((edge) => edge.node.startDate);

  it('walks forward page by page to a last page that says so', async () => {
    const first = await page({ first: 2 });
    expect(dates(first)).toEqual(starts.slice(0, 2));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await page({ first: 2, after: first.pageInfo.endCursor });
    expect(dates(second)).toEqual(starts.slice(2, 4));
    const last = await page({ first: 2, after: second.pageInfo.endCursor });
    expect(dates(last)).toEqual(starts.slice(4));
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(last.totalCount).toBe(5);
  });

  it('walks backward with last/before', async () => {
    const tail = await page({ last: 2 });
    expect(dates(tail)).toEqual(starts.slice(3));
    expect(tail.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await page({ last: 2, before: tail.pageInfo.startCursor });
    expect(dates(before)).toEqual(starts.slice(1, 3));
  });

  it('takes the rows strictly between after and before when both are given', async () => {
    const all = await page({ first: 5 });
    const between = await page({ first: 10, after: all.edges[0].cursor, before: all.edges[4].cursor });
    expect(dates(between)).toEqual(starts.slice(1, 4));
  });

  it('answers an empty result and an empty page with null cursors', async () => {
    const none = await page({ first: 3, filter: { status: ['PENDING'] } });
    expect(none).toEqual({
      totalCount: 0,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      edges: [],
    });
    const zero = await page({ first: 0 });
    expect(zero.edges).toEqual([]);
    expect(zero.pageInfo.hasNextPage).toBe(true);
    const all = await page({ first: 5 });
    const beyond = await page({ first: 2, after: all.pageInfo.endCursor });
    expect(beyond.edges).toEqual([]);
    expect(beyond.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null });
  });

  it("counts one person's requests with their first page, from either end, and after a cursor apart", async () => {
    const me = (await t.dataSource.query(`SELECT user_id FROM leave_requests LIMIT 1`))[0].user_id as string;
    const first = await page({ first: 2, filter: { userId: me } });
    expect([dates(first), first.totalCount]).toEqual([starts.slice(0, 2), 5]);
    const tail = await page({ last: 2, filter: { userId: me } });
    expect([dates(tail), tail.totalCount]).toEqual([starts.slice(3), 5]);
    const next = await page({ first: 2, after: first.pageInfo.endCursor, filter: { userId: me } });
    expect([dates(next), next.totalCount]).toEqual([starts.slice(2, 4), 5]);
    const none = await page({ first: 2, filter: { userId: me, status: ['PENDING'] } });
    expect([none.edges, none.totalCount]).toEqual([[], 0]);
    const zero = await page({ first: 0, filter: { userId: me } });
    expect([zero.edges, zero.totalCount]).toEqual([[], 5]);
  });

  it('refuses first over 100, first with last, and a forged cursor', async () => {
    for (const [variables, message] of [
      [{ first: 101 }, '`first` must be between 0 and 100 (asked for 101)'],
      [{ first: 1, last: 1 }, 'Pass either `first` or `last`, not both'],
      [{ first: 1, after: 'bm90LWEtY3Vyc29y' }, '`after` is not a valid cursor'],
    ] as const) {
      const result = await t.gql(PAGE, variables, token);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('pages through equal sort values by id without skipping or repeating', async () => {
    const BY_DAYS = `query ($after: String) { leaveRequests(first: 2, after: $after, orderBy: { field: DAYS, direction: DESC }) { pageInfo { hasNextPage endCursor } edges { node { startDate } } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const result: {
        data?: {
          leaveRequests: {
            pageInfo: { hasNextPage: boolean; endCursor: string };
            edges: { node: { startDate: string } }[];
          };
        } | null;
      } = await t.gql(BY_DAYS, { after }, token);
      const connection = result.data!.leaveRequests;
      seen.push(...connection.edges.map((edge) => edge.node.startDate));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect([...seen].sort()).toEqual(starts);
  });
});
