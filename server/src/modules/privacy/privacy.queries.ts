import type { DataSource, EntityManager } from 'typeorm';
import { quoteIdent, SECRET_COLUMN, type TextColumn, type UserReference } from './personal-data';

/** Bookkeeping of the schema itself, which holds no one's data. */
const SCHEMA_TABLES = ['migrations', 'typeorm_metadata'];

/** What only served a person, deleted with their personal data: rows of these tables that name them. */
const OWN_TABLES = [
  'api_tokens',
  'password_reset_tokens',
  'calendar_feeds',
  'user_sso_identities',
  'sso_handoffs',
  'saved_searches',
  'notification_preferences',
  'notifications',
  'push_subscriptions',
  'slack_links',
  'slack_link_codes',
];

/** A person as erasure reads them. */
export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  employment_end_date: string | null;
}

/** One part of the export: the rows of a table that name the person in one of its columns. */
export interface ExportSection {
  table: string;
  column: string;
  /** SQL condition on the table aliased `t`; $1 is the person's id, $2 their email. */
  where: string;
}

/** The column as one text to look in, by its kind. */
const asText = ({ column, kind }: TextColumn) =>
  kind === 'list'
    ? `array_to_string(${quoteIdent(column)}, chr(31))`
    : kind === 'text'
      ? quoteIdent(column)
      : `${quoteIdent(column)}::text`;

/** The column with the mentions ($1) replaced by the pseudonym ($2), by its kind. */
const rewritten = ({ column, kind }: TextColumn) =>
  kind === 'list'
    ? `ARRAY(SELECT regexp_replace(x, $1, $2, 'gi') FROM unnest(${quoteIdent(column)}) WITH ORDINALITY AS u (x, n) ORDER BY n)`
    : kind === 'text'
      ? `regexp_replace(${quoteIdent(column)}, $1, $2, 'gi')`
      : `regexp_replace(${quoteIdent(column)}::text, $1, $2, 'gi')::${kind}`;

/**
 * The privacy module's SQL, in one place: where a person's data lives (read from the database's own
 * catalogue rather than listed by hand, so a table added later is exported and swept without anyone
 * remembering to), the export's statement, erasure's and retention's. The services keep the
 * transactions and locks around them.
 */
