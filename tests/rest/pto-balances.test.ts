/* REST /api/pto balances (own, a report's, everyone's, adjusted) and the manager's team views. */
import { daysFromToday, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count, snapshot, expectDocumented } from './helpers';
import { startPtoWorld, type PtoWorld, type RequestBody } from './pto-fixtures';

describe('REST /api/pto balances and team views', () => {
  let t: TestApp;
  let staff: UserEntity, peer: UserEntity;
  let managerToken: string, staffToken: string, peerToken: string, adminToken: string;
  let submit: PtoWorld['submit'];

  beforeAll(async () => {
    ({ t, staff, peer, managerToken, staffToken, peerToken, adminToken, submit } = await startPtoWorld());
  });
  afterAll(() => t.close());

  describe('balances', () => {
    it('answers the own balances per type with flat twins, for this year by default', async () => {
      const answer = await api<
        Record<string, unknown> & {
          pto: { total: number; used: number; pending: number; available: number; unit: string };
          balances: { type: string }[];
        }
      >(t, 'GET', '/pto/balances', { token: staffToken });
      expect(answer.status).toBe(200);
      const [row] = await t.dataSource.query(
        `SELECT b.total_days::float AS total, b.used_days::float AS used, b.pending_days::float AS pending FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = $2`,
        [staff.id, new Date().getUTCFullYear()],
      );
      expect(answer.body.data.pto).toEqual({ ...row, available: row.total - row.used - row.pending, unit: 'days' });
      expect(answer.body.data).toMatchObject({
        pto_total: row.total,
        pto_used: row.used,
        pto_unit: 'days',
        year: new Date().getUTCFullYear(),
      });
      expect(answer.body.data.balances.map((b) => b.type)).toEqual(['pto', 'sickness', 'other']);
      expect((await api(t, 'GET', '/pto/balances?year=abc', { token: staffToken })).status).toBe(400);
    });

    it("lets a manager read a report's balances; a peer gets 404", async () => {
      expect((await api(t, 'GET', `/pto/balances/${staff.id}`, { token: managerToken })).status).toBe(200);
      expect((await api(t, 'GET', `/pto/balances/${staff.id}`, { token: peerToken })).status).toBe(404);
    });

    it("keeps the shape of a person's balances now that they come from the ledger", async () => {
      const answer = await api<Record<string, unknown> & { balances: Record<string, unknown>[] }>(
        t,
        'GET',
        `/pto/balances/${staff.id}`,
        { token: managerToken },
      );
      const types = ['pto', 'sickness', 'other'];
      expect(Object.keys(answer.body.data).sort()).toEqual(
        [
          'user_id',
          'year',
          'balances',
          ...types.flatMap((type) => [
            type,
            ...['total', 'used', 'pending', 'available', 'unit'].map((f) => `${type}_${f}`),
          ]),
        ].sort(),
      );
      for (const type of types)
        expect(Object.keys(answer.body.data[type] as object).sort()).toEqual([
          'available',
          'pending',
          'total',
          'unit',
          'used',
        ]);
      expect(Object.keys(answer.body.data.balances[0]).sort()).toEqual(
        [
          'id',
          'user_id',
          'type',
          'year',
          'total_days',
          'used_days',
          'pending_days',
          'available_days',
          'status',
          'is_low',
          'first_name',
          'last_name',
          'email',
          'department',
          'unit',
        ].sort(),
      );
      const rows = await t.dataSource.query(
        `SELECT rt.name AS type, b.total_days::float AS total, b.used_days::float AS used, b.pending_days::float AS pending
         FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1 AND b.year = $2`,
        [staff.id, new Date().getUTCFullYear()],
      );
      for (const row of rows)
        expect(answer.body.data[row.type]).toEqual({
          total: row.total,
          used: row.used,
          pending: row.pending,
          available: row.total - row.used - row.pending,
          unit: 'days',
        });
    });

    it('lists every balance with all=true for administrators only', async () => {
      const answer = await api<
        {
          id: string;
          user_id: string;
          type: string;
          total_days: number;
          used_days: number;
          pending_days: number;
          year: number;
        }[]
      >(t, 'GET', `/pto/balances?all=true&type=pto&year=${new Date().getUTCFullYear()}`, { token: adminToken });
      expect(answer.status).toBe(200);
      expect(answer.body.data.find((b) => b.user_id === staff.id)).toMatchObject({
        type: 'pto',
        year: new Date().getUTCFullYear(),
        first_name: 'Sam',
      });
      expect(answer.body.pagination?.total).toBe(
        await count(
          t,
          `SELECT 1 FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE rt.name = 'pto' AND b.year = $1`,
          [new Date().getUTCFullYear()],
        ),
      );
      const refused = await api(t, 'GET', '/pto/balances?all=true', { token: staffToken });
      expect(refused.status).toBe(403);
    });

    it('updates total_days and used_days only, with a required reason; bad input is 400 and changes nothing', async () => {
      const [balance] = await t.dataSource.query(
        `SELECT b.id FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1 AND rt.name = 'sickness'`,
        [peer.id],
      );
      const before = await snapshot(t, 'leave_balances');
      const bad = await api(t, 'PUT', `/pto/balances/${balance.id}`, {
        token: adminToken,
        body: { total_days: 'lots' },
      });
      expect(bad.status).toBe(400);
      const negative = await api(t, 'PUT', `/pto/balances/${balance.id}`, {
        token: adminToken,
        body: { used_days: -1 },
      });
      expect(negative.status).toBe(400);
      const unexplained = await api(t, 'PUT', `/pto/balances/${balance.id}`, {
        token: adminToken,
        body: { total_days: 12 },
      });
      expect(unexplained.status).toBe(400);
      expect(unexplained.body.message).toBe('Please give a reason for the adjustment');
      expect(await snapshot(t, 'leave_balances')).toBe(before);
      const answer = await api<{ total_days: number; used_days: number }>(t, 'PUT', `/pto/balances/${balance.id}`, {
        token: adminToken,
        body: { total_days: 12, used_days: 1.5, pending_days: 99, user_id: staff.id, reason: 'Agreed with HR' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        message: 'PTO balance updated successfully',
        data: { total_days: 12, used_days: 1.5, pending_days: 0 },
      });
      const [row] = await t.dataSource.query(
        `SELECT total_days::float AS t, used_days::float AS u, pending_days::float AS p, user_id FROM leave_balances WHERE id = $1`,
        [balance.id],
      );
      expect(row).toEqual({ t: 12, u: 1.5, p: 0, user_id: peer.id });
      expectDocumented('Balance', answer.body.data);
      expect(
        await count(t, `SELECT 1 FROM audit_logs WHERE action = 'balance.updated' AND resource_id = $1`, [balance.id]),
      ).toBe(1);
      expect(
        await count(
          t,
          `SELECT 1 FROM leave_ledger_entries WHERE balance_id = $1 AND kind = 'adjustment' AND reason = 'Agreed with HR'`,
          [balance.id],
        ),
      ).toBe(2);
      expect(
        (await api(t, 'PUT', `/pto/balances/${balance.id}`, { token: managerToken, body: { total_days: 99 } })).status,
      ).toBe(403);
    });
  });

  describe('team views', () => {
    it('gives a manager the team overview with balances and upcoming leave', async () => {
      const request = await submit(5, 6, peerToken);
      const answer = await api<{
        totalMembers: number;
        onLeave: number;
        members: {
          id: string;
          balance: Record<string, number>;
          upcomingRequests: { id: string }[];
          ptoBalances: { year: number }[];
        }[];
      }>(t, 'GET', '/pto/team-overview', { token: managerToken });
      expect(answer.status).toBe(200);
      // The manager's reporting line: the people below them, not the manager themselves.
      expect(answer.body.data.totalMembers).toBe(2);
      const member = answer.body.data.members.find((m) => m.id === peer.id)!;
      expect(member).toMatchObject({ firstName: 'Pat', lastName: 'Peer', department: 'Sales' });
      expect(member.balance).toMatchObject({
        ptoTotal: expect.any(Number),
        ptoUsed: 0,
        sicknessTotal: expect.any(Number),
        otherTotal: expect.any(Number),
      });
      expect(member.upcomingRequests.map((r) => r.id)).toContain(request.id);
      const sales = await api<{ totalMembers: number }>(t, 'GET', '/pto/team-overview?department=Sales', {
        token: managerToken,
      });
      expect(sales.body.data.totalMembers).toBe(1);
      const own = await api<{ totalMembers: number }>(t, 'GET', '/pto/team-overview', { token: staffToken });
      // Someone with no reports manages nobody: their reporting line is empty.
      expect(own.body.data.totalMembers).toBe(0);
      expect(
        (await api(t, 'GET', '/pto/team-overview?department=a&department=b', { token: managerToken })).status,
      ).toBe(400);
    });

    it('answers the calendar for a range, and 400 without one or with a reversed one', async () => {
      const request = await submit(100, 102, peerToken);
      const answer = await api<RequestBody[]>(
        t,
        'GET',
        `/pto/calendar?start=${daysFromToday(99)}&end=${daysFromToday(101)}`,
        { token: managerToken },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((r) => r.id)).toContain(request.id);
      const outside = await api<RequestBody[]>(
        t,
        'GET',
        `/pto/calendar?start=${daysFromToday(103)}&end=${daysFromToday(104)}`,
        { token: managerToken },
      );
      expect(outside.body.data.map((r) => r.id)).not.toContain(request.id);
      const missing = await api(t, 'GET', '/pto/calendar', { token: managerToken });
      expect(missing.status).toBe(400);
      const reversed = await api(t, 'GET', `/pto/calendar?start=${daysFromToday(10)}&end=${daysFromToday(1)}`, {
        token: managerToken,
      });
      expect(reversed.body.message).toBe('Start date cannot be after end date');
      const staffView = await api<RequestBody[]>(
        t,
        'GET',
        `/pto/calendar?start=${daysFromToday(99)}&end=${daysFromToday(101)}`,
        { token: staffToken },
      );
      expect(staffView.body.data.map((r) => r.id)).not.toContain(request.id);
    });

    it('answers the team calendar for the coming weeks by default', async () => {
      const request = await submit(12, 12, peerToken);
      const answer = await api<RequestBody[]>(t, 'GET', '/pto/team-calendar', { token: managerToken });
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((r) => r.id)).toContain(request.id);
      expect(answer.body.range).toEqual({ start: daysFromToday(-7), end: daysFromToday(90) });
      expect((await api(t, 'GET', '/pto/team-calendar?start=2026-02-30', { token: managerToken })).status).toBe(400);
    });
  });
});
