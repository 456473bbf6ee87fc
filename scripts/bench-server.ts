import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
/** The JWT secret benchmark servers sign with, so a benchmark can issue its own tokens. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

export interface BenchServer {
  port: number;
  child: ChildProcess;
}

/**
 * The server as deployed, in a process of its own (`node --import tsx server/src/main.ts`, production
 * mode, JSON logs, jobs off) on `databaseUrl`; resolves once it listens. BENCH_NODE_ARGS adds Node
 * options (e.g. --trace-gc), BENCH_PROFILE_DIR=/tmp/prof writes a CPU profile there, and
 * BENCH_SERVER_OUTPUT=/tmp/server.log keeps everything the server writes. A null `databaseUrl` starts it
 * as `npm start` does without one: embedded Postgres in `env.DATA_DIR`, migrated and seeded with the demo
 * organisation.
 */
export function startBenchServer(databaseUrl: string | null, env: Record<string, string> = {}): Promise<BenchServer> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR] : [];
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      ...profile,
      join(ROOT, 'server/src/main.ts'),
    ],
    {
      cwd: ROOT,
      env: {
        ...inherited,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        TSX_TSCONFIG_PATH: join(ROOT, 'server/tsconfig.json'),
        NODE_ENV: 'production',
        LOG_FORMAT: 'json',
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: BENCH_JWT_SECRET,
        RUN_JOBS: 'false',
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  if (process.env.BENCH_SERVER_OUTPUT) {
    const file = createWriteStream(process.env.BENCH_SERVER_OUTPUT, { flags: 'a' });
    child.stdout!.pipe(file);
    child.stderr!.pipe(file);
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      // Read (as a log shipper would) and drop the request log lines once started.
      if (timer.hasRef()) output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match && timer.hasRef()) {
        clearTimeout(timer);
        timer.unref();
        resolve({ port: Number(match[1]), child });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