export const privacyQueries = {
  /** Every column that references users (id), and users.id itself first. */
  async userReferences(manager: EntityManager): Promise<UserReference[]> {
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
  },

  /** Every text, JSON and text-list column of every table (not views), for the erasure's sweep. */
  async textColumns(manager: EntityManager): Promise<TextColumn[]> {
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
  },

  /** Columns of `table` never to export (credentials). */
  async secretColumns(manager: EntityManager, table: string): Promise<string[]> {
    const rows: { column: string }[] = await manager.query(
      `SELECT column_name AS "column" FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
      [table],
    );
    return rows.map((row) => row.column).filter((column) => SECRET_COLUMN.test(column));
  },

  async personEmail(dataSource: DataSource, personId: string): Promise<{ id: string; email: string } | null> {
    const [person] = await dataSource.query(`SELECT id, email FROM users WHERE id = $1`, [personId]);
    return person ?? null;
  },

  /** The export's sections: every table with a reference to users, then the audit entries about the person and their emails. */
  async exportSections(manager: EntityManager): Promise<{ section: ExportSection; secrets: string[] }[]> {
    const sections: ExportSection[] = [
      ...(await privacyQueries.userReferences(manager)).map(({ table, column }) => ({
        table,
        column,
        where: `t.${quoteIdent(column)} = $1`,
      })),
      {
        table: 'audit_logs',
        column: 'resource_id',
        where: `t.resource_id = $1::text OR t.resource_id IN (SELECT id::text FROM leave_requests WHERE user_id = $1)`,
      },
      { table: 'email_outbox', column: 'recipient', where: `lower(t.recipient) = lower($2)` },
    ];
    return Promise.all(
      sections.map(async (section) => ({
        section,
        secrets: await privacyQueries.secretColumns(manager, section.table),
      })),
    );
  },

  /** The export's one statement: each section's rows (credentials left out) as JSON, section by section. */
  exportStatement(sections: { section: ExportSection; secrets: string[] }[]): string {
    const parts = sections.map(
      ({ section, secrets }, index) =>
        `SELECT ${index} AS section, to_jsonb(t) - ARRAY[${secrets.map((name) => `'${name}'`).join(',')}]::text[] AS row
           FROM ${quoteIdent(section.table)} t WHERE ${section.where}`,
    );
    return `SELECT section, row FROM (${parts.join(' UNION ALL ')}) AS personal ORDER BY section`;
  },

  /** The person, locked for the rest of the transaction. */
  async lockedPerson(manager: EntityManager, userId: string): Promise<PersonRow | null> {
    const [person]: PersonRow[] = await manager.query(
      `SELECT id, first_name, last_name, email, is_active, employment_end_date::text AS employment_end_date
         FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    return person ?? null;
  },

  async isErased(manager: EntityManager, userId: string): Promise<boolean> {
    const [erased] = await manager.query(`SELECT 1 FROM personal_data_erasures WHERE user_id = $1`, [userId]);
    return Boolean(erased);
  },

  /** Deletes what served only the person: sign-in, tokens, feeds, preferences, picture, their notifications and emails. */
  async deleteOwnData(manager: EntityManager, person: PersonRow): Promise<void> {
    for (const table of OWN_TABLES)
      await manager.query(`DELETE FROM ${quoteIdent(table)} WHERE user_id = $1`, [person.id]);
    await manager.query(`DELETE FROM email_outbox WHERE lower(recipient) = lower($1)`, [person.email]);
    await manager.query(`UPDATE users SET profile_image_id = NULL WHERE id = $1`, [person.id]);
    await manager.query(`DELETE FROM profile_images WHERE user_id = $1`, [person.id]);
  },

  /** Removes what the person wrote: request notes, feedback (replaced by `erasedText`), their addresses in the audit log. */
  async removeWritings(manager: EntityManager, userId: string, erasedText: string): Promise<void> {
    await manager.query(`UPDATE leave_requests SET notes = '' WHERE user_id = $1 AND notes <> ''`, [userId]);
    await manager.query(`UPDATE feedback SET message = $2, user_agent = NULL WHERE user_id = $1`, [userId, erasedText]);
    await manager.query(`UPDATE audit_logs SET ip_address = NULL WHERE actor_id = $1`, [userId]);
  },

  /** Replaces what matches `pattern` in the details of the audit entries about the person. */
  async rewriteAuditDetails(manager: EntityManager, userId: string, pattern: string, pseudonym: string): Promise<void> {
    await manager.query(
      `UPDATE audit_logs SET details = regexp_replace(details::text, $2, $3, 'gi')::jsonb
        WHERE resource_type = 'user' AND resource_id = $1::text AND details::text ~* $2`,
      [userId, pattern, pseudonym],
    );
  },

  /**
   * Replaces the mentions (a regular expression; `contains`: ILIKE patterns finding them cheaply) by the
   * pseudonym in every text column of every table but users: one statement per table, so each table is
   * read once however many text columns it has.
   */
  async rewriteMentions(
    manager: EntityManager,
    mentions: string,
    contains: string[],
    pseudonym: string,
  ): Promise<void> {
    const byTable = new Map<string, TextColumn[]>();
    for (const column of await privacyQueries.textColumns(manager))
      if (column.table !== 'users') byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
    for (const [table, columns] of byTable) {
      const sets = columns.map((column) => {
        const name = quoteIdent(column.column);
        return `${name} = CASE WHEN ${asText(column)} ILIKE ANY ($3) THEN ${rewritten(column)} ELSE ${name} END`;
      });
      await manager.query(
        `UPDATE ${quoteIdent(table)} SET ${sets.join(', ')} WHERE concat_ws(chr(31), ${columns.map(asText).join(', ')}) ILIKE ANY ($3)`,
        [mentions, pseudonym, contains],
      );
    }
  },

  /** Gives the person their pseudonym, drops their sign-in and details, deactivates them and ends their sessions. */
  async pseudonymise(
    manager: EntityManager,
    userId: string,
    pseudonym: { firstName: string; lastName: string; email: string },
  ): Promise<void> {
    await manager.query(
      `UPDATE users SET first_name = $2, last_name = $3, email = $4, password_hash = NULL, job_title = NULL,
              work_hours = NULL, work_address = NULL, is_active = false, token_version = token_version + 1
        WHERE id = $1`,
      [userId, pseudonym.firstName, pseudonym.lastName, pseudonym.email],
    );
    // What a directory told of them: its userName (often a principal name that is not the email), names, emails and addresses.
    await manager.query(
      `UPDATE scim_users SET user_name = $2, display_name = NULL, formatted_name = NULL, preferred_language = NULL, addresses = NULL, emails = NULL WHERE user_id = $1`,
      [userId, pseudonym.email],
    );
  },

  async recordErasure(
    manager: EntityManager,
    erasure: { userId: string; pseudonym: string; erasedBy: string | null; automatic: boolean },
  ): Promise<Date> {
    const [{ erased_at: erasedAt }] = await manager.query(
      `INSERT INTO personal_data_erasures (user_id, pseudonym, erased_by, automatic) VALUES ($1, $2, $3, $4) RETURNING erased_at`,
      [erasure.userId, erasure.pseudonym, erasure.erasedBy, erasure.automatic],
    );
    return erasedAt;
  },

  async settings(dataSource: DataSource): Promise<{ retentionMonths: number | null; updatedAt: Date } | null> {
    const [row] = await dataSource.query(
      `SELECT retention_months AS "retentionMonths", updated_at AS "updatedAt" FROM privacy_settings WHERE id = 1`,
    );
    return row ?? null;
  },

  /** The retention before the change, the settings row locked for the rest of the transaction. */
  async lockedRetention(manager: EntityManager): Promise<number | null> {
    const [before] = await manager.query(`SELECT retention_months FROM privacy_settings WHERE id = 1 FOR UPDATE`);
    return before?.retention_months ?? null;
  },

  async setRetention(manager: EntityManager, months: number | null, updatedBy: string): Promise<void> {
    await manager.query(
      `UPDATE privacy_settings SET retention_months = $1, updated_by = $2, updated_at = now() WHERE id = 1`,
      [months, updatedBy],
    );
  },

  /** People not yet erased whose last day is more than `months` before `today`, earliest leaver first. */
  async leftBefore(dataSource: DataSource, today: string, months: number): Promise<string[]> {
    const rows: { id: string }[] = await dataSource.query(
      `SELECT u.id FROM users u
        WHERE u.employment_end_date IS NOT NULL
          AND u.employment_end_date < ($1::date - make_interval(months => $2))::date
          AND NOT EXISTS (SELECT 1 FROM personal_data_erasures e WHERE e.user_id = u.id)
        ORDER BY u.employment_end_date, u.id`,
      [today, months],
    );
    return rows.map((row) => row.id);
  },
};
