import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { Observable, from, mergeMap } from 'rxjs';
import { getMainDefinition } from '@apollo/client/utilities';
import { graphqlHttpUrl } from './apiBase';
import { createCache } from './cache';
import { startSocket } from './socket';
import { getToken, reportSessionExpired } from './session';
import { currentLanguage } from '../i18n';

/** Operations that run without a session: their UNAUTHENTICATED answers mean bad credentials. */
const ANONYMOUS_OPERATIONS = new Set(['SignIn', 'SignUp', 'RequestPasswordReset', 'ResetPassword', 'CompleteSsoLogin']);

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/** The first message a person should read from an Apollo error. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  return fallback;
}

/** The session's token, and the screen's language so the server's messages come in it. */
const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  return {
    headers: {
      ...prevContext.headers,
      'accept-language': currentLanguage(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  };
});

const expiryLink = new ErrorLink(({ error, operation }) => {
  if (ANONYMOUS_OPERATIONS.has(operation.operationName ?? '')) return;
  if (getToken() && isUnauthenticated(error)) reportSessionExpired();
});

/** Sends subscriptions over the current graphql-ws socket (opened while someone is signed in). */
const subscriptionLink = new ApolloLink((operation) => {
  const socket = getToken() ? startSocket() : null;
  if (!socket) return new Observable((observer) => observer.error(new Error('Not connected')));
  return from(socket).pipe(mergeMap((client) => new GraphQLWsLink(client).request(operation)));
});

const httpLink = new HttpLink({ uri: () => graphqlHttpUrl() });

const transport = ApolloLink.split(
  ({ query }) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  },
  subscriptionLink,
  httpLink,
);

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([expiryLink, authLink, transport]),
    cache: createCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
