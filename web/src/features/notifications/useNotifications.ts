/** A notification as the bell and the notifications page show it. */
export interface NotificationItem {
  id: string;
  type: string;
  title: string;
  body: string;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationsState {
  notifications: NotificationItem[];
  unreadCount: number;
  loading: boolean;
  /** False until the API offers notifications. */
  available: boolean;
  markRead: (id: string) => void;
  markAllRead: () => void;
}

const noop = () => undefined;

/**
 * The viewer's notifications. The GraphQL schema does not offer `notifications` yet; until it does
 * the list is empty and the bell says so.
 */
export function useNotifications(): NotificationsState {
  return { notifications: [], unreadCount: 0, loading: false, available: false, markRead: noop, markAllRead: noop };
}
