/*
 * Administering people: who may, creating them (with their manager and balances), editing and
 * deactivating them.
 */
import { buildManager, buildStaff, buildUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import {
  ASSIGN_MANAGER,
  ROLE_STATS,
  UPDATE_ROLE,
  UPDATE_USER,
  startUserAdminWorld,
  type UserAdminWorld,
} from '../../../test/user-admin-fixtures';
import type { UserEntity } from './user.entity';

const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id email role isManager isAdmin manager { id } } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateUser(id: $id) { id isActive } }`;
const REACTIVATE = `mutation ($id: ID!) { reactivateUser(id: $id) { id isActive } }`;

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

describe('user administration: who may, creating, editing and deactivating people', () => {
  let t: TestApp;
  let admin: UserEntity, manager: UserEntity, staff: UserEntity;
  let adminToken: string, staffToken: string, managerToken: string, hrToken: string;
  let userRow: UserAdminWorld['userRow'], auditCount: UserAdminWorld['auditCount'];

  beforeAll(async () => {
    ({ t, admin, adminToken, staffToken, managerToken, hrToken, manager, staff, userRow, auditCount } =
      await startUserAdminWorld());
  });
  afterAll(() => t.close());

  const userCount = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM users`))[0].count as number;
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
});
