import type { DataSource } from 'typeorm';
import { assertOperation, type Actor, type SignedInActor } from '../../auth/policy';
import { pageWindow, toConnection, type Connection, type ConnectionArgs } from '../../lib/connection';
import { toCsv } from '../../lib/csv';
import { translate } from '../../i18n';
import { badInput } from '../../lib/errors';
import { checkYear } from '../../lib/input-limits';
import type { AuditService } from '../audit';
import type { BalanceService, LedgerService } from '../balances';
import { UserEntity } from '../users';
import { importBalances, type BalancePlan } from './balance-import';
import { IMPORT_COLUMNS } from './import-columns';
import { ImportEntity, type ImportKind } from './import.entity';
import { importQueries } from './import.queries';
import { readImportFile, type ImportFile } from './import-file';
import { mappingFor, missingFields, rowsOf, type ColumnMapping, type RowError } from './import-rows';
import { applyPeople } from './people-apply';
import { planPeople, type PersonPlan } from './people-plan';

export interface ImportInput extends ImportFile {
  kind: ImportKind;
  mapping?: ColumnMapping[] | null;
}

/** What an import does (the dry run) or did (applied): counts, every row's errors, each row's plan. */
export interface ImportOutcome {
  kind: ImportKind;
  fileName: string;
  mapping: ColumnMapping[];
  rowCount: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: RowError[];
  people: PersonPlan[];
  balances: BalancePlan[];
  /** The import kept, once applied. */
  applied: ImportEntity | null;
}

/** Thrown to roll back a dry run's transaction, carrying what it found. */
class DryRunDone {
  constructor(readonly outcome: ImportOutcome) {}
}

/** Changes to these decide allowances: the person's open balances follow them. */
const RULE_FIELDS = new Set(['department', 'role', 'isAdmin', 'isManager', 'employmentStartDate']);

