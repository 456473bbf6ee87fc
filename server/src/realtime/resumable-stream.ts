import { isAppError } from '../lib/errors';
import { componentLogger } from '../observability/logger';
import { LOG_PAGE_SIZE, type EventLog } from './event-log';
import type { EventBus, RequestEventMessage } from './events';

const log = componentLogger('subscriptions');

/** Live events a subscriber may have waiting; beyond it the subscriber catches up from the log instead. */
export const MAX_WAITING_EVENTS = 500;

/**
 * Request events for one subscriber, in log order, each exactly once: first those after `after` (the
 * replay, read from the log a page at a time), then live ones as this process hands them out. The
 * seam holds no gap and no duplicate because the listener is in place before the first read and every
 * event is taken by its position: one at or before the last delivered is skipped, and one that jumps
 * ahead (an event this subscriber did not hear) sends it back to the log, which has them all. A
 * subscriber too slow for the live pace does the same instead of losing events: when more than
 * MAX_WAITING_EVENTS wait, they are dropped and read again from the log.
 *
 * `after` null: only events stamped from now on. `concerns`, when given, says of a live event that it
 * cannot concern this subscriber (false): the stream then only moves past it, without waking to run
 * `map`, so a process with thousands of subscribers does not resume thousands of streams for an event
 * a few of them may see. `map` decides what (if anything) the subscriber receives for an event; an
 * AppError from it (the subscriber lost the right to the subscription) ends the stream with that error,
 * any other error drops that event. Returning from the iterator, even while it waits, unsubscribes at
 * once.
 */
export function resumableStream<T>(options: {
  bus: Pick<EventBus, 'subscribe'>;
  log: EventLog;
  after: number | null;
  /** Live events that may wait (MAX_WAITING_EVENTS unless told). */
  maxWaiting?: number;
  /**
   * Reads the log after a position: the events this subscriber may receive (a superset; `map` still
   * decides) and the position the read covered (`through`), so what it skipped is never read again.
   * Default: every event, a page at a time.
   */
  read?: (after: number, limit: number) => Promise<{ events: RequestEventMessage[]; through: number }>;
  /** False: this live event cannot concern the subscriber (it is passed without `map`). */
  concerns?: (event: RequestEventMessage) => boolean;
  map: (event: RequestEventMessage) => Promise<T | null>;
}): AsyncIterableIterator<T> {
  const concerns = options.concerns ?? (() => true);
  const { bus, map, maxWaiting = MAX_WAITING_EVENTS } = options;
  const read =
    options.read ??
    (async (after: number, limit: number) => {
      const events = await options.log.after(after, limit);
      return { events, through: events.at(-1)?.position ?? after };
    });
  const waiting: RequestEventMessage[] = [];
  let overflowed = false;
  let closed = false;
  let wake: (() => void) | null = null;
  /** The position of the last event delivered or passed; null until the stream has started. */
  let last: number | null = null;
  const unsubscribe = bus.subscribe((message) => {
    if (message.type !== 'request' || closed) return;
    // Waiting live with nothing queued, the next event in order that cannot concern this subscriber only
    // moves it on.
    const event = message.event;
    if (wake && !waiting.length && !overflowed && last !== null && event.position === last + 1 && !concerns(event)) {
      last = event.position;
      return;
    }
    if (waiting.length >= maxWaiting) {
      waiting.length = 0;
      overflowed = true;
    } else waiting.push(message.event);
    wake?.();
  });
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    waiting.length = 0;
    wake?.();
  };

  async function* run(): AsyncGenerator<T, void, undefined> {
    try {
      last = options.after ?? (await options.log.head());
      let fromLog = options.after !== null;
      const deliver = async (event: RequestEventMessage): Promise<T | null> => {
        last = event.position;
        try {
          return await map(event);
        } catch (error) {
          if (isAppError(error)) throw error;
          log.warn({ err: error }, 'event dropped');
          return null;
        }
      };
      while (!closed) {
        if (fromLog || overflowed) {
          fromLog = overflowed = false;
          waiting.length = 0;
          // Until the log has nothing more: what arrives meanwhile is skipped or read on the next page.
          for (let page = await read(last, LOG_PAGE_SIZE); !closed;) {
            for (const event of page.events) {
              const value = await deliver(event);
              if (value !== null && !closed) yield value;
            }
            last = Math.max(last!, page.through);
            if (page.events.length < LOG_PAGE_SIZE) break;
            page = await read(last, LOG_PAGE_SIZE);
          }
          continue;
        }
        const event = waiting.shift();
        if (!event) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          continue;
        }
        if (event.position <= last!) continue;
        if (event.position > last! + 1) {
          fromLog = true; // it skipped an event this subscriber did not hear: the log has it
          continue;
        }
        if (!concerns(event)) {
          last = event.position;
          continue;
        }
        const value = await deliver(event);
        if (value !== null && !closed) yield value;
      }
    } finally {
      close();
    }
  }

  const generator = run();
  return {
    next: () => generator.next(),
    // An async generator waiting inside (for an event or a read) would finish its return only after
    // that wait: wake it so it ends now.
    return: async () => {
      close();
      return generator.return(undefined);
    },
    throw: async (error: unknown) => {
      close();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
