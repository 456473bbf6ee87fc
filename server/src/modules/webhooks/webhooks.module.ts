import { defineModule } from '../../kernel/module';
import { WebhookService } from './webhook.service';
import { webhookResolvers } from './webhook.resolvers';

export const webhooksModule = defineModule({
  name: 'webhooks',
  needs: ['audit'],
  provide: ({ dataSource, jobs, outbound, audit }) => ({
    webhooks: new WebhookService(dataSource, jobs, audit, outbound),
  }),
  on: ({ webhooks }) => ({ requestEvent: (event) => webhooks.handleRequestEvent(event) }),
  resolvers: webhookResolvers,
});
