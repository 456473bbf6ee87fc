import { startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery as useApolloQuery } from '@apollo/client/react';
import { claimPrefetched, isPrefetched } from './prefetch';

/**
 * Apollo's `useQuery`, with a screen's first answer drawn in a transition.
 *
 * Apollo hands each result to React as a synchronous update (`useSyncExternalStore`), so a screen that
 * draws its data for the first time did so in one task: on a phone, hundreds of milliseconds in which
 * the page answers no tap. Here the update that brings the first data still renders at once, but shows
 * what was there before (the query loading, which is cheap to draw); the data follows in a transition,
 * which React renders in slices between the browser's own work. Later answers (a refetch, the cache
 * changed by a mutation or an event) render at once, as before: the screen already shows data.
 *
 * A query with the default fetch policy whose answer was just prefetched (lib/prefetch.ts) reads it from
 * the cache at its first render instead of asking the server again, and claims it once mounted; later it
 * fetches as usual. That answer too is drawn in a transition after the first render.
 */
export const useQuery = ((...args: Parameters<typeof useApolloQuery>) => {
  const [query, options] = args;
  const [prefetched] = useState(
    () =>
      (options === undefined || (typeof options === 'object' && options.fetchPolicy === undefined && !options.skip)) &&
      isPrefetched(query, options?.variables),
  );
  // Claimed once the screen is on the page: a first render React throws away (the screen suspended) would
  // otherwise use the answer up, and the screen's second first render would ask the server again.
  useEffect(() => {
    if (prefetched && typeof options !== 'symbol') claimPrefetched(query, options?.variables);
    // The first render's query and variables, claimed once.
  }, []);
  const result = useApolloQuery(
    query,
    prefetched && typeof options !== 'symbol'
      ? { ...options, fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-and-network' }
      : options,
  );
  const arrived = result.data !== undefined;
  // Whether this screen has drawn data: from the first render when the cache already answers, unless the
  // answer is the start's prefetched one: the app's first render, which draws the layout and the page, then
  // commits without it, and its data follows in a commit of its own (one commit of it all was the start's
  // longest task on a phone).
  const [drawn, setDrawn] = useState(arrived && !prefetched);
  useLayoutEffect(() => {
    if (arrived && !drawn) startTransition(() => setDrawn(true));
  }, [arrived, drawn]);
  const loading = useMemo(
    () => ({
      ...result,
      data: undefined,
      dataState: 'empty' as const,
      loading: true,
      networkStatus: NetworkStatus.loading,
    }),
    [result],
  );
  return arrived && !drawn ? loading : result;
}) as typeof useApolloQuery;
