import { createServer, type Server } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { UserEntity } from '../src/modules/users/user.entity';
import { buildAdmin, buildManager, buildStaff } from './factories';
import { startTestApp, type TestApp } from './harness';
import { findNginx, freePort, startNginx, type RunningNginx } from './nginx';
import { startServerProcess, type ServerProcess } from './processes';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * Two API replicas behind nginx (the docker/ configuration), on one database, with a mail server and a
 * webhook receiver, and the helpers that watch them.
 */

export const METRICS_TOKEN = 'multi-replica-metrics-token';
export const nginx = findNginx();

export async function gqlAt<T>(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: unknown };
  return { status: response.status, data: body.data, errors: body.errors };
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Open authenticated sockets of one replica, from its own metrics. */
export async function socketsOn(replica: ServerProcess): Promise<number> {
  const text = await fetch(`${replica.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    .then((response) => response.text())
    .catch(() => '');
  return Number(/^leavewise_websocket_connections (\d+)/m.exec(text)?.[1] ?? 0);
}

/** A graphql-ws client as the web app runs it: it reconnects after any close that is not an auth refusal. */
export function reconnectingSubscriber(url: string, token: string) {
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

export interface LoadResult {
  acknowledged: string[];
  failures: string[];
  acknowledgedAfter(time: number): number;
}

/** `workers` clients creating API tokens through nginx as fast as they can until `stop()` resolves. */
export function runWriteLoad(url: string, token: string, workers: number) {
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

/** Starts the replicas, nginx and the receivers in beforeAll (stopping them in afterAll) of the describe block it is called in. */
export function useReplicas(nginxPath: string) {
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
    Object.assign(world, {
      t,
      replicas,
      proxy,
      smtp,
      hooks,
      admin,
      manager,
      staff,
      adminToken,
      managerToken,
      staffToken,
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

  const helpers = { deliveries, clients, startReplica };
  /** The helpers, and the app, replicas, receivers and people once beforeAll has run. */
  const world = helpers as typeof helpers & {
    t: TestApp;
    replicas: [ServerProcess, ServerProcess];
    proxy: RunningNginx;
    smtp: TestSmtpServer;
    hooks: Server;
    admin: UserEntity;
    manager: UserEntity;
    staff: UserEntity;
    adminToken: string;
    managerToken: string;
    staffToken: string;
  };
  return world;
}

/** Declares the replicas' tests, or one skipped test saying why when nginx is not installed. */
export function describeReplicas(body: (w: ReturnType<typeof useReplicas>) => void): void {
  describe('two API replicas behind nginx (the docker/ configuration)', () => {
    if (!nginx.path) {
      it.skip(`is skipped: ${nginx.reason}`, () => undefined);
      return;
    }
    body(useReplicas(nginx.path));
  });
}
