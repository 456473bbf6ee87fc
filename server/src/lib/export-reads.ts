import type { DataSource } from 'typeorm';
import { badInput } from './errors';

/** Longest a statement of an export may run before Postgres cancels it. */
export const EXPORT_STATEMENT_TIMEOUT_MS = 20_000;
/** Rows fetched from the cursor at a time. */
export const EXPORT_BATCH_ROWS = 2_000;
/** SQLSTATE of a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * An instant column as the CSV files write it (ISO 8601 in UTC with milliseconds, as Date.toISOString
 * does), formatted by Postgres: parsing a Date per row only to print it again is a good part of an
 * export's own work.
 */
export const isoInstantSql = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const EXPORT_TOO_SLOW =
  'This export takes too long; narrow it down (fewer people, a shorter period) and try again.';

/**
 * Reads a long result for an export: in a read-only transaction whose statements Postgres stops after
 * `timeoutMs` (answered as BAD_USER_INPUT asking to narrow the export), through a cursor `batchRows`
 * rows at a time, so the rows never sit in memory all at once and each batch is handed to `onBatch`
 * (which renders it) before the next one is fetched. `onBatch` answering false stops the reading.
 */
export async function readInBatches<R>(
  dataSource: DataSource,
  [sql, parameters]: [string, unknown[]],
  onBatch: (rows: R[]) => Promise<boolean | void> | boolean | void,
  { batchRows = EXPORT_BATCH_ROWS, timeoutMs = EXPORT_STATEMENT_TIMEOUT_MS } = {},
): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    await runner.query(`SET TRANSACTION READ ONLY`);
    await runner.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
    await runner.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, parameters);
    for (;;) {
      const rows: R[] = await runner.query(`FETCH FORWARD ${Math.max(1, Math.floor(batchRows))} FROM export_rows`);
      if (rows.length && (await onBatch(rows)) === false) break;
      if (rows.length < batchRows) break;
    }
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    const code = (error as { driverError?: { code?: unknown } }).driverError?.code;
    throw code === QUERY_CANCELED ? badInput(EXPORT_TOO_SLOW) : error;
  } finally {
    await runner.release();
  }
}
