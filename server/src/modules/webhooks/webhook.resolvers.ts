import type { Resolvers } from '../../__generated__/resolvers-types';

export const webhookResolvers: Resolvers = {
  Query: {
    webhooks: (_root, _args, { services, actor }) => services.webhooks.list(actor),
    webhookDeliveries: (_root, { webhookId, first }, { services, actor }) =>
      services.webhooks.deliveries(actor, webhookId, first ?? 50),
  },
  Mutation: {
    createWebhook: (_root, { input }, { services, actor }) => services.webhooks.create(actor, input),
    updateWebhook: (_root, { id, input }, { services, actor }) => services.webhooks.update(actor, id, input),
    deleteWebhook: (_root, { id }, { services, actor }) => services.webhooks.remove(actor, id),
    redeliverWebhookDelivery: (_root, { id }, { services, actor }) => services.webhooks.redeliver(actor, id),
    replayWebhookEvents: (_root, { id, after }, { services, actor }) => services.webhooks.replay(actor, id, after),
  },
  Webhook: {
    events: (webhook) => webhook.events as never,
    deliveries: (webhook, { first }, { services, actor }) =>
      services.webhooks.deliveries(actor, webhook.id, first ?? 20),
  },
  WebhookDelivery: {
    body: (delivery) => delivery.payload,
    attemptLog: async (delivery, _args, { services }) => (await services.webhooks.attemptsOf([delivery.id]))[0],
  },
};
