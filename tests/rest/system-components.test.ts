import { startTestApp, type TestApp } from '../../server/test/harness';
import { openSocket, untilLive, type TestSocket } from '../../server/test/ws';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { startSmtpServer } from '../../server/test/smtp';
import { api, count } from './helpers';

const STATUS_PATHS = ['/admin/email-status', '/admin/notifications-status', '/admin/configuration-status'];
const RESTART_PATHS = ['/admin/email-restart', '/admin/notifications-restart'];

describe('REST system status of email and notifications, and their restarts', () => {
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;
  let staffToken: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.createUser({ isAdmin: true, role: 'admin' });
    adminToken = await t.tokenFor(admin);
    staffToken = await t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await t.services.jobs.stop();
    await t.close();
  });

  /** A live notificationAdded subscription of the admin: the socket is connected and counted. */
  async function liveSocket(): Promise<TestSocket> {
    const socket = openSocket(t.url, adminToken);
    sockets.push(socket);
    await untilLive(t.dataSource, socket.subscribe(`subscription { notificationAdded { id title } }`), admin.id);
    return socket;
  }

  it('reports the email outbox: provider, queueSize and the latest sending error', async () => {
    const empty = await api<Record<string, unknown>>(t, 'GET', '/admin/email-status', { token: adminToken });
    expect(empty.status).toBe(200);
    // Tests do not run the job worker, which sends the email, and configure no SMTP server: offline.
    expect(empty.body.data).toMatchObject({
      status: 'offline',
      provider: 'outbox',
      queueSize: 0,
      lastError: null,
      workerRunning: false,
      configured: false,
      summary: 'Not sending: no SMTP configured (messages are kept in the outbox)',
    });

    await t.dataSource.query(
      `INSERT INTO email_outbox (recipient, subject, body_text, status, last_error) VALUES
         ('a@example.test', 's', 'b', 'queued', NULL), ('b@example.test', 's', 'b', 'queued', NULL), ('c@example.test', 's', 'b', 'kept', NULL),
         ('d@example.test', 's', 'b', 'failed', 'connect ECONNREFUSED 127.0.0.1:25')`,
    );
    t.services.jobs.start();
    const busy = await api<Record<string, unknown>>(t, 'GET', '/admin/email-status', { token: adminToken });
    // Without an SMTP server nothing is sent, however the worker runs.
    expect(busy.body.data).toMatchObject({
      status: 'offline',
      configured: false,
      provider: 'outbox',
      queueSize: 2,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      workerRunning: true,
    });
    await t.services.jobs.stop();
    await t.dataSource.query(`DELETE FROM email_outbox`);
  });

  it('restarts the email worker, which keeps running, and audits it', async () => {
    t.services.jobs.start();
    const answer = await api(t, 'POST', '/admin/email-restart', { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Email service restarted' });
    expect(t.services.jobs.isRunning).toBe(true);
    const status = await api<{ workerRunning: boolean; summary: string }>(t, 'GET', '/admin/email-status', {
      token: adminToken,
    });
    expect(status.body.data).toMatchObject({ workerRunning: true, summary: expect.stringMatching(/^Not sending/) });
    expect(
      await count(t, `SELECT 1 FROM audit_logs WHERE action = 'system.email_restarted' AND actor_id = $1`, [admin.id]),
    ).toBe(1);
    await t.services.jobs.stop();
  });

  it('says which parts are not configured, none of them online: no SMTP, SSO, replica or channel', async () => {
    t.services.jobs.start();
    const answer = await api<{ parts: { part: string; configured: boolean; status: string; summary: string }[] }>(
      t,
      'GET',
      '/admin/configuration-status',
      { token: adminToken },
    );
    await t.services.jobs.stop();
    expect(answer.status).toBe(200);
    expect(answer.body.data.parts).toEqual([
      {
        part: 'email',
        configured: false,
        status: 'offline',
        summary: 'Not sending: no SMTP configured (messages are kept in the outbox)',
      },
      {
        part: 'sso',
        configured: false,
        status: 'offline',
        summary: 'Not configured: people sign in with their password',
      },
      {
        part: 'replica',
        configured: false,
        status: 'offline',
        summary: 'Not configured: reports, analytics, search and exports read the primary database',
      },
      {
        part: 'notificationChannels',
        configured: false,
        status: 'offline',
        summary: 'Not sending: no notification channel is active',
      },
    ]);

    await t.dataSource.query(
      `INSERT INTO notification_channels (name, type, status, webhook_url) VALUES
         ('Ops', 'slack', 'active', 'https://hooks.example.test/a'), ('HR', 'teams', 'error', 'https://hooks.example.test/b')`,
    );
    const channels = await api<{ parts: { part: string; configured: boolean; status: string; summary: string }[] }>(
      t,
      'GET',
      '/admin/configuration-status',
      { token: adminToken },
    );
    expect(channels.body.data.parts.find((p) => p.part === 'notificationChannels')).toEqual({
      part: 'notificationChannels',
      configured: true,
      status: 'error',
      summary: '1 active channel, 1 failing',
    });
    await t.dataSource.query(`DELETE FROM notification_channels`);
  });

  it('shows email online only with an SMTP server and a running worker', async () => {
    const smtp = await startSmtpServer();
    const sending = await startTestApp({ config: { smtpUrl: smtp.url } });
    try {
      const admin2 = await sending.tokenFor(await sending.createUser({ isAdmin: true, role: 'admin' }));
      const stopped = await api(sending, 'GET', '/admin/email-status', { token: admin2 });
      expect(stopped.body.data).toMatchObject({ status: 'offline', provider: 'smtp', configured: true });
      sending.services.jobs.start();
      const running = await api(sending, 'GET', '/admin/email-status', { token: admin2 });
      expect(running.body.data).toMatchObject({
        status: 'online',
        configured: true,
        summary: 'Sending through the SMTP server',
      });
      await sending.services.jobs.stop();
    } finally {
      await sending.close();
      await smtp.close();
    }
  });

  it('counts the live graphql-ws sockets of this process', async () => {
    const idle = await api<Record<string, unknown>>(t, 'GET', '/admin/notifications-status', { token: adminToken });
    expect(idle.body.data).toMatchObject({ status: 'online', websocketStatus: 'online', activeConnections: 0 });
    const socket = await liveSocket();
    await liveSocket();
    const busy = await api<Record<string, unknown>>(t, 'GET', '/admin/notifications-status', { token: adminToken });
    expect(busy.body.data).toMatchObject({ websocketStatus: 'online', activeConnections: 2 });
    await socket.dispose();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await api<Record<string, unknown>>(t, 'GET', '/admin/notifications-status', { token: adminToken });
    expect(after.body.data).toMatchObject({ activeConnections: 1 });
  });

  it('restarts the socket server: open sockets are closed, new ones connect and receive events', async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
    const before = await liveSocket();
    const answer = await api(t, 'POST', '/admin/notifications-restart', { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Notification service restarted' });
    expect((await before.closed).code).toBe(1012); // "Service Restart": clients reconnect on it
    expect(
      (await api<{ activeConnections: number }>(t, 'GET', '/admin/notifications-status', { token: adminToken })).body
        .data.activeConnections,
    ).toBe(0);
    await liveSocket();
    expect(
      (await api<{ activeConnections: number }>(t, 'GET', '/admin/notifications-status', { token: adminToken })).body
        .data,
    ).toMatchObject({ websocketStatus: 'online', activeConnections: 1 });
    expect(
      await count(
        t,
        `SELECT 1 FROM audit_logs WHERE action = 'system.notifications_restarted' AND actor_id = $1 AND details->>'attached' = 'true'`,
        [admin.id],
      ),
    ).toBe(1);
  });

  it.each([...STATUS_PATHS.map((path) => ['GET', path]), ...RESTART_PATHS.map((path) => ['POST', path])])(
    '%s %s answers 401 without a token and 403 to staff, restarting nothing',
    async (method, path) => {
      const restartsBefore = await count(t, `SELECT 1 FROM audit_logs WHERE action LIKE 'system.%restarted'`);
      const anonymous = await api(t, method, path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const staff = await api(t, method, path, { token: staffToken });
      expect(staff.status).toBe(403);
      expect(staff.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(await count(t, `SELECT 1 FROM audit_logs WHERE action LIKE 'system.%restarted'`)).toBe(restartsBefore);
    },
  );
});
