import { EventEmitter } from 'node:events';

export type RequestEventKind = 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'ESCALATED';

/** What happened to a leave request. Ids only: listeners load what they need and check access. */
export interface RequestEventMessage {
  kind: RequestEventKind;
  requestId: string;
  actorId: string | null;
  occurredAt: string;
}

/** Domain events, published after the transaction that caused them has committed. */
export interface EventBus {
  publish(event: RequestEventMessage): Promise<void>;
  subscribe(listener: (event: RequestEventMessage) => void): () => void;
}

/** Delivers events to listeners in this process. */
export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: RequestEventMessage): Promise<void> {
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: RequestEventMessage) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
