import { EventEmitter } from 'node:events';
import type { DataSource, EntityManager } from 'typeorm';
import { componentLogger } from '../observability/logger';
import { EventLog, LOG_PAGE_SIZE, recordEvent, type NewRequestEvent } from './event-log';
import type { BusMessage, EventBus, NotificationMessage, RequestEventMessage } from './events';

const log = componentLogger('events');

/** How often every process stamps, reads and dispatches what the immediate path left over. */
export const EVENT_SAFETY_INTERVAL_MS = 1000;
/** Events stamped this long ago and still not dispatched lost their process: any process takes them. */
const STALE_DISPATCH_MS = 5000;

/** What a once-only consumer of request events works with. */
export interface DispatchContext {
  /** The event's dispatch transaction: what the consumer writes commits with the event marked handled. */
  manager: EntityManager;
  /** Runs once that transaction has committed (e.g. announcing a stored notification). */
  afterCommit(work: () => Promise<void>): void;
}

/** Notifications, rules and webhooks: each event is handed to each of them once, across every replica. */
export type RequestEventConsumer = (event: RequestEventMessage, context: DispatchContext) => Promise<void>;

/** Runs `work` one at a time; calls made during a run share one more run after it. */
class Coalesced {
  private current: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly work: () => Promise<unknown>) {}

  run(): Promise<void> {
    if (!this.current) {
      this.current = this.work()
        .then(() => undefined)
        .finally(() => {
          this.current = null;
        });
      return this.current;
    }
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.run();
      });
    return this.next;
  }
}

/**
 * The domain's events, from the one event log. Services write events in their transaction
 * (`record`) and call `published` after the commit: the sequencer stamps them (which wakes every
 * process's readers), then the once-only consumers (notifications, rules, webhooks) handle them in this
 * process, each event in one transaction that also marks it handled, before the caller answers.
 * Listeners (subscriptions, the spec socket) receive request events as this process reads them from
 * the log, in log order, and notifications from the bus. A timer catches up on what the immediate path
 * missed: events of a process that stopped after its commit, a NOTIFY lost with a connection.
 */
export class DomainEvents implements EventBus {
  private readonly consumers: RequestEventConsumer[] = [];
  private readonly listeners = new EventEmitter().setMaxListeners(0);
  readonly log: EventLog;
  private readonly stamping: Coalesced;
  private readonly reading: Coalesced;
  /** The last position this process handed to its listeners; null until it starts reading. */
  private cursor: number | null = null;
  /** Reads of the log that returned events so far, and which of them handed out each event. */
  private reads = 0;
  private readonly readOf = new WeakMap<RequestEventMessage, number>();
  private busSubscription: (() => void)[] | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {
    this.log = new EventLog(dataSource, (within) => bus.announceLog(within));
    this.stamping = new Coalesced(() => this.log.stamp());
    this.reading = new Coalesced(() => this.readNew());
  }

  onRequestEvent(consumer: RequestEventConsumer): void {
    this.consumers.push(consumer);
  }

  /** Writes a request event in the caller's transaction; pass its id to `published` after the commit. */
  record(manager: EntityManager, event: NewRequestEvent): Promise<string> {
    return recordEvent(manager, event);
  }

  /**
   * After the transaction that recorded `ids` has committed: stamps them, lets this process's
   * listeners read them, and runs the once-only consumers for them. Never throws: the change has
   * committed, and the timer takes over whatever fails here.
   */
  async published(ids: string[]): Promise<void> {
    if (!ids.length) return;
    try {
      await this.stamping.run();
      void this.reading.run().catch((error: Error) => log.warn({ err: error }, 'reading the event log failed'));
      await this.dispatch({ ids });
    } catch (error) {
      log.error({ err: error, eventIds: ids }, 'publishing events failed; the safety timer retries');
    }
  }

  /**
   * Hands stamped, unhandled events to the consumers, one event per transaction: `ids`, or those
   * stamped long enough ago that their own process must have stopped. A failing consumer is logged
   * and its work rolled back; the others' work and the handled mark still commit.
   */
  async dispatch(scope: { ids: string[] } | { staleMs: number }): Promise<number> {
    let handled = 0;
    // Each of `ids` is claimed at most once: no query is needed after the last of them.
    for (let left = ('ids' in scope) ? scope.ids.length : Infinity; left > 0; left--) {
      let next: Awaited<ReturnType<DomainEvents['handleNext']>>;
      try {
        next = await this.handleNext(scope, false);
      } catch {
        // Something failed and the whole transaction rolled back: again, each consumer on a savepoint of its own.
        next = await this.handleNext(scope, true);
      }
      if (!next) break;
      handled += 1;
      for (const work of next.after)
        await work().catch((error: Error) =>
          log.error({ err: error, eventId: next!.event.id }, 'after-commit work failed'),
        );
    }
    return handled;
  }

