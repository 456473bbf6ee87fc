import { offsetArgs, param, queryInt } from '../../rest/input';
import type { RestRoute } from '../../rest/router';
import type { NotificationEntity } from './notification.entity';
import { NOTIFICATION_PAGE_SIZE } from './notification.service';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A notification as spec §3 reads it. */
const notificationBody = (n: NotificationEntity) => ({
  id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  sound: n.sound,
  request_id: n.requestId,
  created_at: iso(n.createdAt),
  read_at: iso(n.readAt),
});

export const notificationRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/notifications',
    summary: "The caller's own notifications, newest first: limit (1-100, default 50) and offset; the total and unread counts beside the list.",
    query: { limit: '1-100 (default 50)', offset: 'rows to skip (default 0)' },
    response: 'Notification[]',
    handler: async (req, { services, actor }) => {
      const limit = queryInt(req, 'limit', 1, 100) ?? NOTIFICATION_PAGE_SIZE;
      const offset = queryInt(req, 'offset', 0, 100_000_000) ?? 0;
      const page = await services.notifications.list(actor, offsetArgs(offset, limit));
      return { data: page.edges.map((edge) => notificationBody(edge.node)), extra: { pagination: { limit, offset, total: page.totalCount } } };
    },
  },
  {
    method: 'get',
    path: '/notifications/unread-count',
    summary: "How many of the caller's notifications are unread: data.count (and data.unreadCount).",
    handler: async (_req, { services, actor }) => {
      const count = await services.notifications.unreadCount(actor);
      return { data: { count, unreadCount: count } };
    },
  },
  {
    method: 'put',
    path: '/notifications/mark-all-read',
    summary: "Marks every unread notification of the caller read; data.updated says how many.",
    handler: async (_req, { services, actor }) => ({ data: { updated: await services.notifications.markAllRead(actor) }, message: 'All notifications marked as read' }),
  },
  {
    method: 'put',
    path: '/notifications/:id/read',
    summary: "Marks one of the caller's notifications read; 404 for a notification that is not theirs.",
    response: 'Notification',
    handler: async (req, { services, actor }) => ({ data: notificationBody(await services.notifications.markRead(actor, param(req, 'id'))), message: 'Notification marked as read' }),
  },
  {
    method: 'delete',
    path: '/notifications/clear-all',
    summary: "Deletes every notification of the caller; data.deleted says how many.",
    handler: async (_req, { services, actor }) => ({ data: { deleted: await services.notifications.clear(actor) }, message: 'All notifications cleared' }),
  },
  {
    method: 'delete',
    path: '/notifications/:id',
    summary: "Deletes one of the caller's notifications; 404 for a notification that is not theirs.",
    handler: async (req, { services, actor }) => {
      await services.notifications.delete(actor, param(req, 'id'));
      return { data: { id: param(req, 'id') }, message: 'Notification deleted' };
    },
  },
];
