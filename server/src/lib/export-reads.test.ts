import { startTestApp, type TestApp } from '../../test/harness';
import { EXPORT_TOO_SLOW, readInBatches } from './export-reads';

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
});
