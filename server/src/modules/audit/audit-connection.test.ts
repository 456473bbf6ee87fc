import { buildAdmin } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

const LOGS = `query ($first: Int, $after: String, $last: Int, $before: String) {
  auditLogs(first: $first, after: $after, last: $last, before: $before, filter: { action: "test.page" }) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { resourceId } } } }`;

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { resourceId: string } }[];
}

/** Six entries, newest first e6 … e1; e3 and e4 share a timestamp, e5 is one microsecond after them. */
describe('audit log connection (keyset cursors)', () => {
  let t: TestApp;
  let token: string;
  const newestFirst = ['e6', 'e5', 'e4', 'e3', 'e2', 'e1'];

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.tokenFor(await buildAdmin(t));
    const times = [
      '2025-01-01 10:00:00+00',
      '2025-01-01 11:00:00+00',
      '2025-01-01 12:00:00.000001+00',
      '2025-01-01 12:00:00.000001+00',
      '2025-01-01 12:00:00.000002+00',
      '2025-01-02 00:00:00+00',
    ];
    // e3 and e4 tie on time; the id decides, so give e4 the larger id.
    const ids = [
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
      '00000000-0000-4000-8000-000000000004',
      '00000000-0000-4000-8000-000000000005',
      '00000000-0000-4000-8000-000000000006',
    ];
    for (let i = 0; i < 6; i++) {
      await t.dataSource.query(
        `INSERT INTO audit_logs (id, action, resource_type, resource_id, created_at) VALUES ($1, 'test.page', 'system', $2, $3)`,
        [ids[i], `e${i + 1}`, times[i]],
      );
    }
  });
  afterAll(() => t.close());

  async function page(variables: Record<string, unknown>): Promise<Page> {
    const result = await t.gql<{ auditLogs: Page }>(LOGS, variables, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.auditLogs;
  }
  const names = (p: Page) => p.edges.map((edge) => edge.node.resourceId);

  it('walks forward through ties and microseconds without skipping or repeating', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const current: Page = await page({ first: 2, after });
      seen.push(...names(current));
      pages += 1;
      expect(current.totalCount).toBe(6);
      expect(current.pageInfo.hasPreviousPage).toBe(pages > 1);
      if (!current.pageInfo.hasNextPage) break;
      after = current.pageInfo.endCursor;
    }
    expect(seen).toEqual(newestFirst);
    expect(pages).toBe(3);
  });

  it('walks backward with last/before', async () => {
    const oldest = await page({ last: 2 });
    expect(names(oldest)).toEqual(['e2', 'e1']);
    expect(oldest.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const newer = await page({ last: 3, before: oldest.pageInfo.startCursor });
    expect(names(newer)).toEqual(['e5', 'e4', 'e3']);
  });

  it('takes the entries strictly between after and before', async () => {
    const all = await page({ first: 6 });
    expect(all.pageInfo.hasNextPage).toBe(false);
    const between = await page({ first: 10, after: all.edges[0].cursor, before: all.edges[5].cursor });
    expect(names(between)).toEqual(['e5', 'e4', 'e3', 'e2']);
  });

  it('answers past the end with an empty page and refuses a forged cursor', async () => {
    const all = await page({ first: 6 });
    const beyond = await page({ first: 2, after: all.pageInfo.endCursor });
    expect(beyond.edges).toEqual([]);
    expect(beyond.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });
    const forged = await t.gql(LOGS, { first: 1, after: Buffer.from('key:yesterday').toString('base64url') }, token);
    expect(forged.errors?.[0]).toMatchObject({
      message: '`after` is not a valid cursor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
