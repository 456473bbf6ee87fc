import { buildAdmin, buildManager, buildStaff, buildUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';

const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id name description manager { id } memberCount members { id } } }`;
const UPDATE_TEAM = `mutation ($id: ID!, $input: UpdateTeamInput!) { updateTeam(id: $id, input: $input) { id name description manager { id } memberCount } }`;
const DELETE_TEAM = `mutation ($id: ID!) { deleteTeam(id: $id) }`;
const TEAMS = `{ teams { id name memberCount } }`;

interface TeamResult {
  id: string;
  name: string;
  description: string;
  manager: { id: string } | null;
  memberCount: number;
}

let sequence = 0;
const uniqueName = (base = 'Platform') => `${base} ${process.pid}-${++sequence}`;

describe('team administration', () => {
  let t: TestApp;
  let admin: UserEntity;
  let manager: UserEntity;
  let adminToken: string;
  let staffToken: string;
  let managerToken: string;
  let members: UserEntity[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t, { department: 'Operations' });
    manager = await buildManager(t, { jobTitle: 'Engineering Manager' });
    const staff = await buildStaff(t, manager);
    members = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    [adminToken, staffToken, managerToken] = await Promise.all([admin, staff, manager].map((user) => t.tokenFor(user)));
  });
  afterAll(() => t.close());

  const teamCount = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM teams`))[0].count as number;
  const teamRow = async (id: string) =>
    (await t.dataSource.query(`SELECT name, description, manager_id FROM teams WHERE id = $1`, [id]))[0];
  const memberIds = async (teamId: string) =>
    (
      (await t.dataSource.query(`SELECT id FROM users WHERE team_id = $1 ORDER BY id`, [teamId])) as { id: string }[]
    ).map((row) => row.id);
  const auditCount = async (action: string, resourceId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE action = $1 AND resource_id = $2 AND actor_id = $3`,
        [action, resourceId, admin.id],
      )
    )[0].count as number;

  async function createTeam(input: Record<string, unknown> = {}): Promise<TeamResult> {
    const result = await t.gql<{ createTeam: TeamResult }>(
      CREATE_TEAM,
      { input: { name: uniqueName(), description: 'Builds the platform', ...input } },
      adminToken,
    );
    if (!result.data?.createTeam) throw new Error(JSON.stringify(result.errors));
    return result.data.createTeam;
  }

  it('refuses team changes without a token and from non-administrators, auditing the refusal', async () => {
    const team = await createTeam();
    const count = await teamCount();
    const before = await teamRow(team.id);
    for (const token of [undefined, staffToken, managerToken]) {
      const results = await Promise.all([
        t.gql(CREATE_TEAM, { input: { name: uniqueName(), description: 'Not allowed' } }, token),
        t.gql(UPDATE_TEAM, { id: team.id, input: { name: 'Taken over' } }, token),
        t.gql(DELETE_TEAM, { id: team.id }, token),
      ]);
      for (const result of results)
        expect(result.errors?.[0].extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    expect(await teamCount()).toBe(count);
    expect(await teamRow(team.id)).toEqual(before);
    const [{ denied }] = await t.dataSource.query(
      `SELECT count(*)::int AS denied FROM audit_logs WHERE action = 'authorization.denied' AND details->>'operation' = 'Mutation.updateTeam'`,
    );
    expect(denied).toBe(2);
  });

  it('creates a team with a manager and members, counting them, and audits it', async () => {
    const team = await createTeam({
      name: '  Payments  ',
      description: ' Moves money ',
      managerId: manager.id,
      memberIds: members.slice(0, 2).map((m) => m.id),
    });
    expect(team).toMatchObject({
      name: 'Payments',
      description: 'Moves money',
      manager: { id: manager.id },
      memberCount: 2,
    });
    expect(await teamRow(team.id)).toEqual({ name: 'Payments', description: 'Moves money', manager_id: manager.id });
    expect(await memberIds(team.id)).toEqual(
      members
        .slice(0, 2)
        .map((m) => m.id)
        .sort(),
    );
    expect(await auditCount('team.created', team.id)).toBe(1);
    const listed = await t.gql<{ teams: { id: string; memberCount: number }[] }>(TEAMS, {}, staffToken);
    expect(listed.data?.teams.find((row) => row.id === team.id)?.memberCount).toBe(2);
  });

  it.each([
    [{ name: '  ' }, 'Team name is required'],
    [{ description: '' }, 'Team description is required'],
  ])('refuses to create a team with %j ("%s") and stores nothing', async (input, message) => {
    const count = await teamCount();
    const result = await t.gql(
      CREATE_TEAM,
      { input: { name: uniqueName(), description: 'Something', ...input } },
      adminToken,
    );
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await teamCount()).toBe(count);
  });

  it('refuses a team manager who is not flagged as a manager', async () => {
    const count = await teamCount();
    const result = await t.gql(
      CREATE_TEAM,
      { input: { name: uniqueName(), description: 'Something', managerId: members[0].id } },
      adminToken,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'Only users flagged as managers can be team managers',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await teamCount()).toBe(count);
  });

  it('refuses a duplicate team name in another letter case with CONFLICT', async () => {
    const team = await createTeam();
    const count = await teamCount();
    const result = await t.gql(
      CREATE_TEAM,
      { input: { name: team.name.toUpperCase(), description: 'Copy' } },
      adminToken,
    );
    expect(result.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await teamCount()).toBe(count);
    const other = await createTeam();
    const rename = await t.gql(UPDATE_TEAM, { id: other.id, input: { name: team.name } }, adminToken);
    expect(rename.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await teamRow(other.id)).name).toBe(other.name);
  });

  it('creates one team and answers CONFLICT when the same name is created twice at once', async () => {
    const name = uniqueName('Twin');
    const results = await Promise.all(
      [0, 1].map(() => t.gql(CREATE_TEAM, { input: { name, description: 'Same name' } }, adminToken)),
    );
    expect(results.filter((result) => result.data?.createTeam)).toHaveLength(1);
    expect(results.filter((result) => result.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(1);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM teams WHERE name = $1`, [name]);
    expect(count).toBe(1);
  });

  it('updates name, description and manager, replaces the members, and audits it', async () => {
    const team = await createTeam({ memberIds: [members[0].id, members[1].id] });
    const result = await t.gql<{ updateTeam: TeamResult }>(
      UPDATE_TEAM,
      {
        id: team.id,
        input: {
          name: team.name,
          description: 'New remit',
          managerId: manager.id,
          memberIds: [members[1].id, members[2].id],
        },
      },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateTeam).toMatchObject({
      description: 'New remit',
      manager: { id: manager.id },
      memberCount: 2,
    });
    expect(await memberIds(team.id)).toEqual([members[1].id, members[2].id].sort());
    const [{ team_id: formerTeam }] = await t.dataSource.query(`SELECT team_id FROM users WHERE id = $1`, [
      members[0].id,
    ]);
    expect(formerTeam).toBeNull();
    const emptied = await t.gql<{ updateTeam: TeamResult }>(
      UPDATE_TEAM,
      { id: team.id, input: { memberIds: [] } },
      adminToken,
    );
    expect(emptied.data?.updateTeam.memberCount).toBe(0);
    expect(await memberIds(team.id)).toEqual([]);
    expect(await auditCount('team.updated', team.id)).toBe(2);
  });

  it.each([
    ['an empty name', () => ({ name: '' }), 'Team name is required'],
    ['an empty description', () => ({ description: '   ' }), 'Team description is required'],
    [
      'a manager who is not flagged as a manager',
      () => ({ managerId: members[0].id }),
      'Only users flagged as managers can be team managers',
    ],
  ])('refuses to update a team with %s and changes nothing', async (_case, input, message) => {
    const team = await createTeam();
    const before = await teamRow(team.id);
    const result = await t.gql(UPDATE_TEAM, { id: team.id, input: input() }, adminToken);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await teamRow(team.id)).toEqual(before);
  });

  it('refuses unknown members with NOT_FOUND and changes nobody', async () => {
    const team = await createTeam({ memberIds: [members[0].id] });
    const result = await t.gql(
      UPDATE_TEAM,
      { id: team.id, input: { memberIds: [members[1].id, '00000000-0000-4000-8000-000000000000'] } },
      adminToken,
    );
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await memberIds(team.id)).toEqual([members[0].id]);
  });

  it('deletes a team, leaving its members without a team, and audits it', async () => {
    const team = await createTeam({ memberIds: [members[2].id] });
    const result = await t.gql<{ deleteTeam: boolean }>(DELETE_TEAM, { id: team.id }, adminToken);
    expect(result.data?.deleteTeam).toBe(true);
    expect(await teamRow(team.id)).toBeUndefined();
    const [{ team_id: teamId }] = await t.dataSource.query(`SELECT team_id FROM users WHERE id = $1`, [members[2].id]);
    expect(teamId).toBeNull();
    expect(await auditCount('team.deleted', team.id)).toBe(1);
  });
});
