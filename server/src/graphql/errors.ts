import { randomUUID } from 'node:crypto';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { clientErrorFromDatabase, isAppError } from '../lib/errors';
import { componentLogger } from '../observability/logger';

/** Exported so tests can see what reaches the log. */
export const log = componentLogger('graphql');

/** Codes a client caused and may see as they are. */
const CLIENT_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'SSO_NOT_CONFIGURED',
  'SERVICE_UNAVAILABLE',
  'CURSOR_EXPIRED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Client errors pass through with their code; anything else is masked: a generic message and a
 * correlation id, with the real error only in the server log. Never SQL, never a stack.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const fromDatabase = clientErrorFromDatabase(original);
  if (fromDatabase)
    return {
      message: fromDatabase.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: fromDatabase.code },
    };
  // graphql-js stops coercing variables after 50 errors with a bare error of its own: still the client's input.
  if (/^Too many errors processing variables/.test(formatted.message))
    return { message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
  // Apollo refuses malformed requests (a persisted-query version it does not know, a hash that does not
  // match the query) with a bare GraphQLError and a 4xx status: the client's doing, so shown as it is.
  const httpStatus = (original as GraphQLError | null)?.extensions?.http as { status?: number } | undefined;
  if (original instanceof GraphQLError && !original.extensions?.code && httpStatus?.status && httpStatus.status < 500)
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  const code = formatted.extensions?.code as string | undefined;
  if (
    isAppError(original) ||
    (code &&
      CLIENT_CODES.has(code) &&
      !(original instanceof Error && !isAppError(original) && code === 'INTERNAL_SERVER_ERROR'))
  ) {
    const { stacktrace: _stack, http: _http, ...extensions } = formatted.extensions ?? {};
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  const correlationId = randomUUID();
  log.error({ err: original, correlationId }, 'unexpected error answered INTERNAL_SERVER_ERROR');
  return {
    message: `Internal server error (reference ${correlationId})`,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId },
  };
}
