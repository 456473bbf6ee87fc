import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badInput } from '../../lib/errors';

/** The largest file an import reads (its bytes, before base64). */
export const MAX_IMPORT_BYTES = 1024 * 1024;
/** The most rows (besides the header) one import reads. */
export const MAX_IMPORT_ROWS = 10_000;
/** The most columns a file may have, and the longest a cell may be. */
const MAX_COLUMNS = 50;
const MAX_CELL_LENGTH = 500;

/** A file as read: its header row and its data rows (each cell trimmed text, '' when empty), numbered as in the file. */
export interface ImportTable {
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

/** An upload: its name, and its content as base64 (CSV or XLSX) or as CSV text. */
export interface ImportFile {
  fileName: string;
  contentBase64?: string | null;
  csvText?: string | null;
}

const XLSX_NAME = /\.xlsx$/i;
/** The first bytes of a ZIP archive, which an XLSX file is. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function checkFileName(name: string | null | undefined): string {
  const fileName = (name ?? '').trim();
  if (!fileName) throw badInput('Please name the file', 'fileName');
  if (fileName.length > 255) throw badInput('The file name must be at most 255 characters', 'fileName');
  if (!/\.(csv|xlsx|txt)$/i.test(fileName)) throw badInput('Please upload a CSV or XLSX file', 'fileName');
  return fileName;
}

function contentOf(file: ImportFile): Buffer {
  if (file.contentBase64 != null && file.csvText != null)
    throw badInput('Send the file either as base64 or as text, not both', 'contentBase64');
  if (file.csvText != null) return Buffer.from(file.csvText, 'utf8');
  const base64 = (file.contentBase64 ?? '').trim();
  if (!base64) throw badInput('The file is empty', 'contentBase64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badInput('The file content is not valid base64', 'contentBase64');
  return Buffer.from(base64, 'base64');
}

const tooManyRows = () =>
  badInput(
    `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows: split it into smaller files`,
    'contentBase64',
  );

const tooLarge = () =>
  badInput(
    `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MiB: split it into smaller files`,
    'contentBase64',
  );

/** A cell as plain text: formulas are never evaluated (their stored result is read), dates as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** The most an XLSX file may unpack to: far above 10,000 rows, far below what would exhaust memory. */
export const MAX_XLSX_UNPACKED_BYTES = 32 * 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/**
 * What a ZIP archive unpacks to, added up from its central directory before anything is inflated (a
 * small file can unpack to gigabytes); null when the directory cannot be read (or is ZIP64).
 */
function unpackedSize(zip: Buffer): number | null {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const size = zip.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return null;
    total += size;
    offset += 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return total;
}

async function readXlsx(content: Buffer): Promise<string[][]> {
  const unpacked = unpackedSize(content);
  if (unpacked === null) throw badInput('The file could not be read as an XLSX workbook', 'contentBase64');
  if (unpacked > MAX_XLSX_UNPACKED_BYTES)
    throw badInput(
      `The workbook unpacks to more than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MiB: save it as CSV or split it`,
      'contentBase64',
    );
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badInput('The file could not be read as an XLSX workbook', 'contentBase64');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badInput('The workbook has no sheet', 'contentBase64');
  const rows: string[][] = [];
  let beyond = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number > MAX_IMPORT_ROWS + 1) return void (beyond = true);
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[number - 1] = Array.from(values, (value) => cellText(value as ExcelJS.CellValue));
  });
  if (beyond) throw tooManyRows();
  return Array.from(rows, (row) => row ?? []);
}

function readCsv(content: Buffer): string[][] {
  try {
    return parse(content, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badInput(`The file is not valid CSV${line ? ` (near line ${line})` : ''}`, 'contentBase64');
  }
}

/** A cell our CSV export wrote with an apostrophe before a formula character reads back as it was. */
const unneutralised = (cell: string): string => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/** Reads an upload into a header row and data rows, refusing (BAD_USER_INPUT) what is too large or unreadable. */
export async function readImportFile(file: ImportFile): Promise<ImportTable> {
  const fileName = checkFileName(file.fileName);
  if ((file.contentBase64?.length ?? 0) > Math.ceil(MAX_IMPORT_BYTES / 3) * 4 + 4) throw tooLarge();
  const content = contentOf(file);
  if (content.length > MAX_IMPORT_BYTES) throw tooLarge();
  const isXlsx = content.subarray(0, 4).equals(ZIP_MAGIC);
  if (XLSX_NAME.test(fileName) && !isXlsx)
    throw badInput('The file could not be read as an XLSX workbook', 'contentBase64');
  const records = isXlsx ? await readXlsx(content) : readCsv(content);
  const [header = [], ...data] = records;
  const headers = header.map((cell) => cell.trim());
  while (headers.length && !headers[headers.length - 1]) headers.pop();
  if (!headers.length) throw badInput('The file has no header row', 'contentBase64');
  if (headers.length > MAX_COLUMNS) throw badInput(`The file has more than ${MAX_COLUMNS} columns`, 'contentBase64');
  const rows: ImportTable['rows'] = [];
  data.forEach((record, index) => {
    const cells = headers.map((_, column) => unneutralised((record[column] ?? '').trim()));
    if (cells.every((cell) => !cell)) return;
    if (cells.some((cell) => cell.length > MAX_CELL_LENGTH))
      throw badInput(`Row ${index + 2} has a cell longer than ${MAX_CELL_LENGTH} characters`, 'contentBase64');
    rows.push({ line: index + 2, cells });
  });
  if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows();
  if (!rows.length) throw badInput('The file has no rows below its header', 'contentBase64');
  return { headers, rows };
}
