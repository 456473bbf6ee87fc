/** Who hands approvals to a delegate, and who may be one. */
import type { Person } from '../person';
import { isAdmin, isApproverRole, seesEveryone } from './roles';

/** Who may list and revoke an approver's delegations: the approver themselves, HR and administrators. */
export function canManageDelegationsOf(actor: Person, delegator: Pick<Person, 'id'>): boolean {
  return actor.isActive && (actor.id === delegator.id || seesEveryone(actor));
}

/**
 * Who may name a delegate for an approver: the approver themselves, or an administrator naming a third
 * person. Nobody names themselves delegate for someone else (HR could otherwise take a request's
 * manager step as the manager's delegate, then its HR step).
 */
export function canNameDelegate(actor: Person, delegator: Pick<Person, 'id'>, delegate: Pick<Person, 'id'>): boolean {
  if (!actor.isActive) return false;
  if (actor.id === delegator.id) return true;
  return isAdmin(actor) && delegate.id !== actor.id;
}

/**
 * Who may be a delegate, and whose running delegations count: people trusted with decisions of their
 * own (managers, team leads, HR, administrators). Self-registered accounts are staff until an
 * administrator gives them a role, so they never qualify.
 */
export const canStandIn = (user: Person): boolean => user.isActive && isApproverRole(user);
