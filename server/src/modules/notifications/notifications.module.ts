import { defineModule } from '../../kernel/module';
import { NotificationService } from './notification.service';
import { notificationResolvers } from './notification.resolvers';
import { notificationRoutes } from './notification.rest';

export const notificationsModule = defineModule({
  name: 'notifications',
  needs: ['audit', 'delegations', 'email', 'notification-channels', 'policy'],
  provide: ({ dataSource, events, policy, audit, email, delegations, notificationPreferences }) => ({
    notifications: new NotificationService(dataSource, policy, audit, email, events, delegations, (manager, userIds) =>
      notificationPreferences.mutedFor(manager, userIds),
    ),
  }),
  on: ({ notifications }) => ({ requestEvent: (event) => notifications.handleRequestEvent(event) }),
  resolvers: notificationResolvers,
  routes: notificationRoutes,
});
