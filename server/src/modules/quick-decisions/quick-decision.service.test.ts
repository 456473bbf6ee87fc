import { buildManager, buildOrganisation, cancelRequest, approveRequest, submitRequest } from '../../../test/factories';
import { decisionLinkCall, latestDecisionLinks } from '../../../test/decision-links';
import { startFakeSlack } from '../../../test/fake-slack';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users';

const PUBLIC_URL = 'https://leave.example.test';

describe('decision links in approval emails', () => {
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let tokens: { admin: string; manager: string; staff: string };
  let receiver: Awaited<ReturnType<typeof startFakeSlack>>;
  let day = 30;

  beforeAll(async () => {
    receiver = await startFakeSlack();
    t = await startTestApp({ config: { publicUrl: PUBLIC_URL, webhookAllowedHosts: ['127.0.0.1'] } });
    ({ manager, staff, tokens } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** Submits a day off for the staff member; returns its id and the manager's two links from the email. */
  async function submitted(): Promise<{ id: string; approve: string; reject: string }> {
    day += 2;
    const { id } = await submitRequest(t, tokens.staff, { startDate: daysFromToday(day) });
    const links = await latestDecisionLinks(t, manager.email);
    expect(links?.sensitive).toBe(true);
    return { id, approve: links!.approve, reject: links!.reject };
  }

  const rest = (method: 'GET' | 'POST', token: string, body?: unknown, bearer?: string) =>
    decisionLinkCall(t, method, token, body, bearer);

  const statusOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status, rejection_reason FROM leave_requests WHERE id = $1`, [id]))[0];

  it('approves once from the confirmation page, after a GET that changed nothing, and refuses the link again', async () => {
    const { id, approve } = await submitted();
    const opened = await rest('GET', approve);
    expect(opened.status).toBe(200);
    expect(opened.json.data).toMatchObject({
      state: 'open',
      decision: 'approve',
      request: {
        id,
        person: `${staff.firstName} ${staff.lastName}`,
        days: 1,
        balanceAfterApproval: [expect.objectContaining({ days: 1 })],
        othersOff: [],
      },
    });
    // Opening it (what a link scanner does) decided nothing.
    expect((await statusOf(id)).status).toBe('pending');

    const decided = await rest('POST', approve, { requestId: id });
    expect(decided.status).toBe(200);
    expect(decided.json.data?.status).toBe('approved');
    expect((await statusOf(id)).status).toBe('approved');
    const [audit] = await t.dataSource.query(
      `SELECT actor_id, details->>'channel' AS channel FROM audit_logs WHERE action = 'leave_request.approved' AND resource_id = $1`,
      [id],
    );
    expect(audit).toEqual({ actor_id: manager.id, channel: 'email' });

    const again = await rest('POST', approve, { requestId: id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This link has already been used.');
    expect((await rest('GET', approve)).json.data).toEqual({
      state: 'used',
      decision: 'approve',
      language: 'en',
      message: 'This link has already been used.',
      request: null,
    });
  });

  it('rejects with the reason the page asks for, and without one changes nothing', async () => {
    const { id, reject } = await submitted();
    const bare = await rest('POST', reject, { requestId: id });
    expect(bare.status).toBe(400);
    expect(bare.json.code).toBe('BAD_USER_INPUT');
    expect((await statusOf(id)).status).toBe('pending');
    const [link] = await t.dataSource.query(
      `SELECT count(*)::int AS unused FROM quick_decision_links WHERE request_id = $1 AND used_at IS NULL`,
      [id],
    );
    expect(link.unused).toBe(2);

    expect((await rest('POST', reject, { requestId: id, reason: 'Release week' })).status).toBe(200);
    expect(await statusOf(id)).toEqual({ status: 'rejected', rejection_reason: 'Release week' });
  });

  it('decides only the request it was sent for, and shows nothing to someone else signed in', async () => {
    const first = await submitted();
    const second = await submitted();
    const crossed = await rest('POST', first.approve, { requestId: second.id });
    expect(crossed.status).toBe(403);
    expect((await statusOf(first.id)).status).toBe('pending');
    expect((await statusOf(second.id)).status).toBe('pending');

    const otherManager = await buildManager(t);
    const otherToken = await t.tokenFor(otherManager);
    const peek = await rest('GET', first.approve, undefined, otherToken);
    expect(peek.status).toBe(403);
    expect(JSON.stringify(peek.json)).not.toContain(staff.lastName);
    expect((await rest('POST', first.approve, { requestId: first.id }, otherToken)).status).toBe(403);
    expect((await statusOf(first.id)).status).toBe('pending');
    // A made-up token is not a link at all.
    expect((await rest('GET', 'x'.repeat(43))).status).toBe(404);
  });

  it('says an expired link has expired and decides nothing with it', async () => {
    const { id, approve } = await submitted();
    await t.dataSource.query(
      `UPDATE quick_decision_links SET expires_at = now() - interval '1 second' WHERE request_id = $1`,
      [id],
    );
    const opened = await rest('GET', approve);
    expect(opened.json.data).toMatchObject({ state: 'expired', request: null });
    expect((await rest('POST', approve, { requestId: id })).status).toBe(409);
    expect((await statusOf(id)).status).toBe('pending');
  });

  it('says when the request was decided in the browser or withdrawn meanwhile', async () => {
    const decided = await submitted();
    await approveRequest(t, tokens.manager, decided.id);
    expect((await rest('GET', decided.reject)).json.data).toMatchObject({ state: 'decided', request: null });
    const refused = await rest('POST', decided.reject, { requestId: decided.id, reason: 'Too late' });
    expect(refused.status).toBe(409);
    expect((await statusOf(decided.id)).status).toBe('approved');

    const withdrawn = await submitted();
    await cancelRequest(t, tokens.staff, withdrawn.id);
    expect((await rest('GET', withdrawn.approve)).json.data).toMatchObject({ state: 'withdrawn', request: null });
  });

  it('tells webhooks and the requester about a decision by link as about one in the browser', async () => {
    const created = await t.gql<{ createWebhook: { webhook: { id: string } } }>(
      `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
      { input: { url: `${receiver.base}/hooks/leavewise`, events: ['APPROVED'] } },
      tokens.admin,
    );
    expect(created.errors).toBeUndefined();
    const { id, approve } = await submitted();
    expect((await rest('POST', approve, { requestId: id })).status).toBe(200);
    await t.services.jobs.drain();
    const delivered = receiver.at('/hooks/leavewise').map((call) => JSON.parse(call.body));
    expect(delivered).toContainEqual(expect.objectContaining({ event: 'leave_request.approved' }));
    expect(JSON.stringify(delivered)).toContain(id);
    const [notification] = await t.dataSource.query(
      `SELECT type FROM notifications WHERE user_id = $1 AND request_id = $2 AND type = 'pto_request_approved'`,
      [staff.id, id],
    );
    expect(notification).toBeDefined();
  });
});
