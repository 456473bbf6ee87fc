import { buildLocation, buildOrganisation, buildStaff } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { clock } from '../../lib/dates';
import type { UserEntity } from '../users';

const realNow = clock.now;
const ASSIGN = `mutation ($input: AssignWorkCalendarInput!) {
  assignWorkCalendar(input: $input) { id location { name } workSchedule { template effectiveFrom } }
}`;

describe('the bulk editor: a location and a schedule template for many people at once', () => {
  let t: TestApp;
  let admin: UserEntity;
  let manager: UserEntity;
  let hrToken: string;
  let staffToken: string;
  let munich: string;

  beforeAll(async () => {
    clock.now = () => new Date('2026-06-15T10:00:00Z');
    t = await startTestApp();
    let adminToken: string;
    ({
      admin,
      manager,
      tokens: { admin: adminToken, hr: hrToken, staff: staffToken },
    } = await buildOrganisation(t, { admin: {}, hr: {}, manager: {}, staff: {} }));
    munich = await buildLocation(t, adminToken, {
      name: 'Munich',
      countryCode: 'DE',
      regionCode: 'BY',
      timeZone: 'Europe/Berlin',
    });
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  const stateOf = (ids: string[]) =>
    t.dataSource.query(
      `SELECT u.id, u.location_id, (SELECT string_agg(s.template || '@' || s.effective_from, ',' ORDER BY s.effective_from)
         FROM work_schedules s WHERE s.user_id = u.id) AS schedules
       FROM users u WHERE u.id = ANY($1::uuid[]) ORDER BY u.id`,
      [ids],
    );

  it('moves the chosen people to a location and gives them a template from a date, in one go, audited', async () => {
    const people = [await buildStaff(t, manager), await buildStaff(t, manager)];
    const ids = people.map((person) => person.id);
    const answer = await t.gql<{ assignWorkCalendar: { id: string; location: { name: string } }[] }>(
      ASSIGN,
      { input: { userIds: ids, locationId: munich, template: 'four_days', effectiveFrom: '2026-07-01' } },
      hrToken,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.assignWorkCalendar.map((person) => person.location.name)).toEqual(['Munich', 'Munich']);
    expect(await stateOf(ids)).toEqual(
      [...ids].sort().map((id) => ({ id, location_id: munich, schedules: 'four_days@2026-07-01' })),
    );
    const audit = await t.dataSource.query(
      `SELECT action, count(*)::int AS count FROM audit_logs WHERE resource_id = ANY($1::text[]) GROUP BY action ORDER BY action`,
      [ids],
    );
    expect(audit).toEqual([
      { action: 'user.updated', count: 2 },
      { action: 'work_schedule.set', count: 2 },
    ]);
    // Their allowance follows the four-day week (FTE 0.8) from July.
    const [{ total }] = await t.dataSource.query(
      `SELECT b.total_days::float AS total FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id
       WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = 2026`,
      [ids[0]],
    );
    expect(total).toBeLessThan(25);

    // Only a location this time, back to the default one: schedules stay.
    const back = await t.gql(ASSIGN, { input: { userIds: ids, locationId: null } }, hrToken);
    expect(back.errors).toBeUndefined();
    expect((await stateOf(ids)).map((row: { location_id: string | null }) => row.location_id)).toEqual([null, null]);
    expect((await stateOf(ids)).map((row: { schedules: string }) => row.schedules)).toEqual([
      'four_days@2026-07-01',
      'four_days@2026-07-01',
    ]);
  });

  it('changes nobody when one of them may not be changed, or the input is wrong', async () => {
    const person = await buildStaff(t, manager);
    const ids = [person.id, admin.id];
    const before = await stateOf(ids);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { userIds: ids, locationId: munich },
        'FORBIDDEN',
        "Only an administrator can change an administrator's account",
      ],
      [
        { userIds: [person.id, '00000000-0000-4000-8000-000000000000'], locationId: munich },
        'BAD_USER_INPUT',
        'Unknown person',
      ],
      [{ userIds: [person.id] }, 'BAD_USER_INPUT', 'Choose a location, a schedule template or both'],
      [{ userIds: [], locationId: munich }, 'BAD_USER_INPUT', 'Choose at least one person'],
      [
        { userIds: [person.id], template: 'four_days' },
        'BAD_USER_INPUT',
        'Effective from must be a date written YYYY-MM-DD',
      ],
      [
        { userIds: [person.id], template: 'six_days', effectiveFrom: '2026-07-01', locationId: munich },
        'BAD_USER_INPUT',
        'Unknown schedule template "six_days"',
      ],
      [{ userIds: [person.id], locationId: 'nowhere' }, 'NOT_FOUND', 'Location not found'],
    ];
    for (const [input, code, message] of cases) {
      const answer = await t.gql(ASSIGN, { input }, hrToken);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    const byStaff = await t.gql(ASSIGN, { input: { userIds: [person.id], locationId: munich } }, staffToken);
    expect(byStaff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await stateOf(ids)).toEqual(before);
  });
});
