import { buildOrganisation } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { daysAgo } from '../../../test/leave-fixtures';
import type { UserEntity } from '../users/user.entity';

const PAGE = `query ($page: Int, $filter: AuditLogFilter) { auditLogPage(page: $page, filter: $filter) { page limit total pages entries { id action resourceId createdAt } } }`;
const STATS = `{ auditStats { since totalEntries activeActors daily { action date count } byAction { key count } } }`;
const SUMMARY = `query ($start: Date!, $end: Date!) { auditSummary(start: $start, end: $end) { totalEntries byAction { key count } byResourceType { key count } topActors { key count } } }`;

describe('audit queries', () => {
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;
  let hrToken: string;
  let managerToken: string;

  async function audit(
    action: string,
    createdAt: Date,
    extra: {
      actorId?: string | null;
      resourceType?: string;
      resourceId?: string;
      details?: Record<string, unknown>;
    } = {},
  ) {
    const [row] = await t.dataSource.query(
      `INSERT INTO audit_logs (actor_id, action, resource_type, resource_id, details, ip_address, created_at) VALUES ($1, $2, $3, $4, $5, '10.0.0.1', $6) RETURNING id`,
      [
        extra.actorId ?? null,
        action,
        extra.resourceType ?? 'system',
        extra.resourceId ?? null,
        JSON.stringify(extra.details ?? {}),
        createdAt,
      ],
    );
    return row.id as string;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const { hr, ...organisation } = await buildOrganisation(t, {
      admin: { jobTitle: 'Administrator' },
      hr: {},
      manager: { jobTitle: 'Engineering Manager' },
    });
    admin = organisation.admin;
    ({ admin: adminToken, hr: hrToken, manager: managerToken } = organisation.tokens);
    for (let i = 0; i < 120; i++)
      await audit('test.bulk', new Date(Date.UTC(2024, 0, 1, 0, i)), { resourceId: `bulk-${i}` });
    await audit('test.alpha', daysAgo(0), { actorId: admin.id, resourceType: 'user' });
    await audit('test.alpha', daysAgo(5), { actorId: admin.id, resourceType: 'user' });
    await audit('test.beta', daysAgo(28), { actorId: hr.id });
    await audit('test.alpha', daysAgo(40), { actorId: admin.id });
    // Around 10–12 January 2025: the first and last two are outside the range.
    await audit('test.edge', new Date('2025-01-09T23:59:59.999Z'));
    await audit('test.edge', new Date('2025-01-10T00:00:00Z'), { actorId: admin.id, resourceType: 'user' });
    await audit('test.edge', new Date('2025-01-12T23:59:59Z'), { resourceType: 'pto_request' });
    await audit('test.other', new Date('2025-01-11T12:00:00Z'), { actorId: admin.id, resourceType: 'user' });
    await audit('test.edge', new Date('2025-01-13T00:00:00Z'));
    await audit('test.evil', new Date('2024-06-01T00:00:00Z'), {
      resourceId: '=2+3',
      details: { note: 'a, "quoted" note' },
    });
  });
  afterAll(() => t.close());

  it('pages 50 entries at a time, newest first, with Page X of Y figures', async () => {
    const first = await t.gql<{
      auditLogPage: { page: number; limit: number; total: number; pages: number; entries: { resourceId: string }[] };
    }>(PAGE, { page: 1, filter: { action: 'test.bulk' } }, adminToken);
    expect(first.data!.auditLogPage).toMatchObject({ page: 1, limit: 50, total: 120, pages: 3 });
    expect(first.data!.auditLogPage.entries[0].resourceId).toBe('bulk-119');
    const last = await t.gql<{ auditLogPage: { entries: { resourceId: string }[] } }>(
      PAGE,
      { page: 3, filter: { action: 'test.bulk' } },
      adminToken,
    );
    expect(last.data!.auditLogPage.entries.map((entry) => entry.resourceId)).toEqual(
      Array.from({ length: 20 }, (_, i) => `bulk-${19 - i}`),
    );
    const beyond = await t.gql<{ auditLogPage: { entries: unknown[]; pages: number } }>(
      PAGE,
      { page: 4, filter: { action: 'test.bulk' } },
      adminToken,
    );
    expect(beyond.data!.auditLogPage).toMatchObject({ entries: [], pages: 3 });
    const none = await t.gql<{ auditLogPage: { total: number; pages: number } }>(
      PAGE,
      { filter: { action: 'no.such.action' } },
      adminToken,
    );
    expect(none.data!.auditLogPage).toMatchObject({ total: 0, pages: 1 });
    const zero = await t.gql(PAGE, { page: 0 }, adminToken);
    expect(zero.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts the last 30 days per action and day', async () => {
    const result = await t.gql<{
      auditStats: {
        totalEntries: number;
        daily: { action: string; date: string; count: number }[];
        byAction: { key: string; count: number }[];
      };
    }>(STATS, {}, hrToken);
    const stats = result.data!.auditStats;
    const byAction = Object.fromEntries(stats.byAction.map((row) => [row.key, row.count]));
    expect(byAction['test.alpha']).toBe(2); // the 40-day-old one is outside
    expect(byAction['test.beta']).toBe(1);
    expect(byAction['test.bulk']).toBeUndefined();
    expect(stats.daily.filter((row) => row.action === 'test.alpha').map((row) => row.date)).toEqual([
      daysAgo(0).toISOString().slice(0, 10),
      daysAgo(5).toISOString().slice(0, 10),
    ]);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs WHERE created_at >= (current_date - 29)::timestamp AT TIME ZONE 'UTC'`,
    );
    expect(stats.totalEntries).toBe(count);
  });

  it('lists the distinct actions, sorted', async () => {
    const result = await t.gql<{ auditActions: string[] }>(`{ auditActions }`, {}, adminToken);
    const ours = result.data!.auditActions.filter((action) => action.startsWith('test.'));
    expect(ours).toEqual(['test.alpha', 'test.beta', 'test.bulk', 'test.edge', 'test.evil', 'test.other']);
  });

  it('summarises a date range with both end days included', async () => {
    const result = await t.gql<{ auditSummary: Record<string, unknown> }>(
      SUMMARY,
      { start: '2025-01-10', end: '2025-01-12' },
      adminToken,
    );
    expect(result.data!.auditSummary).toEqual({
      totalEntries: 3,
      byAction: [
        { key: 'test.edge', count: 2 },
        { key: 'test.other', count: 1 },
      ],
      byResourceType: [
        { key: 'user', count: 2 },
        { key: 'pto_request', count: 1 },
      ],
      topActors: [
        { key: admin.email, count: 2 },
        { key: 'system', count: 1 },
      ],
    });
  });

  it('returns one entry by id', async () => {
    const id = await audit('test.single', new Date('2023-01-01T00:00:00Z'), { resourceId: 'one' });
    const result = await t.gql<{ auditLog: { action: string; resourceId: string } }>(
      `query ($id: ID!) { auditLog(id: $id) { action resourceId } }`,
      { id },
      adminToken,
    );
    expect(result.data!.auditLog).toEqual({ action: 'test.single', resourceId: 'one' });
    const missing = await t.gql<{ auditLog: null }>(`{ auditLog(id: "nope") { id } }`, {}, adminToken);
    expect(missing.data!.auditLog).toBeNull();
  });

  it('refuses managers and anonymous callers', async () => {
    for (const query of [STATS, `{ auditActions }`, `{ auditLogPage { total } }`]) {
      expect((await t.gql(query, {}, managerToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('exports the filtered trail as safe CSV', async () => {
    const response = await fetch(`${t.url}/api/audit/export/csv?action=test.evil`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit_logs_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,action,resource_type,resource_id,first_name,last_name,email,ip_address,details',
    );
    expect(lines[1]).toMatch(
      /^[0-9a-f-]{36},2024-06-01T00:00:00.000Z,test.evil,system,'=2\+3,,,,10.0.0.1,"\{""note"":""a, \\""quoted\\"" note""\}"$/,
    );
    expect(lines).toHaveLength(3);
    const ranged = await (
      await fetch(`${t.url}/api/audit/export/csv?action=test.edge&startDate=2025-01-10&endDate=2025-01-12`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).text();
    expect(ranged.trim().split('\r\n')).toHaveLength(3);
    expect(
      (await fetch(`${t.url}/api/audit/export/csv`, { headers: { authorization: `Bearer ${managerToken}` } })).status,
    ).toBe(403);
  });

  it('keeps the page count right when entries are deleted', async () => {
    await t.dataSource.query(
      `DELETE FROM audit_logs WHERE action = 'test.bulk' AND resource_id IN ('bulk-0', 'bulk-1', 'bulk-2')`,
    );
    const result = await t.gql<{ auditLogPage: { total: number; pages: number } }>(
      PAGE,
      { filter: { action: 'test.bulk' } },
      adminToken,
    );
    expect(result.data!.auditLogPage).toMatchObject({ total: 117, pages: 3 });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_logs`);
    const all = await t.gql<{ auditLogPage: { total: number } }>(PAGE, {}, adminToken);
    expect(all.data!.auditLogPage.total).toBe(count);
  });
});
