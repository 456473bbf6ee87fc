/** What an API token may reach, and who manages whose tokens. */
import type { Person } from '../person';
import { forbidden } from '../../lib/errors';
import { allowsOperation, isAdmin, requireSignedIn, type Actor, type OperationRule, type SignedInActor } from './roles';

/**
 * Scopes of API tokens. A token can do only what its scopes name, and never more than its owner:
 * `read:requests` runs queries, `write:requests` runs mutations, `subscribe:events` opens subscriptions,
 * and `admin:organisation` makes administrative changes. No scope implies another: an administrative
 * change needs a sign-in session or `admin:organisation`, whatever else the token carries, and only an
 * HR person or administrator with a sign-in session gives a token that scope, only to HR's or an
 * administrator's token (mayHoldAdminScope, ApiTokenService).
 */
export const ADMIN_SCOPE = 'admin:organisation';
/**
 * Provisioning by a company directory (SCIM 2.0 under /scim/v2): a token with it is an administrator's,
 * holds no other scope, and is accepted nowhere else (ApiTokenService.resolve).
 */
export const SCIM_SCOPE = 'scim:provision';
export const API_TOKEN_SCOPES = [
  'read:requests',
  'write:requests',
  'subscribe:events',
  ADMIN_SCOPE,
  SCIM_SCOPE,
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * Changes under these rules are administrative (people, roles, passwords, policy, holidays, request
 * types, balances, teams, integrations, system): derived from the declared rules, so a new
 * administrative operation needs `admin:organisation` without being listed anywhere.
 */
const ADMINISTRATIVE_RULES: ReadonlySet<OperationRule> = new Set<OperationRule>(['admin', 'hrOrAdmin']);
const isAdministrativeChange = (rule: OperationRule | undefined): boolean => !rule || ADMINISTRATIVE_RULES.has(rule);

/** Reads of the event log: the events scope, as the subscriptions they resume. */
const EVENT_LOG_READS: ReadonlySet<string> = new Set(['Query.events']);

/**
 * Who may hold `admin:organisation` on a token, and give it: people whom an administrative rule admits
 * (HR and administrators), so the scope follows the rules as they are.
 */
export const mayHoldAdminScope = (user: Person): boolean =>
  [...ADMINISTRATIVE_RULES].some((rule) => allowsOperation(rule, user));

/**
 * The scope an API token needs for a root field (`Query.x`, `Mutation.y`, `Subscription.z`) under its
 * rule: a mutation without a declared rule counts as administrative.
 */
export function requiredScope(operation: string, rule?: OperationRule): ApiTokenScope {
  if (operation.startsWith('Mutation.')) return isAdministrativeChange(rule) ? ADMIN_SCOPE : 'write:requests';
  if (operation.startsWith('Subscription.') || EVENT_LOG_READS.has(operation)) return 'subscribe:events';
  return 'read:requests';
}

/** The scope an API token needs for a REST call: reads `read:requests`, changes as a mutation under the same rule. */
export function requiredHttpScope(method: string, rule: OperationRule): ApiTokenScope {
  if (method === 'GET' || method === 'HEAD') return 'read:requests';
  return isAdministrativeChange(rule) ? ADMIN_SCOPE : 'write:requests';
}

/**
 * Root fields no API token reaches, whatever its scopes or its owner's role: credentials (passwords,
 * sessions, API tokens) and integration settings (webhooks, their secrets' use and delivery logs).
 */
export const SESSION_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'Mutation.logout',
  'Mutation.changePassword',
  'Mutation.setUserPassword',
  'Query.apiTokens',
  'Mutation.createApiToken',
  'Mutation.revokeApiToken',
  'Query.webhooks',
  'Query.webhookDeliveries',
  'Mutation.createWebhook',
  'Mutation.updateWebhook',
  'Mutation.deleteWebhook',
  'Mutation.redeliverWebhookDelivery',
  'Mutation.replayWebhookEvents',
  'Mutation.resetCalendarFeedUrl',
  'Mutation.revokeCalendarFeedUrl',
  'Query.notificationChannels',
  'Query.notificationRules',
  'Query.channelDeliveries',
  'Mutation.createNotificationChannel',
  'Mutation.updateNotificationChannel',
  'Mutation.deleteNotificationChannel',
  'Mutation.testNotificationChannel',
  'Mutation.createNotificationRule',
  'Mutation.updateNotificationRule',
  'Mutation.deleteNotificationRule',
  'Mutation.redeliverChannelDelivery',
]);

/**
 * Refuses an API token without `scope` (a REST call's requiredHttpScope, worked out when its route is
 * mounted); sign-in sessions pass. A token created for its owner by someone else makes no
 * `write:requests` change: those (requests, decisions, profile, notifications) are acts in the owner's
 * own name, which its creator has no right to take.
 */
export function assertTokenScope(scope: ApiTokenScope, actor: Actor): void {
  if (actor.scopes && !actor.scopes.includes(scope)) throw forbidden(`This API token lacks the ${scope} scope`);
  if (actor.scopes && actor.tokenCreator && scope === 'write:requests')
    throw forbidden("An API token created by someone else cannot make changes in its owner's name");
}

/**
 * Refuses an API token that may not reach the root field: session-only fields, and fields whose
 * `scope` (requiredScope, worked out once when the schema is built) the token lacks.
 */
export function assertScope(operation: string, actor: Actor, scope: ApiTokenScope): void {
  if (actor.scopes && SESSION_ONLY_OPERATIONS.has(operation))
    throw forbidden('API tokens cannot reach credentials or integration settings; sign in instead');
  assertTokenScope(scope, actor);
}

/** A signed-in person using a sign-in session, not an API token (token management, for one). */
export function requireSession(actor: Actor): asserts actor is SignedInActor {
  requireSignedIn(actor);
  if (actor.scopes) throw forbidden('API tokens cannot reach credentials or integration settings; sign in instead');
}

/**
 * Administrators manage anyone's API tokens; a person manages their own. A token created for someone
 * else is accepted only while its creator still may (an active administrator).
 */
export const canManageApiTokensOf = (actor: Person, owner: Pick<Person, 'id'>): boolean =>
  actor.isActive && (actor.id === owner.id || isAdmin(actor));
