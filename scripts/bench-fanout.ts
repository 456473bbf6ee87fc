// Fan-out benchmark: N graphql-ws subscribers to `requestEvents`, one approval, and the delay until each
// subscriber has the APPROVED event (p50/p99/max), measured against the server processes started here
// (`tsx server/src/main.ts` on one embedded Postgres). The baseline is N=1 on one process, in the same run.
//
//   npx tsx --tsconfig tsconfig.json scripts/bench-fanout.ts [N ...]      (default: 1000 5000)
//   BENCH_PROFILE_DIR=/tmp/prof … writes a CPU profile of each server process there.
//
// Bounded: every wave waits at most WAVE_TIMEOUT_MS and the whole run at most RUN_TIMEOUT_MS.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import WebSocket from 'ws';
import { TokenService } from '../server/src/auth/tokens';
import { startEmbeddedPostgres } from '../server/src/db/embedded';

const ROOT = join(__dirname, '..');
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const RUN_TIMEOUT_MS = 10 * 60_000;
const WAVE_TIMEOUT_MS = 60_000;
const CONNECT_CONCURRENCY = 250;
const SUBSCRIPTION = `subscription { requestEvents(filter: { kinds: [SUBMITTED, APPROVED] }) { kind occurredAt request { id status } } }`;

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const N_VALUES = sizes.length ? sizes : [1000, 5000];

interface Server {
  url: string;
  child: ChildProcess;
}

function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...profile, join(ROOT, 'server/src/main.ts')], {
    cwd: join(ROOT, 'server'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET,
      RUN_JOBS: 'false',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, child });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

interface Subscriber {
  socket: WebSocket;
  /**
   * Arrival time (performance.now) of each event, by "<request id> <kind>": an event may arrive before
   * the mutation that caused it has answered.
   */
  arrivals: Map<string, number>;
}

/** One graphql-transport-ws connection, acknowledged and subscribed. */
function subscribe(url: string, token: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
    const subscriber: Subscriber = { socket, arrivals: new Map() };
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION } }));
        resolve(subscriber);
      } else if (message.type === 'next') {
        const event = message.payload.data?.requestEvents;
        if (event) subscriber.arrivals.set(`${event.request.id} ${event.kind}`, performance.now());
      } else if (message.type === 'error') {
        reject(new Error(JSON.stringify(message.payload)));
      }
    });
    socket.on('error', reject);
    socket.on('close', (code) => reject(new Error(`socket closed ${code}`)));
  });
}

