import 'reflect-metadata';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDataSource } from './db/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoOrganisation } from './db/seeds/demo';
import { startBackgroundWork } from './jobs/background';
import { createServices } from './services';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Starting embedded Postgres in ${config.dataDir} ...`);
    embedded = await startEmbeddedPostgres(config.dataDir);
    databaseUrl = embedded.url;
  }
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length) console.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);

  const services = createServices(dataSource, config);
  const seeded = embedded ? await seedDemoOrganisation(dataSource, services) : false;
  const app = await createApp(services);
  const port = await app.listen(config.port, config.host);
  const background = config.runJobs ? startBackgroundWork(services) : undefined;

  const url = `http://localhost:${port}`;
  console.log(`\nLeavewise is running at ${url}  (GraphQL: ${url}/graphql)`);
  if (embedded) {
    console.log(`Demo organisation${seeded ? ' seeded' : ''}; every demo login uses the password "${DEMO_PASSWORD}":`);
    for (const user of DEMO_USERS)
      console.log(
        `  ${user.role.padEnd(9)} ${user.email.padEnd(32)} ${user.firstName} ${user.lastName}, ${user.jobTitle}`,
      );
  } else {
    console.log('Using DATABASE_URL; nothing was seeded. The first account registered becomes the administrator.');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, shutting down ...`);
    await background?.stop();
    await app.close();
    await dataSource.destroy();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('Leavewise failed to start:', error);
  process.exit(1);
});
