import { approveRequest, buildOrganisation, rejectRequest, submitRequest } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { startPushReceiver, type TestBrowser } from '../../../test/push-receiver';
import type { UserEntity } from '../users/user.entity';
import { PUSH_QUEUE } from './push.service';
import { generateVapidKeys } from '../../config/vapid';

const REGISTER = `mutation ($input: PushDeviceInput!) { registerPushDevice(input: $input) { id userAgent createdAt } }`;
const REMOVE = `mutation ($id: ID!) { removePushDevice(id: $id) }`;

describe('Web Push', () => {
  const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@leavewise.test' };
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let manager: UserEntity;
  let staff: UserEntity;
  let managerToken: string;
  let staffToken: string;
  let day = 30;

  beforeAll(async () => {
    receiver = await startPushReceiver(vapid.publicKey);
    t = await startTestApp({ config: { webhookAllowedHosts: ['127.0.0.1'], vapid } });
    ({
      manager,
      staff,
      tokens: { manager: managerToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function register(token: string, browser: TestBrowser, userAgent = 'Mozilla/5.0 (Android 14) Chrome/131') {
    const { endpoint, p256dh, auth } = browser;
    const answer = await t.gql<{ registerPushDevice: { id: string } }>(
      REGISTER,
      { input: { endpoint, p256dh, auth, userAgent } },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.registerPushDevice.id;
  }

  /** Lets the queue's backoff pass, then runs every due job. */
  async function runJobs() {
    await t.dataSource.query(`UPDATE jobs SET run_at = now() WHERE queue = $1 AND status = 'queued'`, [PUSH_QUEUE]);
    await t.services.jobs.drain();
  }

  const messagesTo = (browser: TestBrowser) =>
    receiver
      .to(browser.endpoint)
      .map((push) => ({ ...JSON.parse(browser.decrypt(push.body)), vapid: push.vapidValid }));

  const subscriptionCount = async (): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM push_subscriptions`))[0].count;

  it('sends a new approval to the approver and the decision to the requester, signed and encrypted', async () => {
    const managerPhone = receiver.browser();
    const staffPhone = receiver.browser();
    await register(managerToken, managerPhone);
    await register(staffToken, staffPhone);
    const { id } = await submitRequest(t, staffToken, { startDate: daysFromToday((day += 2)) });
    await runJobs();
    expect(messagesTo(managerPhone)).toEqual([
      expect.objectContaining({ title: 'New leave request', url: '/approvals', vapid: true }),
    ]);
    const [push] = receiver.to(managerPhone.endpoint);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.claims.sub).toBe('mailto:ops@leavewise.test');
    expect(messagesTo(staffPhone)).toEqual([]);

    await approveRequest(t, managerToken, id);
    await runJobs();
    expect(messagesTo(staffPhone)).toEqual([
      expect.objectContaining({ title: 'Leave request approved', url: '/history', vapid: true }),
    ]);
    const [{ tag }] = messagesTo(staffPhone);
    const [stored] = await t.dataSource.query(`SELECT type FROM notifications WHERE id = $1 AND user_id = $2`, [
      tag,
      staff.id,
    ]);
    expect(stored).toEqual({ type: 'pto_request_approved' });
    const [device] = await t.dataSource.query(`SELECT last_sent_at FROM push_subscriptions WHERE endpoint = $1`, [
      staffPhone.endpoint,
    ]);
    expect(device.last_sent_at).not.toBeNull();
  });

  it('sends nothing for a category the person muted, but still stores the notification', async () => {
    const phone = receiver.browser();
    await register(staffToken, phone);
    const muted = await t.gql(
      `mutation { updateNotificationPreferences(emailTypes: [PTO_REQUEST_APPROVED, PTO_REQUEST_SUBMITTED, PTO_APPROVAL_REQUIRED, OTHER]) { emailTypes } }`,
      {},
      staffToken,
    );
    expect(muted.errors).toBeUndefined();
    const { id } = await submitRequest(t, staffToken, { startDate: daysFromToday((day += 2)) });
    await rejectRequest(t, managerToken, id, 'Team offsite that week');
    await runJobs();
    expect(messagesTo(phone)).toEqual([]);
    const stored = await t.dataSource.query(
      `SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'pto_request_rejected' AND request_id = $2`,
      [staff.id, id],
    );
    expect(stored).toHaveLength(1);
    await t.gql(`mutation ($id: ID!) { removePushDevice(id: $id) }`, { id: await deviceId(phone) }, staffToken);
  });

  const deviceId = async (browser: TestBrowser): Promise<string> =>
    (await t.dataSource.query(`SELECT id FROM push_subscriptions WHERE endpoint = $1`, [browser.endpoint]))[0]?.id;

  it('removes a device whose push service answers 410 Gone, and retries one that answers 503', async () => {
    const gone = receiver.browser();
    const flaky = receiver.browser();
    await register(managerToken, gone);
    await register(managerToken, flaky);
    receiver.answerNext(gone.endpoint, 410);
    receiver.answerNext(flaky.endpoint, 503);
    await submitRequest(t, staffToken, { startDate: daysFromToday((day += 2)) });
    await t.services.jobs.drain();
    expect(await deviceId(gone)).toBeUndefined();
    expect(receiver.to(flaky.endpoint)).toHaveLength(1);
    const [retry] = await t.dataSource.query(
      `SELECT status, attempts FROM jobs WHERE queue = $1 AND payload->>'subscriptionId' = $2`,
      [PUSH_QUEUE, await deviceId(flaky)],
    );
    expect(retry).toEqual({ status: 'queued', attempts: 1 });
    await runJobs();
    expect(messagesTo(flaky)).toEqual([
      expect.objectContaining({ title: 'New leave request', vapid: true }),
      expect.objectContaining({ title: 'New leave request', vapid: true }),
    ]);
    const [done] = await t.dataSource.query(`SELECT last_sent_at FROM push_subscriptions WHERE endpoint = $1`, [
      flaky.endpoint,
    ]);
    expect(done.last_sent_at).not.toBeNull();
  });

  it("lists only the viewer's own devices, and another person cannot remove one", async () => {
    const phone = receiver.browser();
    const id = await register(managerToken, phone);
    const byStaff = await t.gql(REMOVE, { id }, staffToken);
    expect(byStaff.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await deviceId(phone)).toBe(id);
    const staffDevices = await t.gql<{ pushDevices: { id: string }[] }>(`{ pushDevices { id } }`, {}, staffToken);
    expect(staffDevices.data!.pushDevices.map((device) => device.id)).not.toContain(id);
    const managerDevices = await t.gql<{ pushDevices: { id: string }[] }>(`{ pushDevices { id } }`, {}, managerToken);
    expect(managerDevices.data!.pushDevices.map((device) => device.id)).toContain(id);
    expect((await t.gql(REMOVE, { id }, managerToken)).data).toEqual({ removePushDevice: true });
    expect(await deviceId(phone)).toBeUndefined();
    expect(manager.id).toBeTruthy();
  });

  it('gives the public key to signed-in people only', async () => {
    expect((await t.gql(`{ pushPublicKey }`, {}, staffToken)).data).toEqual({ pushPublicKey: vapid.publicKey });
    expect((await t.gql(`{ pushPublicKey }`, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['not https', { endpoint: 'http://push.example.com/send/1' }, 'endpoint', /must be an https URL/],
    ['not a URL', { endpoint: 'push service' }, 'endpoint', /not a URL/],
    ['too long', { endpoint: `https://push.example.com/${'a'.repeat(1100)}` }, 'endpoint', /1000 characters/],
    ['a private address', { endpoint: 'https://10.1.2.3/send/1' }, 'endpoint', /not allowed: .*not a public address/],
    ['loopback by name', { endpoint: 'https://localhost/send/1' }, 'endpoint', /not allowed/],
    ['missing p256dh', { p256dh: '' }, 'p256dh', /P-256 public key/],
    ['a short p256dh', { p256dh: Buffer.alloc(33, 2).toString('base64url') }, 'p256dh', /P-256 public key/],
    ['missing auth', { auth: '' }, 'auth', /16 bytes/],
    ['auth not base64url', { auth: 'not base64!' }, 'auth', /16 bytes/],
    ['a long user agent', { userAgent: 'x'.repeat(600) }, 'userAgent', /longer than 512/],
  ])('refuses a subscription with %s and stores nothing', async (_what, change, field, message) => {
    const { endpoint, p256dh, auth } = receiver.browser();
    const before = await subscriptionCount();
    const answer = await t.gql(REGISTER, { input: { endpoint, p256dh, auth, ...change } }, staffToken);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
    expect(answer.errors?.[0].message).toMatch(message);
    expect(await subscriptionCount()).toBe(before);
  });

  it('refuses anonymous registration', async () => {
    const { endpoint, p256dh, auth } = receiver.browser();
    const answer = await t.gql(REGISTER, { input: { endpoint, p256dh, auth } }, null);
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