  /**
   * Claims the next event in `scope` and runs every consumer for it in one transaction that also marks
   * it handled. Savepoints cost round trips, so the common path runs without them (`isolated` false)
   * and a failure anywhere fails the whole transaction; the retry isolates each consumer.
   */
  private async handleNext(
    scope: { ids: string[] } | { staleMs: number },
    isolated: boolean,
  ): Promise<{ event: RequestEventMessage; after: (() => Promise<void>)[] } | null> {
    const after: (() => Promise<void>)[] = [];
    const event = await this.dataSource.transaction(async (manager) => {
      const claimed = await this.log.claimUndispatched(manager, scope);
      if (!claimed) return null;
      for (const consumer of this.consumers) {
        const own: (() => Promise<void>)[] = [];
        const run = (within: EntityManager) =>
          consumer(claimed, { manager: within, afterCommit: (work) => own.push(work) });
        if (!isolated) await run(manager);
        else {
          try {
            await manager.transaction(run);
          } catch (error) {
            log.error({ err: error, kind: claimed.kind, eventId: claimed.id }, 'event consumer failed');
            continue;
          }
        }
        after.push(...own);
      }
      await this.log.markDispatched(manager, claimed.id);
      return claimed;
    });
    return event && { event, after };
  }

  /** One round of the safety net: stamp, read, and dispatch what was left over. */
  async catchUp(): Promise<void> {
    // One cheap look first: on an idle system the timer takes no lock and opens no transaction.
    const { unstamped, stale } = await this.log.leftOver(STALE_DISPATCH_MS);
    if (unstamped) await this.stamping.run();
    await this.reading.run();
    if (stale || unstamped) await this.dispatch({ staleMs: STALE_DISPATCH_MS });
  }

  /** Starts this process's safety timer (every process that serves or runs jobs). */
  start(intervalMs = EVENT_SAFETY_INTERVAL_MS): void {
    if (this.timer) return;
    const tick = () => {
      this.timer = setTimeout(() => {
        void this.catchUp()
          .catch((error: Error) => log.warn({ err: error }, 'event log catch-up failed'))
          .finally(() => {
            if (this.timer) tick();
          });
      }, intervalMs);
      this.timer.unref();
    };
    tick();
  }

  /** Reads what was stamped after the cursor and hands it to the listeners, in order. */
  private async readNew(): Promise<void> {
    if (this.cursor === null) {
      // Listeners receive what happens from now on.
      this.cursor = await this.log.head();
      return;
    }
    for (;;) {
      const events = await this.log.after(this.cursor);
      const read = events.length ? ++this.reads : this.reads;
      for (const event of events) {
        this.cursor = event.position;
        this.readOf.set(event, read);
        this.listeners.emit('message', { type: 'request', event } satisfies BusMessage);
      }
      if (events.length < LOG_PAGE_SIZE) return;
    }
  }

  private listenToBus(): void {
    if (this.busSubscription) return;
    this.busSubscription = [
      this.bus.subscribe((message) => {
        if (message.type === 'log') void this.reading.run().catch(() => undefined);
        else if (message.type === 'notification') this.listeners.emit('message', message);
      }),
      this.bus.onListening(() => void this.reading.run().catch(() => undefined)),
    ];
    // Sets the cursor, so listeners hear what is stamped from now on (a Postgres bus does it again on connecting).
    void this.reading.run().catch(() => undefined);
  }

  /**
   * Orders what listeners load against the log: work begun when `readsSoFar` was n happened after every
   * event whose `readNumber` is at most n was read (so after the changes that caused them).
   */
  get readsSoFar(): number {
    return this.reads;
  }

  /** Which read handed out this event (null for an event this process's reader did not hand out). */
  readNumber(event: RequestEventMessage): number | null {
    return this.readOf.get(event) ?? null;
  }

  publishNotification(message: NotificationMessage): Promise<void> {
    return this.bus.publishNotification(message);
  }

  announceLog(within: EntityManager): Promise<void> {
    return this.bus.announceLog(within);
  }

  /** The same message object reaches every listener, so listeners may memoise work per message. */
  subscribe(listener: (message: BusMessage) => void): () => void {
    this.listenToBus();
    this.listeners.on('message', listener);
    return () => this.listeners.off('message', listener);
  }

  onListening(listener: () => void): () => void {
    return this.bus.onListening(listener);
  }

  async ready(): Promise<void> {
    this.listenToBus();
    await this.bus.ready();
    if (this.cursor === null) await this.reading.run();
  }

  reconnect(): Promise<void> {
    return this.bus.reconnect();
  }

  get listening(): boolean {
    return this.bus.listening;
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const unsubscribe of this.busSubscription ?? []) unsubscribe();
    this.listeners.removeAllListeners();
    await this.bus.close();
  }
}
