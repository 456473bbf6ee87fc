import { attemptRequest, buildAdmin, buildManager, buildStaff, buildTeam, setPolicy } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { addDays } from '../../lib/dates';
import type { UserEntity } from '../users/user.entity';

const CHECK = `query ($s: Date!, $e: Date!) { staffingCheck(startDate: $s, endDate: $e) { shortfalls { date teamSize present required absent { name } } } }`;

/** The first Monday at least `days` from today. */
function mondayAfter(days: number): string {
  let date = daysFromToday(days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  return date;
}

describe('staffing minimums with part-timers', () => {
  let t: TestApp;
  let adminToken: string;
  let tokens: string[];
  let members: UserEntity[];
  const monday = mondayAfter(14);
  const wednesday = addDays(monday, 2);
  const thursday = addDays(monday, 3);

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await buildAdmin(t);
    adminToken = await t.tokenFor(admin);
    const lead = await buildManager(t);
    const teamId = await buildTeam(t, adminToken, { name: 'Support', managerId: lead.id });
    members = [];
    for (const first of ['Ana', 'Ben', 'Cy', 'Dee'])
      members.push(await buildStaff(t, lead, { firstName: first, teamId }));
    tokens = await Promise.all(members.map((member) => t.tokenFor(member)));
    // Dee works Monday to Wednesday.
    const schedule = await t.gql(
      `mutation ($input: SetWorkScheduleInput!) { setWorkSchedule(input: $input) { id } }`,
      { input: { userId: members[3].id, effectiveFrom: addDays(monday, -7), template: 'three_days' } },
      adminToken,
    );
    expect(schedule.errors).toBeUndefined();
    await setPolicy(t, adminToken, { minimumStaffingCount: 3 });
  });
  afterAll(() => t.close());

  it('counts a part-timer as absent on a day their schedule leaves free, not as present', async () => {
    const answer = await t.gql<{
      staffingCheck: { shortfalls: { date: string; teamSize: number; present: number; required: number }[] };
    }>(CHECK, { s: monday, e: addDays(monday, 4) }, tokens[1]);
    // Ben off: three left Monday to Wednesday; Thursday and Friday only Ana and Cy.
    expect(answer.data!.staffingCheck.shortfalls).toEqual([
      { date: thursday, teamSize: 4, present: 2, required: 3, absent: [] },
      { date: addDays(monday, 4), teamSize: 4, present: 2, required: 3, absent: [] },
    ]);
  });

  it("does not warn the part-timer about days they do not work, and blocks others' leave on them under the hard block", async () => {
    const own = await t.gql<{ staffingCheck: { shortfalls: { date: string }[] } }>(
      CHECK,
      { s: monday, e: addDays(monday, 4) },
      tokens[3],
    );
    expect(own.data!.staffingCheck.shortfalls).toEqual([]);
    await setPolicy(t, adminToken, { staffingHardBlock: true });
    const refused = await attemptRequest(t, tokens[1], { startDate: thursday, endDate: thursday });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(refused.errors?.[0].message).toMatch(/^Too few people of Support would be present on /);
    const allowed = await attemptRequest(t, tokens[1], { startDate: wednesday, endDate: wednesday });
    expect(allowed.errors).toBeUndefined();
    const stored = await t.dataSource.query(
      `SELECT to_char(start_date, 'YYYY-MM-DD') AS day FROM leave_requests WHERE user_id = $1`,
      [members[1].id],
    );
    expect(stored).toEqual([{ day: wednesday }]);
  });
});
