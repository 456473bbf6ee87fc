import { buildManager, buildOrganisation, submitRequest } from '../../../test/factories';
import { decisionLinkCall, latestDecisionLinks } from '../../../test/decision-links';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users';

const CREATE_TYPE = `mutation ($input: CreateRequestTypeInput!) { createRequestType(input: $input) { id } }`;
const DELEGATE = `mutation ($input: ApprovalDelegationInput!) { createApprovalDelegation(input: $input) { id } }`;

/** Decision links follow the request's routing: two-step approval and delegations, as in the browser. */
describe('decision links along the approval route', () => {
  let t: TestApp;
  let hr: UserEntity;
  let manager: UserEntity;
  let tokens: { admin: string; hr: string; manager: string; staff: string };
  let day = 40;

  beforeAll(async () => {
    t = await startTestApp({ config: { publicUrl: 'https://leave.example.test' } });
    ({ hr, manager, tokens } = await buildOrganisation(t, { admin: {}, hr: {}, manager: {}, staff: {} }));
    const created = await t.gql(
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
      tokens.admin,
    );
    expect(created.errors).toBeUndefined();
  });
  afterAll(() => t.close());

  const requestRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT status, approval_stage, first_approver_id, approver_id, approver_on_behalf_of FROM leave_requests WHERE id = $1`,
        [id],
      )
    )[0];

  it("takes the manager's link to the HR stage, spends the manager's other link, and lets HR finish with theirs", async () => {
    day += 3;
    const { id } = await submitRequest(t, tokens.staff, { startDate: daysFromToday(day), type: 'training' });
    const managerLinks = (await latestDecisionLinks(t, manager.email))!;
    const first = await decisionLinkCall(t, 'POST', managerLinks.approve, { requestId: id });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('Approved; HR approves it next');
    expect(await requestRow(id)).toMatchObject({
      status: 'pending',
      approval_stage: 'hr',
      first_approver_id: manager.id,
    });
    expect((await decisionLinkCall(t, 'GET', managerLinks.reject)).json.data).toMatchObject({ state: 'used' });

    const hrLinks = (await latestDecisionLinks(t, hr.email))!;
    expect((await decisionLinkCall(t, 'GET', hrLinks.approve)).json.data).toMatchObject({ state: 'open' });
    expect((await decisionLinkCall(t, 'POST', hrLinks.approve, { requestId: id })).status).toBe(200);
    expect(await requestRow(id)).toMatchObject({ status: 'approved', approver_id: hr.id });
  });

  it('sends a delegate links that decide on behalf of the approver who is away', async () => {
    const deputy = await buildManager(t, { firstName: 'Dana' });
    const delegated = await t.gql(
      DELEGATE,
      { input: { delegateId: deputy.id, startDate: daysFromToday(0), endDate: daysFromToday(7) } },
      tokens.manager,
    );
    expect(delegated.errors).toBeUndefined();
    day += 3;
    const { id } = await submitRequest(t, tokens.staff, { startDate: daysFromToday(day) });
    const deputyLinks = (await latestDecisionLinks(t, deputy.email))!;
    expect(
      (await decisionLinkCall(t, 'POST', deputyLinks.reject, { requestId: id, reason: 'Cover missing' })).status,
    ).toBe(200);
    expect(await requestRow(id)).toMatchObject({
      status: 'rejected',
      approver_id: deputy.id,
      approver_on_behalf_of: manager.id,
    });
    const [audit] = await t.dataSource.query(
      `SELECT details->>'channel' AS channel, details->>'on_behalf_of' AS on_behalf_of FROM audit_logs
       WHERE action = 'leave_request.rejected' AND resource_id = $1`,
      [id],
    );
    expect(audit).toEqual({ channel: 'email', on_behalf_of: manager.id });
    // The manager's own link, sent with the same request, says it was decided.
    const managerLinks = (await latestDecisionLinks(t, manager.email))!;
    expect((await decisionLinkCall(t, 'GET', managerLinks.approve)).json.data).toMatchObject({
      state: 'decided',
      request: null,
    });
  });
});
