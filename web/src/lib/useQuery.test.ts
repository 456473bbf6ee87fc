// @vitest-environment happy-dom
import { Suspense, createElement, use } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ApolloClient, ApolloLink, InMemoryCache, gql, type FetchResult } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFETCH_FRESH_MS, claimPrefetched, prefetchQuery } from './prefetch';
import { useQuery } from './useQuery';

const GREETING = gql`
  query Greeting {
    greeting
  }
`;

/** An API that answers each query when the test says so. */
function answeringLater() {
  const waiting: Subscriber<FetchResult>[] = [];
  const link = new ApolloLink(() => new Observable<FetchResult>((subscriber) => void waiting.push(subscriber)));
  const answer = (greeting: string) => {
    const subscriber = waiting.shift()!;
    subscriber.next({ data: { greeting } });
    subscriber.complete();
  };
  return { link, waiting, answer };
}

function Greeting() {
  const { data, loading } = useQuery(GREETING);
  return createElement('p', null, loading ? 'loading' : (data as { greeting: string }).greeting);
}

/** What React does within the current task: Apollo's scheduling and React's synchronous updates. */
const microtasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let root: Root | undefined;
afterEach(() => root?.unmount());

describe('useQuery', () => {
  it("draws a screen's first answer in a later task, then later answers at once", async () => {
    const api = answeringLater();
    const client = new ApolloClient({ link: api.link, cache: new InMemoryCache() });
    const container = document.createElement('div');
    root = createRoot(container);
    root.render(createElement(ApolloProvider, { client, children: createElement(Greeting) }));
    for (let i = 0; i < 50 && !api.waiting.length; i += 1) await nextTask();
    expect(container.textContent).toBe('loading');

    api.answer('hello');
    await microtasks();
    // Not in the task that brought the answer...
    expect(container.textContent).toBe('loading');
    // ...but in a transition after it.
    for (let i = 0; i < 50 && container.textContent === 'loading'; i += 1) await nextTask();
    expect(container.textContent).toBe('hello');

    // The screen shows data: a change of it renders within the task.
    client.writeQuery({ query: GREETING, data: { greeting: 'hello again' } });
    await microtasks();
    expect(container.textContent).toBe('hello again');
  });

  it('draws an answer the cache already holds in the first render', async () => {
    const api = answeringLater();
    const client = new ApolloClient({ link: api.link, cache: new InMemoryCache() });
    client.writeQuery({ query: GREETING, data: { greeting: 'cached' } });
    const container = document.createElement('div');
    root = createRoot(container);
    root.render(createElement(ApolloProvider, { client, children: createElement(Greeting) }));
    for (let i = 0; i < 50 && !container.textContent; i += 1) await nextTask();
    expect(container.textContent).toBe('cached');
    expect(api.waiting).toHaveLength(0);
  });
});

describe('a prefetched first query', () => {
  /** The app's client: screens ask the cache, then the server (cache-and-network). */
  const appClient = (link: ApolloLink) =>
    new ApolloClient({
      link,
      cache: new InMemoryCache(),
      defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
    });

  const mount = (client: ApolloClient) => {
    const container = document.createElement('div');
    root = createRoot(container);
    root.render(createElement(ApolloProvider, { client, children: createElement(Greeting) }));
    return container;
  };

  /** An app client whose cache holds the prefetched answer 'prefetched' to GREETING with these variables. */
  const prefetchedAnswer = async (variables: Record<string, string>) => {
    const api = answeringLater();
    const client = appClient(api.link);
    const prefetched = prefetchQuery(client, GREETING, variables);
    api.answer('prefetched');
    await prefetched;
    return { api, client };
  };

  it('is read from the cache by the screen, which does not ask the server again', async () => {
    const api = answeringLater();
    const client = appClient(api.link);
    const prefetched = prefetchQuery(client, GREETING, {});
    expect(api.waiting).toHaveLength(1);
    api.answer('prefetched');
    await prefetched;

    const container = mount(client);
    for (let i = 0; i < 50 && container.textContent !== 'prefetched'; i += 1) await nextTask();
    expect(container.textContent).toBe('prefetched');
    for (let i = 0; i < 5; i += 1) await nextTask();
    expect(api.waiting).toHaveLength(0);
  });

  it('is read by a screen whose first render suspended and was thrown away', async () => {
    const { api, client } = await prefetchedAnswer({});

    // The screen's words (or code) load after its first render started: React discards that render.
    let wordsLoaded = () => {};
    const words = new Promise<void>((resolve) => (wordsLoaded = resolve));
    function SuspendingGreeting() {
      const { data, loading } = useQuery(GREETING);
      use(words);
      return createElement('p', null, loading ? 'loading' : (data as { greeting: string }).greeting);
    }
    const container = document.createElement('div');
    root = createRoot(container);
    root.render(
      createElement(ApolloProvider, {
        client,
        children: createElement(Suspense, { fallback: 'waiting' }, createElement(SuspendingGreeting)),
      }),
    );
    for (let i = 0; i < 50 && container.textContent !== 'waiting'; i += 1) await nextTask();
    wordsLoaded();
    // React shows a fallback for at least 300 ms before it reveals what it waited for.
    for (let i = 0; i < 100 && container.textContent !== 'prefetched'; i += 1) await pause(10);
    expect(container.textContent).toBe('prefetched');
    for (let i = 0; i < 5; i += 1) await nextTask();
    expect(api.waiting).toHaveLength(0);
    // Claimed once on the page.
    expect(claimPrefetched(GREETING, {})).toBe(false);
  });

  it('stands in once: the next screen that mounts asks the server as usual', async () => {
    const { api, client } = await prefetchedAnswer({});
    expect(claimPrefetched(GREETING, {})).toBe(true);

    const container = mount(client);
    for (let i = 0; i < 50 && !api.waiting.length; i += 1) await nextTask();
    expect(api.waiting).toHaveLength(1);
    api.answer('fresh');
    for (let i = 0; i < 50 && container.textContent !== 'fresh'; i += 1) await nextTask();
    expect(container.textContent).toBe('fresh');
  });

  it('is not claimed once it is older than the freshness window, nor for other variables', async () => {
    await prefetchedAnswer({ day: '2026-11-28' });
    expect(claimPrefetched(GREETING, { day: '2026-11-29' })).toBe(false);
    expect(claimPrefetched(GREETING, { day: '2026-11-28' }, Date.now() + PREFETCH_FRESH_MS + 1)).toBe(false);
  });

  it('is forgotten when it fails: the screen asks itself', async () => {
    const client = appClient(
      new ApolloLink(() => new Observable<FetchResult>((subscriber) => subscriber.error(new Error('offline')))),
    );
    await prefetchQuery(client, GREETING, {});
    expect(claimPrefetched(GREETING, {})).toBe(false);
  });
});
