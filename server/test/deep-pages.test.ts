import { api } from '../../tests/rest/helpers';
import { DEEP_PAGE, MAX_OFFSET } from '../src/lib/connection';
import { buildAdmin, buildHr, buildLead } from './factories';
import { startTestApp, type TestApp } from './harness';
import { openSocket } from './ws';

const SEARCH = `query ($page: Int!, $pageSize: Int!) { search(criteria: {}, page: $page, pageSize: $pageSize) { page pages requests { id } } }`;
const offsetCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

/**
 * Pages counted from the start stop at row MAX_OFFSET (10,000): deeper, Postgres reads and skips every
 * row before the page, and twenty such requests held every pool connection for minutes. Keyset cursors
 * go on; numbered lists offer only the pages they can serve.
 */
describe('deep pages', () => {
  let t: TestApp;
  let lead: string;
  let hr: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    [lead, hr, admin] = await Promise.all([
      buildLead(t).then((user) => t.tokenFor(user)),
      buildHr(t).then((user) => t.tokenFor(user)),
      buildAdmin(t).then((user) => t.tokenFor(user)),
    ]);
  });
  afterAll(() => t.close());

  const refusedDeep = (result: { errors?: { message: string; extensions?: { code?: string } }[] }) =>
    expect(result.errors?.[0]).toMatchObject({ message: DEEP_PAGE, extensions: { code: 'BAD_USER_INPUT' } });

  it('refuses search(page: 1000000, pageSize: 100) over HTTP and graphql-ws, and serves the last page before the limit', async () => {
    refusedDeep(await t.gql(SEARCH, { page: 1_000_000, pageSize: 100 }, lead));
    refusedDeep(await t.gql(SEARCH, { page: MAX_OFFSET / 100 + 1, pageSize: 100 }, lead));
    const last = await t.gql<{ search: { page: number } }>(SEARCH, { page: MAX_OFFSET / 100, pageSize: 100 }, lead);
    expect(last.errors).toBeUndefined();
    expect(last.data!.search.page).toBe(MAX_OFFSET / 100);

    const socket = openSocket(t.url, lead);
    try {
      const results = socket.client.iterate({ query: SEARCH, variables: { page: 1_000_000, pageSize: 100 } });
      const { value } = await results.next();
      refusedDeep(value as never);
    } finally {
      await socket.dispose();
    }
  });

  it('refuses deep numbered audit and feedback pages and offers only the pages it serves', async () => {
    // More entries than the reachable pages hold, written in one statement.
    await t.dataSource.query(
      `INSERT INTO audit_logs (action, resource_type, details) SELECT 'test.entry', 'system', '{}' FROM generate_series(1, $1)`,
      [MAX_OFFSET + 500],
    );
    const page = (n: number) =>
      t.gql<{ auditLogPage: { pages: number; total: number; entries: unknown[] } }>(
        `query ($n: Int!) { auditLogPage(page: $n, filter: { action: "test.entry" }) { pages total entries { id } } }`,
        { n },
        hr,
      );
    const first = await page(1);
    expect(first.data!.auditLogPage).toMatchObject({ total: MAX_OFFSET + 500, pages: MAX_OFFSET / 50 });
    expect((await page(MAX_OFFSET / 50)).data!.auditLogPage.entries).toHaveLength(50);
    refusedDeep(await page(MAX_OFFSET / 50 + 1));
    refusedDeep(await page(1_000_000));
    refusedDeep(await t.gql(`{ feedbackEntries(page: 1000000) { pages } }`, {}, admin));
  });

  it('refuses offset cursors past the limit on connections, and keeps keyset cursors', async () => {
    refusedDeep(
      await t.gql(
        `query ($a: String) { users(first: 5, after: $a) { totalCount } }`,
        { a: offsetCursor(MAX_OFFSET) },
        admin,
      ),
    );
    refusedDeep(
      await t.gql(
        `query ($a: String) { leaveRequests(first: 5, after: $a) { totalCount } }`,
        { a: offsetCursor(999_999_999) },
        hr,
      ),
    );
    refusedDeep(
      await t.gql(
        `query ($a: String) { auditLogs(first: 5, after: $a) { totalCount } }`,
        { a: offsetCursor(5_000_000) },
        hr,
      ),
    );
    // A keyset cursor from a page reaches on, however deep.
    const firstPage = await t.gql<{ auditLogs: { pageInfo: { endCursor: string } } }>(
      `{ auditLogs(first: 2) { pageInfo { endCursor } } }`,
      {},
      hr,
    );
    const next = await t.gql(
      `query ($a: String) { auditLogs(first: 2, after: $a) { edges { node { id } } } }`,
      { a: firstPage.data!.auditLogs.pageInfo.endCursor },
      hr,
    );
    expect(next.errors).toBeUndefined();
  });

  it('answers 400 to deep REST pages and offsets', async () => {
    for (const [path, token] of [
      ['/audit?page=1000000&limit=100', hr],
      [`/audit?page=${MAX_OFFSET / 50 + 1}&limit=50`, hr],
      ['/pto/requests?page=1000000&limit=100', lead],
      ['/admin/roles/users?page=1000000&limit=100', admin],
      [`/notifications?offset=${MAX_OFFSET}`, lead],
    ] as const) {
      const answer = await api<unknown>(t, 'GET', path, { token });
      expect([path, answer.status]).toEqual([path, 400]);
    }
    expect((await api(t, 'GET', `/audit?page=${MAX_OFFSET / 50}&limit=50`, { token: hr })).status).toBe(200);
  });
});
