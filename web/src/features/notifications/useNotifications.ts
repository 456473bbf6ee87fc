import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { useCallback, useRef } from 'react';
import { getFragmentData, graphql } from '../../__generated__';
import type { NotificationList_NotificationFragment } from '../../__generated__/graphql';
import { toaster } from '../../components/toaster';
import { apiUrl } from '../../lib/apiBase';
import { refreshAfterNotification, refreshFields } from '../../lib/cache';

export type NotificationItem = NotificationList_NotificationFragment;

/** Spec §9: notifications page size. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export const NotificationList_notification = graphql(`
  fragment NotificationList_notification on Notification {
    id
    type
    title
    body
    createdAt
    readAt
    sound
    request {
      id
      requestId
    }
  }
`);

const NotificationsQuery = graphql(`
  query Notifications($first: Int!) {
    notifications(first: $first) {
      totalCount
      edges {
        node {
          ...NotificationList_notification
        }
      }
    }
    unreadNotificationCount
  }
`);

const MarkReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      readAt
    }
  }
`);

const MarkAllReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded($after: ID) {
    notificationAdded(after: $after) {
      ...NotificationList_notification
    }
  }
`);

export interface NotificationsState {
  notifications: NotificationItem[];
  unreadCount: number;
  loading: boolean;
  markRead: (id: string) => void;
  markAllRead: () => void;
}

/** The viewer's notifications (shared through the Apollo cache by the bell and the page). */
export function useNotifications(): NotificationsState {
  const { data, loading } = useQuery(NotificationsQuery, { variables: { first: NOTIFICATIONS_PAGE_SIZE } });
  // The answer marks the notification read; the unread count is the server's.
  const [markReadMutation] = useMutation(MarkReadMutation, {
    update: (cache) => refreshFields(cache, 'unreadNotificationCount'),
  });
  const [markAllMutation] = useMutation(MarkAllReadMutation, {
    update: (cache) => refreshFields(cache, 'notifications', 'unreadNotificationCount'),
  });
  const markRead = useCallback(
    (id: string) => void markReadMutation({ variables: { id } }).catch(() => undefined),
    [markReadMutation],
  );
  const markAllRead = useCallback(() => void markAllMutation().catch(() => undefined), [markAllMutation]);
  return {
    notifications:
      getFragmentData(
        NotificationList_notification,
        data?.notifications.edges.map((e) => e.node),
      ) ?? [],
    unreadCount: data?.unreadNotificationCount ?? 0,
    loading,
    markRead,
    markAllRead,
  };
}

function playSound(sound: string | null) {
  if (!sound) return;
  // Browsers may refuse to play before the person interacted with the page; that is fine.
  new Audio(apiUrl(`/sounds/${encodeURIComponent(sound)}`)).play().catch(() => undefined);
}

/**
 * Listens for the viewer's new notifications while signed in: shows a toast, plays its sound and
 * refreshes what is on screen (a decision changes balances and request lists).
 */
export function useNotificationStream(): void {
  const client = useApolloClient();
  // Subscribed after the newest notification on hand: after a reconnect the server first sends what was
  // stored meanwhile (from that one on, every time), so each is shown once by its id.
  const { data, loading } = useQuery(NotificationsQuery, { variables: { first: NOTIFICATIONS_PAGE_SIZE } });
  const start = useRef<{ id: string | null } | null>(null);
  if (!start.current && !loading) {
    const newest = getFragmentData(NotificationList_notification, data?.notifications.edges[0]?.node);
    start.current = { id: newest?.id ?? null };
  }
  const shown = useRef(new Set<string>());
  useSubscription(NotificationAddedSubscription, {
    skip: !start.current,
    variables: { after: start.current?.id ?? null },
    onData: ({ data }) => {
      const notification = getFragmentData(NotificationList_notification, data.data?.notificationAdded);
      if (!notification || shown.current.has(notification.id)) return;
      shown.current.add(notification.id);
      toaster.create({ type: 'info', title: notification.title, description: notification.body || undefined });
      playSound(notification.sound);
      refreshAfterNotification(client.cache, notification.type);
    },
  });
}

/**
 * The notification stream as a component of its own, rendering nothing: its query and subscription
 * re-render it alone, not the layout around every page.
 */
export function NotificationStream(): null {
  useNotificationStream();
  return null;
}
