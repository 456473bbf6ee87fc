import { LocalEventBus, type RequestEventMessage } from '../src/realtime/events';

/** A bus a test pushes request events into, counting its listeners. */
export class TestBus extends LocalEventBus {
  push(event: RequestEventMessage): void {
    this.deliver({ type: 'request', event });
  }
  get listeners(): number {
    return this.emitter.listenerCount('message');
  }
}

/** A request event at a position of the log. */
export const requestEvent = (position: number): RequestEventMessage => ({
  id: `event-${position}`,
  position,
  cursor: String(position),
  kind: 'SUBMITTED',
  requestId: `request-${position}`,
  actorId: null,
  occurredAt: new Date(0).toISOString(),
});

/** Until the promises already settled have run their callbacks. */
export const settle = () => new Promise((resolve) => setImmediate(resolve));
