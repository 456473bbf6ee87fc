/* Administering people's reporting lines and roles: assigning managers (never in a cycle), roles and their counts. */
import { buildLead, buildManager, buildUser } from '../../../test/factories';
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

describe('user administration: managers and roles', () => {
  let t: TestApp;
  let admin: UserEntity, manager: UserEntity, staff: UserEntity, adminToken: string;
  let userRow: UserAdminWorld['userRow'], auditCount: UserAdminWorld['auditCount'];

  beforeAll(async () => {
    ({ t, admin, adminToken, manager, staff, userRow, auditCount } = await startUserAdminWorld());
  });
  afterAll(() => t.close());

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