async function gql(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function waitUntil(condition: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > WAVE_TIMEOUT_MS) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const progress = (text: string) => process.stderr.write(`  … ${text}\n`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface Result {
  label: string;
  subscribers: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  mutationMs: number;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-bench-'));
  const pg = await startEmbeddedPostgres(dataDir, { port: 0, persistent: false });
  const servers: Server[] = [];
  const sockets: WebSocket[] = [];
  const guard = setTimeout(() => {
    console.error(`bench exceeded ${RUN_TIMEOUT_MS / 1000} s; stopping`);
    for (const server of servers) server.child.kill('SIGKILL');
    void pg.stop().finally(() => process.exit(1));
  }, RUN_TIMEOUT_MS);
  try {
    // The first server process migrates the empty database (server code runs under its own tsconfig).
    servers.push(await startServer(pg.url, dataDir));
    const dataSource = new Client({ connectionString: pg.url });
    await dataSource.connect();
    const maxN = Math.max(...N_VALUES);
    // Subscribers are distinct administrators (they see every request), so each event is checked for each.
    await dataSource.query(
      `INSERT INTO users (email, first_name, last_name, is_admin, role) SELECT 'admin' || n || '@bench.test', 'Admin', 'No ' || n, true, 'admin' FROM generate_series(1, $1) n`,
      [maxN],
    );
    const [manager] = (
      await dataSource.query(
        `INSERT INTO users (email, first_name, last_name, is_manager, role) VALUES ('manager@bench.test', 'Mona', 'Manager', true, 'manager') RETURNING id`,
      )
    ).rows;
    const [staff] = (
      await dataSource.query(
        `INSERT INTO users (email, first_name, last_name, manager_id) VALUES ('staff@bench.test', 'Sam', 'Staff', $1) RETURNING id`,
        [manager.id],
      )
    ).rows;
    const admins: { id: string }[] = (await dataSource.query(`SELECT id FROM users WHERE is_admin ORDER BY email`))
      .rows;
    const tokens = new TokenService(JWT_SECRET, 3600);
    const tokenOf = async (id: string) => (await tokens.issue({ userId: id, tokenVersion: 0 })).token;
    const adminTokens = await Promise.all(admins.map((admin) => tokenOf(admin.id)));
    const [managerToken, staffToken] = await Promise.all([tokenOf(manager.id), tokenOf(staff.id)]);
    await dataSource.end();

    servers.push(await startServer(pg.url, dataDir));
    const [a, b] = servers;
    console.log(
      `2 server processes on one embedded Postgres; ${admins.length} subscriber accounts; ${process.env.NODE_ENV ?? 'development'} mode`,
    );

    let day = 10;
    const run = async (label: string, n: number, processes: Server[]): Promise<Result> => {
      const watch = { requestId: null as string | null };
      const subscribers: Subscriber[] = [];
      for (let i = 0; i < n; i += CONNECT_CONCURRENCY) {
        const batch = Array.from({ length: Math.min(CONNECT_CONCURRENCY, n - i) }, (_, k) =>
          subscribe(processes[(i + k) % processes.length].url, adminTokens[i + k]),
        );
        subscribers.push(...(await Promise.all(batch)));
      }
      sockets.push(...subscribers.map((s) => s.socket));
      progress(`${label}: ${n} subscribed`);
      // Submitting through the last process proves every subscription is live before the timed approval.
      day += 2;
      const start = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const submitted = await gql(
        processes[processes.length - 1].url,
        staffToken,
        `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`,
        { input: { type: 'pto', startDate: start, endDate: start } },
      );
      watch.requestId = submitted.submitLeaveRequest.id;
      progress(`${label}: submitted ${watch.requestId}`);
      const submittedKey = `${watch.requestId} SUBMITTED`;
      const approvedKey = `${watch.requestId} APPROVED`;
      await waitUntil(() => subscribers.every((s) => s.arrivals.has(submittedKey)), `${n} SUBMITTED events`);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const sent = performance.now();
      await gql(
        processes[processes.length - 1].url,
        managerToken,
        `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }`,
        { id: watch.requestId },
      );
      const mutationMs = performance.now() - sent;
      await waitUntil(() => subscribers.every((s) => s.arrivals.has(approvedKey)), `${n} APPROVED events`).catch(
        (error: Error) => console.error(error.message),
      );
      const latencies = subscribers
        .flatMap((s) => (s.arrivals.has(approvedKey) ? [s.arrivals.get(approvedKey)! - sent] : []))
        .sort((x, y) => x - y);
      for (const s of subscribers) s.socket.terminate();
      await new Promise((resolve) => setTimeout(resolve, 500)); // let the servers notice the closed sockets
      return {
        label,
        subscribers: n,
        received: latencies.length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies[latencies.length - 1],
        mutationMs,
      };
    };

    const results: Result[] = [];
    results.push(await run('baseline: 1 process', 1, [a]));
    for (const n of N_VALUES) results.push(await run('1 process', n, [a]));
    for (const n of N_VALUES) results.push(await run('2 processes (approval via B)', n, [a, b]));

    const base = results[0];
    console.log(
      '\nscenario                         subscribers  received   p50 ms   p99 ms   max ms  approve ms  p99 / baseline p99',
    );
    for (const r of results) {
      console.log(
        `${r.label.padEnd(32)} ${String(r.subscribers).padStart(11)} ${String(r.received).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${r.mutationMs.toFixed(1).padStart(11)} ${(r.p99 / base.p99).toFixed(1).padStart(10)}x`,
      );
    }
    console.log(
      '\nLatency: from sending the approval mutation to the APPROVED event arriving at each subscriber (includes the mutation itself).',
    );
  } finally {
    clearTimeout(guard);
    for (const socket of sockets) socket.terminate();
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.child.exitCode !== null) return resolve();
            server.child.once('exit', () => resolve());
            server.child.kill('SIGTERM');
            setTimeout(() => server.child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
