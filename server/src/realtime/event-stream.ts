import { isAppError, type AppError } from '../lib/errors';
import type { BusMessage, EventBus } from './events';
import { componentLogger } from '../observability/logger';

const log = componentLogger('subscriptions');

/** Events a slow subscriber may have waiting before the oldest are dropped. */
export const MAX_BUFFERED_EVENTS = 500;

/**
 * Turns bus messages into an async iterator for a GraphQL subscription. `map` decides, per message,
 * what (if anything) this subscriber receives; messages are mapped in arrival order. An AppError thrown
 * by `map` (the subscriber lost the right to the subscription) ends the stream with that error once the
 * events before it are delivered; any other error drops that one message. Returning or throwing from
 * the iterator unsubscribes.
 */
export function eventStream<T>(
  bus: EventBus,
  map: (message: BusMessage) => Promise<T | null> | T | null,
): AsyncIterableIterator<T> {
  const buffer: T[] = [];
  let waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: AppError) => void } | null = null;
  let finished = false;
  let failure: AppError | null = null;
  let chain: Promise<void> = Promise.resolve();

  const push = (value: T) => {
    if (finished) return;
    if (waiting) {
      const { resolve } = waiting;
      waiting = null;
      resolve({ value, done: false });
      return;
    }
    buffer.push(value);
    if (buffer.length > MAX_BUFFERED_EVENTS) buffer.shift();
  };

  const unsubscribe = bus.subscribe((message) => {
    chain = chain
      .then(async () => {
        if (finished || failure) return;
        const value = await map(message);
        if (value !== null && value !== undefined) push(value);
      })
      .catch((error: Error) => {
        if (isAppError(error)) return fail(error);
        log.warn({ err: error }, 'event dropped');
      });
  });

  const finish = (): IteratorResult<T> => {
    if (!finished) {
      finished = true;
      unsubscribe();
      buffer.length = 0;
      waiting?.resolve({ value: undefined, done: true });
      waiting = null;
    }
    return { value: undefined, done: true };
  };

  /** No more events: the buffered ones are still delivered, then the error. */
  const fail = (error: AppError) => {
    if (finished || failure) return;
    failure = error;
    unsubscribe();
    if (waiting) {
      const { reject } = waiting;
      waiting = null;
      finish();
      reject(error);
    }
  };

  return {
    next: () => {
      if (buffer.length) return Promise.resolve({ value: buffer.shift()!, done: false });
      if (failure && !finished) {
        finish();
        return Promise.reject(failure);
      }
      if (finished) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
      });
    },
    return: async () => finish(),
    throw: async (error: unknown) => {
      finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * `replay` first, then `live` without what `replay` held (by `key`): a stream that resumes from stored
 * items while listening for new ones since before it read them.
 */
export function withReplay<T>(
  replay: T[],
  live: AsyncIterableIterator<T>,
  key: (value: T) => string,
): AsyncIterableIterator<T> {
  const replayed = new Set(replay.map(key));
  const queue = [...replay];
  return {
    next: async () => {
      if (queue.length) return { value: queue.shift()!, done: false };
      for (;;) {
        const result = await live.next();
        if (result.done || !replayed.has(key(result.value))) return result;
      }
    },
    return: async () => {
      queue.length = 0;
      return live.return ? live.return() : { value: undefined, done: true };
    },
    throw: async (error: unknown) => {
      queue.length = 0;
      if (live.throw) return live.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
