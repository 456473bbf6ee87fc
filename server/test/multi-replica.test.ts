import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { UserEntity } from '../src/modules/users/user.entity';
import { currentYear } from '../src/modules/users/user.service';
import { APPROVE_REQUEST, attemptRequest, buildAdmin, buildManager, buildStaff, submitRequest } from './factories';
import { daysFromToday, graphqlAt, startTestApp, type TestApp } from './harness';
import { daysAgo, insertRequest } from './leave-fixtures';
import { findNginx, freePort, startNginx, type RunningNginx } from './nginx';
import { startServerProcess, type ServerProcess } from './processes';
import { startSmtpServer, type TestSmtpServer } from './smtp';

const METRICS_TOKEN = 'multi-replica-metrics-token';
const nginx = findNginx();

async function gqlAt<T>(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: unknown };
  return { status: response.status, data: body.data, errors: body.errors };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Open authenticated sockets of one replica, from its own metrics. */
async function socketsOn(replica: ServerProcess): Promise<number> {
  const text = await fetch(`${replica.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    .then((response) => response.text())
    .catch(() => '');
  return Number(/^leavewise_websocket_connections (\d+)/m.exec(text)?.[1] ?? 0);
}

/** A graphql-ws client as the web app runs it: it reconnects after any close that is not an auth refusal. */
function reconnectingSubscriber(url: string, token: string) {
  const titles: string[] = [];
  let connections = 0;
  const client: Client = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
    connectionParams: { authorization: `Bearer ${token}` },
    on: { connected: () => (connections += 1) },
  });
  const closeCodes: number[] = [];
  client.on('closed', (event) => closeCodes.push((event as { code: number }).code));
  client.subscribe<{ notificationAdded: { title: string } }>(
    { query: 'subscription { notificationAdded { title } }' },
    {
      next: (result) => result.data && titles.push(result.data.notificationAdded.title),
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return { client, titles, closeCodes, connections: () => connections };
}

interface LoadResult {
  acknowledged: string[];
  failures: string[];
  acknowledgedAfter(time: number): number;
}

/** `workers` clients creating API tokens through nginx as fast as they can until `stop()` resolves. */
function runWriteLoad(url: string, token: string, workers: number) {
  const acknowledged: { id: string; at: number }[] = [];
  const failures: string[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = 0; running; i++) {
      try {
        const result = await gqlAt<{ createApiToken: { apiToken: { id: string } } }>(
          url,
          `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id } } }`,
          { input: { name: `load ${worker}-${i}`, scopes: ['read:requests'] } },
          token,
        );
        if (result.data?.createApiToken)
          acknowledged.push({ id: result.data.createApiToken.apiToken.id, at: Date.now() });
        else failures.push(`${result.status} ${JSON.stringify(result.errors)}`);
      } catch (error) {
        failures.push(String((error as Error).message));
      }
    }
  });
  return {
    stop: async (): Promise<LoadResult> => {
      running = false;
      await Promise.all(loops);
      return {
        acknowledged: acknowledged.map((entry) => entry.id),
        failures,
        acknowledgedAfter: (time) => acknowledged.filter((entry) => entry.at > time).length,
      };
    },
  };
}

describe('two API replicas behind nginx (the docker/ configuration)', () => {
  if (!nginx.path) {
    it.skip(`is skipped: ${nginx.reason}`, () => undefined);
    return;
  }
  const nginxPath = nginx.path;
  let t: TestApp;
  let replicas: [ServerProcess, ServerProcess];
  let ports: [number, number];
  let proxy: RunningNginx;
  let smtp: TestSmtpServer;
  let hooks: Server;
  const deliveries: string[] = [];
  let admin: UserEntity;
  let manager: UserEntity;
  let staff: UserEntity;
  let adminToken: string;
  let managerToken: string;
  let staffToken: string;
  const clients: Client[] = [];

  const replicaEnv = () => ({
    RUN_JOBS: 'true',
    SMTP_URL: smtp.url,
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    METRICS_TOKEN,
    TRUST_PROXY: 'loopback',
    SCHEDULE_ESCALATION: '@every 2s',
    SCHEDULE_ACCRUAL: '@every 2s',
    SCHEDULE_TICK_MS: '300',
  });
  const startReplica = (index: 0 | 1) =>
    startServerProcess(t.databaseUrl, { ...replicaEnv(), PORT: String(ports[index]) });

  beforeAll(async () => {
    t = await startTestApp();
    smtp = await startSmtpServer();
    hooks = createServer((req, res) => {
      deliveries.push(String(req.headers['leavewise-delivery']));
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    admin = await buildAdmin(t);
    manager = await buildManager(t);
    staff = await buildStaff(t, manager);
    [adminToken, managerToken, staffToken] = await Promise.all([
      t.tokenFor(admin),
      t.tokenFor(manager),
      t.tokenFor(staff),
    ]);
    ports = [await freePort(), await freePort()];
    replicas = await Promise.all([startReplica(0), startReplica(1)]);
    proxy = await startNginx(nginxPath, {
      listenPort: await freePort(),
      upstreams: [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`],
    });
  }, 180_000);

  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await proxy?.stop();
    await Promise.all((replicas ?? []).map((replica) => replica?.stop()));
    await new Promise((resolve) => hooks?.close(resolve));
    await smtp?.close();
    await t?.close();
  }, 60_000);

  it('serves the API and the WebSocket upgrade through nginx, alternating replicas', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => gqlAt<{ viewer: { id: string } }>(proxy.url, '{ viewer { id } }', {}, staffToken)),
    );
    expect(answers.map((answer) => answer.data?.viewer.id)).toEqual([staff.id, staff.id, staff.id, staff.id]);
    const health = await fetch(`${proxy.url}/api/health/ready`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, kept by the API
    expect((await fetch(`${proxy.url}/metrics`)).status).toBe(404);
  });

  it('delivers to a subscription held through one replica an approval made through the other', async () => {
    const before = await Promise.all(replicas.map(socketsOn));
    const subscriber = reconnectingSubscriber(proxy.url, staffToken);
    clients.push(subscriber.client);
    let holder = -1;
    await until(
      async () => {
        const now = await Promise.all(replicas.map(socketsOn));
        holder = now.findIndex((count, index) => count > before[index]);
        return holder >= 0;
      },
      15_000,
      'the socket to open on a replica',
    );
    const other = replicas[1 - holder];
    const submitted = await submitRequest(graphqlAt(proxy.url), staffToken, { startDate: daysFromToday(45) });
    const approved = await graphqlAt(other.url).gql(APPROVE_REQUEST, { id: submitted.id }, managerToken);
    expect(approved.errors).toBeUndefined();
    await until(
      () => subscriber.titles.some((title) => /approved/i.test(title)),
      15_000,
      'the approval notification on the other replica',
    );
  });

  it('runs email, webhook and escalation jobs exactly once across the replicas', async () => {
    const created = await gqlAt<{ createWebhook: { webhook: { id: string } } }>(
      proxy.url,
      `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
      {
        input: {
          url: `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`,
          events: ['SUBMITTED'],
          description: 'multi-replica test',
        },
      },
      adminToken,
    );
    expect(created.errors).toBeUndefined();
    const people = await Promise.all([1, 2, 3, 4].map(() => buildStaff(t, manager)));
    const tokens = await Promise.all(people.map((person) => t.tokenFor(person)));
    const throughNginx = graphqlAt(proxy.url);
    for (const [index, token] of tokens.entries()) {
      const submitted = await attemptRequest(throughNginx, token, { startDate: daysFromToday(50 + index) });
      expect(submitted.errors).toBeUndefined();
    }
    for (const person of people) {
      const reset = await gqlAt(proxy.url, `mutation ($email: String!) { requestPasswordReset(email: $email) }`, {
        email: person.email,
      });
      expect(reset.errors).toBeUndefined();
    }
    const overdue = await insertRequest(t, {
      userId: people[0].id,
      status: 'pending',
      startDate: daysFromToday(80),
      endDate: daysFromToday(80),
      days: 1,
      createdAt: daysAgo(3),
    });

    await until(() => deliveries.length >= 4, 30_000, 'four webhook deliveries');
    await until(
      async () => {
        const [{ waiting }] = await t.dataSource.query(
          `SELECT count(*)::int AS waiting FROM email_outbox WHERE status IN ('queued', 'failed')`,
        );
        return waiting === 0 && smtp.messages.length > 0;
      },
      30_000,
      'the outbox to empty',
    );
    await until(
      async () =>
        (await t.dataSource.query(`SELECT 1 FROM leave_requests WHERE id = $1 AND escalated_at IS NOT NULL`, [overdue]))
          .length === 1,
      30_000,
      'the overdue request to escalate',
    );
    // Several escalation periods pass while both replicas poll.
    const [{ periods: periodsBefore }] = await t.dataSource.query(
      `SELECT count(*)::int AS periods FROM (SELECT singleton_key FROM jobs WHERE queue = 'escalation'
         UNION ALL SELECT singleton_key FROM jobs_archive WHERE queue = 'escalation') p`,
    );
    await until(
      async () => {
        const [{ periods }] = await t.dataSource.query(
          `SELECT count(*)::int AS periods FROM jobs WHERE queue = 'escalation'`,
        );
        return periods >= periodsBefore + 2;
      },
      30_000,
      'two more escalation periods',
    );

    expect(new Set(deliveries).size).toBe(deliveries.length);
    expect(deliveries).toHaveLength(4);
    const [{ sent }] = await t.dataSource.query(
      `SELECT count(*)::int AS sent FROM email_outbox WHERE status = 'sent' AND attempts = 1`,
    );
    const [{ total }] = await t.dataSource.query(`SELECT count(*)::int AS total FROM email_outbox`);
    expect(sent).toBe(total);
    expect(smtp.messages).toHaveLength(total);
    for (const person of people)
      expect(smtp.messages.filter((mail) => mail.to.includes(person.email) && /reset/i.test(mail.raw))).toHaveLength(1);
    const escalations = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'leave_request.escalated' AND resource_id = $1`,
      [overdue],
    );
    expect(escalations[0].count).toBe(1);
    const duplicates = await t.dataSource.query(
      `SELECT singleton_key FROM jobs WHERE queue = 'escalation' GROUP BY singleton_key HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  }, 120_000);

  it("brings balances up to their rules on the accrual schedule when a location's day begins, once across the replicas", async () => {
    const year = currentYear();
    await t.services.balances.balancesForUsers([staff.id], year);
    const balance = async (): Promise<{ total: number; allowance: number; entries: number }> =>
      (
        await t.dataSource.query(
          `SELECT b.total_days::float AS total, (b.rules->>'allowance')::float AS allowance,
                  (SELECT count(*)::int FROM leave_ledger_entries e WHERE e.balance_id = b.id) AS entries
           FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id AND rt.name = 'pto'
           WHERE b.user_id = $1 AND b.year = $2`,
          [staff.id, year],
        )
      )[0];
    const periods = async (): Promise<number> =>
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS periods FROM (SELECT singleton_key FROM jobs WHERE queue = 'accrual'
             UNION ALL SELECT singleton_key FROM jobs_archive WHERE queue = 'accrual') p`,
        )
      )[0].periods;
    const before = await balance();
    // Written straight to the table, so that nothing but the schedule brings the balance up to date.
    await t.dataSource.query(
      `INSERT INTO allowance_overrides (user_id, request_type_id, days, reason)
       SELECT $1, id, $2, 'Agreed in the contract' FROM request_types WHERE name = 'pto'`,
      [staff.id, before.allowance + 3],
    );
    // The schedule takes each location's people once a local day: the location's next day begins.
    await t.dataSource.query(`UPDATE locations SET daily_work_done_on = daily_work_done_on - 1`);
    await until(async () => (await balance()).total === before.total + 3, 30_000, 'the accrual job to apply it');
    const seen = await periods();
    await until(async () => (await periods()) >= seen + 2, 30_000, 'two more accrual periods');
    expect(await balance()).toEqual({
      total: before.total + 3,
      allowance: before.allowance + 3,
      entries: before.entries + 1,
    });
    const duplicates = await t.dataSource.query(
      `SELECT singleton_key FROM jobs WHERE queue = 'accrual' GROUP BY singleton_key HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  }, 90_000);

  it('drains a replica on SIGTERM under load: no acknowledged write lost, sockets move to the other', async () => {
    const subscribers = [1, 2, 3, 4].map(() => reconnectingSubscriber(proxy.url, staffToken));
    clients.push(...subscribers.map((subscriber) => subscriber.client));
    await until(
      async () => (await Promise.all(replicas.map(socketsOn))).every((n) => n >= 1),
      15_000,
      'sockets on both',
    );
    const load = runWriteLoad(proxy.url, staffToken, 6);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stoppedAt = Date.now();
    const exited = new Promise<number | null>((resolve) => replicas[1].child.once('exit', (code) => resolve(code)));
    replicas[1].child.kill('SIGTERM');
    const code = await exited;
    const drainMs = Date.now() - stoppedAt;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await load.stop();

    const restarted = startReplica(1); // for the next test, whatever this one finds
    expect(code).toBe(0);
    expect(drainMs).toBeLessThan(15_000);
    const stored = await t.dataSource.query(`SELECT id FROM api_tokens WHERE id = ANY($1)`, [result.acknowledged]);
    expect(stored).toHaveLength(result.acknowledged.length);
    expect(result.acknowledgedAfter(stoppedAt + drainMs)).toBeGreaterThan(0);
    // A drain refuses new connections (nginx sends them to the other replica) and finishes the requests
    // it is serving. Only a request that reached the replica in the instant its listener closed can
    // fail, with a 502 the client sees (nginx never resends a POST that reached a replica).
    expect(result.failures.length).toBeLessThanOrEqual(2);
    for (const failure of result.failures) expect(failure).toMatch(/^502 /);
    // Sockets of the stopped replica were closed with 1012 and reconnected through nginx.
    expect(subscribers.some((subscriber) => subscriber.closeCodes.includes(1012))).toBe(true);
    await until(async () => (await socketsOn(replicas[0])) >= 4, 15_000, 'every socket on the remaining replica');
    await t.dataSource.query(
      `WITH n AS (INSERT INTO notifications (user_id, type, title, body) VALUES ($1, 'other', 'after the drain', 'probe') RETURNING id)
       SELECT pg_notify('leavewise_events', json_build_object('type', 'notification', 'notification',
         json_build_object('notificationId', (SELECT id FROM n), 'userId', $1::text))::text)`,
      [staff.id],
    );
    await until(
      () => subscribers.every((subscriber) => subscriber.titles.includes('after the drain')),
      15_000,
      'every subscriber to hear of a notification after the drain',
    );
    replicas[1] = await restarted;
  }, 120_000);

  it('loses no acknowledged write when a replica is killed mid-load, and clients reconnect through nginx', async () => {
    // nginx skips the restarted replica until its fail_timeout passes: open sockets until one lands there.
    const subscribers: ReturnType<typeof reconnectingSubscriber>[] = [];
    await until(
      async () => {
        if ((await socketsOn(replicas[1])) >= 1) return true;
        const subscriber = reconnectingSubscriber(proxy.url, staffToken);
        subscribers.push(subscriber);
        clients.push(subscriber.client);
        await new Promise((resolve) => setTimeout(resolve, 400));
        return false;
      },
      30_000,
      'a socket on the replica to be killed',
    );
    const socketsBefore = (await socketsOn(replicas[0])) + (await socketsOn(replicas[1]));
    const load = runWriteLoad(proxy.url, staffToken, 6);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const killedAt = Date.now();
    replicas[1].child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const result = await load.stop();

    const stored = await t.dataSource.query(`SELECT id FROM api_tokens WHERE id = ANY($1)`, [result.acknowledged]);
    expect(stored).toHaveLength(result.acknowledged.length);
    expect(result.acknowledgedAfter(killedAt + 500)).toBeGreaterThan(0);
    // Only requests in flight on the killed replica can fail (nginx never resends a POST it sent).
    expect(result.failures.length).toBeLessThanOrEqual(6);
    for (const failure of result.failures) expect(failure).toMatch(/^502 /);

    await until(
      async () => (await socketsOn(replicas[0])) >= socketsBefore,
      20_000,
      'the killed replica’s sockets to come back',
    );
    await t.dataSource.query(
      `WITH n AS (INSERT INTO notifications (user_id, type, title, body) VALUES ($1, 'other', 'after the kill', 'probe') RETURNING id)
       SELECT pg_notify('leavewise_events', json_build_object('type', 'notification', 'notification',
         json_build_object('notificationId', (SELECT id FROM n), 'userId', $1::text))::text)`,
      [staff.id],
    );
    await until(
      () => subscribers.every((subscriber) => subscriber.titles.includes('after the kill')),
      15_000,
      'every subscriber to hear of a notification after the kill',
    );
  }, 120_000);
});
