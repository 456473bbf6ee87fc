// What the scale fan-out benchmark runs on: open-file limits, server processes as deployed, and nginx
// with the project's site configuration in a main context sized for tens of thousands of sockets.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_TEMPLATE, renderTemplate, stopNginx } from '../server/test/nginx';

const ROOT = join(__dirname, '..');

/** The open-file limit of this process, as /proc reports it. */
export function openFileLimit(pid: number | 'self' = 'self'): { soft: number; hard: number } {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'))!;
  const [soft, hard] = line
    .replace('Max open files', '')
    .trim()
    .split(/\s+/)
    .map((v) => (v === 'unlimited' ? Number.POSITIVE_INFINITY : Number(v)));
  return { soft, hard };
}

/**
 * Node has no setrlimit: `prlimit` raises this process's open-file limit (children inherit it). Raising
 * the hard limit needs root (CAP_SYS_RESOURCE); otherwise the soft limit goes up to the hard one.
 * Returns the limit in force and, when it is below `wanted`, why.
 */
export function raiseOpenFileLimit(wanted: number): { limit: number; note: string | null } {
  const attempt = (value: number) => {
    try {
      execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${value}:${value}`], { stdio: 'pipe' });
      return null;
    } catch (error) {
      return String((error as { stderr?: Buffer }).stderr ?? (error as Error).message)
        .replace(/^prlimit: /, '')
        .trim();
    }
  };
  const current = openFileLimit();
  if (current.soft >= wanted) return { limit: current.soft, note: null }; // never lower it
  const refused = attempt(Math.max(wanted, Number.isFinite(current.hard) ? current.hard : wanted));
  if (refused) {
    const { hard } = openFileLimit();
    if (Number.isFinite(hard)) attempt(hard);
  }
  const { soft } = openFileLimit();
  return {
    limit: soft,
    note: soft >= wanted ? null : `open files: wanted ${wanted}, have ${soft} (prlimit: ${refused ?? 'no change'})`,
  };
}

/** Server processes per replica: two, as a container running two Node processes behind one name would. */
export const PROCESSES_PER_REPLICA = 2;
/** Descriptors a server process holds besides client sockets: Postgres pools, listeners, modules, logs. */
const PROCESS_BASE_FILES = 1000;

/**
 * Descriptors one process of the surviving replica needs after the kill: its share of every client's
 * socket, half as many again for clients retrying (each attempt holds one until it closes), and its own.
 */
const filesPerProcess = (clients: number, processes: number) =>
  Math.ceil((Math.ceil(clients / processes) * 3) / 2) + PROCESS_BASE_FILES;

/**
 * How many subscribers of `wanted` this machine can hold, and what limits it: the open-file limit per
 * process (raised as far as allowed) and the ephemeral ports. After replica A is killed the surviving
 * replica holds every client's socket, and more while clients retry; in one process, 19,000 of a
 * 20,000 limit ran out and refused reconnections for minutes. So each replica runs as `processes`
 * server processes, all of them nginx upstreams, and each holds its share. `binding` says plainly which
 * limit decides this layout and how it is worked around; `limits`, what cut the size (if anything).
 * nginx spreads its two connections per client over workers; client processes hold 2,500 each.
 */
export function fitToMachine(
  wanted: number,
  processes = PROCESSES_PER_REPLICA,
): { size: number; fileLimit: number; binding: string; limits: string[] } {
  const oneProcess = filesPerProcess(wanted, 1);
  const files = raiseOpenFileLimit(Math.max(filesPerProcess(wanted, processes), Math.min(oneProcess, 1 << 20)));
  const [lowPort, highPort] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const ephemeral = highPort - lowPort + 1;
  const fits = (size: number) =>
    filesPerProcess(size, processes) <= files.limit && Math.ceil(size / processes) <= ephemeral;
  let size = wanted;
  while (size > 0 && !fits(size)) size -= Math.max(1, Math.ceil(size / 200));
  const limits: string[] = [];
  if (filesPerProcess(wanted, processes) > files.limit)
    limits.push(
      `open files: ${files.limit} per process${files.note ? ` (${files.note})` : ''}, and each of the surviving replica's ${processes} processes would need ${filesPerProcess(wanted, processes)} (its share of every socket, half again for clients retrying, ${PROCESS_BASE_FILES} of its own)`,
    );
  if (Math.ceil(wanted / processes) > ephemeral)
    limits.push(
      `ephemeral ports: nginx reaches a server process from one address, so one process holds at most ${ephemeral} sockets (ip_local_port_range); each surviving process needs ${Math.ceil(wanted / processes)}`,
    );
  const binding =
    oneProcess <= files.limit
      ? `open files: ${files.limit} per process would hold one process per replica (${oneProcess} needed); each replica runs as ${processes} processes all the same, as at the target size`
      : `the open-file limit binds: ${files.limit} per process (${files.note ?? 'the hard limit'}); one process holding the surviving ` +
        `replica's ${wanted} sockets and the retries would need ${oneProcess}` +
        (processes > 1
          ? `. Worked around as a container running ${processes} server processes would: each replica is ${processes} processes, ` +
            `all nginx upstreams, so each needs about ${filesPerProcess(size, processes)} after the kill`
          : '');
  return { size, fileLimit: files.limit, binding, limits };
}

export interface ServerProcess {
  /** Its replica's letter and its number: A1, A2, B1, … */
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** A replica: server processes behind one name, killed together. */
export interface Replica {
  name: string;
  processes: ServerProcess[];
  /** SIGKILLs every process of the replica at once, as when its container dies. */
  kill(): void;
  output(): string;
  stop(): Promise<void>;
}

/** A replica of `ports.length` server processes (the first is ready before the others start: it migrates). */
export async function startReplica(name: string, ports: number[], env: Record<string, string>): Promise<Replica> {
  const letter = name.at(-1);
  const first = await startServerProcess(`${letter}1`, ports[0], env);
  const others = await Promise.all(ports.slice(1).map((port, i) => startServerProcess(`${letter}${i + 2}`, port, env)));
  const processes = [first, ...others];
  return {
    name,
    processes,
    kill: () => {
      for (const p of processes) p.child.kill('SIGKILL');
    },
    output: () => processes.map((p) => `${p.name}:\n${p.output().slice(-3000)}`).join('\n'),
    stop: async () => {
      await Promise.all(processes.map((p) => p.stop()));
    },
  };
}

/** `server/src/main.ts` as the container runs it (`node --import tsx`), on `port`. */
export async function startServerProcess(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  // BENCH_PROFILE_DIR: a CPU profile of each process, written there when it stops (not when killed).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...profile, join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: join(ROOT, 'server/tsconfig.json'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'leavewise-scale-')),
      WEB_DIST_DIR: '/nonexistent',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    name,
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
  // Ready when its readiness probe says so (migrations done, event log read), as an orchestrator waits.
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${url}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    if (Date.now() - started > 180_000) throw new Error(`${name} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Open descriptors of a process (0 once it is gone). */
export function openDescriptors(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

/**
 * Connections the kernel dropped because a listener's accept queue was full (TcpExt ListenOverflows,
 * for the whole machine: other programs' listeners count too). nginx's connect to such a listener times out.
 */
export function listenOverflows(): number {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const names = lines.find((l) => l.startsWith('TcpExt:'))!.split(/\s+/);
  const values = lines.filter((l) => l.startsWith('TcpExt:'))[1].split(/\s+/);
  return Number(values[names.indexOf('ListenOverflows')] ?? 0);
}

/**
 * The accept queues of the sockets listening on `ports` (ss: Recv-Q of a listener is what waits to be
 * accepted, Send-Q its limit), the fullest when several listen on one port (nginx's workers, reuseport).
 */
export function acceptQueues(ports: number[]): { queued: number; limit: number }[] {
  const found = ports.map(() => ({ queued: 0, limit: 0 }));
  for (const line of execFileSync('ss', ['-Hltn'], { encoding: 'utf8' }).split('\n')) {
    const [, queued, limit, local] = line.trim().split(/\s+/);
    const at = ports.indexOf(Number(local?.slice(local.lastIndexOf(':') + 1)));
    if (at < 0) continue;
    found[at].queued = Math.max(found[at].queued, Number(queued));
    found[at].limit = Math.max(found[at].limit, Number(limit));
  }
  return found;
}

/** How often each of the upstream failures the takeover depends on appears in an nginx error log. */
export function upstreamFailures(log: string): { noLiveUpstreams: number; connectTimedOut: number; refused: number } {
  const count = (pattern: RegExp) => log.match(pattern)?.length ?? 0;
  return {
    noLiveUpstreams: count(/no live upstreams/g),
    connectTimedOut: count(/timed out \(110: Connection timed out\) while connecting to upstream/g),
    refused: count(/\(111: Connection refused\) while connecting to upstream/g),
  };
}

/** Resident memory of a process in bytes (VmRSS). */
export function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

export interface ScaleNginx {
  url: string;
  child: ChildProcess;
  workers: number;
  workerConnections: number;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * The site template with its upstream line of each replica (`server ${LEAVEWISE_API_n} …`) repeated for
 * each of that replica's processes, with the same parameters; the rest of the template stays as it is.
 */
export function upstreamPerProcess(template: string, upstreams: string[][]): string {
  let replaced = 0;
  const site = template.replace(
    /^(.*)\$\{LEAVEWISE_API_([12])\}(.*)$/gm,
    (_line, before: string, n: string, after: string) => {
      replaced += 1;
      return upstreams[Number(n) - 1].map((address) => `${before}${address}${after}`).join('\n');
    },
  );
  if (replaced !== upstreams.length)
    throw new Error(
      `the nginx template has ${replaced} upstream lines, expected one per replica (${upstreams.length})`,
    );
  return site;
}

/**
 * nginx with docker/nginx's site template as it is (but an upstream line per server process), inside a
 * main context of the benchmark's own: the
 * stock `worker_connections 1024` would refuse the 1,025th socket (each WebSocket holds two: client and
 * upstream), so it gets room for every client twice, over as many workers as the file limit requires.
 */
export async function startScaleNginx(
  nginxPath: string,
  options: { listenPort: number; upstreams: [string[], string[]]; clients: number; fileLimit: number },
): Promise<ScaleNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'leavewise-scale-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const site = renderTemplate(upstreamPerProcess(readFileSync(NGINX_TEMPLATE, 'utf8'), options.upstreams), {
    // reuseport: the kernel spreads connections evenly over the workers, so each stays within its file limit.
    // backlog: thousands of clients reconnect at once when a replica dies; nginx's default accept queue
    // (511) was all but full at 4,000 clients, and a dropped connection waits seconds for its SYN to be resent.
    LEAVEWISE_LISTEN: `127.0.0.1:${options.listenPort} reuseport backlog=4096`,
    LEAVEWISE_ACCESS_LOG: 'off',
  }).replace(/access_log off leavewise;/, 'access_log off;');
  writeFileSync(join(dir, 'leavewise.conf'), site);
  // Each WebSocket holds two connections in nginx; a worker's are bounded by the file limit (a third spare).
  const perWorker = options.fileLimit - 1000;
  const workers = Math.max(1, Math.ceil((options.clients * 2 * 1.3) / perWorker));
  const workerConnections = Math.min(perWorker, Math.ceil((options.clients * 2 * 1.3) / workers) + 1024);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes ${workers};
worker_rlimit_nofile ${options.fileLimit};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections ${workerConnections}; multi_accept on; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/leavewise.conf;
}
`,
  );
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const child = spawn(nginxPath, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${options.listenPort}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errorLog()}`);
    if (
      await fetch(`${url}/nginx-health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 15_000) throw new Error(`nginx did not start: ${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    workers,
    workerConnections,
    errorLog,
    stop: () => stopNginx(child, dir),
  };
}
