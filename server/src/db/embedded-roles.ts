import { Client } from 'pg';
import { componentLogger } from '../observability/logger';

const log = componentLogger('postgres');

/** The role the product connects as: it owns the product's database and nothing else. */
export const APP_ROLE = 'leavewise';
export const APP_DATABASE = 'leavewise';
export const SUPERUSER = 'postgres';
/** The superuser's password before it was generated per data directory: accepted once, to replace it. */
const LEGACY_SUPERUSER_PASSWORD = 'leavewise';
/**
 * Extensions the migrations and TypeORM (uuid-ossp, on connecting) create: made by the superuser here,
 * so the product's role never needs to.
 */
const EXTENSIONS = ['btree_gist', 'pg_trgm', 'uuid-ossp'];

export interface SocketAddress {
  socketDir: string;
  port: number;
}

/** A URL that reaches Postgres through its Unix socket (`host` names the socket's directory). */
export function socketUrl(address: SocketAddress, user: string, password: string, database: string): string {
  const credentials = `${encodeURIComponent(user)}:${encodeURIComponent(password)}`;
  return `postgres://${credentials}@localhost:${address.port}/${database}?host=${encodeURIComponent(address.socketDir)}`;
}

async function connect(address: SocketAddress, password: string, database: string): Promise<Client> {
  const client = new Client({ connectionString: socketUrl(address, SUPERUSER, password, database) });
  await client.connect();
  return client;
}

/**
 * Connects as the superuser with its password from DATA_DIR. A data directory made by an earlier
 * version still has the old fixed password: it is accepted this once and replaced at once.
 */
async function connectAsSuperuser(address: SocketAddress, password: string, database: string): Promise<Client> {
  try {
    return await connect(address, password, database);
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
    let legacy: Client;
    try {
      legacy = await connect(address, LEGACY_SUPERUSER_PASSWORD, database);
    } catch {
      throw new Error(`The embedded database refused the superuser password kept in DATA_DIR`);
    }
    await legacy.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${legacy.escapeLiteral(password)}`);
    log.info('the embedded database superuser has a generated password now (kept in DATA_DIR)');
    return legacy;
  }
}

/**
 * Makes the product's role and database what they should be, on a fresh cluster and on one an
 * earlier version made (where the superuser owned everything): the role can log in but is not a
 * superuser and cannot create roles or databases; it owns the database and every table, sequence,
 * view, function and type in it, so migrations keep working; extensions are the superuser's.
 */
export async function provisionAppRole(
  address: SocketAddress,
  passwords: { superuser: string; app: string },
): Promise<void> {
  const admin = await connectAsSuperuser(address, passwords.superuser, 'postgres');
  try {
    const role = await admin.query(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [APP_ROLE]);
    const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${admin.escapeLiteral(passwords.app)}`;
    await admin.query(`${role.rowCount ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} ${attributes}`);
    const database = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [APP_DATABASE]);
    if (database.rowCount) await admin.query(`ALTER DATABASE ${APP_DATABASE} OWNER TO ${APP_ROLE}`);
    else await admin.query(`CREATE DATABASE ${APP_DATABASE} OWNER ${APP_ROLE}`);
  } finally {
    await admin.end();
  }
  const owner = await connectAsSuperuser(address, passwords.superuser, APP_DATABASE);
  try {
    for (const extension of EXTENSIONS) await owner.query(`CREATE EXTENSION IF NOT EXISTS "${extension}"`);
    let moved = 0;
    await owner.query('BEGIN');
    // Sequences after tables: a table brings the sequences it owns (serial columns) along.
    for (const query of [NOT_OURS_BUT_SEQUENCES, NOT_OURS_SEQUENCES]) {
      const { rows } = await owner.query<{ statement: string }>(query);
      for (const { statement } of rows) await owner.query(statement);
      moved += rows.length;
    }
    await owner.query('COMMIT');
    if (moved) log.info({ objects: moved }, `the database's objects belong to the ${APP_ROLE} role now`);
  } finally {
    await owner.end();
  }
}

/** Not an extension's own object. */
const notExtension = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;

/**
 * What earlier versions left to the superuser in the public schema, as ALTER … OWNER statements:
 * tables (with their indexes and owned sequences), views, functions and types.
 */
const NOT_OURS_BUT_SEQUENCES = `
  SELECT format('ALTER %s %s OWNER TO ${APP_ROLE}',
           CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE'
             WHEN 'c' THEN 'TYPE' ELSE 'TABLE' END,
           c.oid::regclass) AS statement
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'c')
    AND c.relowner <> '${APP_ROLE}'::regrole AND ${notExtension('pg_class', 'c.oid')}
  UNION ALL
  SELECT format('ALTER ROUTINE %s OWNER TO ${APP_ROLE}', p.oid::regprocedure)
  FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE n.nspname = 'public' AND p.proowner <> '${APP_ROLE}'::regrole AND ${notExtension('pg_proc', 'p.oid')}
  UNION ALL
  SELECT format('ALTER TYPE %s OWNER TO ${APP_ROLE}', t.oid::regtype)
  FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
  WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r') AND t.typowner <> '${APP_ROLE}'::regrole
    AND ${notExtension('pg_type', 't.oid')}`;

const NOT_OURS_SEQUENCES = `
  SELECT format('ALTER SEQUENCE %s OWNER TO ${APP_ROLE}', c.oid::regclass) AS statement
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'S' AND c.relowner <> '${APP_ROLE}'::regrole
    AND ${notExtension('pg_class', 'c.oid')}`;
