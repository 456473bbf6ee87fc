import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_VIEWER, earlyViewerAnswer } from './earlyViewer';

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
