import type { DataSource } from 'typeorm';
import { ADMIN_SCOPE, assertOperation, assertTokenScope, isAdmin, type Actor } from '../../auth/policy';
import { readInBatches } from '../../lib/export-reads';
import type { ExportSlots } from '../../lib/export-slots';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { quoteIdent, secretColumns, userReferences } from './personal-data';

export interface PersonalDataExport {
  filename: string;
  /** The JSON document in pieces, in order (streamed to a REST client piece by piece). */
  pieces: string[];
}

/** One part of the export: the rows of a table that name the person in one of its columns. */
interface Section {
  table: string;
  column: string;
  /** SQL condition on the table aliased `t`; $1 is the person's id, $2 their email. */
  where: string;
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
    const [person] = await this.dataSource.query(`SELECT id, email FROM users WHERE id = $1`, [personId]);
    if (!person) throw notFound('User not found');

    const sections = await this.sections();
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
      await readInBatches<ExportRow>(this.dataSource, [this.sql(sections), [personId, person.email]], (rows) => {
        for (const { section, row } of rows) {
          closeUpTo(section);
          pieces.push(`${first ? '' : ','}${JSON.stringify(row)}`);
          first = false;
        }
      });
      closeUpTo(sections.length - 1);
      pieces.push(']}]}');
      return { filename: `leavewise-personal-data-${personId}-${exportedAt.slice(0, 10)}.json`, pieces };
    });
  }

  /** Every table with a reference to users, then the audit entries about the person and their emails. */
  private async sections(): Promise<{ section: Section; secrets: string[] }[]> {
    const manager = this.dataSource.manager;
    const sections: Section[] = [
      ...(await userReferences(manager)).map(({ table, column }) => ({
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
      sections.map(async (section) => ({ section, secrets: await secretColumns(manager, section.table) })),
    );
  }

  private sql(sections: { section: Section; secrets: string[] }[]): string {
    const parts = sections.map(
      ({ section, secrets }, index) =>
        `SELECT ${index} AS section, to_jsonb(t) - ARRAY[${secrets.map((name) => `'${name}'`).join(',')}]::text[] AS row
           FROM ${quoteIdent(section.table)} t WHERE ${section.where}`,
    );
    return `SELECT section, row FROM (${parts.join(' UNION ALL ')}) AS personal ORDER BY section`;
  }
}
