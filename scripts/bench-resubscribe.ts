// Resubscription storm: SIZE graphql-ws clients (default 3,000) of a generated organisation connect to one
// server process at once, sign in and subscribe to `requestEvents(after:)` with a cursor a few events back
// (a replay, then live), as a surviving replica's clients do after the other replica is killed; then all
// of them again. Prints, per round, the wall time until every client is subscribed and has its replay,
// the server's CPU time and the Postgres transactions per client (robust figures on a shared machine),
// and the second round's as a ratio to the first (the baseline, measured in the same run).
//
//   npx tsx --tsconfig server/tsconfig.json scripts/bench-resubscribe.ts [SIZE]
//   BENCH_PROFILE_DIR=/tmp/prof … writes a CPU profile of the server process there.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { TokenService } from '../server/src/auth/tokens';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { encodeEventCursor } from '../server/src/realtime/event-log';
import { freePort } from '../server/test/nginx';
import type { FromWorker } from './bench-fanout-clients';
import { Workers } from './bench-fanout-checks';
import { fitToMachine, startServerProcess } from './bench-fanout-infra';
import { generateOrganisation } from './bench-fanout-org';

const SIZE = Number(process.argv[2] ?? 3000);
const CLIENTS_PER_WORKER = 2500;
/** Requests submitted before the clients connect: what they replay. */
const REPLAYED = 20;
const WAIT_MS = 180_000;
const RUN_TIMEOUT_MS = 15 * 60_000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const METRICS_TOKEN = 'resubscribe-bench-metrics-token';

const say = (text: string) => console.log(text);

/** CPU seconds a process has used (utime + stime, from /proc). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > WAIT_MS) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  const { fileLimit } = fitToMachine(SIZE, 1);
  if (SIZE + 1000 > fileLimit) throw new Error(`${SIZE} clients need more than the open-file limit ${fileLimit}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-resubscribe-bench-'));
  const pg = await startEmbeddedPostgres(dataDir, { port: 0, persistent: false });
  const db = new Client({ connectionString: pg.url });
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  let workers: Workers | null = null;
  const guard = setTimeout(() => {
    console.error(`bench exceeded ${RUN_TIMEOUT_MS / 60_000} minutes; stopping`);
    server?.child.kill('SIGKILL');
    for (const child of workers?.children ?? []) child.kill('SIGKILL');
    void pg.stop().finally(() => process.exit(1));
  }, RUN_TIMEOUT_MS);
  try {
    server = await startServerProcess('S1', await freePort(), {
      DATABASE_URL: pg.url,
      JWT_SECRET,
      METRICS_TOKEN,
      MAX_SOCKETS_PER_ADDRESS: String(SIZE + 1000),
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
    });
    await db.connect();
    const org = await generateOrganisation(db, SIZE);
    const tokens = new TokenService(JWT_SECRET, 6 * 3600);
    const clientTokens = await Promise.all(
      org.people.map(async (p) => (await tokens.issue({ userId: p.id, tokenVersion: 0 })).token),
    );
    const head = Number((await db.query(`SELECT coalesce(max(position), 0) AS p FROM event_log`)).rows[0].p);
    for (const [i, person] of org.staff.slice(0, REPLAYED).entries()) {
      const day = new Date(Date.now() + (30 + i) * 86_400_000).toISOString().slice(0, 10);
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${clientTokens[org.people.indexOf(person)]}`,
        },
        body: JSON.stringify({
          query: `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`,
          variables: { input: { type: 'pto', startDate: day, endDate: day } },
        }),
      });
      if (!response.ok) throw new Error(`submitting failed: ${response.status} ${await response.text()}`);
    }
    await until(
      async () => (await db.query(`SELECT count(*)::int AS n FROM event_log WHERE position IS NULL`)).rows[0].n === 0,
      'the submissions to be stamped',
    );
    const events = (
      await db.query(
        `SELECT e.id, r.user_id FROM event_log e JOIN leave_requests r ON r.id = e.request_id
         WHERE e.position > $1 AND e.kind <> 'ESCALATED'`,
        [head],
      )
    ).rows as { id: string; user_id: string }[];
    const deliveries = events.reduce((sum, e) => sum + org.audienceOf(e.user_id).length, 0);
    const transactions = async () =>
      Number(
        (
          await db.query(
            `SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`,
          )
        ).rows[0].n,
      );
    say(
      `${SIZE} clients to one server process, all at once; each replays after a cursor (${events.length} events, ${deliveries} deliveries in all), then listens`,
    );

    const round = async () => {
      const workerCount = Math.ceil(SIZE / CLIENTS_PER_WORKER);
      const children = Array.from({ length: workerCount }, () =>
        fork(join(__dirname, 'bench-fanout-clients.ts'), [], {
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, TSX_TSCONFIG_PATH: join(__dirname, '../server/tsconfig.json') },
        }),
      );
      workers = new Workers(children);
      // Statistics reach pg_stat_database when a backend's transaction ends: give them a moment to settle.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const transactionsBefore = await transactions();
      const cpuBefore = cpuSeconds(server!.child.pid!);
      const started = performance.now();
      const connected = await workers.ask<Extract<FromWorker, { type: 'connected' }>>((w) => ({
        type: 'start',
        url: `${server!.url.replace(/^http/, 'ws')}/graphql`,
        localAddresses: [`127.0.0.${w + 2}`],
        after: encodeEventCursor(head),
        // As after a kill: every client at once (each worker's clients, as fast as it can open them).
        concurrency: CLIENTS_PER_WORKER,
        clients: org.people.flatMap((_, index) =>
          index % workerCount === w ? [{ index, token: clientTokens[index] }] : [],
        ),
      }));
      const failures = connected.flatMap((c) => c.failures);
      if (failures.length) throw new Error(`clients failed to subscribe: ${failures.slice(0, 5).join('; ')}`);
      await until(async () => {
        const { counts } = await workers!.counts();
        return [...counts.values()].reduce((a, b) => a + b, 0) >= deliveries;
      }, 'every replay');
      const wallMs = performance.now() - started;
      const cpu = cpuSeconds(server!.child.pid!) - cpuBefore;
      await Promise.race([workers.ask({ type: 'stop' }), new Promise((r) => setTimeout(r, 3000))]);
      for (const child of children) child.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const perClient = ((await transactions()) - transactionsBefore) / SIZE;
      return { wallMs, cpu, perClient };
    };
    const first = await round();
    // The sockets of the first round close on the server before the second begins.
    await until(async () => {
      const text = await fetch(`${server!.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }).then((r) => r.text());
      return Number(/^leavewise_websocket_connections (\d+)/m.exec(text)?.[1] ?? 0) === 0;
    }, 'the first round to close').catch(() => undefined);
    const second = await round();
    const line = (name: string, r: typeof first) =>
      `${name.padEnd(22)} every client has its replay after ${(r.wallMs / 1000).toFixed(1)} s; server CPU ${r.cpu.toFixed(1)} s ` +
      `(${((r.cpu * 1000) / SIZE).toFixed(2)} ms a client); ${r.perClient.toFixed(1)} Postgres transactions a client`;
    say(line('first connection', first));
    say(line('reconnection', second));
    say(
      `reconnection / first: wall ${(second.wallMs / first.wallMs).toFixed(2)}×, CPU ${(second.cpu / first.cpu).toFixed(2)}× ` +
        '(the first round includes warming up)',
    );
  } finally {
    clearTimeout(guard);
    for (const child of (workers as Workers | null)?.children ?? []) child.kill('SIGKILL');
    await db.end().catch(() => undefined);
    await server?.stop();
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
