import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
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
  /** The query's text as Apollo sends it (with each object's __typename): what the first script sends. */
  query: string;
  /**
   * The document the text was printed from (documentKey): the app compares this rather than the text,
   * which it would have to print again, in the start's busiest task, to compare.
   */
  document: string;
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
 * A short key of a query's document as this build made it (its syntax tree's JSON, hashed: FNV-1a), which
 * another query, or another version of this one, does not share. Cheaper than printing the query.
 */
export function documentKey(query: DocumentNode): string {
  const json = JSON.stringify(query);
  let hash = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) hash = Math.imul(hash ^ json.charCodeAt(i), 0x01000193);
  return `${json.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}

/**
 * The page's first query as the first script sent it early, when it is this very query (operation, document
 * and variables: the app may have changed since, or the day and so the variables): a promise of whether its
 * answer was usable, and so written to the cache. Null when there is no such early query. Otherwise this
 * query is kept for the next visit to send early, in a task of its own: printing it is the costly part.
 */
export function earlyFirstQueryAnswer<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  path: string,
): Promise<boolean> | null {
  const opened = signedInPath(path);
  const operationName = getMainDefinition(query).name?.value ?? '';
  const document = documentKey(query);
  const early = take<EarlyFirstQuery<TData>>(EARLY_FIRST_QUERY);
  const same =
    !!early &&
    early.path === opened &&
    early.operationName === operationName &&
    early.document === document &&
    canonicalStringify(early.variables) === canonicalStringify(variables);
  if (!same) {
    setTimeout(() => {
      const kept: FirstQuery = {
        path: opened,
        operationName,
        variables,
        query: print(addTypenameToDocument(query)),
        document,
      };
      try {
        globalThis.localStorage?.setItem(FIRST_QUERY_KEY, JSON.stringify(kept));
      } catch {
        // Storage may be full or unavailable: the next visit asks after its code has run, as before.
      }
    }, 0);
    return null;
  }
  return early.answer.then((answer) => {
    if (!usable(answer)) return false;
    client.writeQuery({ query, variables, data: answer.data });
    return true;
  });
}
