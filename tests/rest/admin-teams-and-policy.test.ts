/*
 * REST /api/admin teams and PTO settings for administrators, and what HR may do there: people, teams
 * and the policy, but not roles, the system or administrators.
 */
import { buildOrganisation } from '../../server/test/factories';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { startAdminWorld, type UserBody } from './admin-fixtures';
import { api, snapshot, expectDocumented } from './helpers';

describe('REST /api/admin: teams and PTO settings', () => {
  let t: TestApp;
  let admin: UserEntity, manager: UserEntity, staff: UserEntity;
  let adminToken: string, managerToken: string, staffToken: string;

  beforeAll(async () => {
    ({ t, admin, manager, staff, adminToken, managerToken, staffToken } = await startAdminWorld());
  });
  afterAll(() => t.close());

  describe('teams', () => {
    let teamId: string;

    it('creates a team with a manager; without a description it is 400 and nothing is stored', async () => {
      const before = await snapshot(t, 'teams');
      const bad = await api(t, 'POST', '/admin/teams', { token: adminToken, body: { name: 'Platform' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Team description is required');
      expect(await snapshot(t, 'teams')).toBe(before);
      const answer = await api<{ id: string; name: string; manager_id: string; member_count: number }>(
        t,
        'POST',
        '/admin/teams',
        {
          token: adminToken,
          body: { name: 'Platform', description: 'Runs the platform', manager_id: manager.id, member_ids: [staff.id] },
        },
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        message: 'Team created successfully',
        data: { name: 'Platform', description: 'Runs the platform', manager_id: manager.id, member_count: 1 },
      });
      teamId = answer.body.data.id;
      expectDocumented('Team', answer.body.data);
      expect((await t.dataSource.query(`SELECT team_id FROM users WHERE id = $1`, [staff.id]))[0].team_id).toBe(teamId);
    });

    it('lists teams with manager and member count for any signed-in person', async () => {
      const answer = await api<{ id: string; member_count: number; manager: { first_name: string } }[]>(
        t,
        'GET',
        '/admin/teams',
        { token: staffToken },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.find((team) => team.id === teamId)).toMatchObject({
        member_count: 1,
        manager: { first_name: 'Maria' },
      });
    });

    it('updates a team; a non-manager as team manager is refused and changes nothing', async () => {
      const before = await snapshot(t, 'teams');
      const bad = await api(t, 'PUT', `/admin/teams/${teamId}`, { token: adminToken, body: { manager_id: staff.id } });
      expect(bad.status).toBe(400);
      expect(await snapshot(t, 'teams')).toBe(before);
      const answer = await api(t, 'PUT', `/admin/teams/${teamId}`, {
        token: adminToken,
        body: { description: 'Owns the platform', id: 'x', created_at: '2000-01-01' },
      });
      expect(answer.body).toMatchObject({
        message: 'Team updated successfully',
        data: { description: 'Owns the platform', name: 'Platform' },
      });
      expect((await t.dataSource.query(`SELECT description FROM teams WHERE id = $1`, [teamId]))[0].description).toBe(
        'Owns the platform',
      );
      expect(
        (await api(t, 'PUT', `/admin/teams/${teamId}`, { token: managerToken, body: { name: 'Mine' } })).status,
      ).toBe(403);
    });
  });

  describe('pto-settings', () => {
    it('reveals only the public policy fields without a token, everything with one', async () => {
      await t.services.policy.updateSettings(
        { user: admin, ip: null },
        {
          blackoutDateRanges: [{ start: '2030-12-20', end: '2030-12-31', reason: 'Year-end close' }],
          departmentOverrides: [{ department: 'Sales', ptoDays: 30, sicknessDays: 10, otherDays: 5 }],
        },
      );
      const anonymous = await api<Record<string, unknown>>(t, 'GET', '/admin/pto-settings');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.data).toMatchObject({
        defaultPtoDays: 25,
        requireManagerApproval: true,
        autoApprovalDelay: 30,
        restricted: true,
      });
      for (const hidden of ['blackoutDates', 'blackoutDateRanges', 'departmentOverrides', 'roleOverrides', 'updatedAt'])
        expect(anonymous.body.data).not.toHaveProperty(hidden);
      const signedIn = await api<Record<string, unknown>>(t, 'GET', '/admin/pto-settings', { token: staffToken });
      expect(signedIn.body.data).toMatchObject({
        restricted: false,
        blackoutDateRanges: [{ start: '2030-12-20', end: '2030-12-31', reason: 'Year-end close' }],
        departmentOverrides: [{ department: 'Sales', ptoDays: 30 }],
      });
    });

    it('saves the settings object, changing only the fields sent; out-of-range values are 400 and change nothing', async () => {
      const before = await snapshot(t, 'policy_settings');
      for (const body of [
        { autoApprovalDelay: 90000 },
        { defaultPtoDays: 'many' },
        { blackoutDateRanges: [{ start: '2030-01-01', end: '2030-01-02' }] },
        { departmentOverrides: [{ department: 7 }] },
      ]) {
        const answer = await api(t, 'PUT', '/admin/pto-settings', { token: adminToken, body });
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      }
      expect(await snapshot(t, 'policy_settings')).toBe(before);
      const missingReason = await api(t, 'PUT', '/admin/pto-settings', {
        token: adminToken,
        body: { blackoutDateRanges: [{ start: '2030-01-01', end: '2030-01-02', reason: '' }] },
      });
      expect(missingReason.body.message).toBe('Please fill in all fields');
      const answer = await api<Record<string, unknown>>(t, 'PUT', '/admin/pto-settings', {
        token: adminToken,
        body: { defaultPtoDays: 27.5, escalationDelay: 48, unknownSetting: true },
      });
      expect(answer.body).toMatchObject({
        message: 'PTO settings saved successfully',
        data: { defaultPtoDays: 27.5, escalationDelay: 48 },
      });
      const [row] = await t.dataSource.query(`SELECT settings FROM policy_settings WHERE id = 1`);
      expect(row.settings).toMatchObject({
        defaultPtoDays: 27.5,
        escalationDelay: 48,
        departmentOverrides: [{ department: 'Sales' }],
      });
      expect(row.settings).not.toHaveProperty('unknownSetting');
      expect(
        (await api(t, 'PUT', '/admin/pto-settings', { token: managerToken, body: { defaultPtoDays: 1 } })).status,
      ).toBe(403);
    });
  });
});

describe('REST /api/admin for HR: people, teams and the policy, but not roles, the system or administrators', () => {
  let t: TestApp;
  let admin: UserEntity;
  let staff: UserEntity;
  let hrToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      admin,
      staff,
      tokens: { hr: hrToken },
    } = await buildOrganisation(t, { admin: {}, hr: {}, manager: {}, staff: {} }));
  });
  afterAll(() => t.close());

  it('onboards a person, edits them, gives them a team and changes the policy', async () => {
    const created = await api<UserBody>(t, 'POST', '/admin/users', {
      token: hrToken,
      body: {
        first_name: 'Olga',
        last_name: 'Onboarded',
        email: 'olga@example.test',
        password: TEST_PASSWORD,
        department: 'Finance',
        job_title: 'Accountant',
      },
    });
    expect(created.status).toBe(201);
    const edited = await api(t, 'PUT', `/admin/users/${created.body.data.id}`, {
      token: hrToken,
      body: { job_title: 'Senior Accountant' },
    });
    expect(edited.status).toBe(200);
    const team = await api(t, 'POST', '/admin/teams', {
      token: hrToken,
      body: { name: 'Finance', description: 'Money', member_ids: [created.body.data.id] },
    });
    expect(team.status).toBe(201);
    expect((await api(t, 'PUT', '/admin/pto-settings', { token: hrToken, body: { defaultPtoDays: 26 } })).status).toBe(
      200,
    );
    const [row] = await t.dataSource.query(
      `SELECT job_title, team_id IS NOT NULL AS in_team FROM users WHERE id = $1`,
      [created.body.data.id],
    );
    expect(row).toEqual({ job_title: 'Senior Accountant', in_team: true });
  });

  it("refuses HR roles, an administrator's account and System Status with 403, changing nothing", async () => {
    const before = await snapshot(t, 'users');
    const calls: [string, string, unknown][] = [
      ['PUT', `/admin/roles/users/${staff.id}/role`, { role: 'hr' }],
      ['PUT', `/admin/users/${admin.id}`, { job_title: 'Demoted' }],
      ['PUT', `/admin/users/${admin.id}/manager`, { manager_id: null }],
      ['GET', '/admin/roles/stats', undefined],
      ['GET', '/admin/email-status', undefined],
      ['GET', '/admin/configuration-status', undefined],
      ['POST', '/admin/backend-restart', {}],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api(t, method, path, { token: hrToken, body });
      expect({ call: `${method} ${path}`, status: answer.status }).toEqual({ call: `${method} ${path}`, status: 403 });
    }
    expect(await snapshot(t, 'users')).toEqual(before);
  });
});
