import { FETCHES_PER_FEED, TOO_MANY_FEED_FETCHES, type AuthThrottle } from '../../auth/throttle';
import { isAppError, rateLimited } from '../../lib/errors';

/** How long a URL over its fetch limit is refused without asking the database again. */
const REFUSED_FOR_MS = 60_000;
const MAX_REFUSED_URLS = 10_000;

/**
 * Fetches of one feed URL, counted in Postgres (FETCHES_PER_FEED, shared by every server process). A URL
 * once refused is refused again by this process for a minute without a query, so a URL fetched in a
 * loop costs next to nothing.
 */
export class FeedFetchThrottle {
  /** Refused URLs by secret hash, with when to ask the database again; oldest first. */
  private readonly refusedUntil = new Map<string, number>();

  constructor(private readonly throttle: AuthThrottle) {}

  /** Throws RATE_LIMITED when the URL was refused in the last minute. */
  assertNotRefused(secretHash: string): void {
    if ((this.refusedUntil.get(secretHash) ?? 0) > Date.now()) throw rateLimited(TOO_MANY_FEED_FETCHES);
  }

  /** Counts one fetch of the feed, or throws RATE_LIMITED (remembered a minute) when it is over its limit. */
  async count(feed: { id: string; secretHash: string }): Promise<void> {
    try {
      // Checked before it is counted, so refused fetches add no rows to count.
      await this.throttle.check(FETCHES_PER_FEED, feed.id, TOO_MANY_FEED_FETCHES);
      await this.throttle.hit([{ rule: FETCHES_PER_FEED, subject: feed.id }], TOO_MANY_FEED_FETCHES);
    } catch (error) {
      if (isAppError(error) && error.code === 'RATE_LIMITED') this.remember(feed.secretHash);
      throw error;
    }
  }

  private remember(secretHash: string): void {
    this.refusedUntil.delete(secretHash);
    this.refusedUntil.set(secretHash, Date.now() + REFUSED_FOR_MS);
    for (const key of this.refusedUntil.keys()) {
      if (this.refusedUntil.size <= MAX_REFUSED_URLS) break;
      this.refusedUntil.delete(key);
    }
  }
}
