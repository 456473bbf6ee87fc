import { startTestApp, type TestApp } from '../../server/test/harness';
import { openSocket, untilLive, type TestSocket } from '../../server/test/ws';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count } from './helpers';

const STATUS_PATHS = ['/admin/email-status', '/admin/notifications-status'];
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
    // Tests do not run the job worker, which sends the email: offline.
    expect(empty.body.data).toMatchObject({
      status: 'offline',
      provider: 'outbox',
      queueSize: 0,
      lastError: null,
      workerRunning: false,
    });

    await t.dataSource.query(
      `INSERT INTO email_outbox (recipient, subject, body_text, status, last_error) VALUES
         ('a@example.test', 's', 'b', 'queued', NULL), ('b@example.test', 's', 'b', 'queued', NULL), ('c@example.test', 's', 'b', 'kept', NULL),
         ('d@example.test', 's', 'b', 'failed', 'connect ECONNREFUSED 127.0.0.1:25')`,
    );
    t.services.jobs.start();
    const busy = await api<Record<string, unknown>>(t, 'GET', '/admin/email-status', { token: adminToken });
    expect(busy.body.data).toMatchObject({
      status: 'error',
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
    const status = await api<{ status: string }>(t, 'GET', '/admin/email-status', { token: adminToken });
    expect(status.body.data.status).toBe('online');
    expect(
      await count(t, `SELECT 1 FROM audit_logs WHERE action = 'system.email_restarted' AND actor_id = $1`, [admin.id]),
    ).toBe(1);
    await t.services.jobs.stop();
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
