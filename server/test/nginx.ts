import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
/** The nginx configuration compose.yaml mounts into the official image: the tests run the same file. */
export const NGINX_TEMPLATE = join(ROOT, 'docker/nginx/templates/leavewise.conf.template');
/** What docker/compose.tls.yaml mounts for HTTPS with HTTP/2: the template includes it. */
export const NGINX_TLS_SNIPPET = join(ROOT, 'docker/nginx/tls.conf');

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

/** nginx's version, e.g. [1, 22, 1] (`nginx -v` prints it on stderr). */
export function nginxVersion(nginxPath: string): number[] {
  const { stderr } = spawnSync(nginxPath, ['-v'], { encoding: 'utf8', timeout: 10_000 });
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr ?? '');
  if (!match) throw new Error(`nginx -v printed no version: ${stderr}`);
  return match.slice(1).map(Number);
}

/**
 * docker/nginx/tls.conf as it would be mounted, for a test's port and certificate. The file is written
 * for the compose image's nginx (1.27: `http2 on;`); an nginx older than 1.25.1 (Debian 12 has 1.22)
 * knows HTTP/2 only as a parameter of `listen`, so there it is moved there.
 */
export function renderTlsSnippet(
  version: number[],
  options: { address: string; certificate: string; key: string },
): string {
  const [major, minor, patch] = version;
  const modern = major > 1 || minor > 25 || (minor === 25 && patch >= 1);
  let snippet = readFileSync(NGINX_TLS_SNIPPET, 'utf8')
    .replace(/^listen 8443 /m, `listen ${options.address} `)
    .replace('/etc/nginx/certs/fullchain.pem', options.certificate)
    .replace('/etc/nginx/certs/privkey.pem', options.key);
  if (!modern) snippet = snippet.replace(/^http2 on;\n/m, '').replace(/^(listen [^;]*) ssl/m, '$1 ssl http2');
  if (!snippet.includes(options.certificate) || !snippet.includes(options.key) || !snippet.includes(options.address))
    throw new Error('docker/nginx/tls.conf no longer has the listen and certificate lines web tests expect');
  return snippet;
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made with openssl in `dir`: answers the paths of
 * the certificate and its key, or null when openssl is not installed.
 */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } | null {
  const certificate = join(dir, 'fullchain.pem');
  const key = join(dir, 'privkey.pem');
  try {
    execFileSync(
      'openssl',
      [
        ...'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost'.split(' '),
        ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', certificate],
      ],
      { stdio: 'ignore', timeout: 30_000 },
    );
  } catch {
    return null;
  }
  return { certificate, key };
}

export interface RunningNginx {
  url: string;
  /** The HTTPS (HTTP/2) address, when started with `tls`. */
  httpsUrl?: string;
  child: ChildProcess;
  errorLog(): string;
  accessLog(): string;
  stop(): Promise<void>;
}

/** Runs nginx in the foreground with the docker/ template rendered for the given upstreams. */
export async function startNginx(
  nginxPath: string,
  options: {
    listenPort: number;
    upstreams: [string, string];
    /** Also HTTPS with HTTP/2 on this port, with docker/nginx/tls.conf and this certificate. */
    tls?: { port: number; certificate: string; key: string };
  },
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
  // The template includes leavewise-tls/*.conf beside nginx.conf: empty unless HTTPS is asked for.
  mkdirSync(join(dir, 'leavewise-tls'));
  if (options.tls) {
    writeFileSync(
      join(dir, 'leavewise-tls/tls.conf'),
      renderTlsSnippet(nginxVersion(nginxPath), {
        address: `127.0.0.1:${options.tls.port}`,
        certificate: options.tls.certificate,
        key: options.tls.key,
      }),
    );
  }
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
    httpsUrl: options.tls ? `https://127.0.0.1:${options.tls.port}` : undefined,
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
