import { inLine } from '../../graphql/loaders';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { canReadRequest } from '../../auth/policy';
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
      subscribe: (_root, { after }, { services, actor }) => services.realtime.notificationsAdded(actor, after ?? null),
      resolve: (notification: NotificationEntity) => notification,
    },
  },
  Notification: {
    // Batched: a page of notifications loads its requests and their requesters in two statements.
    request: async (notification, _args, { loaders, actor }) => {
      if (!notification.requestId || !actor.user) return null;
      const request = await loaders.leaveRequest.load(notification.requestId);
      const requester = request && (await loaders.user.load(request.userId));
      return requester && canReadRequest(actor.user, await inLine(loaders, requester)) ? request : null;
    },
  },
};
