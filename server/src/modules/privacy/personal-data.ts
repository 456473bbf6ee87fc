import { createHash } from 'node:crypto';

/**
 * Where a person's data lives (privacy.queries.ts reads it from the database's own catalogue), the
 * pseudonym they are known by once erased, and the patterns that find their name in free text.
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

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

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
