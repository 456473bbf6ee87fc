import type { DataSource } from 'typeorm';
import {
  approveRequest,
  buildAdmin,
  buildHoliday,
  buildStaffWithToken,
  issueToken,
  setPolicy,
  submitRequest,
} from '../../../test/factories';
import { createTestDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { figures, ledgerMismatches } from '../../../test/ledger-fixtures';
import { createDataSource } from '../../database';
import { Locations1765000000000 } from '../../db/migrations/1765000000000-locations';
import { clock } from '../../lib/dates';

const realNow = clock.now;
const PREVIEW = `query ($input: DayCountInput!) { leaveDayCount(input: $input) { days } }`;
// 21-31 December 2026: nine weekdays, of which Christmas Day (Friday) and the substitute Boxing Day (Monday) are holidays.
const CHRISTMAS = { startDate: '2026-12-21', endDate: '2026-12-31' };

async function withMigration(
  databaseUrl: string,
  work: (dataSource: DataSource, migration: Locations1765000000000) => Promise<void>,
) {
  const dataSource = createDataSource(databaseUrl, { poolSize: 2 });
  await dataSource.initialize();
  try {
    await work(dataSource, new Locations1765000000000());
  } finally {
    await dataSource.destroy();
  }
}

describe('moving the organisation onto locations (migration)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    clock.now = realNow;
    await t?.close();
    t = undefined;
  });

  it('gives the default location the holiday list, Saturday–Sunday and UTC, so no figure changes, and moves the list back', async () => {
    clock.now = () => new Date('2026-06-15T10:00:00Z');
    const databaseUrl = await createTestDatabase();
    // An organisation counting working days around two holidays, with a request charged and approved.
    t = await startTestApp({ databaseUrl });
    const admin = await buildAdmin(t);
    const adminToken = await issueToken(t, admin);
    await setPolicy(t, adminToken, { dayCounting: 'WORKING_DAYS', carryoverExpiryMonthDay: '03-31' });
    const holidayIds = [
      await buildHoliday(t, adminToken, { date: '2026-12-25', name: 'Christmas Day' }),
      await buildHoliday(t, adminToken, { date: '2026-12-28', name: 'Boxing Day (substitute day)' }),
    ];
    const person = await buildStaffWithToken(t, admin);
    const request = await submitRequest(t, person.token, { type: 'pto', ...CHRISTMAS });
    await approveRequest(t, adminToken, request.id);
    expect(request.days).toBe(7);
    const before = { 2026: await figures(t, person.user.id, 2026), 2027: await figures(t, person.user.id, 2027) };
    const listed = (await t.gql<{ holidays: { id: string }[] }>(`{ holidays { id date name } }`, {}, person.token))
      .data!.holidays;
    expect(listed.map((holiday: { id: string }) => holiday.id)).toEqual(holidayIds);
    await t.close();
    t = undefined;

    // Down: the list is the organisation's table again, with the same rows; up: the default location's again.
    await withMigration(databaseUrl, async (dataSource, migration) => {
      await migration.down(dataSource.createQueryRunner());
      expect(
        await dataSource.query(`SELECT id, to_char(date, 'YYYY-MM-DD') AS date, name FROM holidays ORDER BY date`),
      ).toEqual(listed);
      expect(await dataSource.query(`SELECT to_regclass('locations') AS t`)).toEqual([{ t: null }]);
      await migration.up(dataSource.createQueryRunner());
    });

    t = await startTestApp({ databaseUrl });
    const [location] = await t.dataSource.query(
      `SELECT name, country_code, time_zone, weekend_days, is_default FROM locations`,
    );
    expect(location).toEqual({
      name: 'Head office',
      country_code: null,
      time_zone: 'UTC',
      weekend_days: [0, 6],
      is_default: true,
    });
    expect(
      (await t.gql<{ holidays: { id: string }[] }>(`{ holidays { id date name } }`, {}, person.token)).data!.holidays,
    ).toEqual(listed);
    // The same range counts the same, the rules applied again change nothing, and the ledger explains every figure.
    expect(
      (await t.gql<{ leaveDayCount: { days: number } }>(PREVIEW, { input: CHRISTMAS }, person.token)).data!
        .leaveDayCount.days,
    ).toBe(7);
    await t.services.balances.applyRulesToEveryone();
    expect({ 2026: await figures(t, person.user.id, 2026), 2027: await figures(t, person.user.id, 2027) }).toEqual(
      before,
    );
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});
