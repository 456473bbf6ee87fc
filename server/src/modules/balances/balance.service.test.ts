import {
  ADJUST_BALANCE,
  adjustBalance,
  APPROVE_REQUEST,
  buildOrganisation,
  buildStaff,
  buildStaffWithToken,
  buildUser,
  openBalances,
  setPolicy,
  submitRequest,
} from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { balanceId } from '../../../test/ledger-fixtures';
import type { UserEntity } from '../users/user.entity';
import { currentYear } from '../users/user.service';

const BALANCES = `query ($filter: LeaveBalanceFilter, $first: Int) {
  balances(filter: $filter, first: $first) { totalCount edges { node { id type year totalDays usedDays pendingDays availableDays status user { id } } } }
}`;

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
    ({
      admin,
      manager,
      tokens: { admin: adminToken, hr: hrToken, staff: staffToken, manager: managerToken },
    } = await buildOrganisation(t, {
      admin: { department: 'Operations' },
      hr: {},
      manager: { jobTitle: 'Engineering Manager' },
      staff: {},
    }));
    zelda = await buildStaff(t, manager, {
      firstName: 'Zelda',
      lastName: 'Quartz',
      email: `zq-${process.pid}@quartz.example.test`,
    });
    await openBalances(t, zelda, currentYear() - 1);
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

  const ptoBalanceId = (userId: string, year = currentYear()) => balanceId(t, userId, year);

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
      const person = await buildUser(t);
      const id = await ptoBalanceId(person.id);
      const result = await t.gql<{ updateBalance: { totalDays: number; usedDays: number; availableDays: number } }>(
        ADJUST_BALANCE,
        { id, input: { totalDays: 30.5, usedDays: 4, reason: 'Contract renegotiated' } },
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
        reason: 'Contract renegotiated',
      });
      const entries = await t.dataSource.query(
        `SELECT kind, bucket, days::float AS days, actor_id, reason FROM leave_ledger_entries WHERE balance_id = $1 AND kind = 'adjustment' ORDER BY position`,
        [id],
      );
      expect(entries).toEqual([
        { kind: 'adjustment', bucket: 'total', days: 5.5, actor_id: admin.id, reason: 'Contract renegotiated' },
        { kind: 'adjustment', bucket: 'used', days: 4, actor_id: admin.id, reason: 'Contract renegotiated' },
      ]);
    });

    it('requires a reason for an adjustment and changes nothing without one', async () => {
      const id = await ptoBalanceId(zelda.id);
      const before = await balanceRow(id);
      const [{ count: entriesBefore }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM leave_ledger_entries WHERE balance_id = $1`,
        [id],
      );
      for (const reason of [undefined, '   ']) {
        const result = await t.gql(ADJUST_BALANCE, { id, input: { totalDays: 12, reason } }, adminToken);
        expect(result.errors?.[0]).toMatchObject({
          message: 'Please give a reason for the adjustment',
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      expect(await balanceRow(id)).toEqual(before);
      const [{ count: entriesAfter }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM leave_ledger_entries WHERE balance_id = $1`,
        [id],
      );
      expect(entriesAfter).toBe(entriesBefore);
    });

    it('records the reason given for a correction with its audit entry', async () => {
      const person = await buildUser(t);
      const id = await ptoBalanceId(person.id);
      const result = await t.gql(
        ADJUST_BALANCE,
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

    it('refuses edits without a token and from staff, and changes nothing', async () => {
      const id = await ptoBalanceId(zelda.id);
      const before = await balanceRow(id);
      expect((await t.gql(ADJUST_BALANCE, { id, input: { totalDays: 99 } })).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect(
        (await t.gql(ADJUST_BALANCE, { id, input: { totalDays: 99 } }, staffToken)).errors?.[0].extensions?.code,
      ).toBe('FORBIDDEN');
      expect(await balanceRow(id)).toEqual(before);
      const [{ denied }] = await t.dataSource.query(
        `SELECT count(*)::int AS denied FROM audit_logs WHERE action = 'authorization.denied' AND details->>'operation' = 'Mutation.updateBalance'`,
      );
      expect(denied).toBe(1);
    });

    it('lets HR correct a balance with a reason, as an adjustment entry', async () => {
      const id = await ptoBalanceId(zelda.id);
      const result = await t.gql<{ updateBalance: { totalDays: number } }>(
        ADJUST_BALANCE,
        { id, input: { totalDays: 27, reason: 'Agreed at the yearly review' } },
        hrToken,
      );
      expect(result.errors).toBeUndefined();
      expect((await balanceRow(id)).total).toBe(27);
      const [entry] = await t.dataSource.query(
        `SELECT reason FROM leave_ledger_entries WHERE balance_id = $1 AND kind = 'adjustment' ORDER BY created_at DESC LIMIT 1`,
        [id],
      );
      expect(entry.reason).toBe('Agreed at the yearly review');
    });

    it.each([[{ totalDays: -1 }], [{ usedDays: -0.5 }], [{ totalDays: 10, usedDays: -2 }]])(
      'refuses negative values %j and changes nothing',
      async (input) => {
        const id = await ptoBalanceId(zelda.id);
        const before = await balanceRow(id);
        const result = await t.gql(ADJUST_BALANCE, { id, input: { ...input, reason: 'Correction' } }, adminToken);
        expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(await balanceRow(id)).toEqual(before);
      },
    );

    it('answers NOT_FOUND for an unknown balance', async () => {
      const result = await t.gql(
        ADJUST_BALANCE,
        { id: '00000000-0000-4000-8000-000000000000', input: { totalDays: 1 } },
        adminToken,
      );
      expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('approvals beyond the total', () => {
    /** A report of the manager whose PTO total for the year of the request is 2 days, with a pending 3-day request. */
    async function overdrawnRequest(startOffset: number) {
      const { user: person, token } = await buildStaffWithToken(t, manager);
      const year = Number(daysFromToday(startOffset).slice(0, 4));
      await openBalances(t, person, year);
      const id = await ptoBalanceId(person.id, year);
      await adjustBalance(t, adminToken, id, { totalDays: 2, reason: 'Part-time this year' });
      const submitted = await submitRequest(t, token, {
        startDate: daysFromToday(startOffset),
        endDate: daysFromToday(startOffset + 2),
      });
      return { requestId: submitted.id, balanceId: id };
    }

    afterAll(() => setPolicy(t, adminToken, { allowNegativeBalance: false }));

    it('refuses, with a clear message, an approval that exceeds the total when negative balances are not allowed', async () => {
      const { requestId, balanceId } = await overdrawnRequest(40);
      const before = await balanceRow(balanceId);
      const result = await t.gql(APPROVE_REQUEST, { id: requestId }, managerToken);
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
      const policy = await setPolicy(t, adminToken, { allowNegativeBalance: true });
      expect(policy.allowNegativeBalance).toBe(true);
      const { requestId, balanceId } = await overdrawnRequest(50);
      const result = await t.gql<{ approveLeaveRequest: { status: string } }>(
        APPROVE_REQUEST,
        { id: requestId },
        managerToken,
      );
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
