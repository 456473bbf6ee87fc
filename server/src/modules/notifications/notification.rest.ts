import { queryInt, param } from '../../rest/input';
import type { RestRoute } from '../../rest/router';
import { specNotification } from '../../realtime/spec-socket';
import { NOTIFICATION_PAGE_SIZE } from './notification.service';

const afterOffset = (offset: number) => (offset > 0 ? Buffer.from(`offset:${offset - 1}`).toString('base64url') : undefined);

/** Spec §7 "Notifications (/api/notifications)": only ever the viewer's own. */
export const notificationRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/notifications',
    summary: "The viewer's notifications, newest first (spec §3 fields), with limit/offset paging.",
    query: { limit: '1-100 (default 50)', offset: 'rows to skip (default 0)' },
    handler: async (req, { services, actor }) => {
      const limit = queryInt(req, 'limit', 1, 100) ?? NOTIFICATION_PAGE_SIZE;
      const offset = queryInt(req, 'offset', 0, 1_000_000) ?? 0;
      const page = await services.notifications.list(actor, { first: limit, after: afterOffset(offset) });
      return { data: page.edges.map((edge) => specNotification(edge.node)), extra: { total: page.totalCount } };
    },
  },
  {
    method: 'get',
    path: '/notifications/unread-count',
    summary: "How many of the viewer's notifications are unread: data { count }.",
    handler: async (_req, { services, actor }) => ({ data: { count: await services.notifications.unreadCount(actor) } }),
  },
  {
    method: 'put',
    path: '/notifications/mark-all-read',
    summary: "Marks all of the viewer's notifications read: data { count } of those changed.",
    handler: async (_req, { services, actor }) => ({ data: { count: await services.notifications.markAllRead(actor) }, message: 'All notifications marked as read' }),
  },
  {
    method: 'put',
    path: '/notifications/:id/read',
    summary: "Marks one of the viewer's notifications read; 404 for anyone else's.",
    handler: async (req, { services, actor }) => ({ data: specNotification(await services.notifications.markRead(actor, param(req, 'id'))), message: 'Notification marked as read' }),
  },
  {
    method: 'delete',
    path: '/notifications/clear-all',
    summary: "Deletes all of the viewer's notifications: data { count }.",
    handler: async (_req, { services, actor }) => ({ data: { count: await services.notifications.clear(actor) }, message: 'All notifications cleared' }),
  },
  {
    method: 'delete',
    path: '/notifications/:id',
    summary: "Deletes one of the viewer's notifications; 404 for anyone else's.",
    handler: async (req, { services, actor }) => {
      await services.notifications.delete(actor, param(req, 'id'));
      return { data: null, message: 'Notification deleted' };
    },
  },
];
