import {
  APPROVE_REQUEST,
  approveRequest,
  attemptRequest,
  buildAdmin,
  buildManager,
  buildStaff,
  buildTeam,
  setPolicy,
  submitRequest,
} from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { addDays } from '../../lib/dates';
import type { UserEntity } from '../users/user.entity';

const CHECK = `query ($s: Date!, $e: Date!) { staffingCheck(startDate: $s, endDate: $e) { hardBlock shortfalls { date teamName teamSize present required absent { name status } } } }`;
const CALENDAR = `query ($s: Date!, $e: Date!) { staffingShortfalls(start: $s, end: $e) { date teamName present required absent { name status } } }`;
const CARD = `query ($id: ID!) { leaveRequest(id: $id) { staffing { shortfalls { date absent { name status } } } } }`;

/** The first Wednesday at least `days` from today. */
function wednesdayAfter(days: number): string {
  let date = daysFromToday(days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  return date;
}

describe('staffing minimums', () => {
  let t: TestApp;
  let lead: UserEntity;
  let members: UserEntity[];
  let tokens: string[];
  let leadToken: string;
  let adminToken: string;
  const day = wednesdayAfter(14);
  const name = (user: UserEntity) => `${user.firstName} ${user.lastName}`;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await buildAdmin(t, { department: 'Operations' });
    lead = await buildManager(t, { jobTitle: 'Platform Manager' });
    adminToken = await t.tokenFor(admin);
    const teamId = await buildTeam(t, adminToken, {
      name: 'Platform',
      description: 'Runs the platform',
      managerId: lead.id,
    });
    members = [];
    for (const first of ['Ana', 'Ben', 'Cy', 'Dee'])
      members.push(await buildStaff(t, lead, { firstName: first, teamId }));
    [leadToken, ...tokens] = await Promise.all([lead, ...members].map((u) => t.tokenFor(u)));
    await setPolicy(t, adminToken, { minimumStaffingCount: 3 });
    const ana = await submitRequest(t, tokens[0], { startDate: day, endDate: day });
    await approveRequest(t, leadToken, ana.id);
  });
  afterAll(() => t.close());

  it('warns the request form, with the names of who else is off, when the team would fall below the minimum', async () => {
    const answer = await t.gql<{ staffingCheck: { hardBlock: boolean; shortfalls: unknown[] } }>(
      CHECK,
      { s: addDays(day, -2), e: addDays(day, 4) }, // Monday to Sunday
      tokens[1],
    );
    expect(answer.data?.staffingCheck).toEqual({
      hardBlock: false,
      shortfalls: [
        {
          date: day,
          teamName: 'Platform',
          teamSize: 4,
          present: 2,
          required: 3,
          absent: [{ name: name(members[0]), status: 'APPROVED' }],
        },
      ],
    });
    const weekend = await t.gql<{ staffingCheck: { shortfalls: unknown[] } }>(
      CHECK,
      { s: addDays(day, 3), e: addDays(day, 4) },
      tokens[1],
    );
    expect(weekend.data?.staffingCheck.shortfalls).toEqual([]);
  });

  it('shows the approver the same warning on the request, and the calendar the day with everyone off', async () => {
    const ben = await submitRequest(t, tokens[1], { startDate: day, endDate: day });
    const card = await t.gql<{ leaveRequest: { staffing: { shortfalls: { absent: unknown[] }[] } } }>(
      CARD,
      { id: ben.id },
      leadToken,
    );
    expect(card.data?.leaveRequest.staffing.shortfalls[0].absent).toEqual([
      { name: name(members[0]), status: 'APPROVED' },
    ]);
    const calendar = await t.gql<{
      staffingShortfalls: { date: string; absent: { name: string; status: string }[] }[];
    }>(CALENDAR, { s: addDays(day, -2), e: addDays(day, 2) }, leadToken);
    expect(calendar.data?.staffingShortfalls).toEqual([
      {
        date: day,
        teamName: 'Platform',
        present: 2,
        required: 3,
        absent: expect.arrayContaining([
          { name: name(members[0]), status: 'APPROVED' },
          { name: name(members[1]), status: 'PENDING' },
        ]),
      },
    ]);
    const outsider = await buildManager(t, { department: 'Sales' });
    const hidden = await t.gql<{ staffingShortfalls: unknown[] }>(
      CALENDAR,
      { s: addDays(day, -2), e: addDays(day, 2) },
      await t.tokenFor(outsider),
    );
    expect(hidden.data?.staffingShortfalls).toEqual([]);
    expect((await t.gql(CALENDAR, { s: day, e: day })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses, under the hard block, a request or an approval that would break the minimum, naming who is off', async () => {
    await setPolicy(t, adminToken, { staffingHardBlock: true });
    const [{ count: before }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM leave_requests`);
    const refused = await attemptRequest(t, tokens[2], { startDate: day, endDate: day });
    expect(refused.errors?.[0]).toMatchObject({
      message: `Too few people of Platform would be present on ${day}: at least 3 of 4 must be present, and ${name(members[0])} is off`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const [{ count: after }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM leave_requests`);
    expect(after).toBe(before);
    // Ben's pending request (submitted before the switch) cannot be approved either.
    const [ben] = await t.dataSource.query(`SELECT id FROM leave_requests WHERE user_id = $1 AND status = 'pending'`, [
      members[1].id,
    ]);
    const approval = await t.gql(APPROVE_REQUEST, { id: ben.id }, leadToken);
    expect(approval.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const [{ status }] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [ben.id]);
    expect(status).toBe('pending');
    // A day with enough people present is fine.
    expect(
      (await submitRequest(t, tokens[2], { startDate: addDays(day, 7), endDate: addDays(day, 7) })).id,
    ).toBeTruthy();
    await setPolicy(t, adminToken, { staffingHardBlock: false, minimumStaffingCount: 0 });
  });

  it('takes the share of the team when it asks for more people than the count', async () => {
    await setPolicy(t, adminToken, { minimumStaffingPercent: 100 });
    const answer = await t.gql<{ staffingCheck: { shortfalls: { required: number }[] } }>(
      CHECK,
      { s: addDays(day, 14), e: addDays(day, 14) },
      tokens[3],
    );
    expect(answer.data?.staffingCheck.shortfalls.map((s) => s.required)).toEqual([4]);
    await setPolicy(t, adminToken, { minimumStaffingPercent: 0 });
  });
});
