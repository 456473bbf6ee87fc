import { Client } from 'pg';
import { buildAdmin } from './factories';
import { startTestApp, type TestApp } from './harness';
import { startServerProcess, type ServerProcess } from './processes';
import { openSocket } from './ws';

describe('graceful shutdown on SIGTERM', () => {
  let t: TestApp;
  let server: ServerProcess;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await t.tokenFor(await buildAdmin(t));
    server = await startServerProcess(t.databaseUrl, { SHUTDOWN_DELAY_MS: '1500', RUN_JOBS: 'true' });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await t.close();
  });

  it('answers 503 on readiness at once, finishes in-flight requests, closes sockets with 1012 and exits in time', async () => {
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const socket = openSocket(server.url, adminToken);
    socket.subscribe(`subscription { notificationAdded { id } }`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not connect')), 10_000);
      socket.client.on('connected', () => (clearTimeout(timer), resolve()));
    });

    // An update that waits on a row lock the test holds: it is in flight when SIGTERM arrives.
    const blocker = new Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT * FROM policy_settings FOR UPDATE');
    const inFlight = fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        query: 'mutation { updatePolicySettings(input: { defaultPtoDays: 27 }) { defaultPtoDays } }',
      }),
    });
    for (let i = 0; i < 200; i++) {
      const waiting = await blocker.query(
        `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%policy_settings%'`,
      );
      if (waiting.rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const signalledAt = Date.now();
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ success: false, message: 'The server is shutting down' });

    await new Promise((resolve) => setTimeout(resolve, 2000));
    await blocker.query('COMMIT');
    await blocker.end();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { updatePolicySettings: { defaultPtoDays: 27 } } });
    expect((await socket.closed).code).toBe(1012);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    const [{ days }] = await t.dataSource.query(`SELECT settings->>'defaultPtoDays' AS days FROM policy_settings`);
    expect(Number(days)).toBe(27);
    const took = Number(/"tookMs":(\d+),"msg":"stopped"/.exec(server.output())?.[1]);
    expect(took).toBeLessThan(10_000);
  }, 60_000);
});
