import type { ApolloClient, TypedDocumentNode } from '@apollo/client';

/**
 * The global under which the page's first script (web/first-route.ts) leaves the viewer query it sent
 * while the app's code downloaded: a promise of the server's JSON answer, or of null when the request
 * failed or was refused.
 */
export const EARLY_VIEWER = '__leavewiseViewer';

/** The answer's shape as the GraphQL server sends it over HTTP. */
interface EarlyAnswer<TData> {
  data?: TData | null;
  errors?: unknown[];
}

/**
 * The viewer query's answer the page's first script got, written to the cache as the query's own answer
 * would be. It is taken once: a later viewer query (a new session) asks the server itself. Null when there
 * is none to use (no early request, a failed or refused one, an answer with errors): the caller then asks
 * through Apollo, so errors take the one path they always took.
 */
export async function earlyViewerAnswer<TData extends { viewer?: unknown }>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, Record<string, never>>,
): Promise<{ data: TData } | null> {
  const scope = globalThis as unknown as Record<string, Promise<EarlyAnswer<TData> | null> | undefined>;
  const pending = scope[EARLY_VIEWER];
  delete scope[EARLY_VIEWER];
  const answer = await pending;
  if (!answer?.data?.viewer || answer.errors?.length) return null;
  client.writeQuery({ query, data: answer.data });
  return { data: answer.data };
}
