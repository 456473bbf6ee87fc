import { badInput } from '../../lib/errors';
import { guessMapping, IMPORT_COLUMNS } from './import-columns';
import type { ImportKind } from './import.entity';
import type { ImportTable } from './import-file';

/** One data row read through the mapping: every field of the kind, '' where the file leaves it blank. */
export interface ImportRow {
  line: number;
  values: Record<string, string>;
}

/** An error of a row (or of several: a reporting-line circle), in plain words naming the row. */
export interface RowError {
  row: number;
  message: string;
}

/** A header and the field it is read as (null: ignored). */
export interface ColumnMapping {
  column: string;
  field?: string | null;
}

/**
 * The mapping an import uses: the one sent (each header of the file once, fields of this kind, none
 * twice), else the one guessed from the headers. Refuses a mapping without the kind's required fields.
 */
export function mappingFor(
  kind: ImportKind,
  table: ImportTable,
  sent?: readonly ColumnMapping[] | null,
): ColumnMapping[] {
  const fields = new Set(IMPORT_COLUMNS[kind].map((column) => column.field));
  let mapping: ColumnMapping[];
  if (sent?.length) {
    const seenFields = new Set<string>();
    for (const entry of sent) {
      if (!table.headers.includes(entry.column)) throw badInput(`The file has no column "${entry.column}"`, 'mapping');
      if (entry.field == null || entry.field === '') continue;
      if (!fields.has(entry.field)) throw badInput(`Unknown field "${entry.field}" for this import`, 'mapping');
      if (seenFields.has(entry.field))
        throw badInput(`Two columns are mapped to the field "${entry.field}"`, 'mapping');
      seenFields.add(entry.field);
    }
    mapping = table.headers.map((column) => ({
      column,
      field: sent.find((entry) => entry.column === column)?.field || null,
    }));
  } else {
    const guessed = guessMapping(kind, table.headers);
    mapping = table.headers.map((column, index) => ({ column, field: guessed[index] }));
  }
  return mapping;
}

/** The required fields no column is mapped to (their labels). */
export function missingFields(kind: ImportKind, mapping: readonly ColumnMapping[]): string[] {
  return IMPORT_COLUMNS[kind]
    .filter((column) => column.required && !mapping.some((entry) => entry.field === column.field))
    .map((column) => column.label);
}

/** The file's rows read through the mapping. */
export function rowsOf(kind: ImportKind, table: ImportTable, mapping: readonly ColumnMapping[]): ImportRow[] {
  const indexOf = new Map(mapping.flatMap((entry, index) => (entry.field ? [[entry.field, index] as const] : [])));
  return table.rows.map(({ line, cells }) => ({
    line,
    values: Object.fromEntries(
      IMPORT_COLUMNS[kind].map((column) => {
        const index = indexOf.get(column.field);
        return [column.field, index === undefined ? '' : cells[index]];
      }),
    ),
  }));
}
