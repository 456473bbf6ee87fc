import { EventEmitter } from 'node:events';
import { componentLogger } from '../observability/logger';
import type { BusMessage, EventBus, RequestEventMessage } from './events';

const log = componentLogger('subscriptions');

/** Who may be concerned by an event, among the subscribers considered for it. */
interface Audience {
  considered: ReadonlySet<string>;
  admitted: ReadonlySet<string>;
}

/**
 * Live request events for this process's subscriptions, relayed once the process knows which of its
 * subscribers each event may concern. For each event, `audienceOf` is asked once, with every
 * subscriber's key, which of them to admit (it loads the subscribers and the request once and applies the
 * policy to each, synchronously); every subscriber then hears the event, in log order, and `concerns`
 * tells it whether to wake for it. A process holding thousands of subscriptions thus resumes only the few
 * an event may concern instead of all of them.
 *
 * `concerns` only ever narrows: a subscriber the audience did not consider (it subscribed meanwhile),
 * or an event whose audience could not be worked out, is concerned, and the subscriber's own check decides.
 */
export class AudienceRelay {
  private readonly listeners = new EventEmitter().setMaxListeners(0);
  /** Subscribers' keys, with how many subscriptions of this process each holds. */
  private readonly keys = new Map<string, number>();
  private readonly audiences = new WeakMap<RequestEventMessage, Audience>();
  private relayed: Promise<void> = Promise.resolve();
  /** Listening to the source: from the first subscription on, for the process's life. */
  private listening = false;

  constructor(
    private readonly source: Pick<EventBus, 'subscribe'>,
    private readonly audienceOf: (event: RequestEventMessage, keys: string[]) => Promise<ReadonlySet<string>>,
  ) {}

  /** A bus on which one subscriber, known by `key`, hears the relayed request events. */
  busFor(key: string): Pick<EventBus, 'subscribe'> {
    return {
      subscribe: (listener) => {
        this.keys.set(key, (this.keys.get(key) ?? 0) + 1);
        this.listeners.on('message', listener);
        this.start();
        let subscribed = true;
        return () => {
          if (!subscribed) return;
          subscribed = false;
          this.listeners.off('message', listener);
          const left = (this.keys.get(key) ?? 1) - 1;
          if (left > 0) this.keys.set(key, left);
          else this.keys.delete(key);
        };
      },
    };
  }

  /** False only when the event's audience was worked out with this subscriber in it, and left it out. */
  concerns(event: RequestEventMessage, key: string): boolean {
    const audience = this.audiences.get(event);
    return !audience || !audience.considered.has(key) || audience.admitted.has(key);
  }

  private start(): void {
    if (this.listening) return;
    this.listening = true;
    this.source.subscribe((message) => {
      if (message.type !== 'request') return;
      const keys = [...this.keys.keys()];
      // Asked at once, relayed in order: events read together are worked out together.
      const audience = this.audienceOf(message.event, keys).then(
        (admitted) => void this.audiences.set(message.event, { considered: new Set(keys), admitted }),
        (error: Error) =>
          log.warn({ err: error, eventId: message.event.id }, 'audience not worked out; each subscriber checks'),
      );
      this.relayed = this.relayed.then(() => audience).then(() => this.emit(message));
    });
  }

  private emit(message: BusMessage): void {
    try {
      this.listeners.emit('message', message);
    } catch (error) {
      log.error({ err: error }, 'relaying an event failed');
    }
  }
}
