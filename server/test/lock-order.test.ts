import { buildOrganisation, submitRequest, type Organisation } from './factories';
import { daysFromToday, startTestApp, type TestApp } from './harness';

/*
 * Transactions that touch one person's balances take the person's lock and then write ledger entries,
 * whose foreign keys take a key-share lock on the person's user row (and the request's and the
 * balance's rows). An administrator's edit of the same person locks the user row and then brings their
 * balances up to date, which takes the person's lock. Row locks that only guard an update must not
 * conflict with those key-share locks, or the two meet in a deadlock and one answers an internal error.
 */

const UPDATE_USER = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`;
const OVERRIDE = `mutation ($input: AllowanceOverrideInput!) { setAllowanceOverride(input: $input) { id } }`;
const DECIDE = {
  approve: `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id status } }`,
  reject: `mutation ($id: ID!) { rejectLeaveRequest(id: $id, reason: "Team offsite that week") { id status } }`,
  cancel: `mutation ($id: ID!) { cancelLeaveRequest(id: $id) { id status } }`,
};

/** The next `count` weekdays from a week ahead, this year and next. */
function weekdays(count: number): string[] {
  const days: string[] = [];
  for (let offset = 7; days.length < count; offset++) {
    const day = daysFromToday(offset);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

describe('lock order between decisions and edits of the same person', () => {
  let t: TestApp;
  let org: Organisation<'admin' | 'manager' | 'staff'>;

  beforeAll(async () => {
    t = await startTestApp();
    org = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }, { signIn: 'issue' });
  });
  afterAll(() => t.close());

  it('decides, cancels and edits the person at the same time without a deadlock or an internal error', async () => {
    const dates = weekdays(18);
    const requests = [];
    for (const date of dates) requests.push(await submitRequest(t, org.tokens.staff, { startDate: date }));

    const errors: unknown[] = [];
    const run = async (query: string, variables: Record<string, unknown>, token: string) => {
      const result = await t.gql(query, variables, token);
      if (result.errors) errors.push(...result.errors);
    };
    await Promise.all(
      requests.flatMap((request, i) => {
        const kind = (['approve', 'reject', 'cancel'] as const)[i % 3];
        const decider = kind === 'cancel' ? org.tokens.staff : org.tokens.manager;
        return [
          run(DECIDE[kind], { id: request.id }, decider),
          i % 2
            ? run(UPDATE_USER, { id: org.staff.id, input: { jobTitle: `Engineer ${i}` } }, org.tokens.admin)
            : run(
                OVERRIDE,
                { input: { userId: org.staff.id, type: 'sickness', days: 10 + i, reason: 'Agreed in the contract' } },
                org.tokens.admin,
              ),
        ];
      }),
    );
    expect(errors).toEqual([]);

    const statuses: { status: string; count: number }[] = await t.dataSource.query(
      `SELECT status, count(*)::int AS count FROM leave_requests WHERE user_id = $1 GROUP BY status ORDER BY status`,
      [org.staff.id],
    );
    expect(statuses).toEqual([
      { status: 'approved', count: 6 },
      { status: 'cancelled', count: 6 },
      { status: 'rejected', count: 6 },
    ]);
    // Every approved day is used once, and nothing is left on hold, in every year the requests fell in.
    const balances: { year: number; used: number; pending: number; ledger_used: number; ledger_pending: number }[] =
      await t.dataSource.query(
        `SELECT b.year, b.used_days::float AS used, b.pending_days::float AS pending,
                coalesce(sum(e.days) FILTER (WHERE e.bucket = 'used'), 0)::float AS ledger_used,
                coalesce(sum(e.days) FILTER (WHERE e.bucket = 'pending'), 0)::float AS ledger_pending
         FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id AND rt.name = 'pto'
         LEFT JOIN leave_ledger_entries e ON e.balance_id = b.id
         WHERE b.user_id = $1 GROUP BY b.id ORDER BY b.year`,
        [org.staff.id],
      );
    const approvedDays = requests.filter((_, i) => i % 3 === 0).reduce((sum, request) => sum + request.days, 0);
    expect(balances.reduce((sum, row) => sum + row.used, 0)).toBe(approvedDays);
    for (const row of balances) {
      expect(row.pending).toBe(0);
      expect(row.used).toBe(row.ledger_used);
      expect(row.pending).toBe(row.ledger_pending);
    }
  });
});
