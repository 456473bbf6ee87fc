/**
 * A read by keys that many callers share, each answered with what was read after it asked: callers who
 * ask while no read has started share the next one; callers who ask while a read is under way wait for
 * it to end and share the one after. So when thousands of subscribers resubscribe at once, the log's
 * bounds and their own rows are read in a few queries, not one each, and no caller gets a value read
 * before it asked (what a reader that resumes from the log relies on). At most `maxKeys` keys a read.
 */
export function sharedReads<K, V>(
  read: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  maxKeys = 5000,
): (key: K) => Promise<V | undefined> {
  /** Ends when the read under way (if any) ends. */
  let underWay: Promise<unknown> = Promise.resolve();
  let gathering: { keys: Set<K>; result: Promise<ReadonlyMap<K, V>> } | null = null;
  return (key) => {
    if (!gathering || gathering.keys.size >= maxKeys) {
      const batch: { keys: Set<K>; result: Promise<ReadonlyMap<K, V>> } = {
        keys: new Set(),
        result: underWay.then(() => {
          if (gathering === batch) gathering = null;
          return read([...batch.keys]);
        }),
      };
      underWay = batch.result.catch(() => undefined);
      gathering = batch;
    }
    gathering.keys.add(key);
    return gathering.result.then((values) => values.get(key));
  };
}

/** A read without keys, shared the same way (see sharedReads). */
export function sharedRead<V>(read: () => Promise<V>): () => Promise<V> {
  const shared = sharedReads<true, V>(async () => new Map([[true, await read()]]));
  return async () => (await shared(true)) as V;
}
