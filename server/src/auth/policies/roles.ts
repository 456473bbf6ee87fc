/**
 * The shared machinery of permissions: who calls (the actor), the roles, and the operation-level rules
 * every root field and route declares in its module's manifest. The per-model policies build on these.
 */
import type { Person } from '../person';
import { forbidden, unauthenticated } from '../../lib/errors';

/** The caller of a service: the signed-in person (or null) and where the call came from. */
export interface Actor {
  user: Person | null;
  ip: string | null;
  /** Set when the caller authenticated with an API token: what that token may do. Absent for a sign-in session. */
  scopes?: readonly string[];
  /**
   * Set when the caller's API token was created for `user` by someone else (an administrator): that
   * person. Such a token acts as both and never beyond either: every operation's rule must allow both,
   * it makes no change in its owner's own name (assertTokenScope), it stops being accepted when its
   * creator may no longer manage the owner's tokens, and audit rows name the creator beside the owner.
   */
  tokenCreator?: Person;
  /** Set when the person acted from outside the app (a decision link in an email, a Slack button): audited with it. */
  via?: 'email' | 'slack';
}

export type SignedInActor = Actor & { user: Person };

/** Operation-level rules, declared for every root field (and REST route) by name. */
export type OperationRule =
  | 'anyone' // no sign-in needed (sign-in itself, registration)
  | 'signedIn' // any active signed-in person; objects are then checked one by one
  | 'approver' // people who can have requests to decide: managers, team leads, HR, admins
  | 'reportReader' // managers, HR and admins: reports and analytics
  | 'hrOrAdmin' // HR's work: people, balances and allowances, request types, teams, holidays and the leave policy, audit
  | 'admin'; // the system: roles, integrations, single sign-on, others' API tokens, feedback, System Status

/** Every declared rule: a GraphQL root field's (`Query.x`) and a REST route's (`GET /path`), collected from the manifests. */
export interface DeclaredRules {
  operations: Readonly<Record<string, OperationRule>>;
  routes: Readonly<Record<string, OperationRule>>;
}

export function requireSignedIn(actor: Actor): asserts actor is SignedInActor {
  if (!actor.user || !actor.user.isActive) throw unauthenticated();
}

export const isAdmin = (user: Person): boolean => user.isActive && user.isAdmin;

/** HR: people with the HR role, whatever their department (a department is a label, not a right). */
export const isHr = (user: Pick<Person, 'isActive' | 'role'>): boolean => user.isActive && user.role === 'hr';

/** People whose role lets them decide requests of others. */
export function isApproverRole(user: Person): boolean {
  return isAdmin(user) || isHr(user) || user.isManager || user.role === 'manager' || user.role === 'team-lead';
}

/** Whether the actor passes an operation-level rule. */
export function allowsOperation(rule: OperationRule, user: Person | null): boolean {
  if (rule === 'anyone') return true;
  if (!user || !user.isActive) return false;
  switch (rule) {
    case 'signedIn':
      return true;
    case 'approver':
      return isApproverRole(user);
    case 'reportReader':
      return canReadReports(user);
    case 'hrOrAdmin':
      return isAdmin(user) || isHr(user);
    case 'admin':
      return isAdmin(user);
  }
}

/**
 * Checks an operation's rule for the actor. Every rule but 'anyone' needs a sign-in, so after the call
 * the actor is known to be signed in (`actor.user` is set).
 */
export function assertOperation(rule: Exclude<OperationRule, 'anyone'>, actor: Actor): asserts actor is SignedInActor;
export function assertOperation(rule: OperationRule, actor: Actor): void;
export function assertOperation(rule: OperationRule, actor: Actor): void {
  if (rule === 'anyone') return;
  requireSignedIn(actor);
  if (!allowsOperation(rule, actor.user)) throw forbidden();
  if (actor.tokenCreator && !allowsOperation(rule, actor.tokenCreator))
    throw forbidden('The person who created this API token may not do this');
}

/** Sees everyone and every request: HR and administrators. */
export const seesEveryone = (user: Person): boolean => isAdmin(user) || isHr(user);

/** A manager of another team is not your manager: only the person's own manager counts. */
export const isManagerOf = (manager: Person, person: Pick<Person, 'managerId'>): boolean =>
  manager.isActive && person.managerId === manager.id;

/** Reports and analytics (spec §6: managers add Reports and Advanced Analytics): managers, HR, admins. */
export function canReadReports(user: Person): boolean {
  return isAdmin(user) || isHr(user) || (user.isActive && (user.isManager || user.role === 'manager'));
}

export const canAdminister = isAdmin;

/**
 * Advanced notifications: organisation-wide channels (email, Slack, Teams, webhooks), the rules that
 * route events to them and their delivery log are administered by administrators (spec §6 lists
 * Advanced Notifications under Admin); everyone manages the email preferences of their own notifications.
 */
export const canManageNotificationChannels = isAdmin;

export const canReadAudit = seesEveryone;
export const canReadAllBalances = seesEveryone;
