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
  needs: ['audit', 'delegations', 'email', 'notification-channels', 'policy', 'quick-decisions'],
  provide: ({ dataSource, events, policy, audit, email, delegations, notificationPreferences, quickDecisions }) => ({
    notifications: new NotificationService(
      dataSource,
      policy,
      audit,
      email,
      events,
      delegations,
      (manager, userIds) => notificationPreferences.mutedFor(manager, userIds),
      (manager, requestId, approverId) => quickDecisions.issueLinks(manager, requestId, approverId),
    ),
  }),
  on: ({ notifications }) => ({
    requestEvent: (event, context) => notifications.handleRequestEvent(event, context),
  }),
  resolvers: notificationResolvers,
  routes: notificationRoutes,
});
