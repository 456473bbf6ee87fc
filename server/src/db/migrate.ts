import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { componentLogger } from '../observability/logger';
import { processingTargetHoursFromEnv } from '../config';
import { runBackfills } from './backfills';
import { openDataSource } from './data-source';
import { MIGRATION_LOCK_KEY } from './lock';

const log = componentLogger('migrations');

export { MIGRATION_LOCK_KEY } from './lock';

/**
 * Applies pending schema migrations (data backfills run after them: db/backfills.ts) under a Postgres advisory lock, so
 * replicas starting at once, or a migration job beside them, migrate once: the others wait for the lock,
 * then find nothing left to do. Returns the names applied by this call.
 */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/** Names of this build's migrations that the database has not applied (empty: the schema is current). */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const known = dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
  const rows = (await dataSource.query(`SELECT name FROM migrations`).catch(() => [])) as { name: string }[];
  const applied = new Set(rows.map((row) => row.name));
  return known.filter((name) => !applied.has(name));
}

/**
 * `npm run migrate --workspace server`: migrates DATABASE_URL once, runs the data backfills
 * (db/backfills.ts) with PROCESSING_TARGET_HOURS, and exits (the compose migration job).
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  // Migrations and backfills are SQL: the migration job maps no table.
  const dataSource = openDataSource(url, [], { poolSize: 2 });
  await dataSource.initialize();
  try {
    const applied = await migrate(dataSource);
    log.info({ applied }, applied.length ? 'migrations applied' : 'the schema is current');
    await runBackfills(dataSource, { processingTargetHours: processingTargetHoursFromEnv() });
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    log.fatal({ err: error }, 'migration failed');
    process.exitCode = 1;
  });
}
