import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { canonicalStringify, getMainDefinition } from '@apollo/client/utilities';
import { earlyFirstQueryAnswer } from './early';

/** How long a prefetched answer stands in for the screen's own first request. */
export const PREFETCH_FRESH_MS = 10_000;

/** The answers prefetched and not yet claimed, by operation and variables: when each arrived. */
const arrived = new Map<string, number>();

const keyOf = (query: DocumentNode, variables: unknown) =>
  `${getMainDefinition(query).name?.value ?? ''} ${canonicalStringify(variables ?? {})}`;

/**
 * Asks for a screen's first query before the screen renders: the page a visit opens sends it with the
 * code, beside the viewer query, instead of after the viewer's answer and the layout's render. The answer
 * goes into the cache; the screen's `useQuery` (lib/useQuery.ts) then reads it there instead of asking
 * again, when it mounts within PREFETCH_FRESH_MS of the answer. A failed prefetch is forgotten: the
 * screen asks itself and shows its own error.
 */
export function prefetchQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<void> {
  const key = keyOf(query, variables);
  const ask = () => client.query({ query, variables, fetchPolicy: 'network-only' }).then(() => undefined);
  // The page's first script may have sent this very query already (lib/early.ts).
  const early = earlyFirstQueryAnswer(client, query, variables, globalThis.location?.pathname ?? '/');
  return (early ? early.then((answered) => (answered ? undefined : ask())) : ask()).then(
    () => void arrived.set(key, Date.now()),
    () => undefined,
  );
}

/**
 * Whether the cache holds a prefetched answer to this query and these variables that arrived within
 * PREFETCH_FRESH_MS, without claiming it: a render may be thrown away (a screen that suspends mounts
 * again from scratch), so a screen looks in its render and claims once it is on the page.
 */
export function isPrefetched(query: DocumentNode, variables: unknown, now = Date.now()): boolean {
  const at = arrived.get(keyOf(query, variables));
  return at !== undefined && now - at < PREFETCH_FRESH_MS;
}

/**
 * Whether the cache holds a prefetched answer to this query and these variables that arrived within
 * PREFETCH_FRESH_MS. It is claimed once: a later mount asks the server as usual.
 */
export function claimPrefetched(query: DocumentNode, variables: unknown, now = Date.now()): boolean {
  const fresh = isPrefetched(query, variables, now);
  arrived.delete(keyOf(query, variables));
  return fresh;
}
