import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument, canonicalStringify, getMainDefinition, print } from '@apollo/client/utilities';
import { EARLY_FIRST_QUERY, EARLY_VIEWER, FIRST_QUERY_KEY } from './earlyNames';
import { signedInPath } from './session';

/*
 * Queries the page's first script (web/first-route.ts) sends with the stored session while the app's code
 * downloads, whose answers the app takes instead of asking again: who the viewer is, and the first query of
 * the page the visit opens, as this device last sent it.
 *
 * Each is left under a global (lib/earlyNames.ts): the viewer's as a promise of the server's JSON answer
 * (null when the request failed or was refused), the page's with the operation and variables it was sent
 * with.
 */

/** The answer's shape as the GraphQL server sends it over HTTP. */
interface EarlyAnswer<TData> {
  data?: TData | null;
  errors?: unknown[];
}

/** A first query as this device keeps it, and as the first script sends it again. */
export interface FirstQuery {
  /** The address it was sent for (the dashboard's for / and /login, which send a signed-in visitor there). */
  path: string;
  operationName: string;
  variables: OperationVariables;
  /** The query's text as Apollo sends it (with each object's __typename). */
  query: string;
}

interface EarlyFirstQuery<TData> extends FirstQuery {
  answer: Promise<EarlyAnswer<TData> | null>;
}

/** Takes what the first script left under `name`, once: a later query asks the server itself. */
function take<T>(name: string): T | undefined {
  const scope = globalThis as unknown as Record<string, T | undefined>;
  const early = scope[name];
  delete scope[name];
  return early;
}

/** A usable answer: data, and no error (an error takes the path Apollo's own answer would). */
const usable = <TData>(answer: EarlyAnswer<TData> | null | undefined): answer is { data: TData } =>
  !!answer?.data && !answer.errors?.length;

/**
 * The viewer query's answer the page's first script got, written to the cache as the query's own answer
 * would be. Null when there is none to use (no early request, a failed or refused one, an answer with errors
 * or without a viewer): the caller then asks through Apollo, so errors take the one path they always took.
 */
export async function earlyViewerAnswer<TData extends { viewer?: unknown }>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, Record<string, never>>,
): Promise<{ data: TData } | null> {
  const answer = await take<Promise<EarlyAnswer<TData> | null>>(EARLY_VIEWER);
  if (!usable(answer) || !answer.data.viewer) return null;
  client.writeQuery({ query, data: answer.data });
  return { data: answer.data };
}

/**
 * The page's first query as the first script sent it early, when it is this very query (operation, text
 * and variables: the app may have changed since, or the day and so the variables): a promise of whether its
 * answer was usable, and so written to the cache. Null when there is no such early query. Either way this
 * query is kept for the next visit to send early.
 */
export function earlyFirstQueryAnswer<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  path: string,
): Promise<boolean> | null {
  const sent: FirstQuery = {
    path: signedInPath(path),
    operationName: getMainDefinition(query).name?.value ?? '',
    variables,
    query: print(addTypenameToDocument(query)),
  };
  try {
    globalThis.localStorage?.setItem(FIRST_QUERY_KEY, JSON.stringify(sent));
  } catch {
    // Storage may be full or unavailable: the next visit asks after its code has run, as before.
  }
  const early = take<EarlyFirstQuery<TData>>(EARLY_FIRST_QUERY);
  if (
    !early ||
    early.path !== sent.path ||
    early.operationName !== sent.operationName ||
    early.query !== sent.query ||
    canonicalStringify(early.variables) !== canonicalStringify(variables)
  ) {
    return null;
  }
  return early.answer.then((answer) => {
    if (!usable(answer)) return false;
    client.writeQuery({ query, variables, data: answer.data });
    return true;
  });
}
