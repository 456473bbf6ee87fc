import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';
import { currentYear } from '../users/user.service';

const BALANCES = `query ($filter: LeaveBalanceFilter, $first: Int) {
  balances(filter: $filter, first: $first) { totalCount edges { node { id type year totalDays usedDays pendingDays availableDays status user { id } } } }
}`;
const UPDATE_BALANCE = `mutation ($id: ID!, $input: UpdateBalanceInput!) { updateBalance(id: $id, input: $input) { id totalDays usedDays availableDays } }`;
const UPDATE_POLICY = `mutation ($input: PolicySettingsInput!) { updatePolicySettings(input: $input) { allowNegativeBalance } }`;
const SUBMIT = `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`;
const APPROVE = `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id status } }`;

interface BalanceNode {
  id: string;
  type: string;
  year: number;
  totalDays: number;
  usedDays: number;
  pendingDays: number;
  availableDays: number;
  status: string;
  user: { id: string };
}

describe('balances administration', () => {
  let t: TestApp;
  let admin: UserEntity;
  let manager: UserEntity;
  let zelda: UserEntity;
  let adminToken: string;
  let hrToken: string;
  let staffToken: string;
  let managerToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.createUser({ isAdmin: true, role: 'admin', department: 'Operations' });
    manager = await t.createUser({ isManager: true, role: 'manager', jobTitle: 'Engineering Manager' });
    zelda = await t.createUser({
      firstName: 'Zelda',
      lastName: 'Quartz',
      email: `zq-${process.pid}@quartz.example.test`,
      managerId: manager.id,
    });
    const staff = await t.createUser({ managerId: manager.id });
    const hr = await t.createUser({ isManager: true, role: 'manager', department: 'HR', jobTitle: 'HR Manager' });
    await t.dataSource.transaction((em) => t.services.balances.ensureBalances(em, zelda, currentYear() - 1));
    [adminToken, hrToken, staffToken, managerToken] = await Promise.all(
      [admin, hr, staff, manager].map((user) => t.tokenFor(user)),
    );
  });
  afterAll(() => t.close());

  async function list(filter: Record<string, unknown>, token = adminToken) {
    const result = await t.gql<{ balances: { totalCount: number; edges: { node: BalanceNode }[] } }>(
      BALANCES,
      { filter, first: 100 },
      token,
    );
    if (!result.data?.balances) throw new Error(JSON.stringify(result.errors));
    return { totalCount: result.data.balances.totalCount, nodes: result.data.balances.edges.map((edge) => edge.node) };
  }

  const balanceRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT total_days::float AS total, used_days::float AS used, pending_days::float AS pending FROM leave_balances WHERE id = $1`,
        [id],
      )
    )[0] as { total: number; used: number; pending: number };

  async function ptoBalanceId(userId: string, year = currentYear()): Promise<string> {
    const [row] = await t.dataSource.query(
      `SELECT b.id FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = $2`,
      [userId, year],
    );
    return row.id;
  }

  describe('listing', () => {
    it('refuses the list without a token and to staff and managers', async () => {
      expect((await t.gql(BALANCES, { first: 10 })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      for (const token of [staffToken, managerToken]) {
        expect((await t.gql(BALANCES, { first: 10 }, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      }
    });

    it('lists every balance for administrators and HR, matching the rows in Postgres', async () => {
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM leave_balances`);
      for (const token of [adminToken, hrToken]) expect((await list({}, token)).totalCount).toBe(count);
    });

    it('finds a person by part of their full name or email, in any letter case', async () => {
      for (const search of ['zelda qu', 'QUARTZ', `zq-${process.pid}@`]) {
        const { nodes } = await list({ search });
        expect(nodes.length).toBeGreaterThan(0);
        expect(new Set(nodes.map((node) => node.user.id))).toEqual(new Set([zelda.id]));
      }
      expect((await list({ search: '%' })).totalCount).toBe(0);
    });

    it('filters by year and by type', async () => {
      const lastYear = await list({ search: 'Zelda', year: currentYear() - 1 });
      expect(lastYear.nodes.map((node) => node.year)).toEqual([
        currentYear() - 1,
        currentYear() - 1,
        currentYear() - 1,
      ]);
      const sickness = await list({ type: 'sickness', year: currentYear() });
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE rt.name = 'sickness' AND b.year = $1`,
        [currentYear()],
      );
      expect(sickness.totalCount).toBe(count);
      expect(sickness.nodes.every((node) => node.type === 'sickness' && node.year === currentYear())).toBe(true);
      const both = await list({ search: 'zelda', type: 'pto' });
      expect(both.nodes.map((node) => node.year).sort()).toEqual([currentYear() - 1, currentYear()]);
    });
  });

  describe('editing', () => {
    it('lets an administrator set total and used days, audited, with available days following', async () => {
      const person = await t.createUser();
      const id = await ptoBalanceId(person.id);
      const result = await t.gql<{ updateBalance: { totalDays: number; usedDays: number; availableDays: number } }>(
        UPDATE_BALANCE,
        { id, input: { totalDays: 30.5, usedDays: 4 } },
        adminToken,
      );
      expect(result.data?.updateBalance).toMatchObject({ totalDays: 30.5, usedDays: 4, availableDays: 26.5 });
      expect(await balanceRow(id)).toEqual({ total: 30.5, used: 4, pending: 0 });
      const [audit] = await t.dataSource.query(
        `SELECT actor_id, details FROM audit_logs WHERE action = 'balance.updated' AND resource_id = $1`,
        [id],
      );
      expect(audit.actor_id).toBe(admin.id);
      expect(audit.details).toMatchObject({
        user_id: person.id,
        before: { totalDays: 25, usedDays: 0 },
        after: { totalDays: 30.5, usedDays: 4 },
      });
    });

    it('records the reason given for a correction with its audit entry', async () => {
      const person = await t.createUser();
      const id = await ptoBalanceId(person.id);
      const result = await t.gql(
        UPDATE_BALANCE,
        { id, input: { usedDays: 2, reason: '  Two days taken before joining the system  ' } },
        adminToken,
      );
      expect(result.errors).toBeUndefined();
      const [audit] = await t.dataSource.query(
        `SELECT details FROM audit_logs WHERE action = 'balance.updated' AND resource_id = $1`,
        [id],
      );
      expect(audit.details).toMatchObject({ reason: 'Two days taken before joining the system' });
    });

    it('refuses edits without a token, from HR and from staff, and changes nothing', async () => {
      const id = await ptoBalanceId(zelda.id);
      const before = await balanceRow(id);
      expect((await t.gql(UPDATE_BALANCE, { id, input: { totalDays: 99 } })).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      for (const token of [hrToken, staffToken]) {
        expect(
          (await t.gql(UPDATE_BALANCE, { id, input: { totalDays: 99 } }, token)).errors?.[0].extensions?.code,
        ).toBe('FORBIDDEN');
      }
      expect(await balanceRow(id)).toEqual(before);
      const [{ denied }] = await t.dataSource.query(
        `SELECT count(*)::int AS denied FROM audit_logs WHERE action = 'authorization.denied' AND details->>'operation' = 'Mutation.updateBalance'`,
      );
      expect(denied).toBe(2);
    });

    it.each([[{ totalDays: -1 }], [{ usedDays: -0.5 }], [{ totalDays: 10, usedDays: -2 }]])(
      'refuses negative values %j and changes nothing',
      async (input) => {
        const id = await ptoBalanceId(zelda.id);
        const before = await balanceRow(id);
        const result = await t.gql(UPDATE_BALANCE, { id, input }, adminToken);
        expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(await balanceRow(id)).toEqual(before);
      },
    );

    it('answers NOT_FOUND for an unknown balance', async () => {
      const result = await t.gql(
        UPDATE_BALANCE,
        { id: '00000000-0000-4000-8000-000000000000', input: { totalDays: 1 } },
        adminToken,
      );
      expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('approvals beyond the total', () => {
    /** A report of the manager whose PTO total for the year of the request is 2 days, with a pending 3-day request. */
    async function overdrawnRequest(startOffset: number) {
      const person = await t.createUser({ managerId: manager.id });
      const token = await t.tokenFor(person);
      const year = Number(daysFromToday(startOffset).slice(0, 4));
      await t.dataSource.transaction((em) => t.services.balances.ensureBalances(em, person, year));
      const balanceId = await ptoBalanceId(person.id, year);
      expect(
        (await t.gql(UPDATE_BALANCE, { id: balanceId, input: { totalDays: 2 } }, adminToken)).errors,
      ).toBeUndefined();
      const submitted = await t.gql<{ submitLeaveRequest: { id: string } }>(
        SUBMIT,
        { input: { type: 'pto', startDate: daysFromToday(startOffset), endDate: daysFromToday(startOffset + 2) } },
        token,
      );
      if (!submitted.data) throw new Error(JSON.stringify(submitted.errors));
      return { requestId: submitted.data.submitLeaveRequest.id, balanceId };
    }

    afterAll(() => t.gql(UPDATE_POLICY, { input: { allowNegativeBalance: false } }, adminToken));

    it('refuses, with a clear message, an approval that exceeds the total when negative balances are not allowed', async () => {
      const { requestId, balanceId } = await overdrawnRequest(40);
      const before = await balanceRow(balanceId);
      const result = await t.gql(APPROVE, { id: requestId }, managerToken);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Approving this request would take the balance below zero: it needs 3 days and 2 remain',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await balanceRow(balanceId)).toEqual(before);
      const [row] = await t.dataSource.query(`SELECT status, approver_id FROM leave_requests WHERE id = $1`, [
        requestId,
      ]);
      expect(row).toEqual({ status: 'pending', approver_id: null });
    });

    it('approves beyond the total when the policy allows negative balances', async () => {
      const policy = await t.gql<{ updatePolicySettings: { allowNegativeBalance: boolean } }>(
        UPDATE_POLICY,
        { input: { allowNegativeBalance: true } },
        adminToken,
      );
      expect(policy.data?.updatePolicySettings.allowNegativeBalance).toBe(true);
      const { requestId, balanceId } = await overdrawnRequest(50);
      const result = await t.gql<{ approveLeaveRequest: { status: string } }>(APPROVE, { id: requestId }, managerToken);
      expect(result.data?.approveLeaveRequest.status).toBe('APPROVED');
      expect(await balanceRow(balanceId)).toEqual({ total: 2, used: 3, pending: 0 });
      const { nodes } = await list({
        userId: (await t.dataSource.query(`SELECT user_id FROM leave_balances WHERE id = $1`, [balanceId]))[0].user_id,
        type: 'pto',
        year: Number(daysFromToday(50).slice(0, 4)),
      });
      expect(nodes[0]).toMatchObject({ availableDays: -1, status: 'EXHAUSTED' });
    });
  });
});
