import { buildAdmin, buildHr, buildManager, buildStaff } from './factories';
import { startTestApp } from './harness';

export const UPDATE_USER = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id firstName lastName department jobTitle } }`;
export const ASSIGN_MANAGER = `mutation ($userId: ID!, $managerId: ID) { assignManager(userId: $userId, managerId: $managerId) { id manager { id } } }`;
export const UPDATE_ROLE = `mutation ($userId: ID!, $input: UpdateUserRoleInput!) { updateUserRole(userId: $userId, input: $input) { id role isAdmin isManager } }`;
export const ROLE_STATS = `{ roleStats { role count activeCount } }`;

/** An app with an administrator, a manager with one report, and someone in HR. */
export async function startUserAdminWorld() {
  const t = await startTestApp();
  const admin = await buildAdmin(t, { department: 'Operations', jobTitle: 'Administrator' });
  const manager = await buildManager(t, { jobTitle: 'Engineering Manager' });
  const staff = await buildStaff(t, manager);
  const hr = await buildHr(t);
  const [adminToken, staffToken, managerToken, hrToken] = await Promise.all(
    [admin, staff, manager, hr].map((user) => t.tokenFor(user)),
  );

  const userRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT first_name, last_name, department, job_title, role, is_admin, is_manager, is_active, manager_id FROM users WHERE id = $1`,
        [id],
      )
    )[0];
  /** How many times the administrator did `action` to `resourceId`, by the audit trail. */
  const auditCount = async (action: string, resourceId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE action = $1 AND resource_id = $2 AND actor_id = $3`,
        [action, resourceId, admin.id],
      )
    )[0].count as number;

  return { t, admin, manager, staff, adminToken, staffToken, managerToken, hrToken, userRow, auditCount };
}

export type UserAdminWorld = Awaited<ReturnType<typeof startUserAdminWorld>>;
