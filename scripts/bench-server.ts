import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/src/seeds/demo';

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

/** Stops a server started by startBenchServer; resolves once its process has exited. */
export function stopBenchServer(server: BenchServer): Promise<void> {
  return new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

/**
 * Signs the demo administrator in through GraphQL, as the login page does, and answers the session the web
 * client would store (web/src/lib/session.ts: the token and the viewer).
 */
export async function adminSession(origin: string): Promise<{ token: string; user: unknown }> {
  const admin = DEMO_USERS.find((user) => user.role === 'admin') ?? DEMO_USERS[0];
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) {
        token user { id email firstName lastName fullName department jobTitle workHours workAddress
          profileImageUrl role isAdmin isManager isHr isActive capabilities language manager { id fullName email } } } }`,
      variables: { email: admin.email, password: DEMO_PASSWORD },
    }),
  });
  const body = (await response.json()) as { data?: { login: { token: string; user: unknown } }; errors?: unknown };
  if (!body.data) throw new Error(`the administrator could not sign in: ${JSON.stringify(body.errors)}`);
  return body.data.login;
}

/**
 * A web build served as `npm start` serves it (embedded Postgres in `dataDir`, seeded with the demo
 * organisation), with the demo administrator's session for the pages behind sign-in.
 */
export async function startWebBuildServer(
  dataDir: string,
  webDist: string,
  env: Record<string, string> = {},
): Promise<{ server: BenchServer; origin: string; session: { token: string; user: unknown } }> {
  const server = await startBenchServer(null, { DATA_DIR: dataDir, WEB_DIST_DIR: webDist, ...env });
  const origin = `http://127.0.0.1:${server.port}`;
  return { server, origin, session: await adminSession(origin) };
}
