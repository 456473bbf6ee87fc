import {
  APPROVE_REQUEST,
  buildAdmin,
  buildHr,
  buildManager,
  buildStaff,
  setPolicy,
  submitRequest,
} from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { insertRequest } from '../../../test/leave-fixtures';
import type { UserEntity } from '../users/user.entity';

const CREATE = `mutation ($input: ApprovalDelegationInput!) { createApprovalDelegation(input: $input) { id running delegator { id } delegate { id } } }`;
const REVOKE = `mutation ($id: ID!) { revokeApprovalDelegation(id: $id) { id running revokedAt } }`;
const LIST = `query ($userId: ID) { approvalDelegations(userId: $userId) { id running } }`;
const INBOX = `{ pendingApprovals { id } }`;
const READ = `query ($id: ID!) { leaveRequest(id: $id) { id status escalationLevel viewerCanDecide viewerDecidesOnBehalfOf { id } decidedOnBehalfOf { id } } }`;

describe('delegation of approvals and the escalation chain', () => {
  let t: TestApp;
  let hr: UserEntity;
  let director: UserEntity;
  let maya: UserEntity;
  let deputy: UserEntity;
  let sam: UserEntity;
  const token = {} as Record<'hr' | 'director' | 'maya' | 'deputy' | 'sam', string>;

  beforeAll(async () => {
    t = await startTestApp();
    hr = await buildHr(t);
    director = await buildManager(t, { jobTitle: 'Engineering Director' });
    maya = await buildManager(t, { jobTitle: 'Engineering Manager', managerId: director.id });
    deputy = await buildManager(t, { jobTitle: 'Design Manager', department: 'Design' });
    sam = await buildStaff(t, maya);
    [token.hr, token.director, token.maya, token.deputy, token.sam] = await Promise.all(
      [hr, director, maya, deputy, sam].map((user) => t.tokenFor(user)),
    );
  });
  afterAll(() => t.close());

  const inbox = async (who: keyof typeof token) =>
    ((await t.gql<{ pendingApprovals: { id: string }[] }>(INBOX, {}, token[who])).data?.pendingApprovals ?? []).map(
      (r) => r.id,
    );
  const notificationsOf = (userId: string, requestId: string) =>
    t.dataSource.query(
      `SELECT type, title, body FROM notifications WHERE user_id = $1 AND request_id = $2 ORDER BY created_at`,
      [userId, requestId],
    ) as Promise<{ type: string; title: string; body: string }[]>;

  describe('delegation', () => {
    let delegationId: string;
    let requestId: string;

    it('hands a manager’s approvals to the delegate while it runs, and tells the delegate on whose behalf', async () => {
      const created = await t.gql<{ createApprovalDelegation: { id: string; running: boolean } }>(
        CREATE,
        {
          input: { delegateId: deputy.id, startDate: daysFromToday(0), endDate: daysFromToday(7), note: 'Conference' },
        },
        token.maya,
      );
      expect(created.data?.createApprovalDelegation.running).toBe(true);
      delegationId = created.data!.createApprovalDelegation.id;
      requestId = (await submitRequest(t, token.sam, { startDate: daysFromToday(20), endDate: daysFromToday(21) })).id;
      expect(await inbox('deputy')).toContain(requestId);
      expect(await inbox('maya')).toContain(requestId);
      const [note] = await notificationsOf(deputy.id, requestId);
      expect(note.body).toContain(`on behalf of ${maya.firstName} ${maya.lastName}`);
      const read = await t.gql<{ leaveRequest: { viewerCanDecide: boolean; viewerDecidesOnBehalfOf: { id: string } } }>(
        READ,
        { id: requestId },
        token.deputy,
      );
      expect(read.data?.leaveRequest).toMatchObject({
        viewerCanDecide: true,
        viewerDecidesOnBehalfOf: { id: maya.id },
      });
      // The manager decides in their own right.
      const own = await t.gql<{ leaveRequest: { viewerDecidesOnBehalfOf: null } }>(READ, { id: requestId }, token.maya);
      expect(own.data?.leaveRequest.viewerDecidesOnBehalfOf).toBeNull();
    });

    it('records that the delegate decided on behalf of the manager, in the request, the audit log and the notification', async () => {
      const approved = await t.gql(APPROVE_REQUEST, { id: requestId }, token.deputy);
      expect(approved.errors).toBeUndefined();
      const read = await t.gql<{ leaveRequest: { status: string; decidedOnBehalfOf: { id: string } } }>(
        READ,
        { id: requestId },
        token.sam,
      );
      expect(read.data?.leaveRequest).toMatchObject({ status: 'APPROVED', decidedOnBehalfOf: { id: maya.id } });
      const [audit] = await t.dataSource.query(
        `SELECT actor_id, details FROM audit_logs WHERE action = 'leave_request.approved' AND resource_id = $1`,
        [requestId],
      );
      expect(audit).toMatchObject({ actor_id: deputy.id, details: { on_behalf_of: maya.id } });
      const [told] = await notificationsOf(sam.id, requestId);
      expect(told.body).toContain(
        `by ${deputy.firstName} ${deputy.lastName} on behalf of ${maya.firstName} ${maya.lastName}`,
      );
    });

    it('ends with its revocation: the delegate no longer sees or decides the manager’s requests', async () => {
      const revoked = await t.gql<{ revokeApprovalDelegation: { running: boolean } }>(
        REVOKE,
        { id: delegationId },
        token.maya,
      );
      expect(revoked.data?.revokeApprovalDelegation.running).toBe(false);
      const next = (await submitRequest(t, token.sam, { startDate: daysFromToday(30), endDate: daysFromToday(30) })).id;
      expect(await inbox('deputy')).not.toContain(next);
      expect((await t.gql(APPROVE_REQUEST, { id: next }, token.deputy)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('does not let a delegation that has not started yet decide anything', async () => {
      await t.gql(
        CREATE,
        { input: { delegateId: deputy.id, startDate: daysFromToday(40), endDate: daysFromToday(45) } },
        token.maya,
      );
      const request = (await submitRequest(t, token.sam, { startDate: daysFromToday(50), endDate: daysFromToday(50) }))
        .id;
      expect(await inbox('deputy')).not.toContain(request);
    });

    it('lets an administrator set a delegation for a manager naming a third person, and refuses everyone else', async () => {
      const input = {
        delegatorId: director.id,
        delegateId: deputy.id,
        startDate: daysFromToday(1),
        endDate: daysFromToday(2),
      };
      expect((await t.gql(CREATE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(CREATE, { input }, token.sam)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(CREATE, { input }, token.maya)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await t.gql(CREATE, { input }, token.hr)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const admin = await buildAdmin(t, { department: 'Operations' });
      const byAdmin = await t.gql<{ createApprovalDelegation: { delegator: { id: string } } }>(
        CREATE,
        { input },
        await t.tokenFor(admin),
      );
      expect(byAdmin.data?.createApprovalDelegation.delegator.id).toBe(director.id);
      const overlapping = await t.gql(CREATE, { input: { ...input, delegateId: hr.id } }, token.director);
      expect(overlapping.errors?.[0].extensions?.code).toBe('CONFLICT');
      const self = await t.gql(CREATE, { input: { ...input, delegateId: director.id } }, token.director);
      expect(self.errors?.[0]).toMatchObject({
        message: 'A person cannot be their own delegate',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const listed = await t.gql<{ approvalDelegations: unknown[] }>(LIST, { userId: director.id }, token.sam);
      expect(listed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const audit = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'delegation.created'`,
      );
      expect(audit[0].count).toBe(3);
    });
  });

  describe('escalation chain', () => {
    it("goes to the approver's own manager after the delay, then to HR", async () => {
      const admin = await buildAdmin(t, { department: 'Operations' });
      await setPolicy(t, await t.tokenFor(admin), { escalationDelay: 1 });
      // Maya is away (on approved leave today) and has no delegate running.
      await insertRequest(t, {
        userId: maya.id,
        status: 'approved',
        startDate: daysFromToday(-1),
        endDate: daysFromToday(1),
        days: 3,
        createdAt: new Date(),
        decidedAfterHours: 0,
      });
      const id = (await submitRequest(t, token.sam, { startDate: daysFromToday(60), endDate: daysFromToday(61) })).id;
      const level = async (who: keyof typeof token) =>
        (await t.gql<{ leaveRequest: { escalationLevel: number; viewerCanDecide: boolean } }>(READ, { id }, token[who]))
          .data?.leaveRequest;
      expect(await level('director')).toEqual(expect.objectContaining({ escalationLevel: 0, viewerCanDecide: false }));
      expect(await t.services.leaveRequests.escalateOverdue()).not.toContain(id);

      await t.dataSource.query(`UPDATE leave_requests SET created_at = now() - interval '2 hours' WHERE id = $1`, [id]);
      expect(await t.services.leaveRequests.escalateOverdue()).toContain(id);
      expect(await level('director')).toEqual(expect.objectContaining({ escalationLevel: 1, viewerCanDecide: true }));
      expect(await inbox('director')).toContain(id);
      expect(await inbox('hr')).not.toContain(id);
      expect((await notificationsOf(director.id, id)).map((n) => n.title)).toEqual(['Approval required']);

      await t.dataSource.query(`UPDATE leave_requests SET escalated_at = now() - interval '2 hours' WHERE id = $1`, [
        id,
      ]);
      expect(await t.services.leaveRequests.escalateOverdue()).toContain(id);
      expect(await inbox('hr')).toContain(id);
      expect(await inbox('maya')).toContain(id); // the earlier approvers keep their say
      const [audit] = await t.dataSource.query(
        `SELECT details FROM audit_logs WHERE action = 'leave_request.escalated' AND resource_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [id],
      );
      expect(audit.details).toMatchObject({ escalation_level: 2, escalated_to: 'hr' });
      expect((await t.gql(APPROVE_REQUEST, { id }, token.hr)).errors).toBeUndefined();
    });
  });
});
