import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
/** The nginx configuration compose.yaml mounts into the official image: the tests run the same file. */
export const NGINX_TEMPLATE = join(ROOT, 'docker/nginx/templates/leavewise.conf.template');

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

function runs(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    execFileSync(path, ['-v'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

function mayInstallPackages(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    if (process.getuid?.() === 0) return true;
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds nginx for the multi-replica test, as tests/e2e/support/chromium.ts finds Chromium: `NGINX_PATH`;
 * a system nginx; otherwise Debian's `nginx` package when this user may install packages (the service
 * the package may start is stopped again: the test runs its own nginx). Returns null, with the reasons,
 * when none can be had, so the test can say why it is skipped.
 */
export function findNginx(): { path: string; reason?: undefined } | { path: null; reason: string } {
  const configured = process.env.NGINX_PATH;
  if (configured) {
    if (runs(configured)) return { path: configured };
    return { path: null, reason: `NGINX_PATH is set to ${configured}, which does not run` };
  }
  const system = CANDIDATES.find(runs);
  if (system) return { path: system };
  if (!mayInstallPackages())
    return {
      path: null,
      reason: 'nginx is not installed and this user may not install Debian packages (not root, no sudo, or no apt-get)',
    };
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const [command, ...rest] = asRoot ? args : ['sudo', '-n', ...args];
    execFileSync(command, rest, {
      stdio: 'ignore',
      timeout: 300_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  try {
    process.stderr.write("Installing Debian's nginx package for the multi-replica test ...\n");
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx']);
  } catch (error) {
    return { path: null, reason: `apt-get install nginx failed: ${(error as Error).message}` };
  }
  // Where no policy forbids it, the package starts its own service on port 80: stop it.
  try {
    run(['sh', '-c', 'test -f /run/nginx.pid && /usr/sbin/nginx -s quit || true']);
  } catch {
    // nothing was started
  }
  const installed = CANDIDATES.find(runs);
  return installed
    ? { path: installed }
    : { path: null, reason: "Debian's nginx package installed, but no nginx runs" };
}

/** A port nothing listens on at the moment (for nginx and server processes a test starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Substitutes `${NAME}` for the given names only, as the official image's envsubst step does with its filter. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface RunningNginx {
  url: string;
  child: ChildProcess;
  errorLog(): string;
  accessLog(): string;
  stop(): Promise<void>;
}

/** Runs nginx in the foreground with the docker/ template rendered for the given upstreams. */
export async function startNginx(
  nginxPath: string,
  options: { listenPort: number; upstreams: [string, string] },
): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'leavewise-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777); // workers run as nobody when the master is root
  }
  const site = renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    LEAVEWISE_API_1: options.upstreams[0],
    LEAVEWISE_API_2: options.upstreams[1],
    LEAVEWISE_LISTEN: `127.0.0.1:${options.listenPort}`,
    LEAVEWISE_ACCESS_LOG: join(dir, 'access.log'),
  });
  writeFileSync(join(dir, 'leavewise.conf'), site);
  // The main context the official image's nginx.conf provides, with everything in this temp directory.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
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
  const readLog = (name: string) => {
    try {
      return readFileSync(join(dir, name), 'utf8');
    } catch {
      return '';
    }
  };
  const errorLog = () => readLog('error.log');
  const child = spawn(nginxPath, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${options.listenPort}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${output}\n${errorLog()}`);
    try {
      if ((await fetch(`${url}/nginx-health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 15_000) throw new Error(`nginx did not start: ${output}\n${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    errorLog,
    accessLog: () => readLog('access.log'),
    stop: () => stopNginx(child, dir),
  };
}

/** Stops nginx gracefully (killed after 5 s), then removes its folder: configuration, temporary files, logs. */
export async function stopNginx(child: ChildProcess, dir: string): Promise<void> {
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGQUIT');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
  rmSync(dir, { recursive: true, force: true });
}
