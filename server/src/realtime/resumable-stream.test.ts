import { AppError } from '../lib/errors';
import type { EventLog } from './event-log';
import { resumableStream } from './resumable-stream';
import { requestEvent as event, settle, TestBus } from '../../test/request-events';

/** A log holding `count` events at positions 1…count, whose head a new reader starts from is `head`. */
function logOf(count: number, head = count): EventLog {
  const events = Array.from({ length: count }, (_, i) => event(i + 1));
  const log = {
    head: async () => head,
    after: async (position: number, limit = 500) => events.filter((e) => e.position > position).slice(0, limit),
  };
  return log as unknown as EventLog;
}

describe('resumable request-event streams', () => {
  it('replays what follows the cursor, then goes on live without a duplicate at the seam', async () => {
    const bus = new TestBus();
    const log = logOf(3);
    const stream = resumableStream({ bus, log, after: 1, map: async (e) => e.id });
    const replayed = [await stream.next(), await stream.next()].map((r) => r.value);
    expect(replayed).toEqual(['event-2', 'event-3']);
    const waiting = stream.next();
    await settle();
    bus.push(event(3)); // heard live as well as read: once only
    bus.push(event(4));
    expect((await waiting).value).toBe('event-4');
    await stream.return!();
  });

  it('reads again from the log what a slow subscriber could not hold, and what it did not hear', async () => {
    const bus = new TestBus();
    const log = logOf(8, 0);
    const stream = resumableStream({ bus, log, after: null, maxWaiting: 2, map: async (e) => e.id });
    const first = stream.next();
    await settle();
    bus.push(event(1));
    expect((await first).value).toBe('event-1');
    for (const position of [2, 3, 4, 5]) bus.push(event(position)); // more than it may hold
    const next = [];
    for (let i = 0; i < 4; i++) next.push((await stream.next()).value);
    expect(next).toEqual(['event-2', 'event-3', 'event-4', 'event-5']);
    const gap = stream.next();
    await settle();
    bus.push(event(5));
    bus.push(event(7)); // 6 never reached this process's listeners: the log has it
    expect((await gap).value).toBe('event-6');
    expect((await stream.next()).value).toBe('event-7');
    await stream.return!();
  });

  it('moves past live events that cannot concern the subscriber without mapping them, and without a gap', async () => {
    const bus = new TestBus();
    const mapped: number[] = [];
    const reads: number[] = [];
    const log = logOf(6, 0);
    const stream = resumableStream({
      bus,
      log: {
        head: log.head,
        after: async (position: number, limit?: number) => {
          reads.push(position);
          return log.after(position, limit);
        },
      } as unknown as EventLog,
      after: null,
      concerns: (e) => e.position % 3 === 0,
      map: async (e) => {
        mapped.push(e.position);
        return e.id;
      },
    });
    const third = stream.next();
    await settle();
    bus.push(event(1)); // passed while the stream waits
    bus.push(event(2));
    bus.push(event(3));
    expect((await third).value).toBe('event-3');
    bus.push(event(4)); // queued behind nothing the stream is still handling: passed all the same
    bus.push(event(5));
    bus.push(event(6));
    expect((await stream.next()).value).toBe('event-6');
    expect(mapped).toEqual([3, 6]);
    expect(reads).toEqual([]); // no event was taken for a gap
    await stream.return!();
  });

  it('ends at once when the client leaves while it waits, and stops listening', async () => {
    const bus = new TestBus();
    const stream = resumableStream({ bus, log: logOf(0), after: null, map: async (e) => e.id });
    const pending = stream.next();
    await settle();
    expect(bus.listeners).toBe(1);
    await stream.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(bus.listeners).toBe(0);
  });

  it('ends with the refusal when the subscriber loses the right to the subscription', async () => {
    const bus = new TestBus();
    const stream = resumableStream({
      bus,
      log: logOf(2),
      after: 0,
      map: async (e) => {
        if (e.position === 2) throw new AppError('UNAUTHENTICATED', 'signed out');
        return e.id;
      },
    });
    expect((await stream.next()).value).toBe('event-1');
    await expect(stream.next()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(bus.listeners).toBe(0);
  });
});
