import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import { todayIso } from '../../lib/dates';
import { badInput, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { anyOfPattern, containsPatterns, pseudonymOf, withJsonSpelling } from './personal-data';
import { privacyQueries, type PersonRow } from './privacy.queries';

export interface PersonalDataErasure {
  userId: string;
  pseudonym: string;
  erasedAt: Date;
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
    const person = await privacyQueries.lockedPerson(manager, userId);
    if (!person) throw notFound('User not found');
    // Read after the lock (a statement of its own sees an erasure that committed while this one waited).
    if (await privacyQueries.isErased(manager, userId)) throw conflict(ALREADY_ERASED);
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
    await privacyQueries.deleteOwnData(manager, person);
    // What they wrote.
    await privacyQueries.removeWritings(manager, id, ERASED_TEXT);
    // Entries about them may hold their earlier or partial names in their details.
    await privacyQueries.rewriteAuditDetails(
      manager,
      id,
      anyOfPattern(withJsonSpelling([person.first_name, person.last_name])),
      pseudonym.name,
    );
    // Their name and email wherever anyone wrote them.
    const spellings = withJsonSpelling([
      person.email,
      `${person.first_name} ${person.last_name}`,
      `${person.last_name}, ${person.first_name}`,
    ]);
    await privacyQueries.rewriteMentions(manager, anyOfPattern(spellings), containsPatterns(spellings), pseudonym.name);
    await privacyQueries.pseudonymise(manager, id, pseudonym);
    const erasedAt = await privacyQueries.recordErasure(manager, {
      userId: id,
      pseudonym: pseudonym.name,
      erasedBy: actor.user?.id ?? null,
      automatic: how.automatic,
    });
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
