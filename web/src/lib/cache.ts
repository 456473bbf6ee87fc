import { InMemoryCache, type ApolloCache, type Reference, type StoreObject } from '@apollo/client';
import type { NotificationType } from '../__generated__/graphql';

/** Root fields of the schema that changes on the client drop (the cache's field names). */
export type QueryField =
  | 'analytics'
  | 'apiTokens'
  | 'approvalDelegations'
  | 'balances'
  | 'channelDeliveries'
  | 'colleagueLeave'
  | 'departments'
  | 'feedbackEntries'
  | 'holidays'
  | 'imports'
  | 'leaveDayCount'
  | 'leaveRequests'
  | 'location'
  | 'locationCalendars'
  | 'locations'
  | 'managers'
  | 'notificationChannels'
  | 'notificationRules'
  | 'notifications'
  | 'ptoReport'
  | 'requestTypes'
  | 'roleStats'
  | 'savedSearches'
  | 'search'
  | 'staffingCheck'
  | 'staffingShortfalls'
  | 'teamCalendar'
  | 'teamOverview'
  | 'teams'
  | 'unreadNotificationCount'
  | 'users'
  | 'webhookDeliveries'
  | 'webhooks';

/**
 * The client's cache. Objects with an `id` are stored once, so a mutation that returns one updates
 * every list and card showing it; the type policies say how the others are identified. A change the
 * answer cannot express (a new or deleted row, a figure derived elsewhere) drops the fields it
 * affects (`refreshFields`): each query that shows them, and only those, asks the server again.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One per organisation / per viewer: their answers replace the one cached.
      PolicySettings: { keyFields: [] },
      NotificationPreferences: { keyFields: [] },
      SsoConfig: { keyFields: [] },
      // A viewer's feed is identified by its kind (MINE, TEAM, COMPANY).
      CalendarFeed: { keyFields: ['kind'] },
      // Figures without identity that a fresh answer replaces whole.
      TeamOverview: { merge: true },
      Analytics: { merge: true },
      AuditStats: { merge: true },
      Query: {
        fields: {
          // A person already in the cache is read from it (the ledger, the allowance dialog); fields
          // it lacks are fetched.
          user: {
            read: (existing, { args, toReference }) => existing ?? toReference({ __typename: 'User', id: args?.id }),
          },
        },
      },
    },
  });
}

/** Drops root fields (all their arguments), so the queries showing them fetch them again. */
export function refreshFields(cache: ApolloCache, ...fieldNames: QueryField[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Removes an object the server deleted; lists holding it drop it too. */
export function forget(cache: ApolloCache, object: StoreObject | Reference): void {
  cache.evict({ id: cache.identify(object) });
  cache.gc();
}

/** Drops one field of every cached object of a type (e.g. each person's balances). */
function refreshFieldOfEvery(cache: ApolloCache, typename: string, fieldName: string): void {
  const prefix = `${typename}:`;
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith(prefix)) cache.evict({ id, fieldName });
  }
}

/** What a leave request's submission, decision or cancellation changes. */
const REQUEST_FIELDS: QueryField[] = [
  'leaveRequests',
  'teamOverview',
  'teamCalendar',
  'colleagueLeave',
  'search',
  'ptoReport',
  'analytics',
  'staffingShortfalls',
  'staffingCheck',
  'balances',
];

/**
 * A request was submitted, decided or cancelled: the lists of requests, the balances it holds or uses
 * (everyone's table and each person's, on the dashboard and in the ledger) and the views derived
 * from them are fetched again.
 */
export function refreshAfterRequestChange(cache: ApolloCache): void {
  refreshFieldOfEvery(cache, 'User', 'balances');
  refreshFields(cache, ...REQUEST_FIELDS);
}

/** A balance or allowance was corrected: every balance shown, and the requests' balance hints. */
export function refreshAfterBalanceChange(cache: ApolloCache): void {
  refreshFieldOfEvery(cache, 'User', 'balances');
  refreshFields(cache, 'balances', 'teamOverview', 'leaveRequests');
}

/** Notifications about a request mean the request changed; the others change only the inbox. */
const REQUEST_NOTIFICATIONS: ReadonlySet<NotificationType> = new Set([
  'PTO_REQUEST_SUBMITTED',
  'PTO_REQUEST_APPROVED',
  'PTO_REQUEST_REJECTED',
  'PTO_APPROVAL_REQUIRED',
]);

/** A notification arrived over the socket: the inbox and the unread count, and what it is about. */
export function refreshAfterNotification(cache: ApolloCache, type: NotificationType): void {
  if (REQUEST_NOTIFICATIONS.has(type)) refreshAfterRequestChange(cache);
  refreshFields(cache, 'notifications', 'unreadNotificationCount');
}
