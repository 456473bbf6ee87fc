/**
 * Every permission in Leavewise, in one place (spec §6). Services call these functions for every
 * operation and object; resolvers, REST routes and sockets never decide permissions themselves.
 */
import type { RoleValue, UserEntity } from '../modules/users/user.entity';
import type { LeaveRequestEntity } from '../modules/leave-requests/leave-request.entity';
import { forbidden, unauthenticated } from '../lib/errors';
import { todayIso } from '../lib/dates';
import { shortRead } from '../lib/pipelined-reads';
import type { DataSource, EntityManager } from 'typeorm';

/** The caller of a service: the signed-in person (or null) and where the call came from. */
export interface Actor {
  user: UserEntity | null;
  ip: string | null;
  /** Set when the caller authenticated with an API token: what that token may do. Absent for a sign-in session. */
  scopes?: readonly string[];
  /**
   * Set when the caller's API token was created for `user` by someone else (an administrator): that
   * person. Such a token acts as both and never beyond either: every operation's rule must allow both,
   * it makes no change in its owner's own name (assertTokenScope), it stops being accepted when its
   * creator may no longer manage the owner's tokens, and audit rows name the creator beside the owner.
   */
  tokenCreator?: UserEntity;
}

export type SignedInActor = Actor & { user: UserEntity };

/** Operation-level rules, declared for every root field (and REST route) by name. */
export type OperationRule =
  | 'anyone' // no sign-in needed (sign-in itself, registration)
  | 'signedIn' // any active signed-in person; objects are then checked one by one
  | 'approver' // people who can have requests to decide: managers, team leads, HR, admins
  | 'reportReader' // managers, HR and admins: reports and analytics
  | 'hrOrAdmin' // HR's work: people, balances and allowances, request types, teams, holidays and the leave policy, audit
  | 'admin'; // the system: roles, integrations, single sign-on, others' API tokens, feedback, System Status

export function requireSignedIn(actor: Actor): asserts actor is SignedInActor {
  if (!actor.user || !actor.user.isActive) throw unauthenticated();
}

export const isAdmin = (user: UserEntity): boolean => user.isActive && user.isAdmin;

/** HR: people with the HR role, whatever their department (a department is a label, not a right). */
export const isHr = (user: Pick<UserEntity, 'isActive' | 'role'>): boolean => user.isActive && user.role === 'hr';

/** SQL condition on users aliased `alias`: the person is HR or an administrator (seesEveryone). */
export const seesEveryoneSql = (alias: string): string =>
  `(${alias}.is_active AND (${alias}.is_admin OR ${alias}.role = 'hr'))`;

/** People whose role lets them decide requests of others. */
export function isApproverRole(user: UserEntity): boolean {
  return isAdmin(user) || isHr(user) || user.isManager || user.role === 'manager' || user.role === 'team-lead';
}

