import type { UserEntity } from '../src/modules/users/user.entity';
import { currentYear } from '../src/modules/users/user.service';
import { buildAdmin, buildManager } from './factories';
import { daysFromToday, recordStatements, startTestApp, type TestApp } from './harness';

/**
 * P2: the hot lists run a number of SQL statements that does not grow with their rows. Two teams, of
 * 10 and of 1,000 people, each person with a balance, a pending request and a notification of it to
 * their manager; every list is read for both and its statements counted through TypeORM's logger.
 */
describe('SQL statements per query do not grow with the data', () => {
  let t: TestApp;
  let statements: string[] = [];
  const teams: Record<'small' | 'large', { manager: UserEntity; token: string; department: string }> = {} as never;
  let adminToken: string;

  async function populate(size: number, department: string) {
    const manager = await buildManager(t, { department });
    await t.dataSource.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, department, job_title, role, manager_id)
       SELECT 'p' || g || '-' || $2 || '@count.test', 'x', 'First' || g, 'Last' || g, $2, 'Engineer', 'staff', $3
       FROM generate_series(1, $1) g`,
      [size, department, manager.id],
    );
    await t.dataSource.query(
      `INSERT INTO leave_balances (user_id, request_type_id, year, total_days)
       SELECT u.id, rt.id, $2, 25 FROM users u CROSS JOIN request_types rt WHERE u.manager_id = $1`,
      [manager.id, currentYear()],
    );
    await t.dataSource.query(
      `INSERT INTO leave_requests (request_id, user_id, request_type_id, status, start_date, end_date, days, balance_year)
       SELECT 'WD-PTO-COUNT-' || $3 || '-' || row_number() OVER (), u.id, (SELECT id FROM request_types WHERE name = 'pto'),
              'pending', $2::date, $2::date, 1, extract(year FROM $2::date)
       FROM users u WHERE u.manager_id = $1`,
      [manager.id, daysFromToday(20), department],
    );
    await t.dataSource.query(
      `INSERT INTO notifications (user_id, type, title, body, request_id)
       SELECT $1, 'pto_request_submitted', 'Request submitted', 'A request waits for you', r.id
       FROM leave_requests r JOIN users u ON u.id = r.user_id WHERE u.manager_id = $1`,
      [manager.id],
    );
    return { manager, token: await t.tokenFor(manager), department };
  }

  beforeAll(async () => {
    t = await startTestApp();
    teams.small = await populate(10, 'Small');
    teams.large = await populate(1000, 'Large');
    // Balances inserted by SQL have no ledger entries yet; the first read would bring them into the
    // ledger (once). Settle them now, so the counts measure the steady state.
    await t.services.balances.applyRulesToEveryone();
    adminToken = await t.tokenFor(await buildAdmin(t));
    recordStatements(t.dataSource, (query) => void statements.push(query));
    // A thousand people with their requests and balances: minutes on a loaded two-core machine.
  }, 600_000);
  afterAll(() => t.close());

  async function count(query: string, variables: Record<string, unknown>, token: string) {
    statements = [];
    const result = await t.gql(query, variables, token);
    expect(result.errors).toBeUndefined();
    if (process.env.SHOW_STATEMENTS) console.log(statements.map((sql) => sql.slice(0, 160)).join('\n'));
    return { statements: statements.length, data: result.data as Record<string, unknown> };
  }

  async function bothSizes(query: string, variables: (team: (typeof teams)['small']) => Record<string, unknown>) {
    const small = await count(query, variables(teams.small), teams.small.token);
    const large = await count(query, variables(teams.large), teams.large.token);
    return { small, large };
  }

  it('team overview', async () => {
    const { small, large } = await bothSizes(
      `query ($department: String) { teamOverview(department: $department) { teamSize members { user { id fullName team { id } manager { id } } ptoAvailableDays alert upcomingDays } } }`,
      (team) => ({ department: team.department }),
    );
    // Lists that come whole are capped at 500 rows; the counts must not move either way.
    expect((large.data.teamOverview as { teamSize: number }).teamSize).toBeGreaterThanOrEqual(500);
    expect(large.statements).toBe(small.statements);
  });

  it('approvals inbox', async () => {
    const { small, large } = await bothSizes(
      `{ pendingApprovals { id requestId days requester { id fullName department manager { id } } requestType { id name } viewerCanDecide } }`,
      () => ({}),
    );
    expect((large.data.pendingApprovals as unknown[]).length).toBeGreaterThanOrEqual(500);
    expect(large.statements).toBe(small.statements);
  });

  it('notifications with their requests', async () => {
    const { small, large } = await bothSizes(
      `{ notifications(first: 100) { totalCount edges { node { id title request { id requestId status requester { id fullName } } } } } unreadNotificationCount }`,
      () => ({}),
    );
    const page = large.data.notifications as { totalCount: number; edges: { node: { request: unknown } }[] };
    expect(page.totalCount).toBe(1000);
    expect(page.edges.every((edge) => edge.node.request)).toBe(true);
    expect(large.statements).toBe(small.statements);
  });

  it('the administrators’ users list', async () => {
    const query = `query ($department: String) { users(first: 100, filter: { department: $department }) { totalCount edges { node { id fullName email role manager { id fullName } team { id name } balances { type availableDays } } } } }`;
    const small = await count(query, { department: 'Small' }, adminToken);
    const large = await count(query, { department: 'Large' }, adminToken);
    expect((large.data.users as { totalCount: number }).totalCount).toBe(1001); // with their manager
    expect(large.statements).toBe(small.statements);
  });
});
