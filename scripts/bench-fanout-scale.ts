// Fan-out at a large company's size: SIZE graphql-ws subscribers (default 20,000) in forked client
// processes, through nginx (docker/nginx's configuration) to two server replicas (each two server
// processes, see fitToMachine) on one embedded Postgres, each subscribed to `requestEvents(after:)` as a
// person of a generated organisation (staff see their own requests, managers their reporting line, tools
// with `subscribe:events` API tokens of administrators everything). Measures one approval's delivery
// (p50/p99/max, target p99 < 500 ms), a burst of 100 approvals in one second (complete and in cursor
// order at every client that may see each), server memory per connection, and a burst during which
// replica A is SIGKILLed, both its processes at once (its clients reconnect through nginx and resume
// after their last cursor: every event exactly once).
//
//   npx tsx --tsconfig server/tsconfig.json scripts/bench-fanout-scale.ts [SIZE]
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { TokenService } from '../server/src/auth/tokens';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { encodeEventCursor } from '../server/src/realtime/event-log';
import { findNginx, freePort } from '../server/test/nginx';
import type { FromWorker } from './bench-fanout-clients';
import { percentile, verify, Workers, type LoggedEvent } from './bench-fanout-checks';
import {
  acceptQueues,
  fitToMachine,
  listenOverflows,
  openDescriptors,
  PROCESSES_PER_REPLICA,
  residentBytes,
  startReplica,
  startScaleNginx,
  type Replica,
  type ScaleNginx,
  upstreamFailures,
} from './bench-fanout-infra';
import { generateOrganisation, organisationShape } from './bench-fanout-org';

const TARGET_SIZE = 20_000;
const SIZE = Number(process.argv[2] ?? process.env.FANOUT_SCALE_SIZE ?? TARGET_SIZE);
const CLIENTS_PER_WORKER = 2500;
const BURST = 100;
const TARGET_P99_MS = 500;
const WAIT_MS = Number(process.env.FANOUT_SCALE_WAIT_MS ?? 120_000);
const RUN_TIMEOUT_MS = 30 * 60_000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const METRICS_TOKEN = 'scale-bench-metrics-token';

