import type { ApolloServerPlugin } from '@apollo/server';

/**
 * Apollo answers an unknown persisted-query hash with HTTP 200. It is the client's doing, so it gets
 * 400 here; the message and code stay Apollo's (`PersistedQueryNotFound`, PERSISTED_QUERY_NOT_FOUND),
 * which APQ clients read to send the full query once.
 */
export function persistedQueryStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors ?? [];
          if (errors.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND'))
            response.http.status = 400;
        },
      };
    },
  };
}
