/**
 * Bulk import: 10,000 people (a hundred managers among them, named before their own rows) read,
 * dry-run and applied in one transaction, then the same file applied again (nothing changes), in an
 * embedded Postgres of its own. The baseline, measured in the same run, is reading the file alone.
 * Prints each step's time and its ratio to the baseline; the target is under 60 s for the dry run and
 * the apply each.
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-imports.ts [--rows 10000]
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../server/src/config';
import { createDataSource } from '../server/src/database';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { readImportFile } from '../server/src/modules/imports/import-file';
import { createServices } from '../server/src/services';
import { UserEntity } from '../server/src/modules/users/user.entity';
import { BENCH_JWT_SECRET } from './bench-server';

const index = process.argv.indexOf('--rows');
const ROWS = index >= 0 ? Number(process.argv[index + 1]) : 10_000;

function peopleCsv(rows: number): string {
  const lines = ['email,first name,last name,employee number,department,manager email,role,start date'];
  for (let i = 0; i < rows; i++) {
    const manager = i % 100 === 0 ? '' : `p${String(i - (i % 100)).padStart(5, '0')}@bench.test`;
    const role = i % 100 === 0 ? 'manager' : 'staff';
    const n = String(i).padStart(5, '0');
    lines.push(`p${n}@bench.test,Ann${n},Lee,E${n},Engineering,${manager},${role},2024-01-01`);
  }
  // Reports before their managers: the apply resolves managers named further down.
  return [lines[0], ...lines.slice(1).reverse()].join('\n');
}

async function timed<T>(what: string, work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const start = process.hrtime.bigint();
  const result = await work();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`  ${what}: ${seconds.toFixed(2)} s`);
  return { result, seconds };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-imports-bench-'));
  const embedded = await startEmbeddedPostgres(dataDir, { port: 20000 + (process.pid % 20000) });
  const dataSource = createDataSource(embedded.url, { poolSize: 4 });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const config = { jwtSecret: BENCH_JWT_SECRET, tokenTtlSeconds: 3600, runJobs: false, version: 'bench', port: 0 };
    const services = createServices(dataSource, config as AppConfig);
    const admin = await dataSource.manager.save(
      UserEntity,
      dataSource.manager.create(UserEntity, {
        email: 'admin@bench.test',
        firstName: 'Ada',
        lastName: 'Admin',
        role: 'admin',
        isAdmin: true,
      }),
    );
    const actor = { user: admin, ip: null } as never;
    const csvText = peopleCsv(ROWS);
    const file = { kind: 'people' as const, fileName: 'people.csv', csvText };
    console.log(`${ROWS.toLocaleString('en')} people, ${(Buffer.byteLength(csvText) / 1024).toFixed(0)} KiB of CSV`);
    const read = await timed('baseline: reading the file', () => readImportFile(file));
    const dry = await timed('dry run', () => services.imports.preview(actor, file));
    const applied = await timed('apply (one transaction)', () => services.imports.apply(actor, file));
    const again = await timed('the same file again', () => services.imports.apply(actor, file));
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE email LIKE '%@bench.test'`,
    );
    console.log(
      `  counts: dry run ${dry.result.created} created, ${dry.result.errors.length} errors; applied ${applied.result.created} created;` +
        ` again ${again.result.unchanged} unchanged; ${count - 1} people in Postgres`,
    );
    for (const [what, step] of [
      ['dry run', dry],
      ['apply', applied],
      ['again', again],
    ] as const)
      console.log(
        `  ${what} / reading: ${(step.seconds / read.seconds).toFixed(1)}x; target under 60 s: ${step.seconds < 60 ? 'met' : 'MISSED'}`,
      );
    await services.events.close();
  } finally {
    await dataSource.destroy();
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