const now = () => performance.timeOrigin + performance.now();
const say = (text: string) => console.log(text);
const progress = (text: string) => process.stderr.write(`  … ${text}\n`);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = WAIT_MS): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const { size: maxSize, fileLimit, binding, limits } = fitToMachine(SIZE);
  if (maxSize < SIZE) {
    say(`Target size ${SIZE} does not fit this machine: ${limits.join('; ')}. Running ${maxSize} instead.`);
  }
  const size = maxSize;
  const shape = organisationShape(size);
  const nginxFound = findNginx();
  if (!nginxFound.path) throw new Error(`nginx is needed: ${nginxFound.reason}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-scale-bench-'));
  const pg = await startEmbeddedPostgres(dataDir, { port: 0, persistent: false });
  const replicas: Replica[] = [];
  let nginx: ScaleNginx | null = null;
  let workers: Workers | null = null;
  const guard = setTimeout(() => {
    console.error(`bench exceeded ${RUN_TIMEOUT_MS / 60_000} minutes; stopping`);
    for (const replica of replicas) replica.kill();
    nginx?.child.kill('SIGKILL');
    for (const child of workers?.children ?? []) child.kill('SIGKILL');
    void pg.stop().finally(() => process.exit(1));
  }, RUN_TIMEOUT_MS);
  const db = new Client({ connectionString: pg.url });
  try {
    const ports: number[][] = [];
    for (let r = 0; r < 2; r++) {
      const own: number[] = [];
      for (let p = 0; p < PROCESSES_PER_REPLICA; p++) own.push(await freePort());
      ports.push(own);
    }
    const env = {
      DATABASE_URL: pg.url,
      JWT_SECRET,
      METRICS_TOKEN,
      // Every socket arrives from nginx; the client's own address is in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      MAX_SOCKETS_PER_ADDRESS: String(size + 1000),
      // Background jobs stay off so the figures are the event path's alone (the event consumers still run).
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
    };
    // The first replica migrates the empty database.
    replicas.push(await startReplica('replica A', ports[0], env));
    await db.connect();
    const org = await generateOrganisation(db, size);
    replicas.push(await startReplica('replica B', ports[1], env));
    nginx = await startScaleNginx(nginxFound.path, {
      listenPort: await freePort(),
      upstreams: [ports[0].map((port) => `127.0.0.1:${port}`), ports[1].map((port) => `127.0.0.1:${port}`)],
      clients: size,
      fileLimit,
    });
    const proxy = nginx.url;
    say(
      `${size} subscribers (${shape.staff} staff, ${shape.managers} line managers, ${shape.directors} directors, ${shape.tools} tools with API tokens), ` +
        `2 replicas of ${PROCESSES_PER_REPLICA} server processes each behind nginx (${nginx.workers} workers × ${nginx.workerConnections} connections) on one embedded Postgres, open-file limit ${fileLimit}; ${env.NODE_ENV} mode`,
    );
    say(`Layout: ${binding}.`);

    const tokens = new TokenService(JWT_SECRET, 6 * 3600);
    const jwtOf = async (id: string) => (await tokens.issue({ userId: id, tokenVersion: 0 })).token;
    const gql = async (token: string, query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${proxy}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        data?: Record<string, Record<string, string>>;
        errors?: unknown;
      };
      if (!body.data) throw new Error(`${response.status} ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    const toolTokens = new Map<string, string>();
    for (const tool of org.tools) {
      const created = await gql(
        await jwtOf(tool.id),
        `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
        { input: { name: 'Event bridge', scopes: ['subscribe:events'] } },
      );
      toolTokens.set(tool.id, created.createApiToken.token);
    }
    const clientTokens = await Promise.all(org.people.map(async (p) => toolTokens.get(p.id) ?? (await jwtOf(p.id))));

    const head = Number((await db.query(`SELECT coalesce(max(position), 0) AS p FROM event_log`)).rows[0].p);
    // A replica's memory and metrics are those of its processes, summed.
    const replicaResident = (r: Replica) => r.processes.reduce((sum, p) => sum + residentBytes(p.child.pid!), 0);
    const rssBefore = replicas.map(replicaResident);
    const workerCount = Math.ceil(size / CLIENTS_PER_WORKER);
    const children = Array.from({ length: workerCount }, () =>
      fork(join(__dirname, 'bench-fanout-clients.ts'), [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, TSX_TSCONFIG_PATH: join(__dirname, '../server/tsconfig.json') },
      }),
    );
    workers = new Workers(children);
    const connectStarted = now();
    const connected = await workers.ask<Extract<FromWorker, { type: 'connected' }>>((w) => ({
      type: 'start',
      url: proxy.replace(/^http/, 'ws') + '/graphql',
      // Each client process from its own loopback address: each has the whole ephemeral port range to nginx.
      localAddresses: [`127.0.0.${w + 2}`],
      after: encodeEventCursor(head),
      concurrency: 50,
      clients: org.people.flatMap((_, index) =>
        index % workerCount === w ? [{ index, token: clientTokens[index] }] : [],
      ),
    }));
    const failures = connected.flatMap((c) => c.failures);
    if (failures.length) throw new Error(`clients failed to subscribe: ${failures.slice(0, 5).join('; ')}`);
    const processMetric = async (url: string, name: string) =>
      Number(
        new RegExp(`^${name} (\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?)`, 'm').exec(
          await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) =>
            r.text(),
          ),
        )?.[1] ?? 0,
      );
    const metricOf = (replica: Replica, name: string) =>
      Promise.all(replica.processes.map((p) => processMetric(p.url, name)));
    const metric = async (replica: Replica, name: string) => (await metricOf(replica, name)).reduce((a, b) => a + b, 0);
    const subscriptionsOn = async () =>
      Promise.all(replicas.map((r) => metric(r, 'leavewise_websocket_subscriptions')));
    await until(async () => (await subscriptionsOn()).reduce((a, b) => a + b) >= size, 'every subscription');
    const connectMs = now() - connectStarted;
    const perReplica = await subscriptionsOn();
    const perProcess = await Promise.all(replicas.map((r) => metricOf(r, 'leavewise_websocket_subscriptions')));
    const rssAfter = replicas.map(replicaResident);
    progress(`${size} subscribed in ${ms(connectMs)} (${perReplica.join(' + ')})`);

    // Requests to approve: one, then two bursts, each of different staff (hence different managers).
    const staffTokens = new Map<string, string>();
    const requesters = org.staff.slice(0, 1 + 2 * BURST);
    const requestOf = new Map<string, string>();
    for (let i = 0; i < requesters.length; i += 10)
      await Promise.all(
        requesters.slice(i, i + 10).map(async (person, k) => {
          const token = clientTokens[org.people.indexOf(person)];
          staffTokens.set(person.id, token);
          const day = new Date(Date.now() + (30 + ((i + k) % 200)) * 86_400_000).toISOString().slice(0, 10);
          const submitted = await gql(
            token,
            `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`,
            { input: { type: 'pto', startDate: day, endDate: day } },
          );
          requestOf.set(person.id, submitted.submitLeaveRequest.id);
        }),
      );
    const managerToken = (person: { managerId: string | null }) =>
      clientTokens[org.people.findIndex((p) => p.id === person.managerId)];
    const approve = (person: (typeof requesters)[number]) =>
      gql(managerToken(person), `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }`, {
        id: requestOf.get(person.id),
      });

    const loggedEvents = async (): Promise<LoggedEvent[]> =>
      (
        await db.query(
          `SELECT e.id, e.position, e.kind, e.request_id, r.user_id FROM event_log e JOIN leave_requests r ON r.id = e.request_id
           WHERE e.position > $1 AND e.kind <> 'ESCALATED' ORDER BY e.position`,
          [head],
        )
      ).rows.map((row) => ({
        id: row.id,
        position: Number(row.position),
        kind: row.kind,
        requestId: row.request_id,
        requesterId: row.user_id,
      }));
    /** Until every event in the log has reached everyone who may see it. */
    const everyoneHasEverything = async (what: string): Promise<boolean> => {
      progress(`waiting for ${what}`);
      return until(async () => {
        const unstamped = (await db.query(`SELECT count(*)::int AS n FROM event_log WHERE position IS NULL`)).rows[0].n;
        if (unstamped) return false;
        const { counts } = await workers!.counts();
        return (await loggedEvents()).every((e) => (counts.get(e.id) ?? 0) >= org.audienceOf(e.requesterId).length);
      }, what).then(
        () => true,
        async (error: Error) => {
          const reports = (await workers!.ask<Extract<FromWorker, { type: 'report' }>>({ type: 'report' })).flatMap(
            (r) => r.clients,
          );
          const verdict = verify(org, await loggedEvents(), reports);
          console.error(JSON.stringify({ ...verdict, examples: undefined }));
          for (const line of verdict.examples) console.error(line);
          for (const replica of replicas) console.error(replica.output());
          console.error(error.message);
          return false;
        },
      );
    };
    if (!(await everyoneHasEverything('the SUBMITTED events'))) throw new Error('the submissions did not arrive');

    // One approval.
    const single = requesters[0];
    const sent = now();
    await approve(single);
    const approvalMs = now() - sent;
    await everyoneHasEverything('the single approval');
    const singleEvent = (await loggedEvents()).find(
      (e) => e.requestId === requestOf.get(single.id) && e.kind === 'APPROVED',
    )!;
    const latencies = ((await workers.arrivals([singleEvent.id])).get(singleEvent.id) ?? [])
      .map((at) => at - sent)
      .sort((a, b) => a - b);

    // A burst of approvals spread over one second, then the time until the last client has all of them.
    const burst = async (people: typeof requesters, during?: { at: number; action: () => void }) => {
      const begun = now();
      const failed: typeof requesters = [];
      await Promise.all(
        people.map(async (person, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i * 1000) / people.length));
          if (during && i === during.at) during.action();
          await approve(person).catch(() => failed.push(person));
        }),
      );
      return { begun, failed, answeredMs: now() - begun };
    };
    const burstPeople = requesters.slice(1, 1 + BURST);
    const first = await burst(burstPeople);
    if (first.failed.length) throw new Error(`${first.failed.length} approvals of the burst failed`);
    const firstComplete = await everyoneHasEverything('the burst');
    const lastArrival = async (requestIds: Set<string>) => {
      const ids = (await loggedEvents())
        .filter((e) => requestIds.has(e.requestId) && e.kind === 'APPROVED')
        .map((e) => e.id);
      const times = await workers!.arrivals(ids);
      return {
        events: ids.length,
        last: Math.max(...[...times.values()].flat()),
        deliveries: [...times.values()].flat().length,
      };
    };
    const firstDone = await lastArrival(new Set(burstPeople.map((p) => requestOf.get(p.id)!)));

    // The same again, with replica A killed halfway through; approvals it swallowed are sent again.
    const killedPeople = requesters.slice(1 + BURST);
    const killedAtSockets = await metric(replicas[0], 'leavewise_websocket_connections');
    let killedAt = 0;
    // The survivor's descriptors while it takes over, per process, sampled until every event has arrived.
    const survivors = replicas[1].processes;
    const mostDescriptors = survivors.map(() => 0);
    // And the accept queues of nginx's listener and of the survivors': where connections wait, or are dropped.
    const listeners = [Number(new URL(nginx.url).port), ...survivors.map((p) => Number(new URL(p.url).port))];
    const fullestQueues = listeners.map(() => ({ queued: 0, limit: 0 }));
    const sampleDescriptors = () => {
      survivors.forEach((p, i) => (mostDescriptors[i] = Math.max(mostDescriptors[i], openDescriptors(p.child.pid!))));
      acceptQueues(listeners).forEach(({ queued, limit }, i) => {
        fullestQueues[i] = { queued: Math.max(fullestQueues[i].queued, queued), limit };
      });
    };
    const sampler = setInterval(sampleDescriptors, 250);
    const nginxLogBefore = nginx.errorLog().length;
    // The longest event-loop block of each surviving process (prom-client starts it afresh at each scrape).
    const longestBlock = () =>
      Promise.all(survivors.map((p) => processMetric(p.url, 'leavewise_nodejs_eventloop_lag_max_seconds')));
    await longestBlock();
    const overflowsBefore = listenOverflows();
    const second = await burst(killedPeople, {
      at: BURST / 2,
      action: () => {
        killedAt = now();
        replicas[0].kill();
      },
    });
    // Sent again until answered; CONFLICT means the first one had committed after all.
    for (const person of second.failed)
      for (let attempt = 0; attempt < 5; attempt++) {
        const error = await approve(person).then(
          () => null,
          (e: Error) => e.message,
        );
        if (error === null || error.includes('CONFLICT')) break;
      }
    const secondComplete = await everyoneHasEverything('the burst with a replica killed');
    clearInterval(sampler);
    sampleDescriptors();
    const takeoverFailures = upstreamFailures(nginx.errorLog().slice(nginxLogBefore));
    const takeoverOverflows = listenOverflows() - overflowsBefore;
    const takeoverBlocks = await longestBlock();
    const secondDone = await lastArrival(new Set(killedPeople.map((p) => requestOf.get(p.id)!)));

    // Every client: exactly the events it may see, each once, in log order, across its reconnections.
    const reports = (await workers.ask<Extract<FromWorker, { type: 'report' }>>({ type: 'report' })).flatMap(
      (r) => r.clients,
    );
    const verdict = verify(org, await loggedEvents(), reports);

    const rows: [string, string][] = [
      [
        'subscribed (A + B)',
        `${perReplica.join(' + ')} in ${ms(connectMs)} (by process: ${replicas.map((r, i) => r.processes.map((p, k) => `${p.name} ${perProcess[i][k]}`).join(', ')).join(', ')})`,
      ],
      [
        'memory per connection',
        replicas
          .map(
            (r, i) =>
              `${r.name} ${MB(rssBefore[i])} → ${MB(rssAfter[i])}: ${((rssAfter[i] - rssBefore[i]) / 1024 / Math.max(1, perReplica[i])).toFixed(1)} KiB`,
          )
          .join('; '),
      ],
      [
        'one approval: receivers',
        `${latencies.length} of ${org.audienceOf(single.id).length} who may see it (mutation answered in ${ms(approvalMs)})`,
      ],
      [
        'one approval: p50 / p99 / max',
        `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(latencies.at(-1)!)} — target p99 < ${TARGET_P99_MS} ms ${percentile(latencies, 99) < TARGET_P99_MS ? 'met' : 'MISSED'}`,
      ],
      [
        'burst of 100 in 1 s',
        `${firstDone.events} approvals, ${firstDone.deliveries} deliveries; ${firstComplete ? '' : 'INCOMPLETE: '}last client complete ${ms(firstDone.last - first.begun)} after the first approval (the last approval answered after ${ms(first.answeredMs)})`,
      ],
      [
        'burst with A killed',
        `${secondDone.events} approvals (${second.failed.length} sent again after a 502), ${secondDone.deliveries} deliveries; ${secondComplete ? '' : 'INCOMPLETE: '}last client complete ${ms(secondDone.last - second.begun)} after the first approval`,
      ],
      [
        'reconnected',
        `${verdict.reconnected} clients (A held ${killedAtSockets}); close → resubscribed p50 ${ms(verdict.reconnectP50)}, max ${ms(verdict.reconnectMax)}, after kill: last resubscribed ${ms(verdict.lastResubscribed - killedAt)}`,
      ],
      [
        'nginx during the takeover',
        `${takeoverFailures.noLiveUpstreams} answered "no live upstreams", ${takeoverFailures.connectTimedOut} connects timed out, ` +
          `${takeoverFailures.refused} refused; ${takeoverOverflows} connections dropped by full accept queues (whole machine)`,
      ],
      [
        'accept queues, fullest',
        ['nginx', ...survivors.map((p) => p.name)]
          .map((name, i) => `${name} ${fullestQueues[i].queued} of ${fullestQueues[i].limit}`)
          .join(', '),
      ],
      [
        'event loop during the takeover',
        `blocked at most ${survivors.map((p, i) => `${ms(takeoverBlocks[i] * 1000)} in ${p.name}`).join(', ')}`,
      ],
      [
        'descriptors after the kill',
        `at most ${survivors.map((p, i) => `${mostDescriptors[i]} in ${p.name}`).join(', ')} (limit ${fileLimit} per process)`,
      ],
      [
        'every client, every event',
        `${verdict.clients} clients, ${verdict.delivered} deliveries: ${verdict.missing} missing, ${verdict.duplicates} duplicate, ${verdict.extra} not theirs, ${verdict.outOfOrder} out of order — ${verdict.ok ? 'exactly once, in order' : 'FAILED'}`,
      ],
      [
        'errors the server sent',
        verdict.withErrors
          ? `${verdict.withErrors} clients: ${verdict.errors.map(([error, count]) => `${count}× ${error}`).join('; ')}`
          : 'none',
      ],
    ];
    say('');
    for (const [label, value] of rows) say(`${label.padEnd(32)} ${value}`);
    if (!secondComplete)
      say(
        `\nThe surviving replica did not take over ${killedAtSockets} clients within ${WAIT_MS / 1000} s: each resubscription ` +
          `signs in and reads the log, all at once; this machine has ${cpus().length} cores at load average ${loadavg()[0].toFixed(1)}. ` +
          `CPU binds here before the open-file limit: a smaller SIZE completes.`,
      );
    if (maxSize < TARGET_SIZE)
      say(
        `\nThe target size is ${TARGET_SIZE}; this run was ${size}${limits.length ? ` (${limits.join('; ')})` : ''}.`,
      );
    say(
      `\nLatency: from sending the mutation (through nginx) to the event arriving at each client process. Run took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
    if (!verdict.ok) {
      for (const line of verdict.examples) console.error(line);
      process.exitCode = 1;
    }
  } finally {
    clearTimeout(guard);
    if (workers) await Promise.race([workers.ask({ type: 'stop' }), new Promise((r) => setTimeout(r, 3000))]);
    for (const child of workers?.children ?? []) child.kill('SIGKILL');
    await db.end().catch(() => undefined);
    await nginx?.stop();
    await Promise.all(replicas.map((r) => r.stop()));
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
