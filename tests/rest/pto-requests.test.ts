/* REST /api/pto requests: submitting, listing, and deciding them in the manager's inboxes. */
import { daysFromToday, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count, snapshot, expectDocumented } from './helpers';
import { startPtoWorld, type PtoWorld, type RequestBody } from './pto-fixtures';

describe('REST /api/pto requests and approvals', () => {
  let t: TestApp;
  let manager: UserEntity, staff: UserEntity, peer: UserEntity;
  let managerToken: string, staffToken: string, peerToken: string;
  let submit: PtoWorld['submit'];

  beforeAll(async () => {
    ({ t, manager, staff, peer, managerToken, staffToken, peerToken, submit } = await startPtoWorld());
  });
  afterAll(() => t.close());

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
});
