import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | Date | null | undefined;

/** Leading characters that make spreadsheet programs read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

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

/**
 * The one CSV writer of the server: a header row then the rows, RFC 4180 (fields with a comma,
 * quote or line break are quoted, quotes doubled, CRLF line ends), every cell neutralised.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header.map(neutraliseCell), ...rows.map((row) => row.map(neutraliseCell))], {
    record_delimiter: 'windows',
    // With CRLF records the library only quotes a full CRLF; a lone CR or LF must be quoted too.
    quoted_match: /[\r\n]/,
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });
}
