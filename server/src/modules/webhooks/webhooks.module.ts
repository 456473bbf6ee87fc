import { defineModule } from '../../kernel/module';
import { WebhookService } from './webhook.service';
import { webhookResolvers } from './webhook.resolvers';

export const webhooksModule = defineModule({
  name: 'webhooks',
  schema: 'webhooks.graphql',
  mappers: {
    Webhook: 'webhook.entity#WebhookEntity',
    WebhookDelivery: 'webhook.entity#WebhookDeliveryEntity',
    WebhookDeliveryAttempt: 'webhook.entity#WebhookDeliveryAttemptEntity',
  },
  enumValues: {
    WebhookDeliveryStatus: { PENDING: 'pending', SUCCEEDED: 'succeeded', FAILED: 'failed' },
  },
  needs: ['audit'],
  provide: ({ dataSource, jobs, outbound, audit }) => ({
    webhooks: new WebhookService(dataSource, jobs, audit, outbound),
  }),
  on: ({ webhooks }) => ({ requestEvent: (event) => webhooks.handleRequestEvent(event) }),
  resolvers: webhookResolvers,
});
