import { MAX_OFFSET } from '../../lib/connection';
import { NOTIFICATION_PAGE_SIZE } from './notification.service';
import { pagination, param, queryInt } from '../../api/input';
import type { RestRoute } from '../../api/route';
import { notificationPresenter } from './notification.presenter';
import type { NotificationService } from './notification.service';

/** Spec §7 /api/notifications: only ever the caller's own notifications (the service scopes every query). */
export const notificationRoutes = ({ notifications }: { notifications: NotificationService }): RestRoute[] => [
  {
    method: 'get',
    path: '/notifications',
    summary: "The caller's notifications, newest first, paged by limit and offset: { success, data, pagination }.",
    query: { limit: '1-100 (default 50)', offset: 'rows to skip (default 0)' },
    handler: async (req, { actor }) => {
      const limit = queryInt(req, 'limit', 1, 100) ?? NOTIFICATION_PAGE_SIZE;
      const offset = queryInt(req, 'offset', 0, MAX_OFFSET - 1) ?? 0;
      // The connection's cursors are row offsets: "after row offset-1" starts at row `offset`.
      const after = offset > 0 ? Buffer.from(`offset:${offset - 1}`).toString('base64url') : undefined;
      const result = await notifications.list(actor, { first: limit, after });
      return {
        data: result.edges.map((edge) => notificationPresenter.present(edge.node)),
        extra: { pagination: { ...pagination(Math.floor(offset / limit) + 1, limit, result.totalCount), offset } },
      };
    },
  },
  {
    method: 'get',
    path: '/notifications/unread-count',
    summary: "How many of the caller's notifications are unread: data { count }.",
    handler: async (_req, { actor }) => ({
      data: { count: await notifications.unreadCount(actor) },
    }),
  },
  {
    method: 'put',
    path: '/notifications/mark-all-read',
    summary: 'Marks every unread notification of the caller read: data { updated }.',
    handler: async (_req, { actor }) => {
      const updated = await notifications.markAllRead(actor);
      return { data: { updated }, message: 'All notifications marked as read' };
    },
  },
  {
    method: 'delete',
    path: '/notifications/clear-all',
    summary: 'Deletes every notification of the caller: data { deleted }.',
    handler: async (_req, { actor }) => {
      const deleted = await notifications.clear(actor);
      return { data: { deleted }, message: 'All notifications cleared' };
    },
  },
  {
    method: 'put',
    path: '/notifications/:id/read',
    summary: "Marks one of the caller's notifications read; 404 for a missing one or someone else's.",
    handler: async (req, { actor }) => ({
      data: notificationPresenter.present(await notifications.markRead(actor, param(req, 'id'))),
      message: 'Notification marked as read',
    }),
  },
  {
    method: 'delete',
    path: '/notifications/:id',
    summary: "Deletes one of the caller's notifications; 404 for a missing one or someone else's.",
    handler: async (req, { actor }) => {
      await notifications.delete(actor, param(req, 'id'));
      return { data: { id: param(req, 'id') }, message: 'Notification deleted' };
    },
  },
];
