import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GraphQLContext } from '../context';

/** Whether a document asks for the schema itself (`__schema` or `__type`; `__typename` is fine). */
export function usesIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** graphql-js's "Did you mean …?" hints, which spell out field, type and enum names of the schema. */
export const withoutSuggestions = (message: string): string => message.replace(/ ?Did you mean(.+?)\?$/, '');

/**
 * In production, the schema is shown to signed-in callers only: an anonymous caller's introspection
 * is refused (UNAUTHENTICATED, before anything runs) and its error messages lose field suggestions.
 * Signed-in callers (GraphiQL with a token, analysts, API tokens) introspect as usual.
 */
export function schemaPrivacyPlugin(production: boolean): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (!production || contextValue.viewer) return;
      return {
        async didResolveOperation({ document }) {
          if (usesIntrospection(document))
            throw new GraphQLError('Sign in to read the schema: introspection needs a bearer token', {
              extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
            });
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? [])
            (error as { message: string }).message = withoutSuggestions(error.message);
        },
      };
    },
  };
}
