import type { RoleValue, UserEntity } from '../users';

/**
 * Powers granted by the group-claim mapping, with the values they replaced, so that leaving the group
 * withdraws exactly what the mapping gave (an administrator's own changes are never undone).
 */
export interface GroupGrants {
  admin?: { previousRole: RoleValue };
  /**
   * The HR role, with the role it replaced. Grants made while HR was the HR department's managers also
   * recorded the department and manager flag they replaced (`previousDepartment`, `previousIsManager`).
   */
  hr?: { previousRole: RoleValue; previousDepartment?: string | null; previousIsManager?: boolean };
}

export type GroupChanges = Partial<Pick<UserEntity, 'isAdmin' | 'isManager' | 'role' | 'department'>>;

const isHrDepartment = (department: string | null) => (department ?? '').trim().toLowerCase() === 'hr';

/** The role to return to, made to agree with the manager flag the person has now (user-roles' rule). */
function roleWithFlag(previous: RoleValue, isManager: boolean): RoleValue {
  if (previous === 'admin' || previous === 'hr') return isManager ? 'manager' : 'staff';
  if (previous === 'staff' && isManager) return 'manager';
  if (previous === 'manager' && !isManager) return 'staff';
  return previous;
}

/**
 * The `groups` claim as a list, or null when it is not known: absent, or replaced by an overage
 * reference (`_claim_names.groups`, more groups than a token holds). Unknown groups change nothing.
 */
export function groupsOf(claims: Record<string, unknown>): string[] | null {
  if (!Array.isArray(claims.groups)) return null;
  return claims.groups.filter((group): group is string => typeof group === 'string');
}

/**
 * SSO_ADMIN_GROUPS / SSO_HR_GROUPS at a sign-in. A member of an admin group becomes an administrator;
 * a member of an HR group gets the HR role (policy.isHr; an administrator keeps the ADMIN role, which
 * includes HR's powers). Someone who left the group loses what the mapping granted. `hasReports`: a
 * manager flag is kept while people report to the person.
 */
export function applyGroupMapping(
  user: Pick<UserEntity, 'isAdmin' | 'isManager' | 'role' | 'department'>,
  grants: GroupGrants,
  groups: string[] | null,
  settings: { adminGroups: string[]; hrGroups: string[] },
  hasReports: boolean,
): { changes: GroupChanges; grants: GroupGrants; events: string[] } {
  const next = { isAdmin: user.isAdmin, isManager: user.isManager, role: user.role, department: user.department };
  const nextGrants: GroupGrants = { ...grants };
  const events: string[] = [];
  if (groups === null) return { changes: {}, grants: nextGrants, events };
  const memberOf = (mapped: string[]) => groups.some((group) => mapped.includes(group));

  if (settings.adminGroups.length > 0) {
    const member = memberOf(settings.adminGroups);
    if (member && !next.isAdmin) {
      nextGrants.admin = { previousRole: next.role };
      next.isAdmin = true;
      next.role = 'admin';
      events.push('admin_granted');
    } else if (!member && nextGrants.admin) {
      next.isAdmin = false;
      if (next.role === 'admin')
        next.role = nextGrants.admin.previousRole === 'admin' ? 'staff' : nextGrants.admin.previousRole;
      delete nextGrants.admin;
      events.push('admin_withdrawn');
    }
  }

  if (settings.hrGroups.length > 0) {
    const member = memberOf(settings.hrGroups);
    if (member && !nextGrants.hr && next.role !== 'hr' && next.role !== 'admin') {
      nextGrants.hr = { previousRole: next.role };
      next.role = 'hr';
      events.push('hr_granted');
    } else if (member && nextGrants.hr && next.role !== 'hr' && next.role !== 'admin') {
      // Still in HR after losing what an admin group gave.
      next.role = 'hr';
    } else if (!member && nextGrants.hr) {
      const previous = nextGrants.hr;
      if (previous.previousDepartment !== undefined) {
        // A grant of the department rule: it moved the person into the HR department as a manager.
        next.department = isHrDepartment(previous.previousDepartment) ? null : previous.previousDepartment;
        if (!hasReports && previous.previousIsManager !== undefined) next.isManager = previous.previousIsManager;
      }
      if (next.role === 'hr') next.role = roleWithFlag(previous.previousRole, next.isManager);
      delete nextGrants.hr;
      events.push('hr_withdrawn');
    }
  }

  const changes: GroupChanges = {};
  if (next.isAdmin !== user.isAdmin) changes.isAdmin = next.isAdmin;
  if (next.isManager !== user.isManager) changes.isManager = next.isManager;
  if (next.role !== user.role) changes.role = next.role;
  if (next.department !== user.department) changes.department = next.department;
  return { changes, grants: nextGrants, events };
}
