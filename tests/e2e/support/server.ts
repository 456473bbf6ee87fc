import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the server (`server/src/main.ts`, what `npm start` runs, serving the web build already made)
 * on a free port with a fresh DATA_DIR, so its embedded Postgres is new and seeded with the demo
 * organisation. `env` is the whole environment it runs with: nothing of this process's configuration
 * (SMTP, single sign-on) leaks in unless passed.
 */
export async function startServer(
  env: Record<string, string>,
  { port: chosen, dataDir: given }: { port?: number; dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'leavewise-e2e-'));
  // Embedded Postgres runs as the postgres user when started as root: it must reach the folder.
  chmodSync(dataDir, 0o755);
  const port = chosen ?? (await freePort());
  const server: ChildProcess = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(repoRoot, 'server'),
    // bcrypt's least cost (PASSWORD_HASH_COST): the browser tests sign in hundreds of times.
    env: { PASSWORD_HASH_COST: '4', ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Leavewise is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });

  const stop = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        try {
          process.kill(-server.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
        resolve();
      }, 20_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        clearTimeout(timer);
        resolve();
      }
    }).then(() => {
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    });

  return { baseUrl: `http://127.0.0.1:${port}`, port, dataDir, stop };
}

/** The environment a started server keeps from this process: what it needs to run, no configuration. */
export function baseEnvironment(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'USER', 'LANG', 'TMPDIR', 'NODE_OPTIONS', 'CHROME_PATH'];
  return Object.fromEntries(keep.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
}