/** Whether the actor passes an operation-level rule. */
export function allowsOperation(rule: OperationRule, user: UserEntity | null): boolean {
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
export const seesEveryone = (user: UserEntity): boolean => isAdmin(user) || isHr(user);

/** A manager of another team is not your manager: only the person's own manager counts. */
export const isManagerOf = (manager: UserEntity, person: Pick<UserEntity, 'managerId'>): boolean =>
  manager.isActive && person.managerId === manager.id;

// ── Who may see whom: the reporting line ─────────────────────────────────────────────────────────────
// A manager sees everyone below them (their reports, their reports' reports, …); HR and administrators
// see everyone; everyone sees themselves. This is the one definition: in SQL for queries (reportsBelowSql,
// visiblePeopleSql, peopleScopeSql) and over a loaded reporting line for single objects (canReadUser).

/** Deepest reporting line followed (management cycles are refused when managers are assigned). */
const MAX_LINE_DEPTH = 50;

/** A person with the managers above them, nearest first (their reporting line). */
export type PersonInLine = Pick<UserEntity, 'id' | 'managerId'> & { managersAbove: readonly string[] };

/** SQL subquery: the ids of everyone below the manager whose id is `manager` (a bound parameter), however deep. */
export const reportsBelowSql = (manager: string): string =>
  `(WITH RECURSIVE below(id, depth) AS (
      SELECT id, 1 FROM users WHERE manager_id = ${manager}
      UNION ALL SELECT u.id, b.depth + 1 FROM users u JOIN below b ON u.manager_id = b.id WHERE b.depth < ${MAX_LINE_DEPTH}
    ) SELECT id FROM below)`;

/** SQL condition: the person whose id is in `idColumn` is visible to `viewer` (bound as `viewerParam`). */
export function visiblePeopleSql(viewer: UserEntity, idColumn: string, viewerParam: string): string {
  if (seesEveryone(viewer)) return 'TRUE';
  return `(${idColumn} = ${viewerParam} OR ${idColumn} IN ${reportsBelowSql(viewerParam)})`;
}

/** Loads the reporting lines of people: for each id, the managers above them, nearest first. */
export async function reportingLinesOf(
  db: DataSource | EntityManager,
  personIds: readonly string[],
): Promise<Map<string, string[]>> {
  const lines = new Map<string, string[]>(personIds.map((id) => [id, []]));
  if (!personIds.length) return lines;
  const rows = await shortRead<{ person_id: string; manager_id: string }>(
    db,
    `WITH RECURSIVE up(person_id, manager_id, depth) AS (
       SELECT id, manager_id, 1 FROM users WHERE id = ANY($1::uuid[]) AND manager_id IS NOT NULL
       UNION ALL SELECT up.person_id, m.manager_id, up.depth + 1 FROM up JOIN users m ON m.id = up.manager_id
       WHERE m.manager_id IS NOT NULL AND up.depth < ${MAX_LINE_DEPTH}
     ) SELECT person_id, manager_id FROM up ORDER BY person_id, depth`,
    [personIds],
  );
  for (const row of rows) lines.get(row.person_id)?.push(row.manager_id);
  return lines;
}

/** A person with their reporting line loaded. */
export async function withReportingLine<T extends Pick<UserEntity, 'id' | 'managerId'>>(
  db: DataSource | EntityManager,
  person: T,
): Promise<T & { managersAbove: string[] }> {
  return { ...person, managersAbove: (await reportingLinesOf(db, [person.id])).get(person.id) ?? [] };
}

/** Whether `manager` is above the person in their reporting line (their manager, or a manager of one, …). */
export const isAboveInLine = (manager: UserEntity, person: PersonInLine): boolean =>
  manager.isActive && person.managersAbove.includes(manager.id);

export function canReadUser(actor: UserEntity, target: PersonInLine): boolean {
  return actor.id === target.id || seesEveryone(actor) || isAboveInLine(actor, target);
}

/**
 * The directory rule: who sees a person's details (email, department, job title, role and flags, whether
 * active, work hours and address, manager, last sign-in, creation date). The person themselves, HR and
 * administrators, and their reporting line: the managers above them (all of them when the line is
 * loaded, else their own manager) and their own manager seen by them.
 * Everyone else sees a colleague's name, team and avatar only (DIRECTORY_PUBLIC_FIELDS), whichever path
 * leads to them (teams, requests, audit, events, REST or GraphQL). `viewer` null: nobody's details.
 */
export function canSeePersonDetails(
  viewer: UserEntity | null,
  person: Pick<UserEntity, 'id' | 'managerId'> & { managersAbove?: readonly string[] },
): boolean {
  if (!viewer || !viewer.isActive) return false;
  if (viewer.id === person.id || seesEveryone(viewer)) return true;
  const above = person.managersAbove ? person.managersAbove.includes(viewer.id) : isManagerOf(viewer, person);
  return above || (viewer.managerId !== null && viewer.managerId === person.id);
}

/** What anyone signed in sees of a colleague outside their reporting line (GraphQL User field names). */
export const DIRECTORY_PUBLIC_FIELDS = ['id', 'firstName', 'lastName', 'fullName', 'profileImageUrl', 'team'] as const;

/** Balances follow the person: self, their reporting line, HR and admins. */
export const canReadBalancesOf = canReadUser;

export function canReadRequest(actor: UserEntity, requester: PersonInLine): boolean {
  return canReadUser(actor, requester);
}

// ── Who decides: the escalation chain and delegation ──────────────────────────────────────────────

/** Whom an actor stands in for right now (their running delegations): those people's ids, and those of them who are HR or administrators. */
export interface StandIn {
  ids: readonly string[];
  hrIds: readonly string[];
}

export const NO_STAND_IN: StandIn = { ids: [], hrIds: [] };

/** The highest escalation level: HR and administrators decide too. */
export const HR_LEVEL = 2;

type DecidableRequest = Pick<LeaveRequestEntity, 'status' | 'escalationLevel'> & {
  approvalStage?: string | null;
  firstApproverId?: string | null;
  firstApproverOnBehalfOf?: string | null;
};

/**
 * Who decides a pending request now. At level 0 the requester's manager; escalated once, also that
 * manager's own manager; escalated again (or when there is no manager at that level), also HR and
 * administrators. A request waiting for its second, HR step is decided by HR and administrators only.
 */
export function approversOf(request: DecidableRequest, requester: PersonInLine): { managerIds: string[]; hr: boolean } {
  if (request.approvalStage === 'hr') return { managerIds: [], hr: true };
  const level = Math.min(request.escalationLevel ?? 0, HR_LEVEL);
  const managerIds = requester.managersAbove.slice(0, Math.min(level + 1, HR_LEVEL));
  return { managerIds, hr: level >= HR_LEVEL || managerIds.length < level + 1 };
}

/**
 * Who took a two-step request's first step: the first approver and, when they were a delegate, the
 * approver they stood in for. Two people decide such a request, so none of them takes the second (HR)
 * step, in their own right or as anyone's delegate.
 */
export const firstStepTakers = (request: DecidableRequest): string[] =>
  [request.firstApproverId, request.firstApproverOnBehalfOf].filter((id): id is string => Boolean(id));

/** The HR people and administrators a delegate may take a request's HR decision for (none who took its first step). */
const hrStandInsFor = (request: DecidableRequest, standIn: StandIn): string[] =>
  standIn.hrIds.filter((id) => !firstStepTakers(request).includes(id));

/**
 * Whether the actor may approve or reject a pending request now: as one of its approvers, or as the
 * running delegate of one. Nobody decides their own request, and nobody who took a two-step request's
 * first step (or for whom it was taken) takes its second.
 */
export function canDecideRequest(
  actor: UserEntity,
  request: DecidableRequest,
  requester: PersonInLine,
  standIn: StandIn = NO_STAND_IN,
): boolean {
  if (!actor.isActive || request.status !== 'pending' || actor.id === requester.id) return false;
  if (firstStepTakers(request).includes(actor.id)) return false;
  const { managerIds, hr } = approversOf(request, requester);
  if (managerIds.includes(actor.id) || (hr && seesEveryone(actor))) return true;
  return managerIds.some((id) => standIn.ids.includes(id)) || (hr && hrStandInsFor(request, standIn).length > 0);
}

/**
 * When the actor decides only as a delegate: the approver they stand in for (recorded in the audit
 * log and told in notifications); null when they decide in their own right.
 */
export function decidingOnBehalfOf(
  actor: UserEntity,
  request: DecidableRequest,
  requester: PersonInLine,
  standIn: StandIn,
): string | null {
  const { managerIds, hr } = approversOf(request, requester);
  if (managerIds.includes(actor.id) || (hr && seesEveryone(actor))) return null;
  return (
    managerIds.find((id) => standIn.ids.includes(id)) ?? (hr ? (hrStandInsFor(request, standIn)[0] ?? null) : null)
  );
}

/**
 * SQL condition on requests `r` (requester in users `u`): the viewer may decide the request now. The
 * same rule as canDecideRequest, over the requester's managers at depth 1 and 2.
 */
export function awaitingDecisionSql(
  viewer: UserEntity,
  standIn: StandIn,
): { sql: string; params: Record<string, unknown> } {
  const deciders = [viewer.id, ...standIn.ids];
  const line = (condition: string) => `EXISTS (
      WITH RECURSIVE up(id, depth) AS (
        SELECT u.manager_id, 1 WHERE u.manager_id IS NOT NULL
        UNION ALL SELECT m.manager_id, up.depth + 1 FROM up JOIN users m ON m.id = up.id
        WHERE m.manager_id IS NOT NULL AND up.depth < ${HR_LEVEL}
      ) SELECT 1 FROM up WHERE ${condition})`;
  const tookFirstStep = (id: string) =>
    `(r.first_approver_id IS NOT DISTINCT FROM ${id} OR r.first_approver_on_behalf_of IS NOT DISTINCT FROM ${id})`;
  const stage = `coalesce(r.approval_stage, 'manager')`;
  const byManagers = `(${stage} = 'manager' AND ${line(`up.depth <= LEAST(r.escalation_level + 1, ${HR_LEVEL}) AND up.id = ANY(CAST(:deciders AS uuid[]))`)})`;
  const routedToHr = `(${stage} = 'hr' OR r.escalation_level >= ${HR_LEVEL} OR NOT ${line(`up.depth = r.escalation_level + 1`)})`;
  const decidesForHr = seesEveryone(viewer)
    ? 'TRUE'
    : standIn.hrIds.length
      ? `EXISTS (SELECT 1 FROM unnest(CAST(:hrDelegators AS uuid[])) AS d(id) WHERE NOT ${tookFirstStep('d.id')})`
      : null;
  return {
    sql: `(r.status = 'pending' AND r.user_id <> :viewerId AND NOT ${tookFirstStep(':viewerId')} AND (${byManagers}${decidesForHr ? ` OR (${routedToHr} AND ${decidesForHr})` : ''}))`,
    params: { viewerId: viewer.id, deciders, hrDelegators: [...standIn.hrIds] },
  };
}

/** Who may list and revoke an approver's delegations: the approver themselves, HR and administrators. */
export function canManageDelegationsOf(actor: UserEntity, delegator: Pick<UserEntity, 'id'>): boolean {
  return actor.isActive && (actor.id === delegator.id || seesEveryone(actor));
}

/**
 * Who may name a delegate for an approver: the approver themselves, or an administrator naming a third
 * person. Nobody names themselves delegate for someone else (HR could otherwise take a request's
 * manager step as the manager's delegate, then its HR step).
 */
export function canNameDelegate(
  actor: UserEntity,
  delegator: Pick<UserEntity, 'id'>,
  delegate: Pick<UserEntity, 'id'>,
): boolean {
  if (!actor.isActive) return false;
  if (actor.id === delegator.id) return true;
  return isAdmin(actor) && delegate.id !== actor.id;
}

/**
 * Who may be a delegate, and whose running delegations count: people trusted with decisions of their
 * own (managers, team leads, HR, administrators). Self-registered accounts are staff until an
 * administrator gives them a role, so they never qualify.
 */
export const canStandIn = (user: UserEntity): boolean => user.isActive && isApproverRole(user);

/** The requester cancels while pending, or while approved and not yet started. */
export function canCancelRequest(
  actor: UserEntity,
  request: Pick<LeaveRequestEntity, 'userId' | 'status' | 'startDate'>,
  today: string = todayIso(),
): boolean {
  if (actor.id !== request.userId) return false;
  return request.status === 'pending' || (request.status === 'approved' && request.startDate > today);
}

/** Reports and analytics (spec §6: managers add Reports and Advanced Analytics): managers, HR, admins. */
export function canReadReports(user: UserEntity): boolean {
  return isAdmin(user) || isHr(user) || (user.isActive && (user.isManager || user.role === 'manager'));
}

// ── Whose figures: the people scopes ──────────────────────────────────────────────────────────────
// The dashboard, Team Overview, Team Calendar, Reports and Analytics count the same people for the same
// scope: this is the one definition, in SQL (peopleScopeSql) over the reporting line.

/**
 * A manager's direct reports (the people whose manager they are), their reporting line (everyone below
 * them, however deep) or everyone in the organisation. The viewer is in neither of their own first two;
 * everyone includes them.
 */
export const PEOPLE_SCOPES = ['directReports', 'reportingLine', 'everyone'] as const;
export type PeopleScopeKind = (typeof PEOPLE_SCOPES)[number];
export type PeopleScope = { kind: 'everyone' } | { kind: 'directReports' | 'reportingLine'; managerId: string };

/** The scope a screen shows when none is asked for: everyone for HR and administrators, else the reporting line. */
export const defaultPeopleScope = (user: UserEntity): PeopleScopeKind =>
  seesEveryone(user) ? 'everyone' : 'reportingLine';

/**
 * The scope the viewer asked for (or their default) around the viewer; everyone only for those who see
 * everyone (HR and administrators), FORBIDDEN for anyone else.
 */
export function peopleScopeFor(user: UserEntity, asked?: PeopleScopeKind | null): PeopleScope {
  const kind = asked ?? defaultPeopleScope(user);
  if (kind !== 'everyone') return { kind, managerId: user.id };
  if (!seesEveryone(user))
    throw forbidden('Only HR and administrators see everyone: choose your direct reports or your reporting line');
  return { kind };
}

/** SQL condition: the person whose id is in `idColumn` is in the scope (`bind` binds the manager's id). */
export function peopleScopeSql(scope: PeopleScope, idColumn: string, bind: (managerId: string) => string): string {
  if (scope.kind === 'everyone') return 'TRUE';
  if (scope.kind === 'directReports')
    return `${idColumn} IN (SELECT id FROM users WHERE manager_id = ${bind(scope.managerId)})`;
  return `${idColumn} IN ${reportsBelowSql(bind(scope.managerId))}`;
}

export const canAdminister = isAdmin;

/**
 * The roles someone may give when creating or editing people: administrators any; HR the roles of the
 * reporting line (staff, team lead, manager), never HR or ADMIN, so HR cannot widen its own powers.
 */
export function canGrantRole(actor: UserEntity, role: RoleValue): boolean {
  if (isAdmin(actor)) return true;
  return isHr(actor) && (role === 'staff' || role === 'team-lead' || role === 'manager');
}

/**
 * Whose account someone may administer (details, manager, team, activation): administrators anyone's,
 * HR anyone's but an administrator's.
 */
export function canAdministerPerson(actor: UserEntity, person: Pick<UserEntity, 'isAdmin' | 'role'>): boolean {
  if (isAdmin(actor)) return true;
  return isHr(actor) && !person.isAdmin && person.role !== 'admin';
}

/**
 * Calendar feeds: everyone has a feed of their own leave and a "team" feed of the Team Calendar as they
 * see it there (the requests they may read in full, and colleagues' approved leave as names and dates
 * only); the whole-company feed is for those who see everyone's leave (HR and administrators).
 */
export function canUseCalendarFeed(user: UserEntity, kind: 'mine' | 'team' | 'company'): boolean {
  if (!user.isActive) return false;
  if (kind === 'mine') return true;
  if (kind === 'team') return allowsOperation(OPERATION_RULES['Query.teamCalendar'], user);
  return seesEveryone(user);
}

/**
 * Advanced notifications: organisation-wide channels (email, Slack, Teams, webhooks), the rules that
 * route events to them and their delivery log are administered by administrators (spec §6 lists
 * Advanced Notifications under Admin); everyone manages the email preferences of their own notifications.
 */
export const canManageNotificationChannels = isAdmin;

/**
 * A person's team, as the approval card shows who else is off: the other active people who share their
 * team or their manager (condition on users `other`, for the person in users `person`).
 */
export const teammatesSql = (person: string, other: string): string =>
  `(${other}.id <> ${person}.id AND ${other}.is_active AND ((${person}.team_id IS NOT NULL AND ${other}.team_id = ${person}.team_id) OR (${person}.manager_id IS NOT NULL AND ${other}.manager_id = ${person}.manager_id)))`;

/**
 * Who sees a request's approval context (who else in the team is off those days, names and dates, and
 * the balance after approval): whoever may decide it now, as approver or delegate, and those above the
 * requester in their reporting line (HR and administrators too). The requester sees their own balance
 * (canSeeBalanceAfterApproval), not their colleagues' pending requests.
 */
export function canSeeApprovalContext(
  actor: UserEntity,
  request: DecidableRequest,
  requester: PersonInLine,
  standIn: StandIn = NO_STAND_IN,
): boolean {
  if (!actor.isActive || actor.id === requester.id) return false;
  return canReadRequest(actor, requester) || canDecideRequest(actor, request, requester, standIn);
}

export const canSeeBalanceAfterApproval = (
  actor: UserEntity,
  request: DecidableRequest,
  requester: PersonInLine,
  standIn: StandIn = NO_STAND_IN,
): boolean =>
  (actor.isActive && actor.id === requester.id) || canSeeApprovalContext(actor, request, requester, standIn);

/**
 * Colleagues on the Team Calendar, as a condition on users aliased `alias`: people who share the
 * viewer's team or manager, the viewer's manager and the viewer's direct reports (never the viewer).
 * Everyone sees their colleagues' approved leave with names and dates only (no type, notes or
 * reasons); what else they may see of a request follows canReadRequest.
 */
export function colleagueCondition(viewer: UserEntity, alias = 'u'): { where: string; params: Record<string, string> } {
  const params: Record<string, string> = { colleagueViewerId: viewer.id };
  const shared = [`${alias}.manager_id = :colleagueViewerId`];
  if (viewer.teamId) {
    params.colleagueTeamId = viewer.teamId;
    shared.push(`${alias}.team_id = :colleagueTeamId`);
  }
  if (viewer.managerId) {
    params.colleagueManagerId = viewer.managerId;
    shared.push(`${alias}.manager_id = :colleagueManagerId`, `${alias}.id = :colleagueManagerId`);
  }
  return {
    where: `(${alias}.id <> :colleagueViewerId AND ${alias}.is_active AND (${shared.join(' OR ')}))`,
    params,
  };
}

/**
 * Scopes of API tokens. A token can do only what its scopes name, and never more than its owner:
 * `read:requests` runs queries, `write:requests` runs mutations, `subscribe:events` opens subscriptions,
 * and `admin:organisation` makes administrative changes. No scope implies another: an administrative
 * change needs a sign-in session or `admin:organisation`, whatever else the token carries, and only an
 * HR person or administrator with a sign-in session gives a token that scope, only to HR's or an
 * administrator's token (mayHoldAdminScope, ApiTokenService).
 */
export const ADMIN_SCOPE = 'admin:organisation';
export const API_TOKEN_SCOPES = ['read:requests', 'write:requests', 'subscribe:events', ADMIN_SCOPE] as const;
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
export const mayHoldAdminScope = (user: UserEntity): boolean =>
  [...ADMINISTRATIVE_RULES].some((rule) => allowsOperation(rule, user));

/**
 * The scope an API token needs for a root field (`Query.x`, `Mutation.y`, `Subscription.z`) under its
 * rule: a mutation without a declared rule counts as administrative.
 */
export function requiredScope(
  operation: string,
  rule: OperationRule | undefined = OPERATION_RULES[operation],
): ApiTokenScope {
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
export function assertScope(operation: string, actor: Actor, scope: ApiTokenScope = requiredScope(operation)): void {
  if (actor.scopes && SESSION_ONLY_OPERATIONS.has(operation))
    throw forbidden('API tokens cannot reach credentials or integration settings; sign in instead');
  assertTokenScope(scope, actor);
}

/** A signed-in person using a sign-in session, not an API token (token management, for one). */
export function requireSession(actor: Actor): asserts actor is SignedInActor {
  requireSignedIn(actor);
  if (actor.scopes) throw forbidden('API tokens cannot reach credentials or integration settings; sign in instead');
}

/** What a running subscription remembers of the session that started it. */
export interface SubscriptionHolder {
  userId: string;
  /** The token version of the sign-in session (sign-out ends it); null for an API token, which sign-out leaves. */
  sessionVersion: number | null;
}

export const subscriptionHolderOf = (actor: SignedInActor): SubscriptionHolder => ({
  userId: actor.user.id,
  sessionVersion: actor.scopes ? null : actor.user.tokenVersion,
});

/**
 * Whether a running subscription may deliver one more event, with its holder loaded as they are now
 * (`current`; null when gone). Deactivated or signed out: UNAUTHENTICATED; no longer admitted by the
 * subscription's own operation rule: FORBIDDEN. Either refusal ends the subscription, since no later
 * event could be delivered either; events the holder merely may not see are skipped, not refused.
 */
export function assertSubscriptionHolds(
  operation: string,
  holder: SubscriptionHolder,
  current: UserEntity | null,
): asserts current is UserEntity {
  if (!current?.isActive || (holder.sessionVersion !== null && current.tokenVersion !== holder.sessionVersion))
    throw unauthenticated('Session ended');
  if (!allowsOperation(OPERATION_RULES[operation], current)) throw forbidden();
}

/**
 * Administrators manage anyone's API tokens; a person manages their own. A token created for someone
 * else is accepted only while its creator still may (an active administrator).
 */
export const canManageApiTokensOf = (actor: UserEntity, owner: Pick<UserEntity, 'id'>): boolean =>
  actor.isActive && (actor.id === owner.id || isAdmin(actor));
export const canReadAudit = seesEveryone;
export const canReadAllBalances = seesEveryone;

/**
 * The operation-level rule of every GraphQL root field. The schema refuses to start when a root field
 * has no rule here, and a test snapshots this table so a permission change shows up in review.
 * Object-level checks (whose request, whose balance) happen in the services on top of these.
 */
export const OPERATION_RULES: Record<string, OperationRule> = {









};

/**
 * What the client may offer the viewer, named after screens and actions. Each capability is the set
 * of root fields it needs: the viewer has it when the operation rules of all of them allow the
 * viewer (`capabilitiesOf`), so the client shows exactly what the server would accept.
 */
export const CAPABILITY_OPERATIONS = {
  /** Team Overview and Team Calendar. */
  VIEW_TEAM: ['Query.teamOverview', 'Query.teamCalendar'],
  /** Pending Approvals: decide requests routed to the viewer. */
  DECIDE_REQUESTS: ['Query.pendingApprovals', 'Mutation.bulkApproveLeaveRequests'],
  /** Reports. */
  VIEW_REPORTS: ['Query.ptoReport'],
  /** Delegation: hand approvals to a delegate for a date range. */
  DELEGATE_APPROVALS: ['Mutation.createApprovalDelegation', 'Mutation.revokeApprovalDelegation'],
  /** Advanced analytics and custom reports. */
  VIEW_ANALYTICS: ['Query.analytics', 'Query.customReport'],
  /** Audit logs and their statistics. */
  VIEW_AUDIT: ['Query.auditLogPage', 'Query.auditStats', 'Query.auditActions'],
  /** Everyone's balances. */
  VIEW_ALL_BALANCES: ['Query.balances'],
  /** Create, edit, deactivate people and assign managers. */
  MANAGE_USERS: [
    'Mutation.createUser',
    'Mutation.updateUser',
    'Mutation.deactivateUser',
    'Mutation.reactivateUser',
    'Mutation.assignManager',
  ],
  /** Roles and the administrator and manager flags. */
  MANAGE_ROLES: ['Query.roleStats', 'Mutation.updateUserRole'],
  /** Teams. */
  MANAGE_TEAMS: ['Mutation.createTeam', 'Mutation.updateTeam', 'Mutation.deleteTeam'],
  /** Request types. */
  MANAGE_REQUEST_TYPES: ['Mutation.createRequestType', 'Mutation.updateRequestType', 'Mutation.deleteRequestType'],
  /** Edit balances and personal allowances. */
  MANAGE_BALANCES: ['Query.balances', 'Mutation.updateBalance', 'Mutation.setAllowanceOverride'],
  /** PTO policy settings and public holidays. */
  MANAGE_POLICY: ['Mutation.updatePolicySettings', 'Mutation.addHoliday', 'Mutation.deleteHoliday'],
  /** Locations: their weekends, time zones and days off. */
  MANAGE_LOCATIONS: [
    'Mutation.createLocation',
    'Mutation.updateLocation',
    'Mutation.deleteLocation',
    'Mutation.setLocationDay',
    'Mutation.clearLocationDay',
  ],
  /** Webhooks and their deliveries. */
  MANAGE_WEBHOOKS: ['Query.webhooks', 'Mutation.createWebhook', 'Mutation.deleteWebhook'],
  /** The viewer's own API tokens. */
  MANAGE_API_TOKENS: ['Query.apiTokens', 'Mutation.createApiToken', 'Mutation.revokeApiToken'],
  /** Calendar Integration: the viewer's own calendar feeds and ICS export. */
  USE_CALENDAR_FEEDS: ['Query.calendarFeeds', 'Query.calendarExport', 'Mutation.resetCalendarFeedUrl'],
  /** Advanced Notifications: organisation-wide channels, rules and their delivery log. */
  MANAGE_NOTIFICATION_CHANNELS: [
    'Query.notificationChannels',
    'Query.notificationRules',
    'Query.channelDeliveries',
    'Mutation.createNotificationChannel',
    'Mutation.createNotificationRule',
  ],
  /** Advanced Search, its CSV export and saved searches. */
  ADVANCED_SEARCH: ['Query.search', 'Query.searchExport', 'Query.savedSearches', 'Mutation.saveSearch'],
  /** Read the feedback people sent and mark it reviewed or resolved. */
  VIEW_FEEDBACK: ['Query.feedbackEntries', 'Mutation.updateFeedbackStatus'],
} as const satisfies Record<string, readonly string[]>;

export type Capability = keyof typeof CAPABILITY_OPERATIONS;

/**
 * Administration screens that are not GraphQL root fields: System Status is served by the REST
 * facade only. Their REST rule decides.
 */
export const CAPABILITY_ROUTES = {
  VIEW_SYSTEM_STATUS: [
    'GET /admin/email-status',
    'GET /admin/notifications-status',
    'GET /admin/configuration-status',
    'POST /admin/backend-restart',
  ],
} as const satisfies Record<string, readonly string[]>;

export type RouteCapability = keyof typeof CAPABILITY_ROUTES;

/** Every capability the viewer has, in a stable order; none for anonymous or deactivated people. */
export function capabilitiesOf(user: UserEntity | null): (Capability | RouteCapability)[] {
  const granted = (names: readonly string[], rules: Record<string, OperationRule>) =>
    names.every((name) => allowsOperation(rules[name], user));
  return [
    ...(Object.keys(CAPABILITY_OPERATIONS) as Capability[]).filter((capability) =>
      granted(CAPABILITY_OPERATIONS[capability], OPERATION_RULES),
    ),
    ...(Object.keys(CAPABILITY_ROUTES) as RouteCapability[]).filter((capability) =>
      granted(CAPABILITY_ROUTES[capability], REST_RULES),
    ),
  ];
}

/** Who reads the Prometheus metrics at GET /metrics besides a scraper holding METRICS_TOKEN. */
export const METRICS_RULE: OperationRule = 'admin';

/**
 * The operation-level rule of every REST route (`"<METHOD> <path>"` as mounted under /api). The REST
 * router refuses to start when a route has no rule here; the services check objects on top of these.
 */
export const REST_RULES: Record<string, OperationRule> = {
  'GET /openapi.json': 'anyone',









};

/**
 * What the leave policy shows to someone not signed in (the spec's settings page fetches it without a
 * token): the organisation-wide allowances, accrual, toggles and delays that any employee handbook
 * states. Blackout dates and ranges (with their reasons) and the department and role overrides describe
 * the organisation and are shown only to signed-in people.
 */
export const PUBLIC_POLICY_FIELDS = [
  'defaultPtoDays',
  'defaultSicknessDays',
  'defaultOtherDays',
  'ptoAccrualType',
  'sicknessAccrualType',
  'ptoAccrualRate',
  'sicknessAccrualRate',
  'allowCarryover',
  'maxCarryoverDays',
  'carryoverExpiryMonthDay',
  'allowNegativeBalance',
  'requireManagerApproval',
  'autoApprovalDelay',
  'notifyOnSubmission',
  'notifyOnApproval',
  'notifyOnRejection',
  'escalationDelay',
  'dayCounting',
] as const;

export const canReadFullPolicy = (actor: Actor): boolean => Boolean(actor.user?.isActive);
