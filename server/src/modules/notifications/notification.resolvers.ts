import { inLine } from '../../context';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { canReadRequest } from '../../auth/policy';
import type { NotificationService } from './notification.service';

export const notificationResolvers = ({ notifications }: { notifications: NotificationService }): Resolvers => ({
  Query: {
    notifications: (_root, args, { actor }) => notifications.list(actor, args),
    unreadNotificationCount: (_root, _args, { actor }) => notifications.unreadCount(actor),
  },
  Mutation: {
    markNotificationRead: (_root, { id }, { actor }) => notifications.markRead(actor, id),
    markAllNotificationsRead: (_root, _args, { actor }) => notifications.markAllRead(actor),
    deleteNotification: (_root, { id }, { actor }) => notifications.delete(actor, id),
    clearNotifications: (_root, _args, { actor }) => notifications.clear(actor),
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
});
