import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * Where a person's data lives, read from the database's own catalogue rather than listed by hand, so a
 * table added later with a reference to users is exported and swept without anyone remembering to.
 */

/** A column holding a person's id: `users.id` itself, or a foreign key to it. */
export interface UserReference {
  table: string;
  column: string;
}

/** A column that may hold free text: text or varchar, JSON, or a list of texts (e.g. a channel's recipients). */
export interface TextColumn {
  table: string;
  column: string;
  kind: 'text' | 'json' | 'jsonb' | 'list';
}

/** Credentials are never exported, even to their owner: hashes, secrets, tokens. */
export const SECRET_COLUMN = /(password|hash|secret|token)(?!_version)/i;

/** Bookkeeping of the schema itself, which holds no one's data. */
const SCHEMA_TABLES = ['migrations', 'typeorm_metadata'];

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Every column that references users (id), and users.id itself first. */
export async function userReferences(manager: EntityManager): Promise<UserReference[]> {
  const rows: UserReference[] = await manager.query(
    `SELECT child.relname AS "table", attribute.attname AS "column"
       FROM pg_constraint fk
       JOIN pg_class child ON child.oid = fk.conrelid
       JOIN pg_namespace ns ON ns.oid = child.relnamespace
       JOIN pg_attribute attribute ON attribute.attrelid = fk.conrelid AND attribute.attnum = ANY (fk.conkey)
      WHERE fk.contype = 'f' AND fk.confrelid = 'users'::regclass AND ns.nspname = current_schema()
      ORDER BY 1, 2`,
  );
  return [{ table: 'users', column: 'id' }, ...rows];
}

/** Every text, JSON and text-list column of every table (not views), for the erasure's sweep. */
export async function textColumns(manager: EntityManager): Promise<TextColumn[]> {
  const rows: { table: string; column: string; type: string; element: string }[] = await manager.query(
    `SELECT c.table_name AS "table", c.column_name AS "column", c.data_type AS "type", c.udt_name AS "element"
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb')
             OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))
        AND NOT (c.table_name = ANY ($1))
      ORDER BY 1, 2`,
    [SCHEMA_TABLES],
  );
  return rows.map(({ table, column, type }) => ({
    table,
    column,
    kind: type === 'json' || type === 'jsonb' ? type : type === 'ARRAY' ? 'list' : 'text',
  }));
}

/** Columns of `table` never to export (credentials). */
export async function secretColumns(manager: EntityManager, table: string): Promise<string[]> {
  const rows: { column: string }[] = await manager.query(
    `SELECT column_name AS "column" FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return rows.map((row) => row.column).filter((column) => SECRET_COLUMN.test(column));
}

/**
 * The pseudonym a person is known by once erased: the same for the same person everywhere (derived
 * from their id, which never changes), and telling nothing about who they were.
 */
export function pseudonymOf(userId: string): { name: string; firstName: string; lastName: string; email: string } {
  const code = createHash('sha256').update(userId).digest('hex').slice(0, 4).toUpperCase();
  return {
    name: `Former employee ${code}`,
    firstName: 'Former employee',
    lastName: code,
    // Unique (people's emails are), and under .invalid, which no mail ever reaches.
    email: `former-employee-${userId}@erased.invalid`,
  };
}

/** A Postgres regular expression matching any of `texts` literally. */
export function anyOfPattern(texts: readonly string[]): string {
  return [...new Set(texts.filter((text) => text.trim().length > 0))]
    .sort((a, b) => b.length - a.length)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
}

/** ILIKE patterns finding any of `texts` anywhere in a value (a cheap filter before the regular expression). */
export const containsPatterns = (texts: readonly string[]): string[] =>
  [...new Set(texts.filter((text) => text.trim().length > 0))].map((text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`);

/** How a text is written inside a JSON string (quotes and backslashes escaped), beside how it reads. */
export const withJsonSpelling = (texts: readonly string[]): string[] =>
  texts.flatMap((text) => [text, JSON.stringify(text).slice(1, -1)]);
