// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse, type DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import { documentKey, earlyFirstQueryAnswer, earlyViewerAnswer } from './early';
import { EARLY_FIRST_QUERY, EARLY_VIEWER, FIRST_QUERY_KEY } from './earlyNames';

interface Viewer {
  viewer: { __typename: 'User'; id: string; fullName: string } | null;
}
const ViewerQuery = parse('query Viewer { viewer { id fullName } }') as TypedDocumentNode<
  Viewer,
  Record<string, never>
>;

const scope = globalThis as unknown as Record<string, unknown>;
/** A client whose every request to the server is counted, and answered with nobody. */
function counting() {
  const sent: string[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          sent.push(operation.operationName ?? '');
          observer.next({ data: { viewer: null } });
          observer.complete();
        }),
    ),
  });
  return { client, sent };
}

const alex = { __typename: 'User' as const, id: 'u1', fullName: 'Alex Admin' };

describe('the viewer query the page’s first script sent', () => {
  afterEach(() => {
    delete scope[EARLY_VIEWER];
  });

  it('stands for the query: its answer is in the cache, and the server is not asked again', async () => {
    scope[EARLY_VIEWER] = Promise.resolve({ data: { viewer: alex } });
    const { client, sent } = counting();
    expect(await earlyViewerAnswer(client, ViewerQuery)).toEqual({ data: { viewer: alex } });
    expect(client.readQuery({ query: ViewerQuery })).toEqual({ viewer: alex });
    expect(sent).toEqual([]);
  });

  it('is taken once: the next viewer query has none', async () => {
    scope[EARLY_VIEWER] = Promise.resolve({ data: { viewer: alex } });
    const { client } = counting();
    await earlyViewerAnswer(client, ViewerQuery);
    expect(scope[EARLY_VIEWER]).toBeUndefined();
    expect(await earlyViewerAnswer(client, ViewerQuery)).toBeNull();
  });

  it.each([
    ['there was no early request', undefined],
    ['the request failed or was refused', Promise.resolve(null)],
    ['the answer has errors', Promise.resolve({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] })],
    ['the answer names nobody', Promise.resolve({ data: { viewer: null } })],
  ])('is not used when %s: the cache stays empty', async (_case, early) => {
    if (early) scope[EARLY_VIEWER] = early;
    const { client } = counting();
    expect(await earlyViewerAnswer(client, ViewerQuery)).toBeNull();
    expect(client.readQuery({ query: ViewerQuery })).toBeNull();
  });
});

interface Dashboard {
  requests: { __typename: 'RequestConnection'; totalCount: number };
}
const DashboardQuery = parse(
  'query Dashboard($userId: ID!, $today: Date!) { requests(userId: $userId, from: $today) { totalCount } }',
) as TypedDocumentNode<Dashboard, { userId: string; today: string }>;
const variables = { userId: 'u1', today: '2026-11-29' };
const answer = { requests: { __typename: 'RequestConnection' as const, totalCount: 3 } };
/** What the first script leaves for a page's first query, as this device kept it from the last visit. */
const sentEarly = (changes: Partial<{ path: string; variables: object; document: string }>, reply: unknown) => ({
  path: '/dashboard',
  operationName: 'Dashboard',
  variables,
  query: print(addTypenameToDocument(DashboardQuery)),
  document: documentKey(DashboardQuery),
  ...changes,
  answer: Promise.resolve(reply),
});

describe('the page’s first query the first script sent', () => {
  afterEach(() => {
    delete scope[EARLY_FIRST_QUERY];
    localStorage.clear();
  });

  it('is kept on this device for the next visit to send, as Apollo sends it, in a task of its own', async () => {
    const { client } = counting();
    expect(earlyFirstQueryAnswer(client, DashboardQuery, variables, '/login')).toBeNull();
    expect(localStorage.getItem(FIRST_QUERY_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(localStorage.getItem(FIRST_QUERY_KEY) ?? 'null')).toEqual({
      path: '/dashboard',
      operationName: 'Dashboard',
      variables,
      query: print(addTypenameToDocument(DashboardQuery)),
      document: documentKey(DashboardQuery),
    });
  });

  it('keys a query by its document: another query, or another version of it, has another key', () => {
    const older = parse('query Dashboard { requests { totalCount } }');
    // The same document, as another load of the same build holds it.
    expect(documentKey(DashboardQuery)).toBe(documentKey(JSON.parse(JSON.stringify(DashboardQuery)) as DocumentNode));
    expect(documentKey(older)).not.toBe(documentKey(DashboardQuery));
  });

  it('stands for the query when it is the same query with the same variables: its answer is in the cache', async () => {
    scope[EARLY_FIRST_QUERY] = sentEarly({}, { data: answer });
    const { client } = counting();
    expect(await earlyFirstQueryAnswer(client, DashboardQuery, variables, '/dashboard')).toBe(true);
    expect(client.readQuery({ query: DashboardQuery, variables })).toEqual(answer);
    expect(scope[EARLY_FIRST_QUERY]).toBeUndefined();
  });

  it.each([
    ['yesterday’s variables', { variables: { ...variables, today: '2026-11-28' } }],
    ['another page', { path: '/calendar' }],
    ['an older version of the query', { document: documentKey(parse('query Dashboard { requests { totalCount } }')) }],
  ])('is not used when it was sent with %s', (_case, changes) => {
    scope[EARLY_FIRST_QUERY] = sentEarly(changes, { data: answer });
    const { client } = counting();
    expect(earlyFirstQueryAnswer(client, DashboardQuery, variables, '/dashboard')).toBeNull();
    expect(client.readQuery({ query: DashboardQuery, variables })).toBeNull();
  });

  it('is not used when its answer has errors or did not come', async () => {
    for (const reply of [null, { data: null, errors: [{ message: 'Not allowed' }] }]) {
      scope[EARLY_FIRST_QUERY] = sentEarly({}, reply);
      const { client } = counting();
      expect(await earlyFirstQueryAnswer(client, DashboardQuery, variables, '/dashboard')).toBe(false);
      expect(client.readQuery({ query: DashboardQuery, variables })).toBeNull();
    }
  });
});
