/** How long a rendered feed is served again before it is rendered anew (clients refresh hourly). */
export const RENDERED_FEED_TTL_MS = 60_000;
/** Feeds kept at most, and their total size in characters: the oldest go first. */
const MAX_FEEDS = 500;
const MAX_TOTAL_CHARS = 64 * 1024 * 1024;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
  chars: number;
}

/**
 * Rendered feeds of this process, for a short while: a burst of fetches of one feed (a client
 * retrying, several devices, someone hammering a leaked URL) renders it once, the fetches arriving
 * while it renders wait for that render. The key names everything the body depends on (the feed,
 * its secret and settings, its owner's rights, the day), so a change makes a new key rather than
 * serving a stale body; the rest (new requests) shows within the TTL.
 */
export class RenderedFeedCache<T extends { body: string }> {
  private readonly entries = new Map<string, Entry<T>>();
  private totalChars = 0;

  constructor(
    private readonly ttlMs = RENDERED_FEED_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value under `key`, rendered by `render` when missing or expired (a failed render is not kept). */
  get(key: string, render: () => Promise<T>): Promise<T> {
    const now = this.now();
    const found = this.entries.get(key);
    if (found && found.expiresAt > now) return found.value;
    if (found) this.remove(key);
    const value = render();
    const entry: Entry<T> = { value, expiresAt: now + this.ttlMs, chars: 0 };
    this.entries.set(key, entry);
    value.then(
      (rendered) => {
        if (this.entries.get(key) !== entry) return;
        entry.chars = rendered.body.length;
        this.totalChars += entry.chars;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalChars -= entry.chars;
    this.entries.delete(key);
  }

  /** Drops the oldest entries (Map order is insertion order) while over either bound. */
  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_FEEDS && this.totalChars <= MAX_TOTAL_CHARS) return;
      this.remove(key);
    }
  }
}
