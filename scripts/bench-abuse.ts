/**
 * What the heaviest work an ordinary account may ask for does to everyone else. On the large
 * organisation (5,000 people, 300,000 requests; generated here when the database is empty) and the
 * server started as deployed, each attack (its requests all at once) is sent again and again for three
 * seconds — the worst queries, exports and feed fetches of the security review — while one other
 * person sends `{ viewer { id } }` one after another.
 * For each it prints how the attack was answered and how long it took, the simple query's latency
 * meanwhile as a ratio to its unloaded median measured just before (the stall: typical and worst),
 * how long the server's event loop was blocked, its memory, and whether the process survived. The
 * first row sends nothing: the noise of the machine itself. Target: no stall above 2×, no process death.
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-abuse.ts [--repeat-seconds 3] [--limit-seconds 120] [--only feed]
 *
 * Uses DATABASE_URL, or the generator's embedded Postgres in $LARGE_ORG_DATA_DIR (port $LARGE_ORG_PORT).
 * It adds a 625-person team, a calendar feed URL and throttle resets to that database (idempotent).
 */
import 'reflect-metadata';
import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { ATTACKS, organisation, prepare, TEAM_SIZE } from './bench-abuse-attacks';
import { startBenchServer, type BenchServer } from './bench-server';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const LIMIT_SECONDS = Number(arg('limit-seconds', '120'));
/** Each attack is sent again as soon as it is answered, for at least this long. */
const REPEAT_SECONDS = Number(arg('repeat-seconds', '3'));
const ONLY = arg('only', '');
const PROBE = JSON.stringify({ query: '{ viewer { id } }' });
const METRICS_TOKEN = 'bench-abuse-metrics-token';

const ended = (child: BenchServer['child']) => child.exitCode !== null || child.signalCode !== null;

interface Answer {
  status: number;
  code?: string;
  bytes: number;
}

/** One HTTP request to the server under test; never rejects (a failure is an answer with status 0). */
function send(
  port: number,
  agent: Agent,
  options: { path: string; token?: string; body?: string; signal?: AbortSignal },
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.body ? 'POST' : 'GET',
        signal: options.signal,
        headers: {
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks);
          let code: string | undefined;
          if (/json/.test(String(res.headers['content-type'])) && text.length < 1_000_000)
            try {
              const body = JSON.parse(text.toString());
              code = body.errors?.[0]?.extensions?.code ?? body.code;
            } catch {
              code = 'UNPARSEABLE';
            }
          resolve({ status: res.statusCode ?? 0, code, bytes: text.length });
        });
        res.on('error', () => resolve({ status: 0, code: 'RESET', bytes: 0 }));
      },
    );
    req.on('error', (error) =>
      resolve({ status: 0, code: error.name === 'AbortError' ? 'ABORTED' : 'RESET', bytes: 0 }),
    );
    req.end(options.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** Resident memory of a process in MB (Linux; 0 elsewhere). */
function rssMb(pid: number | undefined): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** One simple query: its latency in ms, or null when it got no answer within `timeoutMs`. */
async function probe(port: number, agent: Agent, token: string, timeoutMs = 30_000): Promise<number | null> {
  const started = performance.now();
  const answer = await send(port, agent, {
    path: '/graphql',
    token,
    body: PROBE,
    signal: AbortSignal.timeout(Math.ceil(timeoutMs)),
  });
  return answer.status === 200 ? performance.now() - started : null;
}

/** Latencies (ms) of `count` simple queries sent one after another. */
async function probes(port: number, agent: Agent, token: string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) latencies.push((await probe(port, agent, token)) ?? NaN);
  return latencies.filter(Number.isFinite).sort((a, b) => a - b);
}

/** The longest the server's event loop was blocked since the last call (its /metrics, in ms). */
async function eventLoopLagMs(port: number): Promise<number> {
  const text = await new Promise<string>((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', () => resolve(''));
    req.end();
  });
  const match = /^leavewise_nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text);
  return match ? Number(match[1]) * 1000 : NaN;
}

