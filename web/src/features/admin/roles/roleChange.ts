import type { Role } from '../../../__generated__/graphql';

export interface RoleAndFlags {
  role: Role;
  isAdmin: boolean;
  isManager: boolean;
}

export const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'STAFF', label: 'Staff' },
  { value: 'TEAM_LEAD', label: 'Team Lead' },
  { value: 'MANAGER', label: 'Manager' },
  { value: 'HR', label: 'HR' },
  { value: 'ADMIN', label: 'Admin' },
];

export const roleLabel = (role: Role | null | undefined): string =>
  ROLE_OPTIONS.find((option) => option.value === role)?.label ?? 'Unknown';

/**
 * Keeps the dialog's role and switches consistent the way the server does: administrator rights go
 * with the ADMIN role and nothing else; a MANAGER is flagged as a manager and STAFF is not; TEAM_LEAD,
 * HR and ADMIN may or may not manage people. The server checks it again and its answer is what is shown.
 */
export function changeRole(current: RoleAndFlags, change: Partial<RoleAndFlags>): RoleAndFlags {
  if (change.role) {
    const role = change.role;
    const isManager = role === 'MANAGER' ? true : role === 'STAFF' ? false : current.isManager;
    return { role, isAdmin: role === 'ADMIN', isManager };
  }
  if (change.isAdmin !== undefined) {
    if (change.isAdmin) return { ...current, role: 'ADMIN', isAdmin: true };
    return current.role === 'ADMIN'
      ? { role: current.isManager ? 'MANAGER' : 'STAFF', isAdmin: false, isManager: current.isManager }
      : { ...current, isAdmin: false };
  }
  if (change.isManager !== undefined) {
    const isManager = change.isManager;
    let role = current.role;
    if (role === 'STAFF' && isManager) role = 'MANAGER';
    else if (role === 'MANAGER' && !isManager) role = 'STAFF';
    return { ...current, role, isManager };
  }
  return current;
}

/** The server's answer in words, e.g. "Manager, manages people, not an administrator". */
export function describeRole(user: {
  role?: Role | null;
  isAdmin?: boolean | null;
  isManager?: boolean | null;
}): string {
  return [
    roleLabel(user.role),
    user.isManager ? 'manages people' : 'manages no one',
    user.isAdmin ? 'administrator' : 'not an administrator',
  ].join(', ');
}
