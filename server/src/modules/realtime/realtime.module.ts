import { defineModule } from '../../kernel/module';
import { RealtimeService } from './realtime.service';
import { realtimeResolvers } from './realtime.resolvers';

export const realtimeModule = defineModule({
  name: 'realtime',
  schema: 'realtime.graphql',
  mappers: {
    RequestEvent: 'realtime.service#RequestEventPayload',
  },
  rules: {
    'Subscription.notificationAdded': 'signedIn',
    'Subscription.requestEvents': 'signedIn',
    'Query.events': 'signedIn',
  },
  needs: ['notifications'],
  provide: ({ dataSource, events, notifications, rules }) => ({
    realtime: new RealtimeService(dataSource, events, notifications, rules),
  }),
  resolvers: realtimeResolvers,
});
