import { createDataSource } from '../src/database';
import { HealthService } from '../src/modules/system/health.service';
import { LocalEventBus } from '../src/realtime/events';
import type { UserEntity } from '../src/modules/users/user.entity';
import { buildAdmin, buildManager, buildStaff, submitRequest } from './factories';
import { daysFromToday, startTestApp, type TestApp } from './harness';
import { openSocket, untilLive } from './ws';

const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: response.headers, // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies of several shapes
    body: (await response.json()) as Record<string, any>,
  };
}

describe('health, readiness and metrics', () => {
  let t: TestApp;
  let admin: UserEntity;
  let manager: UserEntity;
  let staff: UserEntity;
  let adminToken: string;
  let staffToken: string;
  let managerToken: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { metricsToken: METRICS_TOKEN } });
    admin = await buildAdmin(t);
    manager = await buildManager(t);
    staff = await buildStaff(t, manager);
    [adminToken, staffToken, managerToken] = await Promise.all([
      t.tokenFor(admin),
      t.tokenFor(staff),
      t.tokenFor(manager),
    ]);
    await t.services.events.ready();
  });
  afterAll(() => t.close());

  it('answers liveness without touching anything else', async () => {
    const { status, body } = await getJson(`${t.url}/api/health/live`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { status: 'alive' } });
  });

  it('is ready when the database answers, migrations are current and the listener is connected', async () => {
    const { status, body } = await getJson(`${t.url}/api/health/ready`);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        ready: true,
        checks: { draining: false, database: 'ok', migrations: 'ok', realtime: 'ok' },
      },
    });
  });

  it('keeps the spec shape of GET /api/health', async () => {
    const { status, body } = await getJson(`${t.url}/api/health`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'online', version: 'test', database: { status: 'online' } });
    expect(typeof body.data.uptimeSeconds).toBe('number');
  });

  it('is not ready while migrations are pending, and says which', async () => {
    const [{ name }] = await t.dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
    await t.dataSource.query(`UPDATE migrations SET name = name || '-hidden' WHERE name = $1`, [name]);
    try {
      const readiness = await new HealthService(t.dataSource, t.services.events).readiness();
      expect(readiness).toMatchObject({ ready: false, reason: `Migrations are pending: ${name}` });
      expect(readiness.checks.migrations).toBe('failing');
    } finally {
      await t.dataSource.query(`UPDATE migrations SET name = $1 WHERE name = $1 || '-hidden'`, [name]);
    }
  });

  it('is not ready when the realtime listener is down or the database does not answer', async () => {
    const deaf = new (class extends LocalEventBus {
      get listening() {
        return false;
      }
    })();
    expect(await new HealthService(t.dataSource, deaf).readiness()).toMatchObject({
      ready: false,
      reason: 'The realtime listener is not connected',
    });
    const unreachable = createDataSource('postgres://nobody:nothing@127.0.0.1:1/none', { poolSize: 1 });
    const readiness = await new HealthService(unreachable, t.services.events).readiness();
    expect(readiness).toMatchObject({ ready: false, reason: 'The database is not reachable' });
    expect(readiness.checks).toMatchObject({ database: 'failing', migrations: 'failing' });
  });

  it('answers every request with a request id, keeping a sane one sent by the proxy', async () => {
    const generated = await fetch(`${t.url}/api/health/live`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await fetch(`${t.url}/api/health/live`, { headers: { 'x-request-id': 'nginx-abc123def456' } });
    expect(forwarded.headers.get('x-request-id')).toBe('nginx-abc123def456');
    const hostile = await fetch(`${t.url}/api/health/live`, { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('GET /metrics', () => {
    it('refuses anyone without credentials, and a signed-in person who is not an administrator', async () => {
      expect((await fetch(`${t.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401);
      const staffAnswer = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${staffToken}` } });
      expect(staffAnswer.status).toBe(403);
      expect(await staffAnswer.text()).not.toContain('leavewise_');
    });

    it('reports HTTP, GraphQL, errors, sockets, subscription events, jobs, email, webhooks and the pool', async () => {
      const socket = openSocket(t.url, managerToken);
      const notifications = socket.subscribe<{ notificationAdded: { id: string; title: string } }>(
        `subscription { notificationAdded { id title } }`,
      );
      await untilLive(t.dataSource, notifications, manager.id);
      await t.gql(`query Viewer { viewer { id } }`, {}, staffToken);
      await t.gql(`mutation SignedOut { markAllNotificationsRead }`);
      await fetch(`${t.url}/api/pto/balances`);
      await submitRequest(t, staffToken, { startDate: daysFromToday(30) });
      await t.gql(`mutation ($email: String!) { requestPasswordReset(email: $email) }`, { email: staff.email });

      const answer = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(text).toMatch(
        /leavewise_http_request_duration_seconds_count\{method="GET",route="\/api\/pto\/balances",status="401"\} 1/,
      );
      expect(text).toMatch(/leavewise_graphql_operation_duration_seconds_count\{operation="Viewer",type="query"\} 1/);
      expect(text).toMatch(/leavewise_errors_total\{source="graphql",code="UNAUTHENTICATED"\} 1/);
      expect(text).toMatch(/leavewise_errors_total\{source="rest",code="UNAUTHENTICATED"\} [1-9]/);
      expect(text).toMatch(/leavewise_websocket_connections 1/);
      expect(text).toMatch(/leavewise_websocket_subscriptions 1/);
      expect(text).toMatch(/leavewise_subscription_events_sent_total\{transport="graphql-ws"\} [1-9]/);
      expect(text).toMatch(/leavewise_job_queue_jobs\{queue="all",status="queued"\} \d+/);
      expect(text).toMatch(/leavewise_email_outbox_messages\{status="queued"\} [1-9]/);
      expect(text).toContain('# TYPE leavewise_webhook_deliveries gauge');
      expect(text).toMatch(/leavewise_db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toMatch(/leavewise_db_read_pipelines\{state="connections"\} [1-9]/);
      expect(text).toMatch(/leavewise_process_cpu_seconds_total/);
      await socket.dispose();
    });

    it('lets an administrator read them with a session', async () => {
      const answer = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('leavewise_http_request_duration_seconds');
    });
  });

  it('turns readiness to 503 with the reason as soon as the process drains', async () => {
    t.services.health.beginDrain();
    const { status, body } = await getJson(`${t.url}/api/health/ready`);
    expect(status).toBe(503);
    expect(body).toMatchObject({ success: false, message: 'The server is shutting down', data: { ready: false } });
    expect((await fetch(`${t.url}/api/health/live`)).status).toBe(200);
  });
});
