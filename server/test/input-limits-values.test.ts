import { EARLIEST_YEAR, latestYear } from '../src/lib/input-limits';
import { currentYear } from '../src/modules/users/user.service';
import { daysFromToday } from './harness';
import { MEGABYTE, type Caller, useInputLimitsWorld } from './input-limits-fixtures';

/** Values out of range or of the wrong kind: balance years, audit dates, empty ids, a 1 MB name on every entity. */
describe('input limits', () => {
  const w = useInputLimitsWorld();
  const { send, gql, expectRefused } = w;

  describe('balance years outside the kept range', () => {
    const far = () => [EARLIEST_YEAR - 1, latestYear() + 1, 0, -1, 3000, 99_999, 2_147_483_647, -2_147_483_648];

    it('refuses them for User.balances, the balances list and holidays, and writes no balance row', async () => {
      for (const year of far()) {
        const message = new RegExp(`^Year must be a year from ${EARLIEST_YEAR} to ${latestYear()}$`);
        await expectRefused(
          () => gql('staff', `query ($y: Int) { viewer { balances(year: $y) { year } } }`, { y: year }),
          {
            code: 'BAD_USER_INPUT',
            message,
          },
        );
        await expectRefused(
          () => gql('admin', `query ($y: Int) { balances(filter: { year: $y }) { totalCount } }`, { y: year }),
          {
            code: 'BAD_USER_INPUT',
            message,
          },
        );
        await expectRefused(() => gql('staff', `query ($y: Int) { holidays(year: $y) { id } }`, { y: year }), {
          code: 'BAD_USER_INPUT',
          message,
        });
      }
      const [{ years }] = await w.t.dataSource.query(
        `SELECT coalesce(array_agg(DISTINCT year ORDER BY year), '{}') AS years FROM leave_balances WHERE year < $1 OR year > $2`,
        [EARLIEST_YEAR, latestYear()],
      );
      expect(years).toEqual([]);
    });

    it('refuses them over REST with 400 and writes no balance row', async () => {
      for (const year of [...far(), '1e4', 'abc', '2025.5']) {
        for (const path of [`/api/pto/balances?year=${year}`, `/api/pto/balances/${w.staff.id}?year=${year}`]) {
          await expectRefused(() => send('GET', path, 'admin'), {
            status: 400,
            code: 'BAD_USER_INPUT',
            message: /^Query parameter `year` must be a whole number from 2000 to \d{4}$/,
          });
        }
      }
    });

    it('refuses requests that reach past the last kept year', async () => {
      await expectRefused(
        () =>
          gql('staff', `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`, {
            input: { type: 'pto', startDate: `${latestYear() + 1}-03-01`, endDate: `${latestYear() + 1}-03-02` },
          }),
        { code: 'BAD_USER_INPUT', message: new RegExp(`^Dates must be between 2000-01-01 and ${latestYear()}-12-31$`) },
      );
    });

    it('reads the balances of every year of the range', async () => {
      for (const year of [EARLIEST_YEAR, currentYear(), latestYear()]) {
        const answer = await gql('staff', `query ($y: Int) { viewer { balances(year: $y) { year } } }`, { y: year });
        expect(answer.json.errors).toBeUndefined();
      }
    });
  });

  describe('audit filters with dates that are not dates', () => {
    const hostile = [
      '0',
      '-1',
      '',
      'yesterday',
      '-000001-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '2024-02-30',
      '2024-01-01T25:00:00Z',
      '9999-12-31T23:59:59-05:00',
    ];

    it.each(hostile)('refuses %p in GraphQL audit filters', async (value) => {
      for (const query of [
        `query ($v: DateTime) { auditLogs(filter: { from: $v }) { totalCount } }`,
        `query ($v: DateTime) { auditLogs(filter: { to: $v }) { totalCount } }`,
        `query ($v: DateTime) { auditLogPage(filter: { from: $v }) { total } }`,
      ]) {
        await expectRefused(() => gql('admin', query, { v: value }), {
          code: 'BAD_USER_INPUT',
          message: /DateTime must be an ISO 8601 timestamp between the years 1 and 9999/,
        });
      }
    });

    it.each([...hostile.filter(Boolean), '0000-00-00', '99999'])('refuses %p in REST audit filters', async (value) => {
      for (const path of ['/api/audit', '/api/audit/export/csv']) {
        for (const name of ['startDate', 'endDate']) {
          await expectRefused(() => send('GET', `${path}?${name}=${encodeURIComponent(value)}`, 'admin'), {
            status: 400,
            code: 'BAD_USER_INPUT',
            message: new RegExp(`^\`${name}\` must be a date written YYYY-MM-DD$`),
          });
        }
      }
    });

    it('accepts dates, UTC timestamps and offsets', async () => {
      for (const value of ['2024-01-01', '2024-01-01T10:00:00Z', '2024-01-01T10:00:00.123+02:00', '2024-01-01T10:00']) {
        expect(
          (await gql('admin', `query ($v: DateTime) { auditLogs(filter: { from: $v }) { totalCount } }`, { v: value }))
            .json.errors,
        ).toBeUndefined();
        expect((await send('GET', `/api/audit?startDate=${encodeURIComponent(value)}`, 'admin')).status).toBe(200);
      }
    });
  });

  describe('an empty string where an id is expected', () => {
    const cases: { name: string; caller: Caller; query: string; variables: Record<string, unknown> }[] = [
      { name: 'user(id)', caller: 'admin', query: `query ($v: ID!) { user(id: $v) { id } }`, variables: { v: '' } },
      {
        name: 'leaveRequest(id)',
        caller: 'staff',
        query: `query ($v: ID!) { leaveRequest(id: $v) { id } }`,
        variables: { v: '' },
      },
      { name: 'team(id)', caller: 'staff', query: `query ($v: ID!) { team(id: $v) { id } }`, variables: { v: '  ' } },
      {
        name: 'approveLeaveRequest(id)',
        caller: 'manager',
        query: `mutation ($v: ID!) { approveLeaveRequest(id: $v) { id } }`,
        variables: { v: '' },
      },
      {
        name: 'assignManager(managerId)',
        caller: 'admin',
        query: `mutation ($u: ID!, $v: ID) { assignManager(userId: $u, managerId: $v) { id } }`,
        variables: { v: '' },
      },
      {
        name: 'a team member id',
        caller: 'admin',
        query: `mutation ($v: ID!) { createTeam(input: { name: "Empty ids", description: "x", memberIds: [$v] }) { id } }`,
        variables: { v: '' },
      },
      {
        name: 'a filter id',
        caller: 'staff',
        query: `query ($v: ID) { leaveRequests(filter: { userId: $v }) { totalCount } }`,
        variables: { v: '' },
      },
      {
        name: 'bulk approval ids',
        caller: 'manager',
        query: `mutation ($v: ID!) { bulkApproveLeaveRequests(ids: [$v]) { approved { id } } }`,
        variables: { v: '' },
      },
    ];

    it.each(cases)('refuses an empty id in $name', async (c) => {
      const variables = { u: w.staff.id, ...c.variables };
      await expectRefused(() => gql(c.caller, c.query, variables), {
        code: 'BAD_USER_INPUT',
        message: /(Id|Manager id|Member ids|User id|Ids) must not be empty$/,
      });
    });

    it('refuses a blank path parameter over REST', async () => {
      for (const path of ['/api/admin/users/%20', '/api/pto/requests/%20/approve', '/api/notifications/%20%20']) {
        const method = path.endsWith('approve') ? 'POST' : path.startsWith('/api/notifications') ? 'DELETE' : 'GET';
        await expectRefused(() => send(method, path, 'admin', method === 'GET' ? undefined : {}), {
          status: 400,
          code: 'BAD_USER_INPUT',
          message: /must not be empty$/,
        });
      }
    });
  });

  describe('a 1 MB name on every entity', () => {
    const huge = 'n'.repeat(MEGABYTE);
    const graphqlCases: {
      entity: string;
      caller: Caller;
      query: string;
      variables: () => Record<string, unknown>;
      field: string;
    }[] = [
      {
        entity: 'an account at registration',
        caller: 'anonymous',
        query: `mutation ($v: String!) { register(input: { firstName: $v, lastName: "Doe", email: "huge@example.test", password: "a-long-password" }) { token } }`,
        variables: () => ({ v: huge }),
        field: 'firstName',
      },
      {
        entity: 'a person created by an administrator',
        caller: 'admin',
        query: `mutation ($v: String!) { createUser(input: { firstName: "Ann", lastName: $v, email: "ann@example.test", password: "a-long-password", department: "HR", jobTitle: "Clerk" }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'lastName',
      },
      {
        entity: 'a person updated by an administrator',
        caller: 'admin',
        query: `mutation ($id: ID!, $v: String) { updateUser(id: $id, input: { jobTitle: $v }) { id } }`,
        variables: () => ({ id: w.staff.id, v: huge }),
        field: 'jobTitle',
      },
      {
        entity: 'one’s own profile',
        caller: 'staff',
        query: `mutation ($v: String) { updateProfile(input: { workAddress: $v }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'workAddress',
      },
      {
        entity: 'a team',
        caller: 'admin',
        query: `mutation ($v: String!) { createTeam(input: { name: $v, description: "x" }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'name',
      },
      {
        entity: 'a renamed team',
        caller: 'admin',
        query: `mutation ($id: ID!, $v: String) { updateTeam(id: $id, input: { description: $v }) { id } }`,
        variables: () => ({ id: w.teamId, v: huge }),
        field: 'description',
      },
      {
        entity: 'a request type',
        caller: 'admin',
        query: `mutation ($v: String!) { createRequestType(input: { name: "huge", displayName: $v, maxDaysPerYear: 1, accrualRate: 0 }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'displayName',
      },
      {
        entity: 'an updated request type',
        caller: 'admin',
        query: `mutation ($id: ID!, $v: String) { updateRequestType(id: $id, input: { description: $v }) { id } }`,
        variables: () => ({ id: w.typeId, v: huge }),
        field: 'description',
      },
      {
        entity: 'a holiday',
        caller: 'admin',
        query: `mutation ($v: String!) { addHoliday(input: { date: "${daysFromToday(120)}", name: $v }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'name',
      },
      {
        entity: 'an API token',
        caller: 'staff',
        query: `mutation ($v: String!) { createApiToken(input: { name: $v, scopes: ["read:requests"] }) { token } }`,
        variables: () => ({ v: huge }),
        field: 'name',
      },
      {
        entity: 'a webhook',
        caller: 'admin',
        query: `mutation ($v: String) { createWebhook(input: { url: "https://example.com/h", events: [APPROVED], description: $v }) { secret } }`,
        variables: () => ({ v: huge }),
        field: 'description',
      },
      {
        entity: 'a leave request',
        caller: 'staff',
        query: `mutation ($v: String) { submitLeaveRequest(input: { type: "pto", startDate: "${daysFromToday(80)}", endDate: "${daysFromToday(80)}", notes: $v }) { id } }`,
        variables: () => ({ v: huge }),
        field: 'notes',
      },
      {
        entity: 'a blackout range of the policy',
        caller: 'admin',
        query: `mutation ($v: String!) { updatePolicySettings(input: { blackoutDateRanges: [{ start: "2030-01-01", end: "2030-01-02", reason: $v }] }) { updatedAt } }`,
        variables: () => ({ v: huge }),
        field: 'reason',
      },
      {
        entity: 'a department override of the policy',
        caller: 'admin',
        query: `mutation ($v: String!) { updatePolicySettings(input: { departmentOverrides: [{ department: $v, ptoDays: 1, sicknessDays: 1, otherDays: 1 }] }) { updatedAt } }`,
        variables: () => ({ v: huge }),
        field: 'department',
      },
    ];

    it.each(graphqlCases)('refuses it on $entity over GraphQL, naming the field', async (c) => {
      const answer = await expectRefused(() => gql(c.caller, c.query, c.variables()), {
        code: 'BAD_USER_INPUT',
        message: / must be at most \d+ characters$/,
      });
      expect(answer.json.errors?.[0].extensions?.field).toBe(c.field);
    });

    const restCases: { entity: string; method: string; path: () => string; body: object }[] = [
      {
        entity: 'an account',
        method: 'POST',
        path: () => '/api/auth/register',
        body: { firstName: huge, lastName: 'D', email: 'h@example.test', password: 'a-long-password' },
      },
      {
        entity: 'a person',
        method: 'POST',
        path: () => '/api/admin/users',
        body: {
          first_name: huge,
          last_name: 'D',
          email: 'p@example.test',
          password: 'a-long-password',
          department: 'HR',
          job_title: 'Clerk',
        },
      },
      {
        entity: 'a person updated',
        method: 'PUT',
        path: () => `/api/admin/users/${w.staff.id}`,
        body: { job_title: huge },
      },
      { entity: 'a team', method: 'POST', path: () => '/api/admin/teams', body: { name: huge, description: 'x' } },
      { entity: 'a team updated', method: 'PUT', path: () => `/api/admin/teams/${w.teamId}`, body: { name: huge } },
      {
        entity: 'a request type',
        method: 'POST',
        path: () => '/api/request-types',
        body: { name: 'hugetype', display_name: huge, max_days_per_year: 1, accrual_rate: 0 },
      },
      {
        entity: 'a request type updated',
        method: 'PUT',
        path: () => `/api/request-types/${w.typeId}`,
        body: { description: huge },
      },
      { entity: 'the profile', method: 'PUT', path: () => '/api/auth/profile', body: { workAddress: huge } },
      {
        entity: 'a leave request',
        method: 'POST',
        path: () => '/api/pto/requests',
        body: { type: 'pto', start_date: daysFromToday(90), end_date: daysFromToday(90), notes: huge },
      },
      {
        entity: 'a report',
        method: 'POST',
        path: () => '/api/analytics/reports/generate',
        body: { reportType: 'pto_utilization', departments: [huge] },
      },
    ];

    it.each(restCases)('refuses it on $entity over REST with 400', async (c) => {
      await expectRefused(() => send(c.method, c.path(), 'admin', c.body), {
        status: 400,
        code: 'BAD_USER_INPUT',
        message: / must be at most \d+ characters$/,
      });
    });
  });
});
