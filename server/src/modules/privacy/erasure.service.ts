import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import { todayIso } from '../../lib/dates';
import { badInput, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import {
  anyOfPattern,
  containsPatterns,
  pseudonymOf,
  quoteIdent,
  textColumns,
  withJsonSpelling,
  type TextColumn,
} from './personal-data';

export interface PersonalDataErasure {
  userId: string;
  pseudonym: string;
  erasedAt: Date;
}

interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  employment_end_date: string | null;
}

/** What replaces what a person wrote in free text (request reasons, feedback) once they are erased. */
export const ERASED_TEXT = 'Removed with the personal data of a former employee.';

export const STILL_EMPLOYED = (name: string) =>
  `${name} is still employed: deactivate them or set a last day in the past before erasing their personal data.`;
export const ALREADY_ERASED = "This person's personal data has already been erased.";
export const CONFIRM_NAME_MISMATCH = "Type the person's full name exactly as shown to confirm.";

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether someone with this state and last day has left (deactivated, or a last day before today). */
export const hasLeft = (person: { is_active: boolean; employment_end_date: string | null }, today = todayIso()) =>
  !person.is_active || (person.employment_end_date !== null && person.employment_end_date < today);

/**
 * Erasure of a former employee's personal data (GDPR art. 17), in one transaction and beyond undoing:
 * their name and email are replaced by a stable pseudonym everywhere they were written (every text and
 * JSON column of every table: notifications, emails, audit details, webhook and channel payloads, the
 * event log, saved searches), what they wrote (request reasons, feedback) is removed, and what only
 * served them (sign-in, tokens, feeds, preferences, picture, their own notifications and emails) is
 * deleted. Their requests, balances and ledger stay under the pseudonym, so the organisation's figures
 * do not change.
 */
