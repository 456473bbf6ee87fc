import { daysFromToday, startTestApp, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count, snapshot, expectDocumented } from './helpers';

type RequestBody = {
  id: string;
  requestId: string;
  request_id: string;
  status: string;
  days: number;
  start_date: string;
  startDate: string;
  first_name: string;
  type: string;
  [key: string]: unknown;
};

describe('REST /api/pto', () => {
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let peer: UserEntity;
  let admin: UserEntity;
  let managerToken: string;
  let staffToken: string;
  let peerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    manager = await t.createUser({
      firstName: 'Maria',
      lastName: 'Manager',
      isManager: true,
      role: 'manager',
      jobTitle: 'Engineering Manager',
    });
    staff = await t.createUser({ firstName: 'Sam', lastName: 'Staff', managerId: manager.id });
    peer = await t.createUser({ firstName: 'Pat', lastName: 'Peer', managerId: manager.id, department: 'Sales' });
    admin = await t.createUser({ firstName: 'Ada', lastName: 'Admin', isAdmin: true, role: 'admin' });
    [managerToken, staffToken, peerToken, adminToken] = await Promise.all(
      [manager, staff, peer, admin].map((u) => t.tokenFor(u)),
    );
  });
  afterAll(() => t.close());

  async function submit(start: number, end: number, token = staffToken, extra: Record<string, unknown> = {}) {
    const answer = await api<RequestBody>(t, 'POST', '/pto/requests', {
      token,
      body: { type: 'pto', start_date: daysFromToday(start), end_date: daysFromToday(end), notes: 'Trip', ...extra },
    });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return answer.body.data;
  }

  const pendingDays = async (userId: string, daysAhead: number) =>
    (
      await t.dataSource.query(
        `SELECT b.pending_days::float AS p FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = $2`,
        [userId, Number(daysFromToday(daysAhead).slice(0, 4))],
      )
    )[0]?.p ?? 0;

  describe('POST /pto/requests', () => {
    it('submits with the spec fields and answers requestId, request_id and id', async () => {
      const before = await pendingDays(staff.id, 20);
      const request = await submit(20, 22, staffToken, { start_half_day: true });
      expect(request).toMatchObject({
        status: 'pending',
        days: 2.5,
        type: 'pto',
        start_date: daysFromToday(20),
        startDate: daysFromToday(20),
        first_name: 'Sam',
        notes: 'Trip',
      });
      expect(request.requestId).toMatch(/^WD-PTO-/);
      expect(request.request_id).toBe(request.requestId);
      expectDocumented('LeaveRequest', request);
      const [row] = await t.dataSource.query(
        `SELECT status, days::float AS days, user_id, start_half_day FROM leave_requests WHERE id = $1`,
        [request.id],
      );
      expect(row).toEqual({ status: 'pending', days: 2.5, user_id: staff.id, start_half_day: true });
      expect((await pendingDays(staff.id, 20)) - before).toBe(2.5);
      expect(
        await count(t, `SELECT 1 FROM audit_logs WHERE action = 'leave_request.submitted' AND resource_id = $1::text`, [
          request.id,
        ]),
      ).toBe(1);
    });

    it('ignores posted status, days and user_id (mass assignment)', async () => {
      const request = await submit(30, 30, staffToken, {
        status: 'approved',
        days: 0.5,
        user_id: peer.id,
        userId: peer.id,
        approver_id: manager.id,
      });
      const [row] = await t.dataSource.query(
        `SELECT status, days::float AS days, user_id, approver_id FROM leave_requests WHERE id = $1`,
        [request.id],
      );
      expect(row).toEqual({ status: 'pending', days: 1, user_id: staff.id, approver_id: null });
    });

    it('refuses a start after the end with the spec wording and stores nothing', async () => {
      const before = await snapshot(t, 'leave_requests');
      const answer = await api(t, 'POST', '/pto/requests', {
        token: staffToken,
        body: { type: 'pto', start_date: daysFromToday(41), end_date: daysFromToday(40) },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: 'Start date cannot be after end date' });
      const missing = await api(t, 'POST', '/pto/requests', { token: staffToken, body: { type: 'pto' } });
      expect(missing.body.message).toBe('Please fill in all required fields');
      const wrongType = await api(t, 'POST', '/pto/requests', {
        token: staffToken,
        body: { type: 'pto', start_date: daysFromToday(40), end_date: daysFromToday(41), start_half_day: 'yes' },
      });
      expect(wrongType.status).toBe(400);
      expect(await snapshot(t, 'leave_requests')).toBe(before);
    });
  });

  describe('GET /pto/requests and /pto/requests/{userId}', () => {
    it("lists the caller's own requests with spec fields and pagination", async () => {
      const answer = await api<RequestBody[]>(t, 'GET', '/pto/requests', { token: staffToken });
      expect(answer.status).toBe(200);
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM leave_requests WHERE user_id = $1`, [
        staff.id,
      ]);
      expect(answer.body.data).toHaveLength(n);
      expect(answer.body.data.every((r) => r.first_name === 'Sam')).toBe(true);
      expect(answer.body.pagination).toMatchObject({ page: 1, total: n });
    });

    it("lets a manager read a report's requests and hides them from a peer (404)", async () => {
      const byManager = await api<RequestBody[]>(t, 'GET', `/pto/requests/${staff.id}`, { token: managerToken });
      expect(byManager.status).toBe(200);
      expect(byManager.body.data.length).toBeGreaterThan(0);
      const byPeer = await api(t, 'GET', `/pto/requests/${staff.id}`, { token: peerToken });
      expect(byPeer.status).toBe(404);
    });

    it('refuses a bad status filter and a bad page with 400', async () => {
      expect((await api(t, 'GET', '/pto/requests?status=maybe', { token: staffToken })).status).toBe(400);
      const page = await api(t, 'GET', '/pto/requests?page=0', { token: staffToken });
      expect(page.status).toBe(400);
      expect(page.body.message).toMatch(/page/);
    });
  });

  describe('approvals', () => {
    it('shows pending requests in /pto/pending and /pto/manager-inbox of the manager only', async () => {
      const request = await submit(50, 51);
      const pending = await api<RequestBody[]>(t, 'GET', '/pto/pending', { token: managerToken });
      expect(pending.body.data.map((r) => r.id)).toContain(request.id);
      const inbox = await api<RequestBody[]>(t, 'GET', '/pto/manager-inbox', { token: managerToken });
      expect(inbox.body.data.find((r) => r.id === request.id)).toMatchObject({
        first_name: 'Sam',
        last_name: 'Staff',
        email: staff.email,
        department: 'Engineering',
        job_title: 'Engineer',
        type: 'pto',
        status: 'pending',
        start_date: daysFromToday(50),
        days: 2,
      });
      expect((await api(t, 'GET', '/pto/pending', { token: staffToken })).status).toBe(403);
    });

    it('shows on each inbox item who else in the team is off those days and the balance after approval', async () => {
      const request = await submit(110, 111);
      await submit(111, 112, peerToken);
      const inbox = await api<RequestBody[]>(t, 'GET', '/pto/manager-inbox', { token: managerToken });
      expect(inbox.status).toBe(200);
      const item = inbox.body.data.find((r) => r.id === request.id)!;
      expectDocumented('InboxItem', item);
      expect(item.others_off).toEqual([
        {
          user_id: peer.id,
          first_name: 'Pat',
          last_name: 'Peer',
          start_date: daysFromToday(111),
          end_date: daysFromToday(112),
          status: 'pending',
          days: 2,
        },
      ]);
      const year = Number(daysFromToday(110).slice(0, 4));
      const [held] = await t.dataSource.query(
        `SELECT b.total_days::float AS total, b.used_days::float AS used, b.pending_days::float AS pending
         FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id
         WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = $2`,
        [staff.id, year],
      );
      expect(item.balance_after_approval).toEqual([
        {
          year,
          days: 2,
          total_days: held.total,
          available_days: held.total - held.used - held.pending,
          status: expect.any(String),
        },
      ]);
    });

    it('says how many requests wait for the caller and which has waited longest', async () => {
      const inbox = await api<RequestBody[]>(t, 'GET', '/pto/manager-inbox', { token: managerToken });
      const [{ waiting }] = await t.dataSource.query(
        `SELECT count(*)::int AS waiting FROM leave_requests r JOIN users u ON u.id = r.user_id
         WHERE r.status = 'pending' AND u.manager_id = $1`,
        [manager.id],
      );
      expect(waiting).toBeGreaterThan(0);
      const mine = await api<{ count: number; oldest: RequestBody | null }>(t, 'GET', '/pto/awaiting-decision', {
        token: managerToken,
      });
      expect(mine.status).toBe(200);
      expect(mine.body.data.count).toBe(waiting);
      expect(mine.body.data.oldest?.id).toBe(inbox.body.data[0].id);
      expectDocumented('LeaveRequest', mine.body.data.oldest);
      const none = await api(t, 'GET', '/pto/awaiting-decision', { token: staffToken });
      expect(none.body.data).toEqual({ count: 0, oldest: null });
      expect((await api(t, 'GET', '/pto/awaiting-decision')).status).toBe(401);
    });

    it('approves through /approve, moving pending days to used; a second approval is 409', async () => {
      const request = await submit(60, 61);
      const answer = await api<RequestBody>(t, 'POST', `/pto/requests/${request.id}/approve`, {
        token: managerToken,
        body: { comments: 'Enjoy', approvedAt: '2000-01-01T00:00:00Z', status: 'rejected' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 'approved', comments: 'Enjoy', approvedBy: 'Maria Manager' });
      expectDocumented('LeaveRequest', answer.body.data);
      const [row] = await t.dataSource.query(
        `SELECT status, approver_id, approved_at > now() - interval '1 minute' AS recent FROM leave_requests WHERE id = $1`,
        [request.id],
      );
      expect(row).toEqual({ status: 'approved', approver_id: manager.id, recent: true });
      const again = await api(t, 'POST', `/pto/requests/${request.id}/approve`, { token: managerToken, body: {} });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This request is no longer pending');
    });

    it('refuses approval of an own request (403) and by a peer (404), leaving it pending', async () => {
      const request = await submit(70, 70);
      const own = await api(t, 'POST', `/pto/requests/${request.id}/approve`, { token: staffToken, body: {} });
      expect(own.status).toBe(403);
      expect(own.body.message).toBe('You cannot approve or reject your own request');
      expect(
        await count(
          t,
          `SELECT 1 FROM audit_logs WHERE action = 'authorization.denied' AND actor_id = $1 AND details->>'operation' = 'POST /pto/requests/:id/approve'`,
          [staff.id],
        ),
      ).toBe(1);
      const byPeer = await api(t, 'POST', `/pto/requests/${request.id}/approve`, { token: peerToken, body: {} });
      expect(byPeer.status).toBe(404);
      const [row] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [request.id]);
      expect(row.status).toBe('pending');
    });

    it('rejects through /reject with a reason, releasing the days; an empty reason is 400 and changes nothing', async () => {
      const request = await submit(80, 81);
      const before = await snapshot(t, 'leave_requests');
      const empty = await api(t, 'POST', `/pto/requests/${request.id}/reject`, {
        token: managerToken,
        body: { rejectionReason: '  ' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Please provide a rejection reason');
      expect(await snapshot(t, 'leave_requests')).toBe(before);
      const pendingBefore = await pendingDays(staff.id, 80);
      const answer = await api<RequestBody>(t, 'POST', `/pto/requests/${request.id}/reject`, {
        token: managerToken,
        body: { rejectionReason: 'Release week', rejectedAt: '2000-01-01' },
      });
      expect(answer.body.data).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Release week',
        rejection_reason: 'Release week',
      });
      expect(pendingBefore - (await pendingDays(staff.id, 80))).toBe(2);
      expect(
        await count(
          t,
          `SELECT 1 FROM audit_logs WHERE action = 'leave_request.rejected' AND resource_id = $1::text AND details->>'rejection_reason' = 'Release week'`,
          [request.id],
        ),
      ).toBe(1);
    });

    it('processes with action approve or reject; an unknown action is 400 and changes nothing', async () => {
      const first = await submit(90, 90);
      const second = await submit(95, 95);
      const before = await snapshot(t, 'leave_requests');
      const unknown = await api(t, 'POST', `/pto/requests/${first.id}/process`, {
        token: managerToken,
        body: { action: 'maybe' },
      });
      expect(unknown.status).toBe(400);
      expect(await snapshot(t, 'leave_requests')).toBe(before);
      const approved = await api<RequestBody>(t, 'POST', `/pto/requests/${first.id}/process`, {
        token: managerToken,
        body: { action: 'approve', comments: 'ok' },
      });
      expect(approved.body.data.status).toBe('approved');
      const rejected = await api<RequestBody>(t, 'POST', `/pto/requests/${second.requestId}/process`, {
        token: managerToken,
        body: { action: 'reject', rejectionReason: 'Too busy' },
      });
      expect(rejected.body.data.status).toBe('rejected');
      const rows = await t.dataSource.query(
        `SELECT id, status FROM leave_requests WHERE id IN ($1, $2) ORDER BY start_date`,
        [first.id, second.id],
      );
      expect(rows.map((r: { status: string }) => r.status)).toEqual(['approved', 'rejected']);
      const late = await api(t, 'POST', `/pto/requests/${second.id}/process`, {
        token: managerToken,
        body: { action: 'approve' },
      });
      expect(late.status).toBe(409);
    });
  });

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
