import { buildOrganisation } from '../../server/test/factories';
import { startTestApp } from '../../server/test/harness';

export type UserBody = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_admin: boolean;
  is_manager: boolean;
  manager_id: string | null;
  role: string;
  [key: string]: unknown;
};

/** An app with an administrator (Ada, Operations), a manager (Maria) and a report of hers (Sam). */
export async function startAdminWorld() {
  const t = await startTestApp();
  const { admin, manager, staff, tokens } = await buildOrganisation(t, {
    admin: { firstName: 'Ada', lastName: 'Admin', department: 'Operations' },
    manager: { firstName: 'Maria', lastName: 'Manager' },
    staff: { firstName: 'Sam', lastName: 'Staff' },
  });
  return { t, admin, manager, staff, adminToken: tokens.admin, managerToken: tokens.manager, staffToken: tokens.staff };
}
