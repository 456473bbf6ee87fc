/**
 * The queue spike behind the README's decision: the home-made queue (server/src/jobs) and pg-boss 10
 * side by side on one embedded Postgres, measuring what the product does with a queue: enqueue inside a
 * business transaction, then work the jobs off with one worker per process.
 *
 *   npm install --prefix /tmp/pgboss pg-boss@10.4.2   (pg-boss is not a dependency; the spike loads it if present)
 *   NODE_PATH=/tmp/pgboss/node_modules npx tsx --tsconfig server/tsconfig.json scripts/spike-queue.ts [--jobs 2000]
 */
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource } from '../server/src/database';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { migrate } from '../server/src/db/migrate';
import { JobQueue } from '../server/src/jobs/queue';

const JOBS = Number(process.argv[process.argv.indexOf('--jobs') + 1]) || 2000;

async function main(): Promise<void> {
  const pg = await startEmbeddedPostgres(mkdtempSync(join(tmpdir(), 'leavewise-spike-')), { persistent: false });
  const dataSource = createDataSource(pg.url, { poolSize: 10 });
  await dataSource.initialize();
  await migrate(dataSource);
  try {
    // Home-made queue: enqueue in the caller's transaction, drain with one worker.
    const queue = new JobQueue(dataSource, { pollMs: 10 });
    let done = 0;
    queue.register('spike', async () => void (done += 1));
    let started = performance.now();
    for (let i = 0; i < JOBS; i++)
      await dataSource.transaction((manager) => queue.enqueue(manager, 'spike', { i }, { singletonKey: `k${i}` }));
    const homeEnqueue = performance.now() - started;
    started = performance.now();
    await queue.drain();
    const homeWork = performance.now() - started;
    console.log(
      `home-made: enqueue ${JOBS} in ${homeEnqueue.toFixed(0)} ms (${((JOBS / homeEnqueue) * 1000).toFixed(0)}/s), work ${done} in ${homeWork.toFixed(0)} ms (${((done / homeWork) * 1000).toFixed(0)}/s)`,
    );

    let PgBoss: new (options: Record<string, unknown>) => {
      start(): Promise<unknown>;
      stop(options?: unknown): Promise<void>;
      createQueue(name: string): Promise<void>;
      send(name: string, data: object, options?: object): Promise<string | null>;
      work(name: string, options: object, handler: (jobs: unknown[]) => Promise<void>): Promise<string>;
    };
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional, installed for the spike only
      PgBoss = require('pg-boss');
    } catch {
      console.log('pg-boss is not installed: see the top of this file');
      return;
    }
    started = performance.now();
    const boss = new PgBoss({ connectionString: pg.url, max: 10, schedule: false, supervise: true });
    await boss.start();
    await boss.createQueue('spike');
    const bossStart = performance.now() - started;
    // pg-boss sends through its own pool; enqueueing inside the caller's transaction needs its `db`
    // option wired to that transaction's connection, which we would have to write per call site.
    started = performance.now();
    for (let i = 0; i < JOBS; i++) await boss.send('spike', { i }, { singletonKey: `k${i}` });
    const bossEnqueue = performance.now() - started;
    let bossDone = 0;
    started = performance.now();
    await new Promise<void>((resolve) => {
      // pg-boss 10 fetches one batch per polling interval (0.5 s at the least): with a batch of one it
      // works two jobs a second, so it gets batches of 50 here (the handler runs them one by one).
      void boss.work('spike', { batchSize: 50, pollingIntervalSeconds: 0.5 }, async (jobs) => {
        bossDone += jobs.length;
        if (bossDone >= JOBS) resolve();
      });
    });
    const bossWork = performance.now() - started;
    console.log(
      `pg-boss 10: start (creates its schema) ${bossStart.toFixed(0)} ms, enqueue ${JOBS} in ${bossEnqueue.toFixed(0)} ms (${((JOBS / bossEnqueue) * 1000).toFixed(0)}/s), work ${bossDone} in ${bossWork.toFixed(0)} ms (${((bossDone / bossWork) * 1000).toFixed(0)}/s)`,
    );
    const [{ tables }] = await dataSource.query(
      `SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'pgboss'`,
    );
    console.log(`pg-boss 10 keeps ${tables} tables in its own schema and its own pool of connections`);
    await boss.stop({ graceful: false, wait: false });
  } finally {
    await dataSource.destroy();
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
