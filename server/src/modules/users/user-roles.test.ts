import { AccountSecurity1764200000000 } from '../../db/migrations/1764200000000-account-security';
import { buildAdmin, buildLead, buildUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../../tests/rest/helpers';
import type { UserEntity } from './user.entity';
import { LAST_ADMINISTRATOR } from './user-roles';

const UPDATE_ROLE = `mutation ($userId: ID!, $input: UpdateUserRoleInput!) { updateUserRole(userId: $userId, input: $input) { id role isAdmin isManager } }`;
const UPDATE_USER = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id role isManager } }`;
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id role isAdmin isManager } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateUser(id: $id) { id isActive } }`;

let sequence = 0;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rolf',
  lastName: 'Roles',
  email: `roles-${process.pid}-${++sequence}@example.test`,
  password: 'long-enough-password',
  department: 'Engineering',
  jobTitle: 'Engineer',
  ...overrides,
});

describe('role and flags stay consistent', () => {
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t);
    adminToken = await t.tokenFor(admin);
  });
  afterAll(() => t.close());

  const row = async (id: string) =>
    (await t.dataSource.query(`SELECT role, is_admin, is_manager, is_active FROM users WHERE id = $1`, [id]))[0];

  it('takes administrator rights away when an administrator becomes staff, in the same change', async () => {
    const other = await buildAdmin(t);
    const otherToken = await t.tokenFor(other);
    const result = await t.gql(UPDATE_ROLE, { userId: other.id, input: { role: 'STAFF' } }, adminToken);
    expect(result.data?.updateUserRole).toEqual({ id: other.id, role: 'STAFF', isAdmin: false, isManager: false });
    expect(await row(other.id)).toMatchObject({ role: 'staff', is_admin: false, is_manager: false });
    // Their session stays, but no longer as an administrator.
    const stats = await t.gql(`{ roleStats { role } }`, {}, otherToken);
    expect(stats.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    [{ role: 'TEAM_LEAD' }, { role: 'team-lead', is_admin: false, is_manager: true }],
    [{ role: 'MANAGER' }, { role: 'manager', is_admin: false, is_manager: true }],
    [
      { role: 'TEAM_LEAD', isManager: false },
      { role: 'team-lead', is_admin: false, is_manager: false },
    ],
    [
      { role: 'ADMIN', isAdmin: true, isManager: false },
      { role: 'admin', is_admin: true, is_manager: false },
    ],
  ])('demotes an administrator with %j to %j', async (input, expected) => {
    const other = await buildAdmin(t, { isManager: true });
    const result = await t.gql(UPDATE_ROLE, { userId: other.id, input }, adminToken);
    expect(result.errors).toBeUndefined();
    expect(await row(other.id)).toMatchObject(expected);
  });

  it.each([
    [{ role: 'STAFF', isAdmin: true }, 'isAdmin'],
    [{ role: 'MANAGER', isAdmin: true }, 'isAdmin'],
    [{ role: 'ADMIN', isAdmin: false }, 'isAdmin'],
    [{ role: 'MANAGER', isManager: false }, 'isManager'],
    [{ role: 'STAFF', isManager: true }, 'isManager'],
  ])('refuses the contradiction %j and changes nothing', async (input, field) => {
    const person = await buildUser(t, { isManager: true, role: 'team-lead' });
    const before = await row(person.id);
    const result = await t.gql(UPDATE_ROLE, { userId: person.id, input }, adminToken);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await row(person.id)).toEqual(before);
  });

  it('promotes with the ADMIN role alone', async () => {
    const person = await buildUser(t);
    await t.gql(UPDATE_ROLE, { userId: person.id, input: { role: 'ADMIN' } }, adminToken);
    expect(await row(person.id)).toMatchObject({ role: 'admin', is_admin: true, is_manager: false });
  });

  it('moves the role with the manager flag in updateUser', async () => {
    const person = await buildUser(t);
    await t.gql(UPDATE_USER, { id: person.id, input: { isManager: true } }, adminToken);
    expect(await row(person.id)).toMatchObject({ role: 'manager', is_manager: true });
    await t.gql(UPDATE_USER, { id: person.id, input: { isManager: false } }, adminToken);
    expect(await row(person.id)).toMatchObject({ role: 'staff', is_manager: false });
    const lead = await buildLead(t);
    await t.gql(UPDATE_USER, { id: lead.id, input: { isManager: true } }, adminToken);
    expect(await row(lead.id)).toMatchObject({ role: 'team-lead', is_manager: true });
  });

  it.each([
    [{ isAdmin: true }, { role: 'ADMIN', isAdmin: true, isManager: false }],
    [{ role: 'ADMIN' }, { role: 'ADMIN', isAdmin: true, isManager: false }],
    [{ isManager: true }, { role: 'MANAGER', isAdmin: false, isManager: true }],
    [{ role: 'TEAM_LEAD' }, { role: 'TEAM_LEAD', isAdmin: false, isManager: false }],
    [{}, { role: 'STAFF', isAdmin: false, isManager: false }],
  ])('creates a person from %j as %j', async (flags, expected) => {
    const result = await t.gql<{ createUser: Record<string, unknown> }>(
      CREATE_USER,
      { input: newUser(flags) },
      adminToken,
    );
    expect(result.data?.createUser).toMatchObject(expected);
  });

  it.each([
    { role: 'STAFF', isAdmin: true },
    { role: 'MANAGER', isManager: false },
    { role: 'ADMIN', isAdmin: false },
  ])('refuses to create a person with the contradiction %j', async (flags) => {
    const input = newUser(flags);
    const result = await t.gql(CREATE_USER, { input }, adminToken);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [
      input.email,
    ]);
    expect(count).toBe(0);
  });

  it('applies the same rule on the REST roles route', async () => {
    const other = await buildAdmin(t);
    const answer = await api(t, 'PUT', `/admin/roles/users/${other.id}/role`, {
      token: adminToken,
      body: { role: 'staff' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ role: 'staff', is_admin: false });
    expect(await row(other.id)).toMatchObject({ role: 'staff', is_admin: false });
    const contradiction = await api(t, 'PUT', `/admin/roles/users/${other.id}/role`, {
      token: adminToken,
      body: { role: 'staff', is_admin: true },
    });
    expect(contradiction.status).toBe(400);
    expect(await row(other.id)).toMatchObject({ role: 'staff', is_admin: false });
  });

  it('keeps an active administrator when two administrators demote each other at once', async () => {
    const app = await startTestApp();
    try {
      const a = await app.createUser({ isAdmin: true, role: 'admin' });
      const b = await app.createUser({ isAdmin: true, role: 'admin' });
      // Both calls start as administrators (as two requests that passed their checks at the same moment).
      const answers = await Promise.allSettled([
        app.services.users.updateRole({ user: a, ip: null }, b.id, { role: 'staff' }),
        app.services.users.updateRole({ user: b, ip: null }, a.id, { role: 'staff' }),
      ]);
      const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []));
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ message: LAST_ADMINISTRATOR, code: 'CONFLICT' });
      const [{ admins }] = await app.dataSource.query(
        `SELECT count(*)::int AS admins FROM users WHERE is_admin AND is_active`,
      );
      expect(admins).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('keeps an active administrator when one deactivates the other while being demoted', async () => {
    const app = await startTestApp();
    try {
      const a = await app.createUser({ isAdmin: true, role: 'admin' });
      const b = await app.createUser({ isAdmin: true, role: 'admin' });
      const answers = await Promise.allSettled([
        app.services.users.setActive({ user: a, ip: null }, b.id, false),
        app.services.users.updateRole({ user: b, ip: null }, a.id, { role: 'manager' }),
      ]);
      const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []));
      expect(refused).toEqual([expect.objectContaining({ code: 'CONFLICT' })]);
      const [{ admins }] = await app.dataSource.query(
        `SELECT count(*)::int AS admins FROM users WHERE is_admin AND is_active`,
      );
      expect(admins).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('lets an inactive administrator be demoted, and an active one be deactivated while another remains', async () => {
    const inactive = await buildAdmin(t, { isActive: false });
    expect(
      (await t.gql(UPDATE_ROLE, { userId: inactive.id, input: { role: 'STAFF' } }, adminToken)).errors,
    ).toBeUndefined();
    const active = await buildAdmin(t);
    expect((await t.gql(DEACTIVATE, { id: active.id }, adminToken)).errors).toBeUndefined();
    expect(await row(active.id)).toMatchObject({ is_active: false, is_admin: true });
  });

  it('migrates inconsistent rows: what a demotion meant, never leaving the organisation without an administrator', async () => {
    const app = await startTestApp();
    const runner = app.dataSource.createQueryRunner();
    try {
      await runner.connect();
      const migration = new AccountSecurity1764200000000();
      await migration.down(runner);
      const insert = async (email: string, role: string, isAdmin: boolean, isManager: boolean, isActive = true) =>
        (
          await runner.query(
            `INSERT INTO users (email, first_name, last_name, role, is_admin, is_manager, is_active) VALUES ($1, 'Mig', 'Rated', $2, $3, $4, $5) RETURNING id`,
            [email, role, isAdmin, isManager, isActive],
          )
        )[0].id as string;
      const realAdmin = await insert('real@x.test', 'admin', true, false);
      const demoted = await insert('demoted@x.test', 'staff', true, false);
      const flagless = await insert('flagless@x.test', 'admin', false, true);
      const manager = await insert('manager@x.test', 'manager', false, false);
      const flaggedStaff = await insert('flagged@x.test', 'staff', false, true);
      await migration.up(runner);
      const rows = async (ids: string[]) =>
        (
          await runner.query(`SELECT id, role, is_admin, is_manager FROM users WHERE id = ANY($1) ORDER BY email`, [
            ids,
          ])
        ).map(({ id, ...rest }: { id: string }) => ({ who: id, ...rest }));
      expect(await rows([realAdmin, demoted, flagless, manager, flaggedStaff])).toEqual([
        { who: demoted, role: 'staff', is_admin: false, is_manager: false },
        { who: flaggedStaff, role: 'manager', is_admin: false, is_manager: true },
        { who: flagless, role: 'manager', is_admin: false, is_manager: true },
        { who: manager, role: 'manager', is_admin: false, is_manager: true },
        { who: realAdmin, role: 'admin', is_admin: true, is_manager: false },
      ]);

      // With no consistent administrator left, the flag wins.
      await migration.down(runner);
      await runner.query(`UPDATE users SET is_active = false WHERE id = $1`, [realAdmin]);
      await runner.query(`UPDATE users SET is_admin = true WHERE id = $1`, [demoted]);
      await migration.up(runner);
      expect((await rows([demoted]))[0]).toMatchObject({ role: 'admin', is_admin: true });
      await expect(runner.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [demoted])).rejects.toThrow(
        /users_role_flags_check/,
      );
    } finally {
      await runner.release();
      await app.close();
    }
  });
});
