import { defineModule } from '../../kernel/module';
import { PUSH_QUEUE, PushService } from './push.service';

export const pushModule = defineModule({
  name: 'push',
  schema: 'push.graphql',
  mappers: { PushDevice: 'push-subscription.entity#PushSubscriptionEntity' },
  rules: {
    // Only ever the viewer's own devices (PushService looks them up by the viewer).
    'Query.pushPublicKey': 'signedIn',
    'Query.pushDevices': 'signedIn',
    'Mutation.registerPushDevice': 'signedIn',
    'Mutation.removePushDevice': 'signedIn',
  },
  provide: ({ dataSource, jobs, outbound, config }) => ({
    push: new PushService(dataSource, jobs, outbound, config.vapid, config.webhookAllowedHosts ?? []),
  }),
  jobs: ({ push }) => ({
    // Each send is bounded by the outgoing call's deadline: one slow push service holds one slot.
    [PUSH_QUEUE]: {
      run: async (payload, job) =>
        push.send(String(payload.subscriptionId), String(payload.notificationId), job.signal),
      concurrency: 4,
      timeoutMs: 60_000,
    },
  }),
  resolvers: ({ push }) => ({
    Query: {
      pushPublicKey: () => push.publicKey(),
      pushDevices: (_root, _args, { actor }) => push.devices(actor),
    },
    Mutation: {
      registerPushDevice: (_root, { input }, { actor }) => push.register(actor, input),
      removePushDevice: (_root, { id }, { actor }) => push.remove(actor, id),
    },
  }),
});
