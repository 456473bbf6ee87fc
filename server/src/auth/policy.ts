/**
 * Every permission in Leavewise (spec §6). Services call these functions for every operation and
 * object; resolvers, REST routes and sockets never decide permissions themselves. Each root field's and
 * route's rule is declared beside it, in its module's manifest (`rules`); the predicates over objects live
 * in one policy file per model under `policies/`, all re-exported here. This file itself holds what the
 * client is offered: the capabilities, as sets of operations.
 */
import type { Person } from './person';
import { allowsOperation, type DeclaredRules, type OperationRule } from './policies/roles';

export * from './policies/roles';
export * from './policies/people.policy';
export * from './policies/leave-request.policy';
export * from './policies/delegation.policy';
export * from './policies/calendar-feed.policy';
export * from './policies/api-token.policy';
export * from './policies/subscription.policy';
export * from './policies/leave-policy.policy';

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
export function capabilitiesOf(user: Person | null, rules: DeclaredRules): (Capability | RouteCapability)[] {
  const granted = (names: readonly string[], table: Readonly<Record<string, OperationRule>>) =>
    names.every((name) => allowsOperation(table[name], user));
  return [
    ...(Object.keys(CAPABILITY_OPERATIONS) as Capability[]).filter((capability) =>
      granted(CAPABILITY_OPERATIONS[capability], rules.operations),
    ),
    ...(Object.keys(CAPABILITY_ROUTES) as RouteCapability[]).filter((capability) =>
      granted(CAPABILITY_ROUTES[capability], rules.routes),
    ),
  ];
}

/** Who reads the Prometheus metrics at GET /metrics besides a scraper holding METRICS_TOKEN. */
export const METRICS_RULE: OperationRule = 'admin';
