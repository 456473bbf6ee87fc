/**
 * P6: how long `npm start` takes to serve, as a new user sees it and on a restart. The first run has
 * a fresh data directory (embedded Postgres initialised, migrated, demo seeded) and no web build; the
 * second starts again on the same directories. Each run counts from the command to the "running at"
 * line (which comes once the process is ready: migrated, listening, realtime listener up).
 *
 *   npx tsx scripts/bench-startup.ts        targets: first start < 15 s, restart < 5 s
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');

function start(env: Record<string, string>): Promise<{ ms: number; stop: () => Promise<void> }> {
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env, LOG_FORMAT: 'json', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not become ready:\n${output}`)), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/running at http/.test(output)) {
        clearTimeout(timer);
        const ms = performance.now() - began;
        resolve({
          ms,
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              process.kill(-child.pid!, 'SIGTERM');
            }),
        });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-startup-'));
  const env = {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    PORT: process.env.BENCH_PORT ?? '4830',
  };
  try {
    const first = await start(env);
    await first.stop();
    const restart = await start(env);
    await restart.stop();
    const verdict = (ms: number, target: number) =>
      `${(ms / 1000).toFixed(1)} s (target < ${target / 1000} s: ${ms < target ? 'met' : 'MISSED'})`;
    console.log(`first start (initdb, migrations, demo seed, web build): ${verdict(first.ms, 15_000)}`);
    console.log(`restart (same data, web build current):                 ${verdict(restart.ms, 5_000)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