async function main(): Promise<void> {
  const database = await organisation();
  const setup = await prepare(database.url);
  let server: BenchServer | undefined;
  /** Stops the server as a deployment would (SIGTERM), or kills it when it does not exit within 20 s. */
  const stopServer = async () => {
    if (!server || ended(server.child)) return;
    const { child } = server;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  };
  process.once('exit', () => server?.child.kill('SIGKILL'));
  try {
    console.log(
      `organisation: ${setup.people} people, ${setup.requests} leave requests; a ${TEAM_SIZE}-person team; each attack limited to ${LIMIT_SECONDS} s\n`,
    );
    const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const attackAgent = new Agent({ keepAlive: false, maxSockets: 64 });
    const stalls = { typical: 0, worst: 0 };
    const controlStalls: number[] = [];
    let deaths = 0;
    for (const attack of ATTACKS.filter((candidate) => !ONLY || candidate.name.includes(ONLY))) {
      if (!server || ended(server.child)) {
        server = await startBenchServer(database.url, { METRICS_TOKEN });
        await probes(server.port, probeAgent, setup.bystander, 200); // warm-up
      }
      const { port, child } = server;
      await setup.resetThrottles();
      const unloaded = await probes(port, probeAgent, setup.bystander, 100);
      await eventLoopLagMs(port); // starts the server's lag measurement afresh
      const abort = new AbortController();
      setMaxListeners(100, abort.signal);
      const limit = setTimeout(() => abort.abort(), LIMIT_SECONDS * 1000);
      let peakRss = rssMb(child.pid);
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(child.pid))), 100);
      const started = performance.now();
      let done = false;
      const requests = attack.requests(setup);
      let rounds = 0;
      // The attack's requests all at once, again and again (as an attacker would) for REPEAT_SECONDS.
      const repeat = async (): Promise<Answer[]> => {
        const all: Answer[] = [];
        do {
          rounds += 1;
          const sent = requests.map((r) =>
            send(port, attackAgent, { ...r, token: r.token || undefined, signal: abort.signal }),
          );
          all.push(...(await Promise.all(sent)));
        } while (performance.now() - started < REPEAT_SECONDS * 1000 && !abort.signal.aborted && !ended(child));
        return all;
      };
      const answers = (
        requests.length
          ? repeat()
          : new Promise<Answer[]>((resolve) => setTimeout(() => resolve([]), REPEAT_SECONDS * 1000))
      ).finally(() => (done = true));
      const loaded: number[] = [];
      while (!done && !ended(child)) {
        const began = performance.now();
        const remaining = Math.max(1, LIMIT_SECONDS * 1000 - (began - started));
        loaded.push((await probe(port, probeAgent, setup.bystander, remaining)) ?? performance.now() - began);
      }
      const results = await answers;
      const lag = ended(child) ? NaN : await eventLoopLagMs(port);
      const seconds = (performance.now() - started) / 1000;
      clearTimeout(limit);
      clearInterval(sampler);
      loaded.sort((a, b) => a - b);
      const survived = !ended(child) && (await probe(port, probeAgent, setup.bystander, 10_000)) !== null;
      if (!survived) deaths += 1;
      const counts = new Map<string, number>();
      for (const answer of results) {
        const key = `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      // The stall: the simple query's latency meanwhile, over its unloaded median (typical and worst).
      const base = percentile(unloaded, 50);
      const ratio = (ms: number) => `${ms.toFixed(1)} ms (${(ms / base).toFixed(1)}×)`;
      const typical = percentile(loaded, 50) / base;
      const worst = percentile(loaded, 100) / base;
      if (attack.control) controlStalls.push(typical);
      else if (results.length && Number.isFinite(typical)) {
        stalls.typical = Math.max(stalls.typical, typical);
        stalls.worst = Math.max(stalls.worst, worst);
      }
      const mb = results.length ? Math.max(...results.map((answer) => answer.bytes)) / 1e6 : 0;
      const answered = [...counts].map(([key, count]) => `${count} × ${key}`).join(', ') || 'nothing sent';
      console.log(
        [
          attack.name,
          `  sent ${rounds} time${rounds === 1 ? '' : 's'}, answered: ${answered} (largest ${mb.toFixed(1)} MB) in ${seconds.toFixed(1)} s${abort.signal.aborted ? ` (stopped at the ${LIMIT_SECONDS} s limit)` : ''}`,
          `  { viewer { id } } meanwhile, ${loaded.length} sent (unloaded p50 ${base.toFixed(1)} ms, p95 ${percentile(unloaded, 95).toFixed(1)} ms): ` +
            `p50 ${ratio(percentile(loaded, 50))}, p95 ${ratio(percentile(loaded, 95))}, worst ${ratio(percentile(loaded, 100))}`,
          `  server: event loop blocked at most ${lag.toFixed(0)} ms, peak ${peakRss.toFixed(0)} MB resident, ${survived ? 'survived' : 'DIED (restarted for the next attack)'}; ` +
            `stall ${Number.isFinite(typical) ? `${typical.toFixed(1)}× typical ${typical <= 2 ? 'ok' : 'OVER 2×'}, ${worst.toFixed(1)}× worst` : 'not measured'}`,
        ].join('\n'),
      );
      if (abort.signal.aborted) await stopServer(); // still busy with the attack: the next one starts afresh
    }
    console.log(
      `\nstall over all attacks: typical ${stalls.typical.toFixed(1)}× (target ≤ 2×: ${stalls.typical <= 2 ? 'met' : 'MISSED'}), ` +
        `worst single query ${stalls.worst.toFixed(1)}× (compare the machine's own noise, "nothing", above); ` +
        `process deaths: ${deaths} (target 0: ${deaths ? 'MISSED' : 'met'})`,
    );
    if (controlStalls.length)
      console.log(
        `ordinary traffic of the same shapes (the controls) stalls the same query ${controlStalls.map((x) => `${x.toFixed(1)}×`).join(' and ')}: ` +
          'one event loop shares its time between whoever is asking, so an attack is only worse than ordinary use above those figures',
      );
    probeAgent.destroy();
    attackAgent.destroy();
  } finally {
    await stopServer();
    await setup.close();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
