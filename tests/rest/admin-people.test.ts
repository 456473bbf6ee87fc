/* REST /api/admin for administrators: people (listing, creating, editing, their managers) and roles. */
import { TEST_PASSWORD, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { startAdminWorld, type UserBody } from './admin-fixtures';
import { api, count, snapshot, expectDocumented } from './helpers';

describe('REST /api/admin: people and roles', () => {
  let t: TestApp;
  let admin: UserEntity, manager: UserEntity, staff: UserEntity;
  let adminToken: string, managerToken: string;

  beforeAll(async () => {
    ({ t, admin, manager, staff, adminToken, managerToken } = await startAdminWorld());
  });
  afterAll(() => t.close());

  describe('users', () => {
    it('lists everyone for an administrator and only the own team for a manager', async () => {
      const all = await api<UserBody[]>(t, 'GET', '/admin/users', { token: adminToken });
      expect(all.status).toBe(200);
      expect(all.body.data.map((u) => u.id).sort()).toEqual([admin.id, manager.id, staff.id].sort());
      all.body.data.forEach((user) => expectDocumented('User', user));
      expect(all.body.data.find((u) => u.id === staff.id)).toMatchObject({
        first_name: 'Sam',
        last_name: 'Staff',
        manager_id: manager.id,
        is_admin: false,
        role: 'staff',
      });
      const team = await api<UserBody[]>(t, 'GET', '/admin/users', { token: managerToken });
      expect(team.body.data.map((u) => u.id).sort()).toEqual([manager.id, staff.id].sort());
      expect((await api(t, 'GET', '/admin/users?role=wizard', { token: adminToken })).status).toBe(400);
    });

    it('reads one person by id; 404 for an unknown or invisible one', async () => {
      const one = await api<UserBody>(t, 'GET', `/admin/users/${staff.id}`, { token: adminToken });
      expect(one.body.data).toMatchObject({ first_name: 'Sam', last_name: 'Staff', email: staff.email });
      expect((await api(t, 'GET', `/admin/users/${admin.id}`, { token: managerToken })).status).toBe(404);
      expect((await api(t, 'GET', '/admin/users/not-an-id', { token: adminToken })).status).toBe(404);
    });

    it('creates a person from the allow-list; is_admin and role in the body are ignored', async () => {
      const answer = await api<UserBody>(t, 'POST', '/admin/users', {
        token: adminToken,
        body: {
          first_name: 'Nina',
          last_name: 'New',
          email: 'nina@example.test',
          password: TEST_PASSWORD,
          department: 'Sales',
          job_title: 'Account Executive',
          is_manager: false,
          manager_id: manager.id,
          is_admin: true,
          role: 'admin',
        },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        message: 'User created successfully',
        data: { first_name: 'Nina', manager_id: manager.id, is_admin: false },
      });
      const [row] = await t.dataSource.query(
        `SELECT is_admin, role, manager_id, department FROM users WHERE email = 'nina@example.test'`,
      );
      expect(row).toEqual({ is_admin: false, role: 'staff', manager_id: manager.id, department: 'Sales' });
      expect(
        await count(
          t,
          `SELECT 1 FROM leave_balances b JOIN users u ON u.id = b.user_id WHERE u.email = 'nina@example.test'`,
        ),
      ).toBe(3);
      expect(
        await count(t, `SELECT 1 FROM audit_logs WHERE action = 'user.created' AND actor_id = $1`, [admin.id]),
      ).toBe(1);
    });

    it('refuses a person without a department and stores nothing', async () => {
      const before = await snapshot(t, 'users');
      const answer = await api(t, 'POST', '/admin/users', {
        token: adminToken,
        body: {
          first_name: 'No',
          last_name: 'Dept',
          email: 'nodept@example.test',
          password: TEST_PASSWORD,
          job_title: 'Engineer',
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Department is required');
      expect(await snapshot(t, 'users')).toBe(before);
    });

    it('updates a person from the allow-list; email and is_admin stay', async () => {
      const answer = await api<UserBody>(t, 'PUT', `/admin/users/${staff.id}`, {
        token: adminToken,
        body: { first_name: 'Samuel', job_title: 'Senior Engineer', email: 'other@example.test', is_admin: true },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('User updated successfully');
      const [row] = await t.dataSource.query(`SELECT first_name, job_title, email, is_admin FROM users WHERE id = $1`, [
        staff.id,
      ]);
      expect(row).toEqual({ first_name: 'Samuel', job_title: 'Senior Engineer', email: staff.email, is_admin: false });
      const before = await snapshot(t, 'users');
      const bad = await api(t, 'PUT', `/admin/users/${staff.id}`, { token: adminToken, body: { job_title: 'QA' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Job title must be at least 3 characters');
      expect(await snapshot(t, 'users')).toBe(before);
    });

    it('assigns and removes a manager; a non-manager cannot manage', async () => {
      const removed = await api<UserBody>(t, 'PUT', `/admin/users/${staff.id}/manager`, {
        token: adminToken,
        body: { manager_id: null },
      });
      expect(removed.body).toMatchObject({ message: 'Manager assigned successfully', data: { manager_id: null } });
      expect(
        (await t.dataSource.query(`SELECT manager_id FROM users WHERE id = $1`, [staff.id]))[0].manager_id,
      ).toBeNull();
      await api(t, 'PUT', `/admin/users/${staff.id}/manager`, { token: adminToken, body: { manager_id: manager.id } });
      expect((await t.dataSource.query(`SELECT manager_id FROM users WHERE id = $1`, [staff.id]))[0].manager_id).toBe(
        manager.id,
      );
      const before = await snapshot(t, 'users');
      const notManager = await api(t, 'PUT', `/admin/users/${manager.id}/manager`, {
        token: adminToken,
        body: { manager_id: staff.id },
      });
      expect(notManager.status).toBe(400);
      expect(notManager.body.message).toBe('Only users flagged as managers can be managers');
      const missing = await api(t, 'PUT', `/admin/users/${staff.id}/manager`, { token: adminToken, body: {} });
      expect(missing.status).toBe(400);
      expect(await snapshot(t, 'users')).toBe(before);
    });
  });

  describe('empty ids', () => {
    it('refuses an empty manager or member id with 400 wherever a body names one, creating and changing nothing', async () => {
      const person = {
        first_name: 'Empty',
        last_name: 'Manager',
        email: 'empty.manager@example.test',
        password: TEST_PASSWORD,
        department: 'Engineering',
        job_title: 'Engineer',
      };
      const calls: [string, string, Record<string, unknown>, string][] = [
        ['POST', '/admin/users', { ...person, manager_id: '' }, 'manager_id'],
        ['POST', '/admin/users', { ...person, managerId: '  ' }, 'managerId'],
        ['PUT', `/admin/users/${staff.id}`, { manager_id: '' }, 'manager_id'],
        ['PUT', `/admin/users/${staff.id}/manager`, { manager_id: '' }, 'manager_id'],
        ['POST', '/admin/teams', { name: 'Empty', description: 'Empty ids', manager_id: '' }, 'manager_id'],
        ['POST', '/admin/teams', { name: 'Empty', description: 'Empty ids', member_ids: [staff.id, ''] }, 'member_ids'],
      ];
      const before = `${await snapshot(t, 'users')}|${await snapshot(t, 'teams')}`;
      for (const [method, path, body, field] of calls) {
        const answer = await api(t, method, path, { token: adminToken, body });
        expect({ path, field, status: answer.status, code: answer.body.code }).toEqual({
          path,
          field,
          status: 400,
          code: 'BAD_USER_INPUT',
        });
        expect(answer.body.message).toMatch(/must not be empty/);
      }
      expect(`${await snapshot(t, 'users')}|${await snapshot(t, 'teams')}`).toBe(before);
    });
  });

  describe('role management', () => {
    it('lists users with paging, search and role filter', async () => {
      const answer = await api<{ users: UserBody[]; pagination: { total: number } }>(
        t,
        'GET',
        '/admin/roles/users?page=1&limit=100&role=manager',
        { token: adminToken },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.users.map((u) => u.id)).toEqual([manager.id]);
      expect(answer.body.data.pagination).toMatchObject({ page: 1, limit: 100, total: 1, pages: 1 });
      const search = await api<{ users: UserBody[] }>(t, 'GET', '/admin/roles/users?search=maria', {
        token: adminToken,
      });
      expect(search.body.data.users.map((u) => u.id)).toEqual([manager.id]);
      const paged = await api<{ users: UserBody[]; pagination: { pages: number } }>(
        t,
        'GET',
        '/admin/roles/users?limit=1&page=2',
        { token: adminToken },
      );
      expect(paged.body.data.users).toHaveLength(1);
      expect(paged.body.data.pagination.pages).toBe(await count(t, 'SELECT 1 FROM users'));
      expect((await api(t, 'GET', '/admin/roles/users?limit=1000', { token: adminToken })).status).toBe(400);
    });

    it('answers role stats with role, count and active_count', async () => {
      const answer = await api<{ roleStats: { role: string; count: number; active_count: number }[] }>(
        t,
        'GET',
        '/admin/roles/stats',
        { token: adminToken },
      );
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE role = 'manager'`);
      expect(answer.body.data.roleStats.find((s) => s.role === 'manager')).toEqual({
        role: 'manager',
        count: n,
        active_count: n,
      });
      expect(answer.body.data.roleStats.map((s) => s.role)).toEqual(['staff', 'team-lead', 'manager', 'hr', 'admin']);
    });

    it('changes a role and its flags, audited; an unknown role is 400 and changes nothing', async () => {
      const before = await snapshot(t, 'users');
      const bad = await api(t, 'PUT', `/admin/roles/users/${staff.id}/role`, {
        token: adminToken,
        body: { role: 'wizard' },
      });
      expect(bad.status).toBe(400);
      expect(await snapshot(t, 'users')).toBe(before);
      const answer = await api<UserBody>(t, 'PUT', `/admin/roles/users/${staff.id}/role`, {
        token: adminToken,
        body: { role: 'team-lead', is_admin: false, is_manager: true },
      });
      expect(answer.body.data).toMatchObject({ role: 'team-lead', is_manager: true, is_admin: false });
      const [row] = await t.dataSource.query(`SELECT role, is_manager, is_admin FROM users WHERE id = $1`, [staff.id]);
      expect(row).toEqual({ role: 'team-lead', is_manager: true, is_admin: false });
      expect(
        await count(
          t,
          `SELECT 1 FROM audit_logs WHERE action = 'role.updated' AND resource_id = $1 AND details->>'new_role' = 'team-lead'`,
          [staff.id],
        ),
      ).toBe(1);
      await api(t, 'PUT', `/admin/roles/users/${staff.id}/role`, {
        token: adminToken,
        body: { role: 'staff', is_manager: false },
      });
    });
  });
});
