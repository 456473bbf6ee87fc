import type { Resolvers } from '../../__generated__/resolvers-types';
import type { NotificationEntity } from './notification.entity';

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_root, args, { services, actor }) => services.notifications.list(actor, args),
    unreadNotificationCount: (_root, _args, { services, actor }) => services.notifications.unreadCount(actor),
  },
  Mutation: {
    markNotificationRead: (_root, { id }, { services, actor }) => services.notifications.markRead(actor, id),
    markAllNotificationsRead: (_root, _args, { services, actor }) => services.notifications.markAllRead(actor),
    deleteNotification: (_root, { id }, { services, actor }) => services.notifications.delete(actor, id),
    clearNotifications: (_root, _args, { services, actor }) => services.notifications.clear(actor),
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_root, _args, { services, actor }) => services.realtime.notificationsAdded(actor),
      resolve: (notification: NotificationEntity) => notification,
    },
  },
  Notification: {
    request: (notification, _args, { services, actor }) =>
      notification.requestId ? services.leaveRequests.get(actor, notification.requestId) : null,
  },
};
