import { buildManager, buildStaff } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { MAX_EXPORT_BYTES } from './search.service';

const EXPORT = `query { searchExport(criteria: { sortField: START_DATE, sortDirection: ASC }) { csv rowCount truncated } }`;
const ROWS = 3000;

describe('searchExport of a long result', () => {
  let t: TestApp;
  let managerToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    const manager = await buildManager(t);
    const report = await buildStaff(t, manager);
    managerToken = await t.tokenFor(manager);
    // Notes of quotes: each doubles in the CSV and is escaped again in the JSON answer, 12 MB in all.
    await t.dataSource.query(
      `INSERT INTO leave_requests (request_id, user_id, request_type_id, status, start_date, end_date, days, balance_year, notes)
       SELECT 'WD-PTO-BULK-' || g, $1, (SELECT id FROM request_types WHERE name = 'pto'), 'pending',
              date '2030-01-01' + g * 2, date '2030-01-01' + g * 2, 1, extract(year FROM date '2030-01-01' + g * 2)::int, repeat('"', 1000)
       FROM generate_series(1, $2) g`,
      [report.id, ROWS],
    );
  });
  afterAll(() => t.close());

  it('writes whole rows up to 4 MiB and says the rest was left out, instead of an answer too large to send', async () => {
    const result = await t.gql<{ searchExport: { csv: string; rowCount: number; truncated: boolean } }>(
      EXPORT,
      {},
      managerToken,
    );
    expect(result.errors).toBeUndefined();
    const { csv, rowCount, truncated } = result.data!.searchExport;
    expect(truncated).toBe(true);
    expect(rowCount).toBeGreaterThan(1000);
    expect(rowCount).toBeLessThan(ROWS);
    expect(Buffer.byteLength(csv)).toBeLessThanOrEqual(MAX_EXPORT_BYTES);
    // The header and rowCount whole records, the last one ending the file, in the criteria's order.
    const records = csv.match(/"(?:[^"]|"")*"|\r\n/g)!.filter((token) => token === '\r\n');
    expect(records).toHaveLength(rowCount + 1);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[1]).toMatch(/^WD-PTO-BULK-1,/);
  });
});
