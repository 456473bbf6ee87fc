/**
 * P1: the dashboard query (viewer, balances, five recent requests, unread count) through GraphQL over
 * HTTP at 50 connections on the benchmark organisation, against the raw `pg` pool running the same
 * SQL at the same concurrency, in the same run. Prints throughput, p50/p99 of both and the ratio.
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/generate-large-org.ts     (once: 10,000 people, 1,000,000 requests)
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-dashboard.ts [--seconds 10] [--rounds 2] [--warm-up 8] [--connections 50]
 *
 * The server is a separate process started as deployed (`node --import tsx server/src/main.ts`,
 * production mode, JSON logs, pool of 20) on DATABASE_URL or the generator's embedded Postgres. The
 * baseline's SQL is what that code runs: each person's dashboard is executed once in this process
 * with a recording logger, and the pool replays exactly those statements and parameters (the sign-in
 * lookup first, then the others concurrently, the fastest the database can answer them).
 * Then both run at a steady rate (half GraphQL's throughput) over the same connections, for the time
 * one dashboard takes when it does not queue behind 49 others. It also prints the CPU per dashboard
 * of the client, the server and Postgres.
 * Targets: GraphQL throughput ≥ 50% of the raw pool's, GraphQL p99 < 50 ms.
 */
import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { execute, parse } from 'graphql';
import { Pool } from 'pg';
import type { Logger } from 'typeorm';
import type { AppConfig } from '../server/src/config';
import { buildContext } from '../server/src/graphql/request-context';
import { createDataSource } from '../server/src/database';
import { buildSchema } from '../server/src/graphql/schema';
import { createServices } from '../server/src/services';
import { BENCH_JWT_SECRET, startBenchServer, type BenchServer } from './bench-server';
import { DASHBOARD } from './dashboard-query';
import { largeOrgDatabase } from './large-org-db';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = arg('seconds', 10);
/** Each side runs SECONDS in total, in this many alternating rounds. */
const ROUNDS = Math.max(1, arg('rounds', 2));
const CONNECTIONS = arg('connections', 50);
/** Seconds of load on each path before the measured rounds: a freshly started server is not yet optimised by the JIT. */
const WARM_UP_SECONDS = arg('warm-up', 8);
const PEOPLE = 200;
const POOL_SIZE = 20; // the server's own pool size (createDataSource's default)

