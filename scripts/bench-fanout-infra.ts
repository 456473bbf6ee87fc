// What the scale fan-out benchmark runs on: open-file limits, server processes as deployed, and nginx
// with the project's site configuration in a main context sized for tens of thousands of sockets.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_TEMPLATE, renderTemplate } from '../server/test/nginx';

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

/**
 * How many subscribers of `wanted` this machine can hold, and what limits it (the open-file limit,
 * raised as far as allowed, and the ephemeral ports). After a replica is killed the surviving one holds
 * every client's socket, and as many again while clients that were refused retry (each attempt holds a
 * descriptor until it closes); at 19,000 of 20,000 it ran out and refused reconnections for minutes.
 * nginx spreads its two connections per client over workers; client processes hold 2,500 each.
 */
export function fitToMachine(wanted: number): { size: number; fileLimit: number; limits: string[] } {
  const limits: string[] = [];
  const files = raiseOpenFileLimit(wanted * 2 + 1000);
  if (files.note)
    limits.push(`${files.note}: the replica that survives the kill holds every socket, and those of clients retrying`);
  const [lowPort, highPort] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const ephemeral = highPort - lowPort + 1;
  if (wanted > ephemeral)
    limits.push(
      `ephemeral ports: nginx reaches a replica from one address, so one replica holds at most ${ephemeral} sockets (ip_local_port_range); the surviving replica needs ${wanted}`,
    );
  const size = Math.min(wanted, Math.floor((files.limit - 1000) / 2), ephemeral);
  return { size, fileLimit: files.limit, limits };
}

export interface Replica {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** `server/src/main.ts` as the container runs it (`node --import tsx`), on `port`. */
export async function startReplica(name: string, port: number, env: Record<string, string>): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/src/main.ts')], {
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
  const replica: Replica = {
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
      return replica;
    if (Date.now() - started > 180_000) throw new Error(`${name} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
 * nginx with docker/nginx's site template as it is, inside a main context of the benchmark's own: the
 * stock `worker_connections 1024` would refuse the 1,025th socket (each WebSocket holds two: client and
 * upstream), so it gets room for every client twice, over as many workers as the file limit requires.
 */
export async function startScaleNginx(
  nginxPath: string,
  options: { listenPort: number; upstreams: [string, string]; clients: number; fileLimit: number },
): Promise<ScaleNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'leavewise-scale-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const site = renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    LEAVEWISE_API_1: options.upstreams[0],
    LEAVEWISE_API_2: options.upstreams[1],
    // reuseport: the kernel spreads connections evenly over the workers, so each stays within its file limit.
    LEAVEWISE_LISTEN: `127.0.0.1:${options.listenPort} reuseport`,
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
