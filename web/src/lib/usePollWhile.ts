import { useEffect } from 'react';

/** How often a screen asks again while something it shows is still on its way. */
export const PENDING_POLL_MS = 3000;

/**
 * Asks the query again every `ms` while `active` holds (a delivery still pending), and stops when it no
 * longer does or the screen goes, so a log settles by itself without a Refresh click.
 */
export function usePollWhile(
  query: { startPolling(ms: number): void; stopPolling(): void },
  active: boolean,
  ms = PENDING_POLL_MS,
): void {
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!active) return;
    startPolling(ms);
    return stopPolling;
  }, [active, ms, startPolling, stopPolling]);
}