export class ErasureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** An administrator erases a person who has left, confirming with the person's full name typed. */
  async erase(actor: Actor, userId: string, confirmName: string): Promise<PersonalDataErasure> {
    assertOperation('admin', actor);
    if (!isUuid(userId)) throw notFound('User not found');
    return this.dataSource.transaction(async (manager) => {
      const person = await this.lockPerson(manager, userId);
      const name = `${person.first_name} ${person.last_name}`;
      if (normaliseName(confirmName ?? '') !== normaliseName(name))
        throw badInput(CONFIRM_NAME_MISMATCH, 'confirmName');
      return this.eraseLocked(manager, actor, person, { automatic: false });
    });
  }

  /**
   * Erases a leaver for the retention schedule (no one confirms: the organisation's setting decided);
   * null when they were erased meanwhile or are employed again.
   */
  async eraseForRetention(actor: Actor, userId: string, retentionMonths: number): Promise<PersonalDataErasure | null> {
    return this.dataSource.transaction(async (manager) => {
      const person = await this.lockPerson(manager, userId).catch(() => null);
      if (!person) return null;
      return this.eraseLocked(manager, actor, person, { automatic: true, retentionMonths });
    });
  }

  private async lockPerson(manager: EntityManager, userId: string): Promise<PersonRow> {
    const [person]: PersonRow[] = await manager.query(
      `SELECT id, first_name, last_name, email, is_active, employment_end_date::text AS employment_end_date
         FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    if (!person) throw notFound('User not found');
    // Read after the lock (a statement of its own sees an erasure that committed while this one waited).
    const [erased] = await manager.query(`SELECT 1 FROM personal_data_erasures WHERE user_id = $1`, [userId]);
    if (erased) throw conflict(ALREADY_ERASED);
    if (!hasLeft(person)) throw conflict(STILL_EMPLOYED(`${person.first_name} ${person.last_name}`));
    return person;
  }

  private async eraseLocked(
    manager: EntityManager,
    actor: Actor,
    person: PersonRow,
    how: { automatic: boolean; retentionMonths?: number },
  ): Promise<PersonalDataErasure> {
    const pseudonym = pseudonymOf(person.id);
    const id = person.id;
    // What served only them.
    for (const table of [
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
    ])
      await manager.query(`DELETE FROM ${quoteIdent(table)} WHERE user_id = $1`, [id]);
    await manager.query(`DELETE FROM email_outbox WHERE lower(recipient) = lower($1)`, [person.email]);
    await manager.query(`UPDATE users SET profile_image_id = NULL WHERE id = $1`, [id]);
    await manager.query(`DELETE FROM profile_images WHERE user_id = $1`, [id]);
    // What they wrote.
    await manager.query(`UPDATE leave_requests SET notes = '' WHERE user_id = $1 AND notes <> ''`, [id]);
    await manager.query(`UPDATE feedback SET message = $2, user_agent = NULL WHERE user_id = $1`, [id, ERASED_TEXT]);
    await manager.query(`UPDATE audit_logs SET ip_address = NULL WHERE actor_id = $1`, [id]);
    // Entries about them may hold their earlier or partial names in their details.
    await manager.query(
      `UPDATE audit_logs SET details = regexp_replace(details::text, $2, $3, 'gi')::jsonb
        WHERE resource_type = 'user' AND resource_id = $1::text AND details::text ~* $2`,
      [id, anyOfPattern(withJsonSpelling([person.first_name, person.last_name])), pseudonym.name],
    );
    // Their name and email wherever anyone wrote them.
    const spellings = withJsonSpelling([
      person.email,
      `${person.first_name} ${person.last_name}`,
      `${person.last_name}, ${person.first_name}`,
    ]);
    const mentions = anyOfPattern(spellings);
    const contains = containsPatterns(spellings);
    /** The column as one text to look in, and the column with the mentions replaced, by its kind. */
    const asText = ({ column, kind }: TextColumn) =>
      kind === 'list'
        ? `array_to_string(${quoteIdent(column)}, chr(31))`
        : kind === 'text'
          ? quoteIdent(column)
          : `${quoteIdent(column)}::text`;
    const rewritten = ({ column, kind }: TextColumn) =>
      kind === 'list'
        ? `ARRAY(SELECT regexp_replace(x, $1, $2, 'gi') FROM unnest(${quoteIdent(column)}) WITH ORDINALITY AS u (x, n) ORDER BY n)`
        : kind === 'text'
          ? `regexp_replace(${quoteIdent(column)}, $1, $2, 'gi')`
          : `regexp_replace(${quoteIdent(column)}::text, $1, $2, 'gi')::${kind}`;
    // One statement per table, so each table is read once however many text columns it has.
    const byTable = new Map<string, TextColumn[]>();
    for (const column of await textColumns(manager))
      if (column.table !== 'users') byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
    for (const [table, columns] of byTable) {
      const sets = columns.map((column) => {
        const name = quoteIdent(column.column);
        return `${name} = CASE WHEN ${asText(column)} ILIKE ANY ($3) THEN ${rewritten(column)} ELSE ${name} END`;
      });
      await manager.query(
        `UPDATE ${quoteIdent(table)} SET ${sets.join(', ')} WHERE concat_ws(chr(31), ${columns.map(asText).join(', ')}) ILIKE ANY ($3)`,
        [mentions, pseudonym.name, contains],
      );
    }
    await manager.query(
      `UPDATE users SET first_name = $2, last_name = $3, email = $4, password_hash = NULL, job_title = NULL,
              work_hours = NULL, work_address = NULL, is_active = false, token_version = token_version + 1
        WHERE id = $1`,
      [id, pseudonym.firstName, pseudonym.lastName, pseudonym.email],
    );
    const [{ erased_at: erasedAt }] = await manager.query(
      `INSERT INTO personal_data_erasures (user_id, pseudonym, erased_by, automatic) VALUES ($1, $2, $3, $4) RETURNING erased_at`,
      [id, pseudonym.name, actor.user?.id ?? null, how.automatic],
    );
    await this.audit.record(manager, actor, {
      action: 'personal_data.erased',
      resourceType: 'user',
      resourceId: id,
      details: {
        pseudonym: pseudonym.name,
        automatic: how.automatic,
        ...(how.retentionMonths ? { retentionMonths: how.retentionMonths } : {}),
      },
    });
    return { userId: id, pseudonym: pseudonym.name, erasedAt };
  }
}
