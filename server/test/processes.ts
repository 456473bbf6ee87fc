import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig } from './harness';

const ROOT = join(__dirname, '../..');

/**
 * How long a server process may take to print its start line. It compiles the server's TypeScript as it
 * loads: alone that takes seconds, but beside the browser shards on two cores, two processes starting
 * together have taken over a minute before their first line.
 */
const START_TIMEOUT_MS = 150_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts `server/src/main.ts` as its own Node process on `databaseUrl` (which seeds nothing) on a free
 * port, with the test JWT secret so tokens from the in-process test app are valid there too. Without
 * a URL (null) it runs as `npm start` does: on its embedded Postgres in DATA_DIR, seeding the demo.
 */
export function startServerProcess(
  databaseUrl: string | null,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  // `node --import tsx` as the container runs it: signals reach the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...inherited,
      ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
      TSX_TSCONFIG_PATH: join(ROOT, 'server/tsconfig.json'),
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: testConfig().jwtSecret,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'leavewise-proc-')),
      WEB_DIST_DIR: '/nonexistent',
      // JSON lines at info, whatever the test runner's own level: tests read the start line.
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server process did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          child,
          output: () => output,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
              setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited with ${code}:\n${output}`));
    });
  });
}
