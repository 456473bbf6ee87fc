import type { Role } from '../../../__generated__/graphql';
import type { Translate } from '../shared/translate';

export interface RoleAndFlags {
  role: Role;
  isAdmin: boolean;
  isManager: boolean;
}

/** The roles, in the order the screens list them. */
export const ROLES: readonly Role[] = ['STAFF', 'TEAM_LEAD', 'MANAGER', 'HR', 'ADMIN'];

/** A role's name in the screen's language (`admin-roles` catalogue: `role.<ROLE>`). */
export const roleLabel = (role: Role | null | undefined, t: Translate): string =>
  role && ROLES.includes(role) ? t(`role.${role}`) : t('role.unknown');

/** The role picker's options, in order. */
export const roleOptions = (t: Translate): { value: Role; label: string }[] =>
  ROLES.map((role) => ({ value: role, label: roleLabel(role, t) }));

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
export function describeRole(
  user: {
    role?: Role | null;
    isAdmin?: boolean | null;
    isManager?: boolean | null;
  },
  t: Translate,
): string {
  return t('describe', {
    role: roleLabel(user.role, t),
    manages: user.isManager ? 'yes' : 'no',
    admin: user.isAdmin ? 'yes' : 'no',
  });
}
