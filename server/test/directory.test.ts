import { api } from '../../tests/rest/helpers';
import type { UserEntity } from '../src/modules/users/user.entity';
import {
  approveRequest,
  buildAdmin,
  buildHr,
  buildManager,
  buildStaff,
  buildTeam,
  buildUser,
  submitRequest,
} from './factories';
import { daysFromToday, startTestApp, type TestApp } from './harness';

const DETAILS = `id firstName lastName fullName profileImageUrl team { id } email department jobTitle workHours workAddress role isAdmin isManager isActive isHr lastLoginAt createdAt manager { id }`;
const HIDDEN = [
  'email',
  'department',
  'jobTitle',
  'workHours',
  'workAddress',
  'role',
  'isAdmin',
  'isManager',
  'isActive',
  'isHr',
  'lastLoginAt',
  'createdAt',
  'manager',
];

type Person = Record<string, unknown> & { id: string };

describe('directory: colleagues outside the reporting line see names and team only', () => {
  let t: TestApp;
  let admin: UserEntity;
  let manager: UserEntity;
  let report: UserEntity;
  let colleague: UserEntity;
  let outsider: UserEntity;
  let hr: UserEntity;
  let teamId: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t, { workAddress: '1 Admin Street, Dublin' });
    manager = await buildManager(t, { workHours: 'Flexible Hours' });
    report = await buildStaff(t, manager, { workAddress: '2 Report Road, Cork', lastLoginAt: new Date() });
    colleague = await buildStaff(t, manager);
    outsider = await buildUser(t);
    hr = await buildHr(t);
    teamId = await buildTeam(t, await t.tokenFor(admin), {
      name: 'Platform',
      description: 'Builds the platform',
      managerId: manager.id,
      memberIds: [report.id, colleague.id, outsider.id, admin.id],
    });
    for (const [name, user] of Object.entries({ admin, manager, report, colleague, outsider, hr }))
      tokens[name] = await t.tokenFor(user);
  });
  afterAll(() => t.close());

  async function members(viewer: string): Promise<Record<string, Person>> {
    const answer = await t.gql<{ team: { manager: Person; members: Person[] } }>(
      `query ($id: ID!) { team(id: $id) { manager { ${DETAILS} } members { ${DETAILS} } } }`,
      { id: teamId },
      tokens[viewer],
    );
    expect(answer.errors).toBeUndefined();
    const people = [answer.data!.team.manager, ...answer.data!.team.members];
    return Object.fromEntries(people.map((person) => [person.id, person]));
  }

  const hidden = (person: Person) => Object.fromEntries(HIDDEN.map((field) => [field, person[field]]));
  const nothingHidden = Object.fromEntries(HIDDEN.map((field) => [field, null]));

  it("shows a colleague of the same team only names, team and avatar, through team members and the team's manager", async () => {
    const seen = await members('outsider');
    for (const id of [report.id, colleague.id, admin.id, manager.id]) {
      expect(hidden(seen[id])).toEqual(nothingHidden);
      expect(seen[id]).toMatchObject({ firstName: expect.any(String), fullName: expect.any(String) });
      if (id !== manager.id) expect(seen[id].team).toEqual({ id: teamId });
    }
    expect(seen[outsider.id].email).toBe(outsider.email);
  });

  it('shows the reporting line their details: a manager their reports, a report their manager', async () => {
    const byManager = await members('manager');
    expect(byManager[report.id]).toMatchObject({
      email: report.email,
      workAddress: '2 Report Road, Cork',
      role: 'STAFF',
      isAdmin: false,
      lastLoginAt: expect.any(String),
      manager: { id: manager.id },
    });
    expect(hidden(byManager[admin.id])).toEqual(nothingHidden);
    const byReport = await members('report');
    expect(byReport[manager.id]).toMatchObject({ email: manager.email, workHours: 'Flexible Hours', isManager: true });
    // A peer with the same manager is not in one's reporting line.
    expect(hidden(byReport[colleague.id])).toEqual(nothingHidden);
  });

  it.each(['admin', 'hr'])('shows %s everyone', async (viewer) => {
    const seen = await members(viewer);
    for (const id of [report.id, colleague.id, outsider.id, manager.id])
      expect(seen[id].email).toEqual(expect.stringContaining('@example.test'));
  });

  it('hides the same details on every other path: managers, leave-request approvers and user(id)', async () => {
    const managers = await t.gql<{ managers: Person[] }>(`{ managers { ${DETAILS} } }`, {}, tokens.outsider);
    expect(managers.data!.managers.length).toBeGreaterThan(0);
    for (const person of managers.data!.managers) expect(hidden(person)).toEqual(nothingHidden);

    const { id } = await submitRequest(t, tokens.outsider, { startDate: daysFromToday(30) });
    await approveRequest(t, tokens.hr, id);
    const request = await t.gql<{ leaveRequest: { requester: Person; approver: Person } }>(
      `query ($id: ID!) { leaveRequest(id: $id) { requester { ${DETAILS} } approver { ${DETAILS} } } }`,
      { id },
      tokens.outsider,
    );
    expect(request.data!.leaveRequest.requester.email).toBe(outsider.email);
    expect(hidden(request.data!.leaveRequest.approver)).toEqual(nothingHidden);
    expect(request.data!.leaveRequest.approver.fullName).toBe(`${hr.firstName} ${hr.lastName}`);

    const direct = await t.gql<{ user: Person | null }>(
      `query ($id: ID!) { user(id: $id) { id email } }`,
      { id: admin.id },
      tokens.outsider,
    );
    expect(direct.data!.user).toBeNull();
  });

  it('hides them over REST too: team managers and people lists', async () => {
    const teams = await api<{ id: string; manager: { email: string | null } }[]>(t, 'GET', '/admin/teams', {
      token: tokens.outsider,
    });
    expect(teams.body.data.find((team) => team.id === teamId)!.manager).toMatchObject({
      first_name: manager.firstName,
      email: null,
    });
    const asReport = await api<{ id: string; manager: { email: string | null } }[]>(t, 'GET', '/admin/teams', {
      token: tokens.report,
    });
    expect(asReport.body.data.find((team) => team.id === teamId)!.manager.email).toBe(manager.email);

    const byManager = await api<{ id: string; email: string }[]>(t, 'GET', '/admin/users', { token: tokens.manager });
    expect(byManager.body.data.map((person) => person.email).sort()).toEqual(
      [manager.email, report.email, colleague.email].sort(),
    );
    const staff = await api(t, 'GET', '/admin/users', { token: tokens.outsider });
    expect(staff.status).toBe(403);
    expect((await api(t, 'GET', '/admin/teams')).status).toBe(401);
  });
});
