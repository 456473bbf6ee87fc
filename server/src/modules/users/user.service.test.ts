import { buildAdmin, buildHr, buildLead, buildManager, buildStaff, buildUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from './user.entity';

const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id email role isManager isAdmin manager { id } } }`;
const UPDATE_USER = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id firstName lastName department jobTitle } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateUser(id: $id) { id isActive } }`;
const REACTIVATE = `mutation ($id: ID!) { reactivateUser(id: $id) { id isActive } }`;
const ASSIGN_MANAGER = `mutation ($userId: ID!, $managerId: ID) { assignManager(userId: $userId, managerId: $managerId) { id manager { id } } }`;
const UPDATE_ROLE = `mutation ($userId: ID!, $input: UpdateUserRoleInput!) { updateUserRole(userId: $userId, input: $input) { id role isAdmin isManager } }`;
const ROLE_STATS = `{ roleStats { role count activeCount } }`;

let sequence = 0;
const newEmail = () => `created-${process.pid}-${++sequence}@example.test`;
const validInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'Newhire',
  email: newEmail(),
  password: 'long-enough-password',
  department: 'Engineering',
  jobTitle: 'Engineer',
  ...overrides,
});

describe('user administration', () => {
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;
  let staffToken: string;
  let managerToken: string;
  let hrToken: string;
  let manager: UserEntity;
  let staff: UserEntity;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t, { department: 'Operations', jobTitle: 'Administrator' });
    manager = await buildManager(t, { jobTitle: 'Engineering Manager' });
    staff = await buildStaff(t, manager);
    const hr = await buildHr(t);
    [adminToken, staffToken, managerToken, hrToken] = await Promise.all(
      [admin, staff, manager, hr].map((user) => t.tokenFor(user)),
    );
  });
  afterAll(() => t.close());

  const userRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT first_name, last_name, department, job_title, role, is_admin, is_manager, is_active, manager_id FROM users WHERE id = $1`,
        [id],
      )
    )[0];
  const userCount = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM users`))[0].count as number;
  const auditCount = async (action: string, resourceId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE action = $1 AND resource_id = $2 AND actor_id = $3`,
        [action, resourceId, admin.id],
      )
    )[0].count as number;
  const deniedCount = async (operation: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'authorization.denied' AND details->>'operation' = $1`,
        [operation],
      )
    )[0].count as number;

  describe('who may administer people', () => {
    it('refuses every user-administration mutation without a token and changes nothing', async () => {
      const before = await userRow(staff.id);
      const count = await userCount();
      const results = await Promise.all([
        t.gql(CREATE_USER, { input: validInput() }),
        t.gql(UPDATE_USER, { id: staff.id, input: { firstName: 'Hacked' } }),
        t.gql(DEACTIVATE, { id: staff.id }),
        t.gql(ASSIGN_MANAGER, { userId: staff.id, managerId: null }),
        t.gql(UPDATE_ROLE, { userId: staff.id, input: { role: 'ADMIN', isAdmin: true } }),
        t.gql(ROLE_STATS),
      ]);
      for (const result of results) expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(await userRow(staff.id)).toEqual(before);
      expect(await userCount()).toBe(count);
    });

    it.each([
      ['staff', () => staffToken],
      ['a manager', () => managerToken],
    ])(
      'refuses every user-administration mutation from %s, audits the refusal and changes nothing',
      async (_who, token) => {
        const before = await userRow(staff.id);
        const count = await userCount();
        const deniedBefore = await deniedCount('Mutation.updateUserRole');
        const results = await Promise.all([
          t.gql(CREATE_USER, { input: validInput() }, token()),
          t.gql(UPDATE_USER, { id: staff.id, input: { firstName: 'Hacked' } }, token()),
          t.gql(DEACTIVATE, { id: staff.id }, token()),
          t.gql(ASSIGN_MANAGER, { userId: staff.id, managerId: null }, token()),
          t.gql(UPDATE_ROLE, { userId: staff.id, input: { role: 'ADMIN', isAdmin: true } }, token()),
          t.gql(ROLE_STATS, {}, token()),
        ]);
        for (const result of results) expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(await userRow(staff.id)).toEqual(before);
        expect(await userCount()).toBe(count);
        expect(await deniedCount('Mutation.updateUserRole')).toBe(deniedBefore + 1);
      },
    );

    it('lets HR create, edit, deactivate people and assign their managers, but not change roles or read role counts', async () => {
      const person = await buildStaff(t, null, { firstName: 'Petra' });
      const created = await t.gql<{ createUser: { id: string } }>(
        CREATE_USER,
        { input: validInput({ email: 'hr.onboarded@example.test', managerId: manager.id }) },
        hrToken,
      );
      expect(created.errors).toBeUndefined();
      expect(await userRow(created.data!.createUser.id)).toMatchObject({ manager_id: manager.id, is_admin: false });
      expect(
        (await t.gql(UPDATE_USER, { id: person.id, input: { firstName: 'Petronella' } }, hrToken)).errors,
      ).toBeUndefined();
      expect(
        (await t.gql(ASSIGN_MANAGER, { userId: person.id, managerId: manager.id }, hrToken)).errors,
      ).toBeUndefined();
      expect((await t.gql(DEACTIVATE, { id: person.id }, hrToken)).errors).toBeUndefined();
      expect(await userRow(person.id)).toMatchObject({
        first_name: 'Petronella',
        manager_id: manager.id,
        is_active: false,
      });
      const before = await userRow(staff.id);
      const deniedBefore = await deniedCount('Mutation.updateUserRole');
      for (const result of await Promise.all([
        t.gql(UPDATE_ROLE, { userId: staff.id, input: { role: 'ADMIN', isAdmin: true } }, hrToken),
        t.gql(UPDATE_ROLE, { userId: staff.id, input: { role: 'HR' } }, hrToken),
        t.gql(ROLE_STATS, {}, hrToken),
      ]))
        expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await userRow(staff.id)).toEqual(before);
      expect(await deniedCount('Mutation.updateUserRole')).toBe(deniedBefore + 2);
    });
  });

  describe('creating people', () => {
    it('creates a person with their manager, balances and an audit row', async () => {
      const input = validInput({ managerId: manager.id, jobTitle: '  Backend Engineer ' });
      const result = await t.gql<{
        createUser: { id: string; role: string; isManager: boolean; manager: { id: string } };
      }>(CREATE_USER, { input }, adminToken);
      expect(result.errors).toBeUndefined();
      const id = result.data!.createUser.id;
      expect(result.data!.createUser).toMatchObject({ role: 'STAFF', isManager: false, manager: { id: manager.id } });
      expect(await userRow(id)).toMatchObject({
        first_name: 'Nora',
        job_title: 'Backend Engineer',
        manager_id: manager.id,
        is_admin: false,
        is_active: true,
      });
      const [{ count: balances }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM leave_balances WHERE user_id = $1`,
        [id],
      );
      expect(balances).toBe(3);
      expect(await auditCount('user.created', id)).toBe(1);
    });

    it('makes a person created as a manager selectable as a manager', async () => {
      const result = await t.gql<{ createUser: { id: string; role: string; isManager: boolean } }>(
        CREATE_USER,
        { input: validInput({ isManager: true, jobTitle: 'Sales Manager' }) },
        adminToken,
      );
      expect(result.data?.createUser).toMatchObject({ role: 'MANAGER', isManager: true });
      const report = await t.gql(
        CREATE_USER,
        { input: validInput({ managerId: result.data!.createUser.id }) },
        adminToken,
      );
      expect(report.errors).toBeUndefined();
    });

    it.each([
      [{ firstName: '' }, 'First name is required'],
      [{ firstName: 'N' }, 'First name must be at least 2 characters'],
      [{ lastName: '  ' }, 'Last name is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: '' }, 'Email is required'],
      [{ password: 'short' }, 'Password must be at least 10 characters'],
      [{ department: ' ' }, 'Department is required'],
      [{ jobTitle: '' }, 'Job title is required'],
    ])('refuses %j with "%s" and stores nobody', async (overrides, message) => {
      const count = await userCount();
      const result = await t.gql(CREATE_USER, { input: validInput(overrides) }, adminToken);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await userCount()).toBe(count);
    });

    it('refuses a manager who is not flagged as a manager', async () => {
      const count = await userCount();
      const input = validInput({ managerId: staff.id });
      const result = await t.gql(CREATE_USER, { input }, adminToken);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Only users flagged as managers can be managers',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await userCount()).toBe(count);
    });

    it('refuses an unknown manager with NOT_FOUND', async () => {
      const count = await userCount();
      const result = await t.gql(
        CREATE_USER,
        { input: validInput({ managerId: '00000000-0000-4000-8000-000000000000' }) },
        adminToken,
      );
      expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await userCount()).toBe(count);
    });

    it('refuses an email already in use in another letter case', async () => {
      const count = await userCount();
      const result = await t.gql(CREATE_USER, { input: validInput({ email: staff.email.toUpperCase() }) }, adminToken);
      expect(result.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(await userCount()).toBe(count);
    });
    it('creates one person and answers CONFLICT when the same email is created twice at once', async () => {
      const email = newEmail();
      const results = await Promise.all(
        [email, email.toUpperCase()].map((address) =>
          t.gql(CREATE_USER, { input: validInput({ email: address }) }, adminToken),
        ),
      );
      expect(results.filter((result) => result.data?.createUser)).toHaveLength(1);
      expect(results.filter((result) => result.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(1);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM users WHERE lower(email) = lower($1)`,
        [email],
      );
      expect(count).toBe(1);
    });
  });

  describe('editing people', () => {
    it('changes the given fields, trims them and audits the change', async () => {
      const person = await buildUser(t);
      const result = await t.gql(
        UPDATE_USER,
        { id: person.id, input: { firstName: ' Renamed ', department: 'Finance', jobTitle: 'Controller' } },
        adminToken,
      );
      expect(result.errors).toBeUndefined();
      expect(await userRow(person.id)).toMatchObject({
        first_name: 'Renamed',
        last_name: person.lastName,
        department: 'Finance',
        job_title: 'Controller',
      });
      expect(await auditCount('user.updated', person.id)).toBe(1);
    });

    it.each([
      [{ firstName: '' }, 'First name is required'],
      [{ lastName: 'X' }, 'Last name must be at least 2 characters'],
      [{ department: '' }, 'Department is required'],
      [{ jobTitle: ' ' }, 'Job title is required'],
      [{ firstName: 'Valid', jobTitle: 'ab' }, 'Job title must be at least 3 characters'],
    ])('refuses %j with "%s" and changes nothing', async (input, message) => {
      const person = await buildUser(t);
      const before = await userRow(person.id);
      const result = await t.gql(UPDATE_USER, { id: person.id, input }, adminToken);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await userRow(person.id)).toEqual(before);
    });

    it('answers NOT_FOUND for an unknown person', async () => {
      const result = await t.gql(
        UPDATE_USER,
        { id: '00000000-0000-4000-8000-000000000000', input: { firstName: 'Ghost' } },
        adminToken,
      );
      expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('deactivating people', () => {
    it('deactivates and reactivates a person, auditing both', async () => {
      const person = await buildUser(t);
      const off = await t.gql<{ deactivateUser: { isActive: boolean } }>(DEACTIVATE, { id: person.id }, adminToken);
      expect(off.data?.deactivateUser.isActive).toBe(false);
      expect((await userRow(person.id)).is_active).toBe(false);
      expect(await auditCount('user.deactivated', person.id)).toBe(1);
      const on = await t.gql<{ reactivateUser: { isActive: boolean } }>(REACTIVATE, { id: person.id }, adminToken);
      expect(on.data?.reactivateUser.isActive).toBe(true);
      expect((await userRow(person.id)).is_active).toBe(true);
      expect(await auditCount('user.reactivated', person.id)).toBe(1);
    });

    it('does not deactivate a manager who still has reports, whose requests nobody could then decide', async () => {
      const lead = await buildManager(t);
      const report = await buildStaff(t, lead);
      const result = await t.gql(DEACTIVATE, { id: lead.id }, adminToken);
      expect(result.errors?.[0]).toMatchObject({
        message: 'This person manages 1 people; assign them another manager first',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await userRow(lead.id)).is_active).toBe(true);
      expect(await auditCount('user.deactivated', lead.id)).toBe(0);
      await t.gql(ASSIGN_MANAGER, { userId: report.id, managerId: null }, adminToken);
      expect((await t.gql(DEACTIVATE, { id: lead.id }, adminToken)).errors).toBeUndefined();
      expect((await userRow(lead.id)).is_active).toBe(false);
    });

    it('does not let an administrator deactivate themselves', async () => {
      const result = await t.gql(DEACTIVATE, { id: admin.id }, adminToken);
      expect(result.errors?.[0]).toMatchObject({
        message: 'You cannot deactivate your own account',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await userRow(admin.id)).is_active).toBe(true);
      expect(await auditCount('user.deactivated', admin.id)).toBe(0);
    });
  });

  describe('assigning managers', () => {
    it('assigns a manager, clears it with null, and audits each change', async () => {
      const person = await buildUser(t);
      const assigned = await t.gql<{ assignManager: { manager: { id: string } | null } }>(
        ASSIGN_MANAGER,
        { userId: person.id, managerId: manager.id },
        adminToken,
      );
      expect(assigned.data?.assignManager.manager?.id).toBe(manager.id);
      expect((await userRow(person.id)).manager_id).toBe(manager.id);
      const cleared = await t.gql<{ assignManager: { manager: unknown } }>(
        ASSIGN_MANAGER,
        { userId: person.id, managerId: null },
        adminToken,
      );
      expect(cleared.data?.assignManager.manager).toBeNull();
      expect((await userRow(person.id)).manager_id).toBeNull();
      expect(await auditCount('user.manager_assigned', person.id)).toBe(2);
    });

    it('refuses a manager who is not flagged as a manager', async () => {
      const person = await buildUser(t);
      const result = await t.gql(ASSIGN_MANAGER, { userId: person.id, managerId: staff.id }, adminToken);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Only users flagged as managers can be managers',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await userRow(person.id)).manager_id).toBeNull();
    });

    it('refuses a management cycle A→B→A with a clear message', async () => {
      const a = await buildManager(t);
      const b = await buildManager(t);
      expect((await t.gql(ASSIGN_MANAGER, { userId: b.id, managerId: a.id }, adminToken)).errors).toBeUndefined();
      const cycle = await t.gql(ASSIGN_MANAGER, { userId: a.id, managerId: b.id }, adminToken);
      expect(cycle.errors?.[0]).toMatchObject({
        message: 'This assignment would create a management cycle',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await userRow(a.id)).manager_id).toBeNull();
      const viaEdit = await t.gql(UPDATE_USER, { id: a.id, input: { managerId: b.id } }, adminToken);
      expect(viaEdit.errors?.[0].message).toBe('This assignment would create a management cycle');
      expect((await userRow(a.id)).manager_id).toBeNull();
      const self = await t.gql(ASSIGN_MANAGER, { userId: a.id, managerId: a.id }, adminToken);
      expect(self.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('never forms a cycle when A→B and B→A are assigned at the same time', async () => {
      const pairs = await Promise.all(
        Array.from({ length: 5 }, async () => [await buildManager(t), await buildManager(t)]),
      );
      const results = await Promise.all(
        pairs.flatMap(([a, b]) => [
          t.gql(ASSIGN_MANAGER, { userId: a.id, managerId: b.id }, adminToken),
          t.gql(ASSIGN_MANAGER, { userId: b.id, managerId: a.id }, adminToken),
        ]),
      );
      for (let i = 0; i < pairs.length; i++) {
        const [first, second] = [results[2 * i], results[2 * i + 1]];
        expect([first, second].filter((result) => result.data?.assignManager)).toHaveLength(1);
        expect(
          [first, second].filter(
            (result) => result.errors?.[0].message === 'This assignment would create a management cycle',
          ),
        ).toHaveLength(1);
        const [a, b] = pairs[i];
        const rows = await t.dataSource.query(
          `SELECT count(*)::int AS count FROM users WHERE (id = $1 AND manager_id = $2) OR (id = $2 AND manager_id = $1)`,
          [a.id, b.id],
        );
        expect(rows[0].count).toBe(1);
      }
    });

    it('answers NOT_FOUND for an unknown or deactivated manager', async () => {
      const person = await buildUser(t);
      const gone = await buildManager(t, { isActive: false });
      for (const managerId of ['00000000-0000-4000-8000-000000000000', gone.id]) {
        const result = await t.gql(ASSIGN_MANAGER, { userId: person.id, managerId }, adminToken);
        expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
      expect((await userRow(person.id)).manager_id).toBeNull();
    });
  });

  describe('roles', () => {
    it('keeps the manager flag of someone who still manages a team', async () => {
      const lead = await buildManager(t);
      await t.dataSource.query(
        `INSERT INTO teams (name, description, manager_id) VALUES ('Flagged team', 'Kept by its manager', $1)`,
        [lead.id],
      );
      const result = await t.gql(
        UPDATE_ROLE,
        { userId: lead.id, input: { role: 'STAFF', isManager: false } },
        adminToken,
      );
      expect(result.errors?.[0]).toMatchObject({
        message: 'This person manages the team "Flagged team"; choose another team manager first',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await userRow(lead.id)).toMatchObject({ role: 'manager', is_manager: true });
    });

    it('sets the role and both flags, and audits the change', async () => {
      const person = await buildUser(t);
      const result = await t.gql<{ updateUserRole: unknown }>(
        UPDATE_ROLE,
        { userId: person.id, input: { role: 'TEAM_LEAD', isManager: true, isAdmin: false } },
        adminToken,
      );
      expect(result.data?.updateUserRole).toEqual({
        id: person.id,
        role: 'TEAM_LEAD',
        isAdmin: false,
        isManager: true,
      });
      expect(await userRow(person.id)).toMatchObject({ role: 'team-lead', is_manager: true, is_admin: false });
      const [audit] = await t.dataSource.query(
        `SELECT details FROM audit_logs WHERE action = 'role.updated' AND resource_id = $1`,
        [person.id],
      );
      expect(audit.details).toMatchObject({ new_role: 'team-lead', previous_role: 'staff', is_manager: true });
      const promoted = await t.gql(
        UPDATE_ROLE,
        { userId: person.id, input: { role: 'ADMIN', isAdmin: true } },
        adminToken,
      );
      expect(promoted.errors).toBeUndefined();
      expect(await userRow(person.id)).toMatchObject({ role: 'admin', is_admin: true, is_manager: true });
    });

    it('does not let an administrator remove their own administrator flag', async () => {
      const result = await t.gql(
        UPDATE_ROLE,
        { userId: admin.id, input: { role: 'STAFF', isAdmin: false } },
        adminToken,
      );
      expect(result.errors?.[0]).toMatchObject({
        message: 'You cannot remove your own administrator rights',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await userRow(admin.id)).toMatchObject({ role: 'admin', is_admin: true });
      expect(await auditCount('role.updated', admin.id)).toBe(0);
    });

    it('counts people per role, and active people separately', async () => {
      type Stat = { role: string; count: number; activeCount: number };
      const stats = async () => {
        const result = await t.gql<{ roleStats: Stat[] }>(ROLE_STATS, {}, adminToken);
        return Object.fromEntries(result.data!.roleStats.map((s) => [s.role, s]));
      };
      const before = await stats();
      expect(Object.keys(before).sort()).toEqual(['ADMIN', 'HR', 'MANAGER', 'STAFF', 'TEAM_LEAD']);
      await buildLead(t);
      await buildLead(t, { isActive: false });
      await buildUser(t, { role: 'staff' });
      const after = await stats();
      expect(after.TEAM_LEAD).toEqual({
        role: 'TEAM_LEAD',
        count: before.TEAM_LEAD.count + 2,
        activeCount: before.TEAM_LEAD.activeCount + 1,
      });
      expect(after.STAFF).toEqual({
        role: 'STAFF',
        count: before.STAFF.count + 1,
        activeCount: before.STAFF.activeCount + 1,
      });
      expect(after.ADMIN).toEqual(before.ADMIN);
      const [{ admins }] = await t.dataSource.query(`SELECT count(*)::int AS admins FROM users WHERE role = 'admin'`);
      expect(after.ADMIN.count).toBe(admins);
    });
  });
});
