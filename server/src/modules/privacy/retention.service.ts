import type { DataSource } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import { todayIso } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import type { AuditService } from '../audit';
import type { ErasureService, PersonalDataErasure } from './erasure.service';
import { privacyQueries } from './privacy.queries';

export interface PrivacySettings {
  /** Months after their last day a leaver's personal data is erased; null: never automatically. */
  retentionMonths: number | null;
  updatedAt: Date;
}

export const MAX_RETENTION_MONTHS = 120;
export const RETENTION_MONTHS_MESSAGE = `Keep leavers' data between 1 and ${MAX_RETENTION_MONTHS} months, or turn automatic erasure off.`;

/** The system acting on its own (a schedule), as audit entries name it: no person. */
const SCHEDULE_ACTOR: Actor = { user: null, ip: null };

/**
 * The organisation's retention of leavers' personal data: off by default; when set, a daily schedule
 * erases everyone whose last day is more than that many months ago.
 */
export class RetentionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly erasure: ErasureService,
  ) {}

  async settings(actor: Actor): Promise<PrivacySettings> {
    assertOperation('admin', actor);
    return this.read();
  }

  /** Administrators set or turn off (null) the retention; validated, audited. */
  async updateSettings(actor: Actor, retentionMonths: number | null | undefined): Promise<PrivacySettings> {
    assertOperation('admin', actor);
    const months = retentionMonths ?? null;
    if (months !== null && (!Number.isInteger(months) || months < 1 || months > MAX_RETENTION_MONTHS))
      throw badInput(RETENTION_MONTHS_MESSAGE, 'retentionMonths');
    await this.dataSource.transaction(async (manager) => {
      const before = await privacyQueries.lockedRetention(manager);
      await privacyQueries.setRetention(manager, months, actor.user.id);
      await this.audit.record(manager, actor, {
        action: 'privacy_settings.updated',
        resourceType: 'system',
        details: { retentionMonths: { from: before, to: months } },
      });
    });
    return this.read();
  }

  /**
   * The schedule's work: erases every leaver whose last day is more than the retention ago (each in its
   * own transaction, skipping anyone erased meanwhile), and reports the run in the audit log.
   */
  async eraseExpired(today = todayIso()): Promise<PersonalDataErasure[]> {
    const { retentionMonths } = await this.read();
    if (retentionMonths === null) return [];
    const due = await privacyQueries.leftBefore(this.dataSource, today, retentionMonths);
    const erased: PersonalDataErasure[] = [];
    for (const id of due) {
      const done = await this.erasure.eraseForRetention(SCHEDULE_ACTOR, id, retentionMonths);
      if (done) erased.push(done);
    }
    if (erased.length)
      await this.audit.recordStandalone(SCHEDULE_ACTOR, {
        action: 'personal_data.retention_applied',
        resourceType: 'system',
        details: { retentionMonths, erased: erased.length, pseudonyms: erased.map((entry) => entry.pseudonym) },
      });
    return erased;
  }

  private async read(): Promise<PrivacySettings> {
    const row = await privacyQueries.settings(this.dataSource);
    return row ?? { retentionMonths: null, updatedAt: new Date(0) };
  }
}
