import type { ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import type { IncomingHttpHeaders } from 'node:http';
import { translateApiMessage } from './api-messages';
import { acceptedLanguage, languageOf, supportedLanguage, type Language } from './languages';

/** The language an HTTP request asks answers in (Accept-Language), when Leavewise speaks it; else null (English). */
export const requestedLanguage = (headers: IncomingHttpHeaders | undefined): Language | null =>
  acceptedLanguage(headers?.['accept-language']);

/**
 * The language a graphql-ws socket asks for: its connection param `language` (what the web client sends),
 * else the Accept-Language of its upgrade request.
 */
export function socketLanguage(
  connectionParams: Readonly<Record<string, unknown>> | undefined,
  upgradeHeaders: IncomingHttpHeaders | undefined,
): Language | null {
  const param = connectionParams?.language;
  return (typeof param === 'string' ? supportedLanguage(param) : null) ?? requestedLanguage(upgradeHeaders);
}

/** Formatted GraphQL errors with their messages in the language; codes and everything else unchanged. */
export function translateErrors<E extends GraphQLFormattedError>(errors: readonly E[], language: Language | null): E[] {
  return errors.map((error) => ({ ...error, message: translateApiMessage(error.message, language) }));
}

export function translateResult<R extends FormattedExecutionResult>(result: R, language: Language | null): R {
  return result.errors?.length && language && language !== 'en'
    ? { ...result, errors: translateErrors(result.errors, language) }
    : result;
}

/** GraphQL over HTTP answers its errors in the request's Accept-Language (once formatted and masked). */
export function apiLanguagePlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ request }) {
      const language = acceptedLanguage(request.http?.headers.get('accept-language'));
      if (!language || language === 'en') return;
      return {
        async willSendResponse({ response }) {
          if (response.body.kind === 'single') {
            response.body.singleResult = translateResult(response.body.singleResult, language);
          } else {
            response.body.initialResult = translateResult(response.body.initialResult, language);
          }
        },
      };
    },
  };
}

/**
 * The language of a document a person asks for (a CSV export): the request's Accept-Language when
 * Leavewise speaks it, else the person's own language, else English (null). Over GraphQL the request
 * is the context's `requestedLanguage`.
 */
export const documentLanguage = (
  request: { headers: IncomingHttpHeaders } | { requestedLanguage?: Language | null },
  asker: { user?: { language?: string | null; directoryLanguage?: string | null } | null },
): Language | null =>
  ('headers' in request ? requestedLanguage(request.headers) : (request.requestedLanguage ?? null)) ??
  (asker.user ? languageOf(asker.user) : null);
