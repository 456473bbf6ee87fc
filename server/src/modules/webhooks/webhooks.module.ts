import { defineModule } from '../../kernel/module';
import { WebhookService } from './webhook.service';
import { webhookResolvers } from './webhook.resolvers';

export const webhooksModule = defineModule({
  name: 'webhooks',
  schema: 'webhooks.graphql',
  mappers: {
    Webhook: 'webhook.service#WebhookView',
    // Webhooks are HTTP channels of the delivery outbox: their deliveries are its rows (named by the
    // file that module maps its own types to, since the generated types import each name once).
    WebhookDelivery: '../notification-channels/notification-channel.entity#ChannelDeliveryEntity',
    WebhookDeliveryAttempt: '../notification-channels/notification-channel.entity#ChannelDeliveryAttemptEntity',
  },
  enumValues: {
    WebhookDeliveryStatus: { PENDING: 'pending', SUCCEEDED: 'succeeded', FAILED: 'failed' },
  },
  rules: {
    // Webhooks: administrators, with a sign-in session.
    'Query.webhooks': 'admin',
    'Query.webhookDeliveries': 'admin',
    'Mutation.createWebhook': 'admin',
    'Mutation.updateWebhook': 'admin',
    'Mutation.deleteWebhook': 'admin',
    'Mutation.redeliverWebhookDelivery': 'admin',
    'Mutation.replayWebhookEvents': 'admin',
  },
  needs: ['audit', 'notification-channels'],
  provide: ({ dataSource, outbound, events, audit, outbox }) => ({
    webhooks: new WebhookService(dataSource, outbox, audit, outbound, events.log),
  }),
  on: ({ webhooks }) => ({ requestEvent: (event, context) => webhooks.handleRequestEvent(event, context) }),
  resolvers: webhookResolvers,
});
