import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDataSource } from './database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import { runBackfills } from './db/backfills';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoOrganisation } from './seeds/demo';
import { startBackgroundWork } from './kernel/background';
import { componentLogger } from './observability/logger';
import { createServices } from './services';

const log = componentLogger('main');

/** Everything is stopped and the process exits within this long after SIGTERM, whatever hangs. */
export const SHUTDOWN_DEADLINE_MS = 14_000;
/** A job still running this long after SIGTERM is released to another replica. */
const JOB_GRACE_MS = 9_000;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    log.info({ dataDir: config.dataDir }, 'starting embedded Postgres');
    embedded = await startEmbeddedPostgres(config.dataDir);
    databaseUrl = embedded.url;
  }
  const dataSource = createDataSource(databaseUrl, {
    poolSize: config.databasePoolSize,
    readPipelines: config.databaseReadPipelines,
  });
  await dataSource.initialize();
  if (config.migrateOnStart !== false) {
    const applied = await migrate(dataSource);
    if (applied.length) log.info({ applied }, 'migrations applied');
    // Data backfills and the data settings that come from configuration, after the schema.
    await runBackfills(dataSource, { processingTargetHours: config.processingTargetHours ?? 48 });
  }

  // Analysts' reading (analytics, reports, custom reports, exports) goes to the read replica when set.
  let replica: DataSource | undefined;
  if (config.databaseReplicaUrl) {
    replica = createDataSource(config.databaseReplicaUrl, { poolSize: 10, applicationName: 'leavewise-replica' });
    await replica.initialize();
    log.info('analytics, reports and exports read from DATABASE_REPLICA_URL');
  }
  const services = createServices(dataSource, config, undefined, replica);
  const seeded = embedded ? await seedDemoOrganisation(dataSource, services) : false;
  const app = await createApp(services);
  const port = await app.listen(config.port, config.host);
  // Announce readiness once the realtime listener is in place (readiness checks it too).
  await services.events.ready().catch((error: Error) => log.warn({ err: error }, 'realtime listener not ready yet'));
  // Stamps, reads and dispatches events that the immediate path after a commit left behind.
  services.events.start();
  const background = config.runJobs ? startBackgroundWork(services) : undefined;

  const url = `http://localhost:${port}`;
  const readyInMs = Math.round(performance.now() - started);
  log.info({ url, graphql: `${url}/graphql`, readyInMs, runJobs: config.runJobs }, `Leavewise is running at ${url}`);
  if (embedded) {
    log.info(
      { logins: DEMO_USERS.map((user) => `${user.role} ${user.email}`) },
      `Demo organisation${seeded ? ' seeded' : ''}: the demo logins in the README share one password`,
    );
    // The demo password is public (README); it goes to the terminal, never into a log line.
    if (process.stdout.isTTY) {
      process.stdout.write(`\nEvery demo login uses the password "${DEMO_PASSWORD}":\n`);
      for (const user of DEMO_USERS)
        process.stdout.write(
          `  ${user.role.padEnd(9)} ${user.email.padEnd(32)} ${user.firstName} ${user.lastName}, ${user.jobTitle}\n`,
        );
    }
  } else {
    log.info('Using DATABASE_URL; nothing was seeded. The first account registered becomes the administrator.');
  }

  let stopping = false;
  /**
   * Graceful shutdown: readiness answers 503 at once; the listener closes (a load balancer sends new
   * connections elsewhere); WebSockets close with 1012 so clients reconnect through it; in-flight HTTP
   * requests finish; a running job finishes or is released; then the process exits, within 15 s.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      log.error({ signal }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    const begun = performance.now();
    log.info({ signal }, 'shutting down: draining requests, sockets and jobs');
    services.health.beginDrain();
    const delay = config.shutdownDelayMs ?? 0;
    try {
      await Promise.all([
        background?.stop({ graceMs: JOB_GRACE_MS }),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => app.close()),
      ]);
      await dataSource.destroy();
      await replica?.destroy();
      await embedded?.stop();
      log.info({ signal, tookMs: Math.round(performance.now() - begun) }, 'stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  log.fatal({ err: error }, 'Leavewise failed to start');
  process.exit(1);
});
