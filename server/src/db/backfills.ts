import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../lib/ids';
import { componentLogger } from '../observability/logger';
import { MIGRATION_LOCK_KEY } from './lock';

const log = componentLogger('backfills');

/**
 * A one-off change to data (not to the schema): recomputing, filling a new column from old ones,
 * correcting rows. Backfills live here, apart from the migrations, and run after them; each runs once
 * per database (recorded in `data_backfills`), in its own transaction.
 */
export interface Backfill {
  /** Unique and stable: the record of it having run. */
  name: string;
  run(manager: EntityManager): Promise<Record<string, unknown> | void>;
}

/** The backfills, oldest first. */
export const BACKFILLS: Backfill[] = [
  {
    // HR was the HR department's managers and team leads (migration 1764900000300 made it a role):
    // they keep HR's powers under the role, keeping their manager flag. Administrators stay administrators.
    name: 'hr role',
    async run(manager) {
      const moved = returnedRows<{ id: string }>(
        await manager.query(
          `UPDATE users SET role = 'hr' WHERE lower(btrim(department)) = 'hr' AND role IN ('manager', 'team-lead') RETURNING id`,
        ),
      );
      return { people: moved.length };
    },
  },
];

export interface DataSettings {
  /** PROCESSING_TARGET_HOURS: what the summary triggers count as decided on target. */
  processingTargetHours: number;
}

/**
 * Runs pending backfills and brings configuration that data depends on into the database (the
 * processing target: when it changed, the summaries are recomputed with it). Under the migration lock,
 * so replicas starting together do it once. Returns what it did.
 */
export async function runBackfills(
  dataSource: DataSource,
  settings: DataSettings,
  backfills: Backfill[] = BACKFILLS,
): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const done: string[] = [];
  try {
    await runner.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK_KEY]);
    try {
      const applied = new Set(
        ((await runner.query(`SELECT name FROM data_backfills`)) as { name: string }[]).map((row) => row.name),
      );
      for (const backfill of backfills) {
        if (applied.has(backfill.name)) continue;
        await dataSource.transaction(async (manager) => {
          const details = (await backfill.run(manager)) ?? {};
          await manager.query(`INSERT INTO data_backfills (name, details) VALUES ($1, $2)`, [
            backfill.name,
            JSON.stringify(details),
          ]);
        });
        done.push(backfill.name);
      }
      const changed = await dataSource.transaction(async (manager) => {
        const rows = returnedRows<{ previous: number }>(
          await manager.query(
            `UPDATE analytics_settings s SET processing_target_hours = $1, updated_at = now()
             FROM (SELECT processing_target_hours AS previous FROM analytics_settings FOR UPDATE) p
             WHERE s.processing_target_hours <> $1 RETURNING p.previous`,
            [settings.processingTargetHours],
          ),
        );
        if (!rows.length) return null;
        await manager.query(`SELECT rebuild_leave_request_stats()`);
        return rows[0].previous;
      });
      if (changed !== null) done.push(`processing target ${changed} h → ${settings.processingTargetHours} h`);
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
  if (done.length) log.info({ done }, 'data backfilled');
  return done;
}