interface Statement {
  sql: string;
  parameters: unknown[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** CPU seconds used so far by the processes whose command matches, from /proc (Linux; 0 elsewhere). */
function cpuSeconds(match: (pid: number, command: string) => boolean): number {
  let ticks = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        if (!match(pid, command)) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return 0;
  }
  return ticks / 100; // USER_HZ
}

/** Where the CPU went while a run was loading: this process (the client), the server, Postgres. */
interface CpuShare {
  client: number;
  server: number;
  postgres: number;
}

interface Run {
  label: string;
  cpu: CpuShare;
  latencies: number[];
  count: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

const NO_CPU: CpuShare = { client: 0, server: 0, postgres: 0 };
const cpuParts = Object.keys(NO_CPU) as (keyof CpuShare)[];
/** `a + sign × b`, part by part. */
const addCpu = (a: CpuShare, b: CpuShare, sign = 1): CpuShare =>
  Object.fromEntries(cpuParts.map((part) => [part, a[part] + sign * b[part]])) as unknown as CpuShare;

/** A run from its latencies (any order): count and percentiles follow from them. */
function runOf(label: string, latencies: number[], seconds: number, errors: number, cpu: CpuShare): Run {
  latencies.sort((a, b) => a - b);
  return {
    label,
    cpu,
    latencies,
    count: latencies.length,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** CONNECTIONS closed loops for SECONDS / ROUNDS after one warm-up second; each loop runs `once(i)` back to back. */
async function load(label: string, once: (i: number) => Promise<void>, serverPid?: number): Promise<Run> {
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => once(i)));
  const latencies: number[] = [];
  let errors = 0;
  const sample = (): CpuShare => {
    const own = process.cpuUsage();
    return {
      client: (own.user + own.system) / 1e6,
      server: serverPid ? cpuSeconds((pid) => pid === serverPid) : 0,
      postgres: cpuSeconds((_, command) => command === 'postgres'),
    };
  };
  const before = sample();
  const started = performance.now();
  const until = started + (SECONDS * 1000) / ROUNDS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let i = worker; performance.now() < until; i += CONNECTIONS) {
        const began = performance.now();
        try {
          await once(i);
          latencies.push(performance.now() - began);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return runOf(label, latencies, seconds, errors, addCpu(sample(), before, -1));
}

/** Requests started at `rate` per second for SECONDS / ROUNDS, at most CONNECTIONS at once; latency from when each was due. */
async function pacedLoad(rate: number, once: (i: number) => Promise<void>): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const total = Math.round((rate * SECONDS) / ROUNDS);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let i = worker; i < total; i += CONNECTIONS) {
        const due = started + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        try {
          await once(i);
          latencies.push(performance.now() - due);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return runOf('steady rate', latencies, (performance.now() - started) / 1000, errors, NO_CPU);
}

function combine(runs: Run[]): Run {
  return runOf(
    runs[0].label,
    runs.flatMap((run) => run.latencies),
    runs.reduce((sum, run) => sum + run.seconds, 0),
    runs.reduce((sum, run) => sum + run.errors, 0),
    runs.reduce((sum, run) => addCpu(sum, run.cpu), NO_CPU),
  );
}

async function main(): Promise<void> {
  const { url, embedded } = await largeOrgDatabase();
  const recorded: Statement[] = [];
  let recording = false;
  const recorder: Logger = {
    logQuery: (sql, parameters) =>
      void (recording && recorded.push({ sql, parameters: (parameters as unknown[]) ?? [] })),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  const dataSource = createDataSource(url, { poolSize: 4 });
  await dataSource.initialize();
  await dataSource.runMigrations();
  let server: BenchServer | undefined;
  const pool = new Pool({ connectionString: url, max: POOL_SIZE });
  pool.on('error', () => undefined); // idle connections cut when Postgres stops at the end
  let services: ReturnType<typeof createServices> | undefined;
  try {
    const [{ people, requests }] = await dataSource.query(
      `SELECT (SELECT count(*) FROM users)::int AS people, (SELECT count(*) FROM leave_requests)::int AS requests`,
    );
    console.log(`organisation: ${people} people, ${requests} leave requests`);
    if (people < 1000)
      console.log('(small: generate the benchmark organisation first with scripts/generate-large-org.ts)');
    // People who have requests, spread over the organisation.
    const chosen: { id: string; token_version: number }[] = await dataSource.query(
      `SELECT u.id, u.token_version FROM users u WHERE u.is_active AND NOT u.is_admin
         AND EXISTS (SELECT 1 FROM leave_requests r WHERE r.user_id = u.id)
       ORDER BY md5(u.id::text) LIMIT $1`,
      [PEOPLE],
    );
    if (!chosen.length) {
      console.log('nobody has requests here: run scripts/generate-large-org.ts first; skipped');
      return;
    }
    const config = {
      jwtSecret: BENCH_JWT_SECRET,
      tokenTtlSeconds: 3600,
      runJobs: false,
      version: 'bench',
      port: 0,
    } as AppConfig;
    services = createServices(dataSource, config);
    const { tokens: tokenService } = services;
    const tokens = await Promise.all(
      chosen.map(
        async (person) => (await tokenService.issue({ userId: person.id, tokenVersion: person.token_version })).token,
      ),
    );

    // The baseline's statements: each person's dashboard run once through the same code, recorded.
    const schema = buildSchema(services);
    const document = parse(DASHBOARD);
    Object.defineProperty(dataSource, 'logger', { value: recorder, configurable: true });
    const scripts: Statement[][] = [];
    for (const [i, person] of chosen.entries()) {
      // The first run brings the person's balances up to date (a new month's accrual, a policy change);
      // the second is the dashboard as it runs all day: reads only.
      for (const record of [false, true]) {
        recorded.length = 0;
        recording = record;
        const contextValue = await buildContext(services!, tokens[i], '127.0.0.1');
        const result = await execute({ schema, document, contextValue, variableValues: { userId: person.id } });
        recording = false;
        if (result.errors) throw new Error(JSON.stringify(result.errors));
      }
      // The pool replays statements on any of its connections: a transaction or a write would not mean the same.
      const writes = recorded.filter((statement) => !/^\s*(SELECT|WITH)\b/i.test(statement.sql));
      if (writes.length)
        throw new Error(`a warmed dashboard should only read; it ran:\n${writes.map((w) => w.sql).join('\n')}`);
      scripts.push([...recorded]);
    }
    console.log(`one dashboard runs ${scripts[0].length} SQL statements:`);
    for (const statement of scripts[0]) console.log(`  ${statement.sql.replace(/\s+/g, ' ').slice(0, 150)}`);
    if (process.argv.includes('--explain')) {
      for (const statement of scripts[0]) {
        const plan: { 'QUERY PLAN': string }[] = await pool
          .query({
            text: `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
            values: statement.parameters,
          })
          .then((result) => result.rows);
        console.log(
          `\n${statement.sql}\n${JSON.stringify(statement.parameters)}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`,
        );
      }
      return;
    }

    server = await startBenchServer(url);
    // Whatever ends this process ends the server too.
    process.once('exit', () => server?.child.kill('SIGKILL'));
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const post = (i: number) =>
      new Promise<void>((resolve, reject) => {
        const person = i % chosen.length;
        const body = JSON.stringify({ query: DASHBOARD, variables: { userId: chosen[person].id } });
        const req = request(
          {
            agent,
            host: '127.0.0.1',
            port: server!.port,
            path: '/graphql',
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              authorization: `Bearer ${tokens[person]}`,
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () =>
              res.statusCode === 200 && !text.includes('"errors"')
                ? resolve()
                : reject(new Error(`${res.statusCode} ${text.slice(0, 200)}`)),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    await post(0); // fails loudly here rather than as a count of errors
    const replay = async (i: number) => {
      const [signIn, ...rest] = scripts[i % scripts.length];
      await pool.query(signIn.sql, signIn.parameters);
      await Promise.all(rest.map((statement) => pool.query(statement.sql, statement.parameters)));
    };

    // Alternating rounds, so that a change in the machine's load during the run touches both alike.
    const rounds = { raw: [] as Run[], graphql: [] as Run[] };
    // A server runs for days: its first seconds (code not yet optimised by the JIT) are not what it
    // costs. Both paths are loaded for a while first, unmeasured.
    const warmUntil = performance.now() + WARM_UP_SECONDS * 1000;
    while (performance.now() < warmUntil)
      await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => Promise.all([post(i), replay(i)])));
    for (let round = 0; round < ROUNDS; round++) {
      rounds.raw.push(await load(`raw pg pool (${POOL_SIZE} connections), same SQL`, replay));
      rounds.graphql.push(await load('GraphQL over HTTP', post, server.child.pid));
    }
    const raw = combine(rounds.raw);
    const graphql = combine(rounds.graphql);
    // Closed loops keep 50 requests queued all the time, so their latency is mostly waiting in line
    // (Little's law: 50 / throughput). The time one dashboard takes is measured apart: requests sent at
    // a steady rate of half the GraphQL throughput just measured, over the same 50 connections, each
    // timed from when it was due (a late start counts as waiting).
    const pacedRate = Math.max(1, Math.round(graphql.count / graphql.seconds / 2));
    const pacedRaw = await pacedLoad(pacedRate, replay);
    const paced = await pacedLoad(pacedRate, post);
    agent.destroy();

    const perSecond = (run: Run) => run.count / run.seconds;
    console.log(
      `\n${CONNECTIONS} concurrent clients, ${SECONDS} s each in ${ROUNDS} alternating rounds, ${chosen.length} different people`,
    );
    for (const run of [raw, graphql])
      console.log(
        `  ${run.label.padEnd(44)} ${perSecond(run).toFixed(0).padStart(6)} dashboards/s   p50 ${run.p50.toFixed(1).padStart(6)} ms   p99 ${run.p99.toFixed(1).padStart(6)} ms${run.errors ? `   ${run.errors} errors` : ''}`,
      );
    // CPU per dashboard: on a machine where the client, the server and Postgres share the cores, this says
    // which of them a change made cheaper.
    const perDashboard = (run: Run, part: keyof CpuShare) => ((run.cpu[part] / run.count) * 1000).toFixed(2);
    for (const run of [raw, graphql])
      console.log(
        `  CPU per dashboard, ${run === raw ? 'raw    ' : 'GraphQL'}: client ${perDashboard(run, 'client')} ms, server ${perDashboard(run, 'server')} ms, Postgres ${perDashboard(run, 'postgres')} ms`,
      );
    for (const [name, run] of [
      ['raw pg pool', pacedRaw],
      ['GraphQL    ', paced],
    ] as const)
      console.log(
        `  ${name} at a steady ${pacedRate} dashboards/s (half GraphQL's throughput): p50 ${run.p50.toFixed(1)} ms   p99 ${run.p99.toFixed(1)} ms${run.errors ? `   ${run.errors} errors` : ''}`,
      );
    const ratio = perSecond(graphql) / perSecond(raw);
    console.log(
      `  throughput ratio GraphQL / raw: ${(ratio * 100).toFixed(0)}% (target ≥ 50%: ${ratio >= 0.5 ? 'met' : 'MISSED'});` +
        ` GraphQL p99 ${graphql.p99.toFixed(1)} ms with 50 requests always in flight, ${paced.p99.toFixed(1)} ms at a steady rate (target < 50 ms: ${graphql.p99 < 50 ? 'met' : paced.p99 < 50 ? 'met at a steady rate only' : 'MISSED'})`,
    );
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    await pool.end();
    await services?.events.close();
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
