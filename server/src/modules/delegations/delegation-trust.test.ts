import {
  APPROVE_REQUEST,
  buildAdmin,
  buildHr,
  buildLead,
  buildManager,
  buildStaff,
  submitRequest,
} from '../../../test/factories';
import { daysFromToday, startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness';
import { figures } from '../../../test/ledger-fixtures';
import { api } from '../../../../tests/rest/helpers';
import type { UserEntity } from '../users/user.entity';

const CREATE = `mutation ($input: ApprovalDelegationInput!) { createApprovalDelegation(input: $input) { id delegator { id } delegate { id } } }`;
const READ = `query ($id: ID!) { leaveRequest(id: $id) { status approvalStage viewerCanDecide } }`;
const INBOX = `{ pendingApprovals { id } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { id } } }`;

/**
 * Separation of duties in two-step approval (a request type needing HR's approval after the manager's),
 * and who may be named a delegate:
 *
 *   hr, hr2 (HR managers)     admin
 *   manager ── staff          hrLead (HR manager) ── hrReport
 *   deputy (manager), lead (team lead), outsider (registered themselves)
 */
describe('delegation and two-step approval: one person never takes both decisions', () => {
  let t: TestApp;
  let admin: UserEntity;
  let hr: UserEntity;
  let hr2: UserEntity;
  let manager: UserEntity;
  let staff: UserEntity;
  let deputy: UserEntity;
  let lead: UserEntity;
  let hrLead: UserEntity;
  let hrReport: UserEntity;
  let outsider: { id: string; token: string };
  const token = {} as Record<'admin' | 'hr' | 'hr2' | 'manager' | 'staff' | 'deputy' | 'hrLead' | 'hrReport', string>;
  let day = 20;
  const training = () => {
    day += 3;
    return { startDate: daysFromToday(day), endDate: daysFromToday(day + 1), type: 'training' };
  };
  const week = { startDate: daysFromToday(0), endDate: daysFromToday(7) };

  /** The running delegations of an approver: their delegates. */
  const delegationsFor = async (delegatorId: string) =>
    (
      await t.dataSource.query(
        `SELECT delegate_id FROM approval_delegations WHERE delegator_id = $1 AND revoked_at IS NULL`,
        [delegatorId],
      )
    ).map((row: { delegate_id: string }) => row.delegate_id);
  /** A running delegation written straight to the database, as one made before these rules would be. */
  const existingDelegation = (delegatorId: string, delegateId: string) =>
    t.dataSource.query(
      `INSERT INTO approval_delegations (delegator_id, delegate_id, start_date, end_date) VALUES ($1, $2, $3, $4)`,
      [delegatorId, delegateId, week.startDate, week.endDate],
    );
  const stateOf = async (id: string) =>
    (
      await t.dataSource.query(`SELECT status, approval_stage, first_approver_id FROM leave_requests WHERE id = $1`, [
        id,
      ])
    )[0];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t, { department: 'Operations' });
    hr = await buildHr(t);
    hr2 = await buildHr(t);
    manager = await buildManager(t, { jobTitle: 'Engineering Manager' });
    staff = await buildStaff(t, manager);
    deputy = await buildManager(t, { department: 'Design', jobTitle: 'Design Manager' });
    lead = await buildLead(t);
    hrLead = await buildHr(t, { isManager: true });
    hrReport = await buildStaff(t, hrLead);
    Object.assign(
      token,
      Object.fromEntries(
        await Promise.all(
          Object.entries({ admin, hr, hr2, manager, staff, deputy, hrLead, hrReport }).map(
            async ([name, user]) => [name, await t.tokenFor(user)] as const,
          ),
        ),
      ),
    );
    const registered = await t.gql<{ register: { token: string; user: { id: string } } }>(REGISTER, {
      input: { firstName: 'Olly', lastName: 'Outsider', email: 'olly@elsewhere.test', password: TEST_PASSWORD },
    });
    outsider = { id: registered.data!.register.user.id, token: registered.data!.register.token };
    const created = await t.gql(
      `mutation { createRequestType(input: { name: "training", displayName: "Training", maxDaysPerYear: 40, accrualRate: 40, requiresHrApproval: true }) { id } }`,
      {},
      token.admin,
    );
    expect(created.errors).toBeUndefined();
  });
  // Each case starts without running delegations.
  afterEach(() => t.dataSource.query(`UPDATE approval_delegations SET revoked_at = now() WHERE revoked_at IS NULL`));
  afterAll(() => t.close());

  it("refuses HR naming themselves delegate for the request's manager, so HR cannot take the manager's step and then their own", async () => {
    const request = await submitRequest(t, token.staff, training());
    const named = await t.gql(CREATE, { input: { delegatorId: manager.id, delegateId: hr.id, ...week } }, token.hr);
    expect(named.errors?.[0]).toMatchObject({
      message: "You cannot name yourself as someone else's delegate",
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await delegationsFor(manager.id)).toEqual([]);
    const approved = await t.gql(APPROVE_REQUEST, { id: request.id }, token.hr);
    expect(approved.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await stateOf(request.id)).toMatchObject({ status: 'pending', approval_stage: 'manager' });
  });

  it('lets only the approver or an administrator name a delegate, and nobody name themselves for someone else', async () => {
    const forThirdByHr = await t.gql(
      CREATE,
      { input: { delegatorId: manager.id, delegateId: deputy.id, ...week } },
      token.hr,
    );
    expect(forThirdByHr.errors?.[0]).toMatchObject({
      message: 'Only the approver or an administrator can name a delegate for them',
      extensions: { code: 'FORBIDDEN' },
    });
    const adminSelf = await t.gql(
      CREATE,
      { input: { delegatorId: manager.id, delegateId: admin.id, ...week } },
      token.admin,
    );
    expect(adminSelf.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await delegationsFor(manager.id)).toEqual([]);
    const byAdmin = await t.gql<{ createApprovalDelegation: { delegate: { id: string } } }>(
      CREATE,
      { input: { delegatorId: hrLead.id, delegateId: deputy.id, ...week } },
      token.admin,
    );
    expect(byAdmin.data?.createApprovalDelegation.delegate.id).toBe(deputy.id);
    expect(await delegationsFor(hrLead.id)).toEqual([deputy.id]);
  });

  it('names as delegates only people who decide requests themselves, never a self-registered outsider', async () => {
    const [{ role, is_manager }] = await t.dataSource.query(`SELECT role, is_manager FROM users WHERE id = $1`, [
      outsider.id,
    ]);
    expect({ role, is_manager }).toEqual({ role: 'staff', is_manager: false });
    for (const delegate of [outsider.id, staff.id]) {
      const refused = await t.gql(CREATE, { input: { delegateId: delegate, ...week } }, token.manager);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'The delegate must be a manager, team lead, HR or an administrator',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await delegationsFor(manager.id)).toEqual([]);
    const toLead = await t.gql(CREATE, { input: { delegateId: lead.id, ...week } }, token.manager);
    expect(toLead.errors).toBeUndefined();
  });

  it('gives a delegation to someone who may not be a delegate no power, even when it already exists', async () => {
    await existingDelegation(manager.id, outsider.id);
    const request = await submitRequest(t, token.staff, { ...training(), type: 'pto' });
    const inbox = await t.gql<{ pendingApprovals: { id: string }[] }>(INBOX, {}, outsider.token);
    expect(inbox.data?.pendingApprovals.map((r) => r.id)).not.toContain(request.id);
    const approved = await t.gql(APPROVE_REQUEST, { id: request.id }, outsider.token);
    expect(approved.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const rest = await api(t, 'POST', `/pto/requests/${request.id}/approve`, { token: outsider.token, body: {} });
    expect(rest.status).toBe(404);
    expect(await stateOf(request.id)).toMatchObject({ status: 'pending' });
  });

  it('refuses the HR step to whoever took the manager step as a delegate, over GraphQL and REST', async () => {
    // A delegation naming HR for the manager, as one made earlier (or by an administrator) would be.
    await existingDelegation(manager.id, hr.id);
    const request = await submitRequest(t, token.staff, training());
    const year = Number(daysFromToday(day).slice(0, 4));
    const first = await t.gql(APPROVE_REQUEST, { id: request.id }, token.hr);
    expect(first.errors).toBeUndefined();
    expect(await stateOf(request.id)).toMatchObject({
      status: 'pending',
      approval_stage: 'hr',
      first_approver_id: hr.id,
    });
    const held = await figures(t, staff.id, year, 'training');

    const second = await t.gql(APPROVE_REQUEST, { id: request.id }, token.hr);
    expect(second.errors?.[0]).toMatchObject({
      message: 'You gave the first approval of this request; someone else must give the HR approval',
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await api(t, 'POST', `/pto/requests/${request.id}/approve`, { token: token.hr, body: {} });
    expect(rest.status).toBe(403);
    const rejected = await t.gql(
      `mutation ($id: ID!) { rejectLeaveRequest(id: $id, reason: "No") { id } }`,
      { id: request.id },
      token.hr,
    );
    expect(rejected.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await stateOf(request.id)).toMatchObject({ status: 'pending', approval_stage: 'hr' });
    expect(await figures(t, staff.id, year, 'training')).toEqual(held);
    const read = await t.gql<{ leaveRequest: { viewerCanDecide: boolean } }>(READ, { id: request.id }, token.hr);
    expect(read.data?.leaveRequest.viewerCanDecide).toBe(false);
    const inbox = await t.gql<{ pendingApprovals: { id: string }[] }>(INBOX, {}, token.hr);
    expect(inbox.data?.pendingApprovals.map((r) => r.id)).not.toContain(request.id);
    // Only those who may give the HR approval are asked for it.
    const asked = await t.dataSource.query(
      `SELECT user_id FROM notifications WHERE request_id = $1 AND title = 'HR approval required'`,
      [request.id],
    );
    expect(asked.map((row: { user_id: string }) => row.user_id)).toEqual(expect.arrayContaining([hr2.id, admin.id]));
    expect(asked.map((row: { user_id: string }) => row.user_id)).not.toContain(hr.id);

    // Someone else in HR gives the second approval.
    const byOther = await t.gql<{ approveLeaveRequest: { status: string } }>(
      APPROVE_REQUEST,
      { id: request.id },
      token.hr2,
    );
    expect(byOther.data?.approveLeaveRequest.status).toBe('APPROVED');
  });

  it('refuses the HR step to the person on whose behalf the manager step was taken', async () => {
    // hrLead (HR) manages hrReport; their deputy takes the manager step on their behalf.
    await existingDelegation(hrLead.id, deputy.id);
    const request = await submitRequest(t, token.hrReport, training());
    const first = await t.gql(APPROVE_REQUEST, { id: request.id }, token.deputy);
    expect(first.errors).toBeUndefined();
    expect(await stateOf(request.id)).toMatchObject({ approval_stage: 'hr', first_approver_id: deputy.id });
    const asked = (
      await t.dataSource.query(
        `SELECT user_id FROM notifications WHERE request_id = $1 AND title = 'HR approval required'`,
        [request.id],
      )
    ).map((row: { user_id: string }) => row.user_id);
    expect(asked).toEqual(expect.arrayContaining([hr.id, hr2.id]));
    expect(asked).not.toContain(hrLead.id);
    const second = await t.gql(APPROVE_REQUEST, { id: request.id }, token.hrLead);
    expect(second.errors?.[0]).toMatchObject({
      message: 'The first approval of this request was given on your behalf; someone else must give the HR approval',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await stateOf(request.id)).toMatchObject({ status: 'pending', approval_stage: 'hr' });
    const byHr = await t.gql<{ approveLeaveRequest: { status: string } }>(
      APPROVE_REQUEST,
      { id: request.id },
      token.hr,
    );
    expect(byHr.data?.approveLeaveRequest.status).toBe('APPROVED');
  });
});
