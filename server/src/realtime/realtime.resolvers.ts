import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { createLoaders } from '../graphql/loaders';
import type { RequestEventPayload } from './realtime.service';

export const realtimeResolvers: Resolvers = {
  Subscription: {
    requestEvents: {
      subscribe: (_root, { filter }, { services, actor }) => services.realtime.requestEvents(actor, filter ?? {}),
      resolve: (payload: RequestEventPayload, _args: unknown, context: GraphQLContext) => {
        // A subscription's context lives as long as the socket: give each event fresh loaders (primed
        // with what the event already loaded) and the subscriber as they are now.
        context.loaders = createLoaders(context.services);
        context.loaders.user.prime(payload.requester.id, payload.requester);
        context.loaders.requestType.prime(payload.requestType.id, payload.requestType);
        context.actor = { ...context.actor, user: payload.viewer };
        context.viewer = payload.viewer;
        return payload;
      },
    },
  },
  RequestEvent: {
    actor: (event, _args, { loaders }) => (event.actorId ? loaders.user.load(event.actorId) : null),
  },
};
