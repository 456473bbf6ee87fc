import type { Resolvers } from '../../__generated__/resolvers-types';
import type { WebhookService } from './webhook.service';

export const webhookResolvers = ({ webhooks }: { webhooks: WebhookService }): Resolvers => ({
  Query: {
    webhooks: (_root, _args, { actor }) => webhooks.list(actor),
    webhookDeliveries: (_root, { webhookId, first }, { actor }) => webhooks.deliveries(actor, webhookId, first ?? 50),
  },
  Mutation: {
    createWebhook: (_root, { input }, { actor }) => webhooks.create(actor, input),
    updateWebhook: (_root, { id, input }, { actor }) => webhooks.update(actor, id, input),
    deleteWebhook: (_root, { id }, { actor }) => webhooks.remove(actor, id),
    redeliverWebhookDelivery: (_root, { id }, { actor }) => webhooks.redeliver(actor, id),
    replayWebhookEvents: (_root, { id, after }, { actor }) => webhooks.replay(actor, id, after),
  },
  Webhook: {
    events: (webhook) => webhook.events as never,
    deliveries: (webhook, { first }, { actor }) => webhooks.deliveries(actor, webhook.id, first ?? 20),
  },
  WebhookDelivery: {
    body: (delivery) => delivery.payload,
    attemptLog: async (delivery) => (await webhooks.attemptsOf([delivery.id]))[0],
  },
});