export class ImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly balances: BalanceService,
    private readonly ledger: LedgerService,
  ) {}

  /** Refuses (FORBIDDEN) anyone but HR and administrators. */
  assertMayImport(actor: Actor): void {
    assertOperation('hrOrAdmin', actor);
  }

  /** The dry run: what applying the file would do, changing nothing. */
  preview(actor: Actor, input: ImportInput): Promise<ImportOutcome> {
    return this.run(actor, input, true);
  }

  /** Applies the file in one transaction, all or nothing: refused (BAD_USER_INPUT) while any row has an error. */
  async apply(actor: Actor, input: ImportInput): Promise<ImportOutcome> {
    return this.run(actor, input, false);
  }

  private async run(actor: Actor, input: ImportInput, dryRun: boolean): Promise<ImportOutcome> {
    assertOperation('hrOrAdmin', actor);
    const signedIn = actor as SignedInActor;
    const kind = input.kind;
    if (!IMPORT_COLUMNS[kind]) throw badInput('Unknown import kind', 'kind');
    const table = await readImportFile(input);
    const mapping = mappingFor(kind, table, input.mapping);
    const missing = missingFields(kind, mapping);
    const outcome: ImportOutcome = {
      kind,
      fileName: input.fileName.trim(),
      mapping,
      rowCount: table.rows.length,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: missing.map((label) => ({ row: 1, message: `row 1: no column is mapped to ${label}` })),
      people: [],
      balances: [],
      applied: null,
    };
    if (missing.length) {
      if (dryRun) return outcome;
      throw badInput(`No column is mapped to ${missing.join(', ')}: nothing was imported`, 'mapping');
    }
    const rows = rowsOf(kind, table, mapping);
    try {
      return await this.dataSource.transaction(async (manager) => {
        // One import at a time, and no manager assignment beside it, so the plan stays true until it is written.
        await importQueries.lockImports(manager);
        const applied = dryRun
          ? null
          : await manager.save(
              ImportEntity,
              manager.create(ImportEntity, {
                kind,
                fileName: outcome.fileName,
                actorId: signedIn.user.id,
                status: 'applied',
                rowCount: rows.length,
                createdCount: 0,
                updatedCount: 0,
                unchangedCount: 0,
              }),
            );
        if (kind === 'people') {
          const { plans, errors } = await planPeople(manager, signedIn, rows);
          Object.assign(outcome, { people: plans, errors });
          if (!errors.length && !dryRun) {
            await applyPeople(manager, plans);
            for (const plan of plans)
              if (plan.action === 'update' && plan.changed.some((field) => RULE_FIELDS.has(field))) {
                const user = (await manager.findOne(UserEntity, { where: { id: plan.userId! } }))!;
                await this.balances.applyRules(manager, user);
              }
          }
        } else {
          const { plans, errors } = await importBalances(manager, this.ledger, rows, {
            importId: applied?.id ?? null,
            fileName: outcome.fileName,
            actorId: signedIn.user.id,
          });
          Object.assign(outcome, { balances: plans, errors });
        }
        const actions = [...outcome.people, ...outcome.balances].map((plan) => plan.action as string);
        outcome.created = actions.filter((action) => action === 'create').length;
        outcome.updated = actions.filter((action) => action === 'update').length;
        outcome.unchanged = actions.filter((action) => action === 'unchanged').length;
        if (dryRun) throw new DryRunDone(outcome);
        if (outcome.errors.length)
          throw badInput(
            `${outcome.errors.length} ${outcome.errors.length === 1 ? 'error' : 'errors'} in the file, nothing was imported: ${outcome.errors[0].message}`,
            'contentBase64',
          );
        Object.assign(applied!, {
          createdCount: outcome.created,
          updatedCount: outcome.updated,
          unchangedCount: outcome.unchanged,
        });
        await manager.update(
          ImportEntity,
          { id: applied!.id },
          {
            createdCount: outcome.created,
            updatedCount: outcome.updated,
            unchangedCount: outcome.unchanged,
          },
        );
        await this.audit.record(manager, actor, {
          action: 'import.applied',
          resourceType: 'import',
          resourceId: applied!.id,
          details: {
            kind,
            file_name: outcome.fileName,
            rows: rows.length,
            created: outcome.created,
            updated: outcome.updated,
            unchanged: outcome.unchanged,
          },
        });
        return { ...outcome, applied };
      });
    } catch (error) {
      if (error instanceof DryRunDone) return error.outcome;
      throw error;
    }
  }

  /** Past imports, newest first. */
  async list(actor: Actor, args: ConnectionArgs): Promise<Connection<ImportEntity>> {
    assertOperation('hrOrAdmin', actor);
    const total = await this.dataSource.manager.count(ImportEntity);
    const window = pageWindow(args, total);
    const rows = await this.dataSource.manager.find(ImportEntity, {
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: window.offset,
      take: window.limit,
    });
    return toConnection(rows, window, total);
  }

  /** Everyone, in the people import's columns headed in `language`: importing it back changes nothing. */
  async exportPeople(actor: Actor, language: string | null = null): Promise<string> {
    assertOperation('hrOrAdmin', actor);
    const rows = await importQueries.peopleForExport(this.dataSource);
    const columns = IMPORT_COLUMNS.people;
    return toCsv(
      columns.map((column) => translate(language, 'csv', `people.${column.field}`)),
      rows.map((row) => columns.map((column) => row[column.field])),
    );
  }

  /** A year's stored balances in the balance import's columns (days taken and available): importing it back changes nothing. */
  async exportBalances(actor: Actor, year: number, language: string | null = null): Promise<string> {
    assertOperation('hrOrAdmin', actor);
    checkYear(year);
    const rows = await importQueries.balancesForExport(this.dataSource, year);
    const columns = IMPORT_COLUMNS.balances;
    return toCsv(
      columns.map((column) => translate(language, 'csv', `balances.${column.field}`)),
      rows.map((row) => columns.map((column) => row[column.field] ?? null)),
    );
  }
}
