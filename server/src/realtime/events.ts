import { EventEmitter } from 'node:events';
import type { EntityManager } from 'typeorm';

export type RequestEventKind = 'SUBMITTED' | 'MANAGER_APPROVED' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'ESCALATED';

/** What happened to a leave request, as the event log holds it. Ids only: listeners load what they need and check access. */
export interface RequestEventMessage {
  /** The stable event id. */
  id: string;
  /** Its place in the log (commit order). */
  position: number;
  /** The position as clients see it (opaque). */
  cursor: string;
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

/**
 * Everything listeners receive. Between server processes travel only `notification` (ids) and `log`
 * (the event log has new positions: read it); each process reads request events from the log and
 * hands them to its own listeners as `request`.
 */
export type BusMessage =
  | { type: 'request'; event: RequestEventMessage }
  | { type: 'notification'; notification: NotificationMessage }
  | { type: 'log' };

/** Messages between server processes, sent after the transaction that caused them has committed. */
export interface EventBus {
  publishNotification(message: NotificationMessage): Promise<void>;
  /** Wakes every process's log readers; sent inside the stamping transaction `within`, so at its commit. */
  announceLog(within: EntityManager): Promise<void>;
  /** Every message of every process; the listener must not throw. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Called each time messages from other processes start reaching this one (after a (re)connection). */
  onListening(listener: () => void): () => void;
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

  async publishNotification(notification: NotificationMessage): Promise<void> {
    this.deliver({ type: 'notification', notification });
  }

  /** In one process the readers read right after the stamp commits (DomainEvents): nothing to send. */
  async announceLog(_within: EntityManager): Promise<void> {}

  subscribe(listener: (message: BusMessage) => void): () => void {
    this.emitter.on('message', listener);
    return () => this.emitter.off('message', listener);
  }

  /** One process hears everything from the start. */
  onListening(_listener: () => void): () => void {
    return () => undefined;
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
