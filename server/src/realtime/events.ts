import { EventEmitter } from 'node:events';
import { componentLogger } from '../observability/logger';

const log = componentLogger('events');

export type RequestEventKind = 'SUBMITTED' | 'MANAGER_APPROVED' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'ESCALATED';

/** What happened to a leave request. Ids only: listeners load what they need and check access. */
export interface RequestEventMessage {
  kind: RequestEventKind;
  requestId: string;
  actorId: string | null;
  occurredAt: string;
  /** When a delegate decided: the approver they stood in for. */
  onBehalfOfId?: string | null;
}

/** A notification was stored for `userId`. */
export interface NotificationMessage {
  notificationId: string;
  userId: string;
}

/** Everything that travels on the bus (between server processes: JSON, ids only). */
export type BusMessage =
  { type: 'request'; event: RequestEventMessage } | { type: 'notification'; notification: NotificationMessage };

/** Domain events, published after the transaction that caused them has committed. */
export interface EventBus {
  publish(event: RequestEventMessage): Promise<void>;
  publishNotification(message: NotificationMessage): Promise<void>;
  /** Every message of every process; the listener must not throw. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Resolves once the bus delivers messages (for a Postgres bus: once LISTEN is in place). */
  ready(): Promise<void>;
  /** Renews the bus's connection (System Status "restart notifications"). */
  reconnect(): Promise<void>;
  /** Whether messages from other processes reach this one now (readiness). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Delivers messages to listeners of one process: for tests of a single process and for tools. */
export class LocalEventBus implements EventBus {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: RequestEventMessage): Promise<void> {
    this.deliver({ type: 'request', event });
  }

  async publishNotification(notification: NotificationMessage): Promise<void> {
    this.deliver({ type: 'notification', notification });
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    this.emitter.on('message', listener);
    return () => this.emitter.off('message', listener);
  }

  /** The same message object reaches every listener, so listeners may memoise work per message. */
  protected deliver(message: BusMessage): void {
    this.emitter.emit('message', message);
  }

  async ready(): Promise<void> {}

  async reconnect(): Promise<void> {}

  get listening(): boolean {
    return true;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Runs after-commit handlers (notifications, webhooks) in the process that caused an event. */
export type AfterCommitHandler = (event: RequestEventMessage) => Promise<void>;

/**
 * The bus the domain services publish to. Handlers run once, in the process where the change was
 * made (not once per replica), then the event goes on the shared bus for subscribers everywhere.
 */
export class DomainEvents implements EventBus {
  private readonly handlers: AfterCommitHandler[] = [];

  constructor(private readonly bus: EventBus) {}

  onRequestEvent(handler: AfterCommitHandler): void {
    this.handlers.push(handler);
  }

  async publish(event: RequestEventMessage): Promise<void> {
    for (const handler of this.handlers) {
      try {
        await handler(event);
      } catch (error) {
        // The change has committed; a failing side effect must not turn it into an error for the caller.
        log.error({ err: error, kind: event.kind, requestId: event.requestId }, 'after-commit handler failed');
      }
    }
    await this.bus.publish(event);
  }

  publishNotification(message: NotificationMessage): Promise<void> {
    return this.bus.publishNotification(message);
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    return this.bus.subscribe(listener);
  }

  ready(): Promise<void> {
    return this.bus.ready();
  }

  reconnect(): Promise<void> {
    return this.bus.reconnect();
  }

  get listening(): boolean {
    return this.bus.listening;
  }

  close(): Promise<void> {
    return this.bus.close();
  }
}
