import { renderInSlices } from './cooperative';

export type CsvCell = string | number | boolean | Date | null | undefined;

/** Leading characters that make spreadsheet programs read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Cells RFC 4180 quotes: those holding a comma, a quote or a line break (a lone CR or LF too). */
const NEEDS_QUOTES = /[",\r\n]/;
/** Rows written between two turns of the event loop (a few milliseconds of work). */
const ROWS_PER_SLICE = 500;

/**
 * Makes a cell safe to open in a spreadsheet: text starting with = + - @, a tab or a carriage
 * return gets a leading apostrophe so it is shown as text, not run as a formula (OWASP CSV
 * injection). Numbers stay numbers (a negative number is not a formula).
 */
export function neutraliseCell(value: CsvCell): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function csvField(value: CsvCell): string {
  const cell = neutraliseCell(value);
  if (typeof cell !== 'string') return String(cell);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One record: fields neutralised, quoted where RFC 4180 asks (quotes doubled), ended by CRLF. */
export const csvRecord = (row: readonly CsvCell[]): string => `${row.map(csvField).join(',')}\r\n`;

/**
 * The one CSV writer of the server: a header row then the rows, RFC 4180 (fields with a comma,
 * quote or line break are quoted, quotes doubled, CRLF line ends), every cell neutralised.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvRecord(header) + rows.map(csvRecord).join('');
}

/**
 * The records of `rows` (each turned into cells by `cells`) for long exports: written a slice at a
 * time with a turn of the event loop between slices, so other requests are answered meanwhile.
 * Returns the pieces in order.
 */
export function csvPieces<T>(rows: Iterable<T>, cells: (row: T) => readonly CsvCell[]): Promise<string[]> {
  return renderInSlices(rows, (row) => csvRecord(cells(row)), ROWS_PER_SLICE);
}

/**
 * csvPieces, stopping before the first record that would take the written text past `maxBytes` of
 * UTF-8: the pieces, how many rows they hold and their size in bytes.
 */
export async function csvPiecesWithin<T>(
  rows: Iterable<T>,
  cells: (row: T) => readonly CsvCell[],
  maxBytes: number,
): Promise<{ pieces: string[]; rows: number; bytes: number }> {
  let written = 0;
  let bytes = 0;
  function* withinBudget(): Generator<string> {
    for (const row of rows) {
      const record = csvRecord(cells(row));
      const size = Buffer.byteLength(record);
      if (bytes + size > maxBytes) return;
      bytes += size;
      written += 1;
      yield record;
    }
  }
  const pieces = await renderInSlices(withinBudget(), (record) => record, ROWS_PER_SLICE);
  return { pieces, rows: written, bytes };
}
