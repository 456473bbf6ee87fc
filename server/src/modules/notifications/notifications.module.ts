import { defineModule } from '../../kernel/module';
import { NotificationService } from './notification.service';
import { notificationResolvers } from './notification.resolvers';
import { notificationRoutes } from './notification.rest';

export const notificationsModule = defineModule({
  name: 'notifications',
  schema: 'notifications.graphql',
  mappers: {
    Notification: 'notification.entity#NotificationEntity',
  },
  enumValues: {
    NotificationType: {
      PTO_REQUEST_SUBMITTED: 'pto_request_submitted',
      PTO_REQUEST_APPROVED: 'pto_request_approved',
      PTO_REQUEST_REJECTED: 'pto_request_rejected',
      PTO_APPROVAL_REQUIRED: 'pto_approval_required',
      OTHER: 'other',
    },
  },
  rules: {
    // Notifications and real time: only ever the viewer's own notifications; request events are
    // checked per event with canReadRequest.
    'Query.notifications': 'signedIn',
    'Query.unreadNotificationCount': 'signedIn',
    'Mutation.markNotificationRead': 'signedIn',
    'Mutation.markAllNotificationsRead': 'signedIn',
    'Mutation.deleteNotification': 'signedIn',
    'Mutation.clearNotifications': 'signedIn',
    // The viewer's own notifications (spec §7); objects checked in NotificationService.
    'GET /notifications': 'signedIn',
    'GET /notifications/unread-count': 'signedIn',
    'PUT /notifications/mark-all-read': 'signedIn',
    'PUT /notifications/:id/read': 'signedIn',
    'DELETE /notifications/clear-all': 'signedIn',
    'DELETE /notifications/:id': 'signedIn',
  },
  needs: ['audit', 'delegations', 'email', 'notification-channels', 'policy', 'push', 'quick-decisions'],
  provide: ({
    dataSource,
    events,
    policy,
    audit,
    email,
    delegations,
    notificationPreferences,
    quickDecisions,
    push,
  }) => ({
    notifications: new NotificationService(
      dataSource,
      policy,
      audit,
      email,
      events,
      delegations,
      (manager, userIds) => notificationPreferences.mutedFor(manager, userIds),
      (manager, requestId, approverId) => quickDecisions.issueLinks(manager, requestId, approverId),
      (manager, notification) => push.enqueue(manager, notification),
    ),
  }),
  on: ({ notifications }) => ({
    requestEvent: (event, context) => notifications.handleRequestEvent(event, context),
  }),
  resolvers: notificationResolvers,
  routes: notificationRoutes,
});
