import { startTestApp, type TestApp } from '../../test/harness';
import { EXPORT_TOO_SLOW, isoInstantSql, readInBatches } from './export-reads';

describe('readInBatches', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('hands the rows over in batches, in order, with the query parameters bound', async () => {
    const batches: number[][] = [];
    await readInBatches<{ n: number }>(
      t.dataSource,
      ['SELECT n FROM generate_series(1, $1::int) n WHERE n % $2::int <> 0 ORDER BY n', [12, 4]],
      (rows) => void batches.push(rows.map((row) => row.n)),
      { batchRows: 4 },
    );
    expect(batches).toEqual([[1, 2, 3, 5], [6, 7, 9, 10], [11]]);
  });

  it('stops a statement that runs past the timeout and asks to narrow the export, leaving the connection usable', async () => {
    const reading = readInBatches(t.dataSource, ['SELECT pg_sleep(5)', []], () => undefined, { timeoutMs: 50 });
    await expect(reading).rejects.toMatchObject({ message: EXPORT_TOO_SLOW, extensions: { code: 'BAD_USER_INPUT' } });
    // The timeout was local to the export's transaction.
    const [{ timeout }] = await t.dataSource.query(`SELECT current_setting('statement_timeout') AS timeout`);
    expect(timeout).toBe('0');
  });

  it('reads in a read-only transaction', async () => {
    const writing = readInBatches(
      t.dataSource,
      [`SELECT n FROM generate_series(1, 2) n WHERE nextval('leave_request_number_seq') > 0`, []],
      () => undefined,
    );
    await expect(writing).rejects.toMatchObject({ driverError: { code: '25006' } });
  });

  it('formats instants in SQL exactly as Date.toISOString prints them (UTC, milliseconds cut, not rounded)', async () => {
    const rows: { at: Date; text: string }[] = await t.dataSource.query(
      `SELECT at, ${isoInstantSql('at')} AS text FROM unnest($1::timestamptz[]) at`,
      [
        [
          '2026-01-02 03:04:05.123999+00',
          '2025-12-31 23:59:59.999999-05',
          '2026-06-30 00:00:00+14',
          '2024-02-29 12:00:00.5+00',
        ],
      ],
    );
    for (const row of rows) expect(row.text).toBe(row.at.toISOString());
    expect(rows.map((row) => row.text)).toEqual([
      '2026-01-02T03:04:05.123Z',
      '2026-01-01T04:59:59.999Z',
      '2026-06-29T10:00:00.000Z',
      '2024-02-29T12:00:00.500Z',
    ]);
  });
});
