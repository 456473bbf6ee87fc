import type { DataSource } from 'typeorm';
import { ADMIN_SCOPE, assertOperation, assertTokenScope, isAdmin, type Actor } from '../../auth/policy';
import { readInBatches } from '../../lib/export-reads';
import type { ExportSlots } from '../../lib/export-slots';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { privacyQueries } from './privacy.queries';

export interface PersonalDataExport {
  filename: string;
  /** The JSON document in pieces, in order (streamed to a REST client piece by piece). */
  pieces: string[];
}

interface ExportRow {
  section: number;
  row: unknown;
}

/**
 * Everything Leavewise holds about a person, as one JSON document: their profile and every row of every
 * table that references them (requests, balances and the ledger, notifications, sessions' reset links,
 * API tokens' metadata, calendar feeds, delegations, feedback, preferences, single sign-on links, …),
 * plus the audit entries about them and the emails sent to them. Credentials (hashes, secrets, tokens)
 * are left out.
 */
export class PersonalDataExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly exports: ExportSlots,
  ) {}

  /**
   * The person's data (`userId`, default the viewer): a person exports their own, administrators anyone's
   * (audited). One of the viewer's export slots; read in one snapshot through a cursor.
   */
  async exportFor(actor: Actor, userId?: string | null): Promise<PersonalDataExport> {
    assertOperation('signedIn', actor);
    const personId = userId ?? actor.user.id;
    if (personId !== actor.user.id) {
      if (!isAdmin(actor.user)) throw forbidden();
      // Someone else's data is administration: an API token needs the administrative scope for it.
      assertTokenScope(ADMIN_SCOPE, actor);
    }
    if (!isUuid(personId)) throw notFound('User not found');
    const person = await privacyQueries.personEmail(this.dataSource, personId);
    if (!person) throw notFound('User not found');

    const sections = await privacyQueries.exportSections(this.dataSource.manager);
    return this.exports.run(actor.user.id, async () => {
      await this.audit.recordStandalone(actor, {
        action: 'personal_data.exported',
        resourceType: 'user',
        resourceId: personId,
      });
      const exportedAt = new Date().toISOString();
      const pieces = [`{"exportedAt":${JSON.stringify(exportedAt)},"userId":${JSON.stringify(personId)},"sections":[`];
      let open = -1;
      let first = true;
      const closeUpTo = (section: number) => {
        for (let next = open + 1; next <= section; next += 1) {
          const { table, column } = sections[next].section;
          pieces.push(
            `${next > 0 ? ']},' : ''}{"table":${JSON.stringify(table)},"column":${JSON.stringify(column)},"rows":[`,
          );
          first = true;
        }
        open = Math.max(open, section);
      };
      await readInBatches<ExportRow>(
        this.dataSource,
        [privacyQueries.exportStatement(sections), [personId, person.email]],
        (rows) => {
          for (const { section, row } of rows) {
            closeUpTo(section);
            pieces.push(`${first ? '' : ','}${JSON.stringify(row)}`);
            first = false;
          }
        },
      );
      closeUpTo(sections.length - 1);
      pieces.push(']}]}');
      return { filename: `leavewise-personal-data-${personId}-${exportedAt.slice(0, 10)}.json`, pieces };
    });
  }
}
