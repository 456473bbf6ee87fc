import { IMPORT_COLUMNS } from './import-columns';
import type { ImportKind } from './import.entity';
import type { ImportOutcome } from './import.service';

/** The fields of a kind as the API shows them. */
export const importFields = (kind: ImportKind) =>
  IMPORT_COLUMNS[kind].map((column) => ({ field: column.field, label: column.label, required: !!column.required }));

/** An outcome as the API shows it (GraphQL and REST alike): one list of row plans for both kinds. */
export function outcomeBody(outcome: ImportOutcome) {
  return {
    kind: outcome.kind,
    fileName: outcome.fileName,
    fields: importFields(outcome.kind),
    mapping: outcome.mapping,
    rowCount: outcome.rowCount,
    created: outcome.created,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    errors: outcome.errors,
    rows: [
      ...outcome.people.map((plan) => ({
        row: plan.line,
        action: plan.action,
        email: plan.values.email,
        name: `${plan.values.firstName} ${plan.values.lastName}`,
        changedFields: plan.changed,
        leaveType: null,
        year: null,
        before: null,
        after: null,
      })),
      ...outcome.balances.map((plan) => ({
        row: plan.line,
        action: plan.action,
        email: plan.email,
        name: null,
        changedFields: [],
        leaveType: plan.leaveType,
        year: plan.year,
        before: plan.before,
        after: plan.after,
      })),
    ],
    import: outcome.applied,
  };
}
