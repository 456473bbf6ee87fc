import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext, Loaders } from '../../context';
import type { NotificationEntity } from '../notifications';
import type { RealtimeService, RequestEventPayload } from './realtime.service';

function lazyLoaders(build: () => Loaders): Loaders {
  let loaders: Loaders | undefined;
  return new Proxy({} as Loaders, { get: (_target, key) => (loaders ??= build())[key as keyof Loaders] });
}

export const realtimeResolvers = ({ realtime }: { realtime: RealtimeService }): Resolvers => ({
  Query: {
    events: (_root, args, { actor }) => realtime.events(actor, args),
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_root, { after }, { actor }) => realtime.notificationsAdded(actor, after ?? null),
      resolve: (notification: NotificationEntity) => notification,
    },
    requestEvents: {
      subscribe: (_root, { filter, after }, { actor }) => realtime.requestEvents(actor, filter ?? {}, after ?? null),
      resolve: (payload: RequestEventPayload, _args: unknown, context: GraphQLContext) => {
        // A subscription's context lives as long as the socket: give each event fresh loaders (primed
        // with what the event already loaded; built only if a field uses them, since thousands of
        // subscribers resolve every event) and the subscriber as they are now.
        context.loaders = lazyLoaders(() => {
          const loaders = context.freshLoaders();
          if (payload.requester) loaders.user.prime(payload.requester.id, payload.requester);
          if (payload.requestType) loaders.requestType.prime(payload.requestType.id, payload.requestType);
          return loaders;
        });
        context.actor = { ...context.actor, user: payload.viewer };
        context.viewer = payload.viewer;
        return payload;
      },
    },
  },
  RequestEvent: {
    actor: (event, _args, { loaders }) => (event.actorId ? loaders.user.load(event.actorId) : null),
  },
});
