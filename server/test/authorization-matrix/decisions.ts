import { APPROVE_REQUEST, CANCEL_REQUEST, REJECT_REQUEST } from '../factories';
import {
  ACTORS,
  BULK,
  DECIDES,
  LIST_REQUESTS,
  PENDING,
  sorted,
  type Case,
  type Person,
  type Matrix,
} from './organisation';

/** Who decides and cancels which requests: the inbox, one by one and in bulk. */
export function describeDecisions(m: Matrix): void {
  const { people, baseRequests, gqlAs, requestFor, requestState, expectOutcome } = m;
  describe('the manager inbox', () => {
    it.each(ACTORS)('shows %s exactly the pending requests they may decide', async (actor) => {
      const result = await gqlAs<{ pendingApprovals: { id: string; requester: { id: string } }[] }>(actor, PENDING);
      expect(result.errors).toBeUndefined();
      const expected = (DECIDES[actor] ?? []).map((p) => baseRequests[p]);
      expect(sorted(result.data!.pendingApprovals.map((r) => r.id))).toEqual(sorted(expected));
    });

    it.each(ACTORS)('agrees for %s with viewerCanDecide and the awaitingMyDecision filter', async (actor) => {
      const inbox = (await gqlAs<{ pendingApprovals: { id: string }[] }>(actor, PENDING)).data!.pendingApprovals.map(
        (r) => r.id,
      );
      const all = (
        await gqlAs<{ leaveRequests: { edges: { node: { id: string; viewerCanDecide: boolean } }[] } }>(
          actor,
          LIST_REQUESTS,
        )
      ).data!.leaveRequests.edges;
      expect(sorted(all.filter((e) => e.node.viewerCanDecide).map((e) => e.node.id))).toEqual(sorted(inbox));
      const awaiting = (
        await gqlAs<{ leaveRequests: { edges: { node: { id: string } }[] } }>(actor, LIST_REQUESTS, {
          filter: { awaitingMyDecision: true },
        })
      ).data!.leaveRequests.edges;
      expect(sorted(awaiting.map((e) => e.node.id))).toEqual(sorted(inbox));
    });
  });

  describe('approving and rejecting', () => {
    const cases: Case[] = [
      // staff
      { actor: 'a1', operation: 'approve', target: 'a1', expected: 'FORBIDDEN' },
      { actor: 'a1', operation: 'approve', target: 'a2', expected: 'NOT_FOUND' },
      { actor: 'a1', operation: 'reject', target: 'b1', expected: 'NOT_FOUND' },
      { actor: 'n', operation: 'approve', target: 'n', expected: 'FORBIDDEN' },
      { actor: 'n', operation: 'reject', target: 'a1', expected: 'NOT_FOUND' },
      { actor: 'hrStaff', operation: 'approve', target: 'n', expected: 'NOT_FOUND' },
      // manager A
      { actor: 'mgrA', operation: 'approve', target: 'a1', expected: 'allowed' },
      { actor: 'mgrA', operation: 'reject', target: 'a2', expected: 'allowed' },
      { actor: 'mgrA', operation: 'approve', target: 'lead', expected: 'allowed' },
      { actor: 'mgrA', operation: 'approve', target: 'l1', expected: 'FORBIDDEN' }, // sees l1 (below the lead), but the lead decides
      { actor: 'mgrA', operation: 'approve', target: 'b1', expected: 'NOT_FOUND' },
      { actor: 'mgrA', operation: 'reject', target: 'n', expected: 'NOT_FOUND' },
      { actor: 'mgrA', operation: 'approve', target: 'mgrA', expected: 'FORBIDDEN' },
      { actor: 'mgrA', operation: 'approve', target: 'a1:escalated', expected: 'allowed' },
      // manager B
      { actor: 'mgrB', operation: 'reject', target: 'b1', expected: 'allowed' },
      { actor: 'mgrB', operation: 'approve', target: 'a1', expected: 'NOT_FOUND' },
      { actor: 'mgrB', operation: 'approve', target: 'a1:escalated', expected: 'NOT_FOUND' },
      // team lead
      { actor: 'lead', operation: 'approve', target: 'l1', expected: 'allowed' },
      { actor: 'lead', operation: 'reject', target: 'l1', expected: 'allowed' },
      { actor: 'lead', operation: 'approve', target: 'lead', expected: 'FORBIDDEN' },
      { actor: 'lead', operation: 'approve', target: 'a1', expected: 'NOT_FOUND' },
      // HR
      { actor: 'hr', operation: 'approve', target: 'n', expected: 'allowed' },
      { actor: 'hr', operation: 'reject', target: 'mgrA', expected: 'allowed' },
      { actor: 'hr', operation: 'approve', target: 'hrStaff', expected: 'allowed' },
      { actor: 'hr', operation: 'approve', target: 'a1', expected: 'FORBIDDEN' },
      { actor: 'hr', operation: 'reject', target: 'b1', expected: 'FORBIDDEN' },
      { actor: 'hr', operation: 'approve', target: 'hr', expected: 'FORBIDDEN' },
      { actor: 'hr', operation: 'approve', target: 'a1:escalated', expected: 'allowed' },
      // admin
      { actor: 'admin', operation: 'approve', target: 'n', expected: 'allowed' },
      { actor: 'admin', operation: 'reject', target: 'hr', expected: 'allowed' },
      { actor: 'admin', operation: 'approve', target: 'a1', expected: 'FORBIDDEN' },
      { actor: 'admin', operation: 'reject', target: 'l1', expected: 'FORBIDDEN' },
      { actor: 'admin', operation: 'approve', target: 'b1:escalated', expected: 'allowed' },
    ];

    it.each(cases)('$actor may $operation the request of $target: $expected', async (c) => {
      const id = await requestFor(c.target);
      const before = await requestState(id);
      const approve = c.operation === 'approve';
      await expectOutcome(
        c,
        () =>
          approve
            ? gqlAs(c.actor, APPROVE_REQUEST, { id })
            : gqlAs(c.actor, REJECT_REQUEST, { id, reason: 'Team is short-staffed' }),
        approve ? 'Mutation.approveLeaveRequest' : 'Mutation.rejectLeaveRequest',
      );
      const after = await requestState(id);
      if (c.expected !== 'allowed') {
        expect(after).toEqual(before);
        return;
      }
      expect(after.status).toBe(approve ? 'approved' : 'rejected');
      expect(after.approverId).toBe(people[c.actor as Person].id);
      expect(before.pending - after.pending).toBe(1);
      expect(after.used - before.used).toBe(approve ? 1 : 0);
    });
  });

  describe('cancelling', () => {
    const cases: Case[] = [
      { actor: 'a1', operation: 'cancel', target: 'a1', expected: 'allowed' },
      { actor: 'n', operation: 'cancel', target: 'n', expected: 'allowed' },
      { actor: 'a2', operation: 'cancel', target: 'a1', expected: 'NOT_FOUND' },
      { actor: 'mgrB', operation: 'cancel', target: 'a1', expected: 'NOT_FOUND' },
      { actor: 'mgrA', operation: 'cancel', target: 'a1', expected: 'FORBIDDEN' },
      { actor: 'lead', operation: 'cancel', target: 'l1', expected: 'FORBIDDEN' },
      { actor: 'hr', operation: 'cancel', target: 'a1', expected: 'FORBIDDEN' },
      { actor: 'admin', operation: 'cancel', target: 'n', expected: 'FORBIDDEN' },
    ];

    it.each(cases)('$actor may cancel the request of $target: $expected', async (c) => {
      const id = await requestFor(c.target);
      const before = await requestState(id);
      await expectOutcome(c, () => gqlAs(c.actor, CANCEL_REQUEST, { id }), 'Mutation.cancelLeaveRequest');
      const after = await requestState(id);
      if (c.expected !== 'allowed') {
        expect(after).toEqual(before);
        return;
      }
      expect(after.status).toBe('cancelled');
      expect(before.pending - after.pending).toBe(1);
    });
  });

  describe('bulk approval', () => {
    it('refuses staff, with or without ids, and approves nothing', async () => {
      const id = await requestFor('a2');
      for (const variables of [{ ids: [id] }, {}]) {
        await expectOutcome(
          { actor: 'a1', operation: 'bulk', target: 'a2', expected: 'FORBIDDEN' },
          () => gqlAs('a1', BULK, variables),
          'Mutation.bulkApproveLeaveRequests',
        );
      }
      expect((await requestState(id)).status).toBe('pending');
    });

    it('approves for a manager only the requests of their own reports among the ids given', async () => {
      const own = await requestFor('b1');
      const others = [await requestFor('a1'), await requestFor('n'), await requestFor('mgrB')];
      const result = await gqlAs<{
        bulkApproveLeaveRequests: { approved: { id: string }[]; failed: { id: string; message: string }[] };
      }>('mgrB', BULK, { ids: [own, ...others] });
      expect(result.errors).toBeUndefined();
      expect(result.data!.bulkApproveLeaveRequests.approved.map((r) => r.id)).toEqual([own]);
      expect(sorted(result.data!.bulkApproveLeaveRequests.failed.map((f) => f.id))).toEqual(sorted(others));
      expect((await requestState(own)).status).toBe('approved');
      for (const id of others) expect((await requestState(id)).status).toBe('pending');
    });

    it('approves for a manager without ids exactly the pending requests of their direct reports', async () => {
      const pendingOf = async () =>
        (await m.t.dataSource.query(`SELECT id, user_id AS "userId" FROM leave_requests WHERE status = 'pending'`)) as {
          id: string;
          userId: string;
        }[];
      const before = await pendingOf();
      const reports = new Set(['a1', 'a2', 'lead'].map((p) => people[p as Person].id));
      const expected = before.filter((r) => reports.has(r.userId)).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(2);
      const result = await gqlAs<{ bulkApproveLeaveRequests: { approved: { id: string }[]; failed: unknown[] } }>(
        'mgrA',
        BULK,
      );
      expect(result.data!.bulkApproveLeaveRequests.failed).toEqual([]);
      expect(sorted(result.data!.bulkApproveLeaveRequests.approved.map((r) => r.id))).toEqual(sorted(expected));
      const after = await pendingOf();
      expect(sorted(after.map((r) => r.id))).toEqual(
        sorted(before.filter((r) => !reports.has(r.userId)).map((r) => r.id)),
      );
    });
  });
}
