import { approveRequest, buildOrganisation, buildUser, REJECT_REQUEST, submitRequest } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { figures } from '../../../test/ledger-fixtures';
import { api } from '../../../../tests/rest/helpers';
import type { UserEntity } from '../users/user.entity';

const CREATE_TYPE = `mutation ($input: CreateRequestTypeInput!) { createRequestType(input: $input) { id requiresHrApproval } }`;
const APPROVE = `mutation ($id: ID!, $comment: String) { approveLeaveRequest(id: $id, comment: $comment) {
  id status approvalStage firstApprover { id } firstApprovedAt firstApprovalComment approver { id } } }`;
const READ = `query ($id: ID!) { leaveRequest(id: $id) { status approvalStage viewerCanDecide firstApprover { id } } }`;

describe('two-step approval: the manager, then HR', () => {
  let t: TestApp;
  let hr: UserEntity;
  let manager: UserEntity;
  let staff: UserEntity;
  let loner: UserEntity;
  const token = {} as Record<'admin' | 'hr' | 'manager' | 'staff' | 'loner', string>;
  let day = 20;
  const next = () => {
    day += 3;
    return { startDate: daysFromToday(day), endDate: daysFromToday(day + 1), type: 'training' };
  };

  beforeAll(async () => {
    t = await startTestApp({ config: { webhookAllowedHosts: ['127.0.0.1'] } });
    const organisation = await buildOrganisation(t, {
      admin: { department: 'Operations' },
      hr: {},
      manager: { jobTitle: 'Engineering Manager' },
      staff: {},
    });
    ({ hr, manager, staff } = organisation);
    loner = await buildUser(t);
    Object.assign(token, organisation.tokens, { loner: await t.tokenFor(loner) });
    const created = await t.gql<{ createRequestType: { requiresHrApproval: boolean } }>(
      CREATE_TYPE,
      {
        input: {
          name: 'training',
          displayName: 'Training',
          maxDaysPerYear: 10,
          accrualRate: 10,
          requiresHrApproval: true,
        },
      },
      token.admin,
    );
    expect(created.data?.createRequestType.requiresHrApproval).toBe(true);
    await t.gql(
      `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
      { input: { url: 'http://127.0.0.1:9/hooks', events: ['MANAGER_APPROVED', 'APPROVED'] } },
      token.admin,
    );
  });
  afterAll(() => t.close());

  it("keeps the request pending at the HR stage after the manager's approval, holding its days, with its own audit entry, notifications and webhook", async () => {
    const request = await submitRequest(t, token.staff, next());
    const year = Number(daysFromToday(day).slice(0, 4));
    const approved = await t.gql<{ approveLeaveRequest: Record<string, unknown> }>(
      APPROVE,
      { id: request.id, comment: 'Fine by me' },
      token.manager,
    );
    expect(approved.data?.approveLeaveRequest).toMatchObject({
      status: 'PENDING',
      approvalStage: 'HR',
      firstApprover: { id: manager.id },
      firstApprovalComment: 'Fine by me',
      approver: null,
    });
    expect(await figures(t, staff.id, year, 'training')).toMatchObject({ pending: 2, used: 0 });
    const [audit] = await t.dataSource.query(
      `SELECT actor_id, details FROM audit_logs WHERE action = 'leave_request.manager_approved' AND resource_id = $1`,
      [request.id],
    );
    expect(audit).toMatchObject({ actor_id: manager.id, details: { next: 'hr' } });
    const toHr = await t.dataSource.query(`SELECT title FROM notifications WHERE user_id = $1 AND request_id = $2`, [
      hr.id,
      request.id,
    ]);
    expect(toHr).toEqual([{ title: 'HR approval required' }]);
    const toStaff = await t.dataSource.query(`SELECT title FROM notifications WHERE user_id = $1 AND request_id = $2`, [
      staff.id,
      request.id,
    ]);
    expect(toStaff).toEqual([{ title: 'Leave request approved by your manager' }]);
    const [delivery] = await t.dataSource.query(
      `SELECT event, payload AS body FROM channel_deliveries WHERE request_id = $1`,
      [request.id],
    );
    expect(delivery.event).toBe('leave_request.manager_approved');
    expect(JSON.parse(delivery.body).request).toMatchObject({ status: 'pending', approvalStage: 'hr' });
  });

  it('lets only HR and administrators take the second step, which takes the days', async () => {
    const request = await submitRequest(t, token.staff, next());
    const year = Number(daysFromToday(day).slice(0, 4));
    await approveRequest(t, token.manager, request.id);
    const asManager = await t.gql<{ leaveRequest: { viewerCanDecide: boolean } }>(
      READ,
      { id: request.id },
      token.manager,
    );
    expect(asManager.data?.leaveRequest.viewerCanDecide).toBe(false);
    expect((await t.gql(APPROVE, { id: request.id }, token.manager)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const asHr = await t.gql<{ leaveRequest: { viewerCanDecide: boolean } }>(READ, { id: request.id }, token.hr);
    expect(asHr.data?.leaveRequest.viewerCanDecide).toBe(true);
    const final = await t.gql<{ approveLeaveRequest: { status: string; approver: { id: string } } }>(
      APPROVE,
      { id: request.id },
      token.hr,
    );
    expect(final.data?.approveLeaveRequest).toMatchObject({ status: 'APPROVED', approver: { id: hr.id } });
    expect(await figures(t, staff.id, year, 'training')).toMatchObject({ used: 2 });
    const [audit] = await t.dataSource.query(
      `SELECT details FROM audit_logs WHERE action = 'leave_request.approved' AND resource_id = $1`,
      [request.id],
    );
    expect(audit.details).toMatchObject({ stage: 'hr', first_approver_id: manager.id });
  });

  it('releases the days when HR rejects at the second step', async () => {
    const request = await submitRequest(t, token.staff, next());
    const year = Number(daysFromToday(day).slice(0, 4));
    const before = await figures(t, staff.id, year, 'training');
    await approveRequest(t, token.manager, request.id);
    expect((await t.gql(REJECT_REQUEST, { id: request.id, reason: 'Budget' }, token.hr)).errors).toBeUndefined();
    expect(await figures(t, staff.id, year, 'training')).toMatchObject({ pending: before!.pending - 2 });
  });

  it('takes one step when HR decides in their own right, and answers over REST with the stage', async () => {
    const own = await submitRequest(t, token.loner, next());
    const byHr = await t.gql<{ approveLeaveRequest: { status: string } }>(APPROVE, { id: own.id }, token.hr);
    expect(byHr.data?.approveLeaveRequest.status).toBe('APPROVED');
    const request = await submitRequest(t, token.staff, next());
    const rest = await api<{ status: string; approval_stage: string; first_approver_id: string }>(
      t,
      'POST',
      `/pto/requests/${request.id}/approve`,
      { token: token.manager, body: {} },
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      message: 'Approved by the manager; HR approves it next',
      data: { status: 'pending', approval_stage: 'hr', first_approver_id: manager.id },
    });
    expect((await api(t, 'POST', `/pto/requests/${request.id}/approve`, { body: {} })).status).toBe(401);
    expect((await api(t, 'POST', `/pto/requests/${request.id}/approve`, { token: token.staff, body: {} })).status).toBe(
      403,
    );
  });
});
