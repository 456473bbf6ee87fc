import { defineModule } from '../../kernel/module';
import { ChannelSender } from './channel-sender';
import { DELIVERY_QUEUE, DeliveryOutbox } from './delivery-outbox';
import { NotificationChannelService } from './notification-channel.service';
import { NotificationPreferenceService } from './notification-preference.service';
import { NotificationRuleService } from './notification-rule.service';
import { notificationChannelResolvers } from './notification-channel.resolvers';

export const notificationChannelsModule = defineModule({
  name: 'notification-channels',
  schema: 'notification-channels.graphql',
  mappers: {
    NotificationChannel: 'notification-channel.entity#NotificationChannelEntity',
    NotificationRule: 'notification-channel.entity#NotificationRuleEntity',
    ChannelDelivery: 'notification-channel.entity#ChannelDeliveryEntity',
  },
  enumValues: {
    NotificationChannelType: { EMAIL: 'email', SLACK: 'slack', TEAMS: 'teams', WEBHOOK: 'webhook' },
    NotificationPriority: { LOW: 'low', MEDIUM: 'medium', HIGH: 'high', URGENT: 'urgent' },
    NotificationChannelStatus: { ACTIVE: 'active', INACTIVE: 'inactive', ERROR: 'error' },
    NotificationEvent: {
      REQUEST_SUBMITTED: 'request_submitted',
      APPROVAL_REQUIRED: 'approval_required',
      REQUEST_APPROVED: 'request_approved',
      REQUEST_REJECTED: 'request_rejected',
      REQUEST_CANCELLED: 'request_cancelled',
      REQUEST_ESCALATED: 'request_escalated',
      BALANCE_LOW: 'balance_low',
    },
    ChannelDeliveryStatus: { PENDING: 'pending', SUCCEEDED: 'succeeded', FAILED: 'failed', SUPPRESSED: 'suppressed' },
  },
  rules: {
    // Advanced notifications: organisation channels and rules for administrators; own email preferences for everyone.
    'Query.notificationChannels': 'admin',
    'Query.notificationRules': 'admin',
    'Query.channelDeliveries': 'admin',
    'Mutation.createNotificationChannel': 'admin',
    'Mutation.updateNotificationChannel': 'admin',
    'Mutation.deleteNotificationChannel': 'admin',
    'Mutation.testNotificationChannel': 'admin',
    'Mutation.createNotificationRule': 'admin',
    'Mutation.updateNotificationRule': 'admin',
    'Mutation.deleteNotificationRule': 'admin',
    'Mutation.redeliverChannelDelivery': 'admin',
    'Query.notificationPreferences': 'signedIn',
    'Mutation.updateNotificationPreferences': 'signedIn',
  },
  needs: ['audit', 'balances', 'email', 'policy'],
  provide: ({ dataSource, config, jobs, outbound, audit, email, balances, policy }) => {
    const sender = new ChannelSender(email, outbound);
    // The one delivery outbox of every channel (email, Slack, Teams, webhooks).
    const outbox = new DeliveryOutbox(dataSource, jobs, sender);
    return {
      outbox,
      notificationChannels: new NotificationChannelService(dataSource, outbox, audit, sender, outbound),
      notificationRules: new NotificationRuleService(
        dataSource,
        outbox,
        balances,
        policy,
        audit,
        config.publicUrl ?? null,
      ),
      notificationPreferences: new NotificationPreferenceService(dataSource),
    };
  },
  jobs: ({ outbox }) => ({
    // Several at once, each bounded by the outgoing call's deadline: one slow receiver holds one slot.
    [DELIVERY_QUEUE]: {
      run: async (payload, job) => outbox.deliver(String(payload.deliveryId), job.attempts, job.signal),
      concurrency: 8,
      timeoutMs: 2 * 60_000,
    },
  }),
  on: ({ notificationRules }) => ({
    requestEvent: (event, context) => notificationRules.handleRequestEvent(event, context),
  }),
  resolvers: notificationChannelResolvers,
});
