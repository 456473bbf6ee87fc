import type { EntityManager } from 'typeorm';
import { badInput, conflict } from '../../lib/errors';
import type { RoleValue } from './user.entity';
import { userQueries } from './user.queries';

export interface RoleAndFlags {
  role: RoleValue;
  isAdmin: boolean;
  isManager: boolean;
}

export const LAST_ADMINISTRATOR =
  'This is the last active administrator: make someone else an administrator first, so the organisation keeps one';

/**
 * The one rule tying role and flags together (the database checks it too): administrator rights go
 * with the ADMIN role and nothing else; a MANAGER is flagged as a manager and a STAFF member is not;
 * TEAM_LEAD and ADMIN may or may not manage people. A change names a role, flags, or both: what it
 * leaves out follows from what it gives, and a contradiction is refused with a clear message.
 */
export function resolveRoleAndFlags(
  current: RoleAndFlags | null,
  input: { role?: RoleValue | null; isAdmin?: boolean | null; isManager?: boolean | null },
): RoleAndFlags {
  const wantsManager = input.isManager ?? null;
  let role: RoleValue;
  if (input.role) role = input.role;
  else if (input.isAdmin === true) role = 'admin';
  else {
    const base: RoleValue = current?.role ?? 'staff';
    const managing = wantsManager ?? current?.isManager ?? false;
    if (base === 'admin' && input.isAdmin === false) role = managing ? 'manager' : 'staff';
    else if (base === 'staff' && wantsManager === true) role = 'manager';
    else if (base === 'manager' && wantsManager === false) role = 'staff';
    else role = base;
  }
  const isAdmin = role === 'admin';
  if (input.isAdmin != null && input.isAdmin !== isAdmin)
    throw badInput(
      input.isAdmin
        ? 'Administrator rights go with the ADMIN role: choose the ADMIN role to make someone an administrator'
        : 'An ADMIN is an administrator: choose another role to remove administrator rights',
      'isAdmin',
    );
  const isManager =
    wantsManager ?? (role === 'manager' ? true : role === 'staff' ? false : (current?.isManager ?? false));
  if (role === 'manager' && !isManager)
    throw badInput('A MANAGER is flagged as a manager: choose another role to remove the manager flag', 'isManager');
  if (role === 'staff' && isManager)
    throw badInput('A STAFF member is not flagged as a manager: choose the TEAM_LEAD or MANAGER role', 'isManager');
  return { role, isAdmin, isManager };
}

/**
 * Serialises changes that may remove an administrator, so two administrators demoting (or
 * deactivating) each other at once cannot both pass the check below. Taken first in the transaction,
 * before any row lock, so it cannot deadlock with them.
 */
export async function lockAdministratorChanges(manager: EntityManager): Promise<void> {
  await userQueries.lockAdministratorChanges(manager);
}

/** Refuses a change that would leave no active administrator (after lockAdministratorChanges). */
export async function assertAnotherActiveAdministrator(manager: EntityManager, userId: string): Promise<void> {
  if ((await userQueries.otherActiveAdministrators(manager, userId)) === 0) throw conflict(LAST_ADMINISTRATOR);
}
