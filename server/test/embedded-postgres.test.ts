import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { APP_DATABASE, APP_ROLE, SUPERUSER, socketUrl } from '../src/db/embedded-roles';
import { APP_PASSWORD_FILE, SUPERUSER_PASSWORD_FILE } from '../src/db/embedded';
import { DEMO_PASSWORD } from '../src/seeds/demo';
import { graphqlAt, TEST_PASSWORD } from './harness';
import { startServerProcess, type ServerProcess } from './processes';

const ROOT = join(__dirname, '../..');
/** The port only names the socket file; `npm start` uses this one. */
const PORT = 5433;

const secret = (dataDir: string, file: string) => readFileSync(join(dataDir, file), 'utf8').trim();
const modeOf = (path: string) => statSync(path).mode & 0o777;

async function connect(dataDir: string, user: string, password: string, database = APP_DATABASE): Promise<Client> {
  const client = new Client({
    connectionString: socketUrl({ socketDir: join(dataDir, 'postgres'), port: PORT }, user, password, database),
  });
  await client.connect();
  return client;
}

/** TCP sockets the postmaster listens on, read from /proc (its open sockets against the kernel's tables). */
function tcpListenersOf(dataDir: string): string[] {
  const pid = readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0].trim();
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1])
      .filter(Boolean),
  );
  return ['tcp', 'tcp6'].flatMap((table) =>
    readFileSync(`/proc/net/${table}`, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local address, state (0A: LISTEN), inode
      .filter((fields) => fields[3] === '0A' && inodes.has(fields[9]))
      .map((fields) => `${table} ${fields[1]}`),
  );
}

/** Each test starts the product on a new embedded Postgres (initdb, migrations, the demo): minutes on a loaded machine. */
const START_BUDGET_MS = 300_000;

describe('the embedded Postgres of npm start', () => {
  const dirs: string[] = [];
  let server: ServerProcess | undefined;
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'leavewise-embedded-'));
    dirs.push(dir);
    return dir;
  };

  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'listens on a private Unix socket only, with generated passwords, and serves the product as a role that cannot run programs',
    async () => {
      const dir = dataDir();
      server = await startServerProcess(null, { DATA_DIR: dir });

      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(ready.status).toBe(200);
      const login = await graphqlAt(server.url).gql<{ login: { token: string } }>(
        `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`,
        { e: 'admin@leavewise.local', p: DEMO_PASSWORD },
      );
      expect(login.data?.login.token).toEqual(expect.any(String));

      expect(tcpListenersOf(dir)).toEqual([]);
      for (const file of [SUPERUSER_PASSWORD_FILE, APP_PASSWORD_FILE]) {
        expect(modeOf(join(dir, file))).toBe(0o600);
        expect(secret(dir, file)).toMatch(/^[A-Za-z0-9_-]{64}$/);
      }
      expect(secret(dir, SUPERUSER_PASSWORD_FILE)).not.toBe(secret(dir, APP_PASSWORD_FILE));
      expect(modeOf(join(dir, 'postgres'))).toBe(0o700);
      expect(modeOf(join(dir, `postgres/.s.PGSQL.${PORT}`))).toBe(0o700);

      const app = await connect(dir, APP_ROLE, secret(dir, APP_PASSWORD_FILE));
      try {
        const { rows } = await app.query(
          `SELECT current_user AS role, rolsuper, rolcreaterole, rolcreatedb, current_setting('listen_addresses') AS listen
         FROM pg_roles WHERE rolname = current_user`,
        );
        expect(rows).toEqual([
          { role: APP_ROLE, rolsuper: false, rolcreaterole: false, rolcreatedb: false, listen: '' },
        ]);
        const marker = join(dir, 'copied-to-program');
        await expect(app.query(`COPY (SELECT 1) TO PROGRAM 'touch ${marker}'`)).rejects.toMatchObject({
          code: '42501',
        });
        await expect(app.query(`SELECT pg_read_file('postgresql.conf')`)).rejects.toMatchObject({ code: '42501' });
        expect(existsSync(marker)).toBe(false);
      } finally {
        await app.end();
      }
      // The superuser has the generated password and no other.
      await (await connect(dir, SUPERUSER, secret(dir, SUPERUSER_PASSWORD_FILE), 'postgres')).end();
      await expect(connect(dir, SUPERUSER, 'leavewise', 'postgres')).rejects.toMatchObject({ code: '28P01' });
    },
    START_BUDGET_MS,
  );

  it(
    'brings a data directory of an earlier version (fixed superuser password, superuser-owned objects) to the same state',
    async () => {
      const dir = dataDir();
      const email = 'lee.legacy@example.test';
      execFileSync(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['--tsconfig', join(ROOT, 'server/tsconfig.json'), join(__dirname, 'legacy-embedded-data-dir.ts'), dir, email],
        { stdio: 'inherit' },
      );
      expect(existsSync(join(dir, APP_PASSWORD_FILE))).toBe(false);

      server = await startServerProcess(null, { DATA_DIR: dir });
      // The person of the earlier version signs in: same data, now served by the product's own role.
      const login = await graphqlAt(server.url).gql<{ login: { token: string } }>(
        `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`,
        { e: email, p: TEST_PASSWORD },
      );
      expect(login.data?.login.token).toEqual(expect.any(String));
      expect(tcpListenersOf(dir)).toEqual([]);
      expect(modeOf(join(dir, SUPERUSER_PASSWORD_FILE))).toBe(0o600);
      expect(modeOf(join(dir, APP_PASSWORD_FILE))).toBe(0o600);
      await expect(connect(dir, SUPERUSER, 'leavewise', 'postgres')).rejects.toMatchObject({ code: '28P01' });

      const app = await connect(dir, APP_ROLE, secret(dir, APP_PASSWORD_FILE));
      try {
        const { rows } = await app.query(
          `SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
                (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()) AS database_owner,
                (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = 'public' AND c.relowner <> current_user::regrole) AS foreign_relations,
                (SELECT count(*)::int FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                 WHERE n.nspname = 'public' AND p.proowner <> current_user::regrole
                   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
                ) AS foreign_functions`,
        );
        expect(rows).toEqual([
          { superuser: false, database_owner: APP_ROLE, foreign_relations: 0, foreign_functions: 0 },
        ]);
        // Owning the tables, it can change the schema as migrations do.
        await app.query(`ALTER TABLE users ADD COLUMN migration_probe int`);
        await app.query(`ALTER TABLE users DROP COLUMN migration_probe`);
        await expect(app.query(`COPY (SELECT 1) TO PROGRAM 'true'`)).rejects.toMatchObject({ code: '42501' });
      } finally {
        await app.end();
      }
    },
    START_BUDGET_MS,
  );
});
