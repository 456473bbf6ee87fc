// A share of the scale fan-out benchmark's subscribers, in a process of its own (forked by
// bench-fanout-scale.ts): a few thousand graphql-transport-ws sockets, each subscribed to
// `requestEvents(after:)`. A socket that closes reconnects after a random wait that grows with each
// failed attempt, and resubscribes after the cursor of the last event it processed, as an integrator's
// client would.
// Answers the parent's questions over IPC.
import WebSocket from 'ws';

export interface ClientSpec {
  index: number;
  token: string;
}

/**
 * How long a client waits before its next attempt: a random wait of up to 1 s × 2^(attempt − 1), at most
 * 8 s ("full jitter"; graphql-ws's own default also randomises its waits, from the first attempt). Ten
 * thousand clients that lost their replica together then come back spread out, rather than all at once
 * and then in waves, which overflow the survivors' accept queues and make nginx take them for dead.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(8000, 1000 * 2 ** (attempt - 1)));
}

export type ToWorker =
  | { type: 'start'; url: string; clients: ClientSpec[]; localAddresses: string[]; after: string; concurrency: number }
  | { type: 'counts' }
  | { type: 'arrivals'; eventIds: string[] }
  | { type: 'report' }
  | { type: 'stop' };

/** One event as a client processed it: id, cursor and arrival time (ms since the epoch, comparable across processes). */
export type Arrival = [id: string, cursor: string, at: number];

export interface ClientReport {
  index: number;
  events: Arrival[];
  /** Each reconnection: when the socket closed, and when the new subscription was sent (after the server's ack). */
  reconnects: {
    closedAt: number;
    closeCode: number;
    resubscribedAt: number | null;
    attempts: number;
    /** How the last failed attempt closed. */
    lastCloseCode?: number;
  }[];
  errors: string[];
}

export type FromWorker =
  | { type: 'connected'; clients: number; failures: string[] }
  | { type: 'counts'; counts: Record<string, number>; open: number }
  | { type: 'arrivals'; times: Record<string, number[]> }
  | { type: 'report'; clients: ClientReport[] };

const SUBSCRIPTION = `subscription ($after: String) { requestEvents(after: $after) { id cursor kind request { id } } }`;
const now = () => performance.timeOrigin + performance.now();
const send = (message: FromWorker) => process.send!(message);

class Subscriber {
  readonly report: ClientReport;
  private socket: WebSocket | null = null;
  private lastCursor: string;
  private subscriptionId = 0;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly spec: ClientSpec,
    private readonly localAddress: string,
    after: string,
  ) {
    this.lastCursor = after;
    this.report = { index: spec.index, events: [], reconnects: [], errors: [] };
  }

  get open(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Resolves once subscribed (the first time); rejects when the first connection fails. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url, 'graphql-transport-ws', {
        localAddress: this.localAddress,
        perMessageDeflate: false,
      });
      this.socket = socket;
      socket.on('open', () =>
        socket.send(
          JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${this.spec.token}` } }),
        ),
      );
      socket.on('message', (raw: Buffer) => {
        const message = JSON.parse(raw.toString());
        if (message.type === 'connection_ack') {
          this.subscriptionId += 1;
          socket.send(
            JSON.stringify({
              id: String(this.subscriptionId),
              type: 'subscribe',
              payload: { query: SUBSCRIPTION, variables: { after: this.lastCursor } },
            }),
          );
          const reconnect = this.report.reconnects.at(-1);
          if (reconnect && reconnect.resubscribedAt === null) reconnect.resubscribedAt = now();
          resolve();
        } else if (message.type === 'next') {
          const event = message.payload.data?.requestEvents;
          if (event) {
            this.report.events.push([event.id, event.cursor, now()]);
            this.lastCursor = event.cursor;
          } else this.report.errors.push(JSON.stringify(message.payload.errors));
        } else if (message.type === 'error') {
          this.report.errors.push(JSON.stringify(message.payload));
        } else if (message.type === 'complete') {
          this.report.errors.push(`subscription ${message.id} completed by the server`);
        } else if (message.type === 'ping') {
          socket.send(JSON.stringify({ type: 'pong' }));
        }
      });
      socket.on('error', (error) => reject(error));
      socket.on('close', (code) => {
        reject(new Error(`socket closed ${code} before subscribing`));
        if (this.stopped || this.socket !== socket) return;
        const reconnect = this.report.reconnects.at(-1);
        if (reconnect && reconnect.resubscribedAt === null) {
          reconnect.attempts += 1;
          reconnect.lastCloseCode = code;
        } else this.report.reconnects.push({ closedAt: now(), closeCode: code, resubscribedAt: null, attempts: 1 });
        const attempts = this.report.reconnects.at(-1)!.attempts;
        setTimeout(() => this.connect().catch(() => undefined), retryDelay(attempts));
      });
    });
  }

  stop(): void {
    this.stopped = true;
    this.socket?.terminate();
  }
}

let subscribers: Subscriber[] = [];

async function start(message: Extract<ToWorker, { type: 'start' }>): Promise<void> {
  subscribers = message.clients.map(
    (spec, i) =>
      new Subscriber(message.url, spec, message.localAddresses[i % message.localAddresses.length], message.after),
  );
  const failures: string[] = [];
  let next = 0;
  // A few at a time, so the servers see a steady stream of sign-ins rather than one wall of them.
  await Promise.all(
    Array.from({ length: message.concurrency }, async () => {
      while (next < subscribers.length) {
        const subscriber = subscribers[next++];
        await subscriber.connect().catch((error: Error) => failures.push(error.message));
      }
    }),
  );
  send({ type: 'connected', clients: subscribers.length, failures: failures.slice(0, 20) });
}

process.on('message', (message: ToWorker) => {
  if (message.type === 'start') void start(message);
  else if (message.type === 'counts') {
    const counts: Record<string, number> = {};
    for (const subscriber of subscribers)
      for (const [id] of subscriber.report.events) counts[id] = (counts[id] ?? 0) + 1;
    send({ type: 'counts', counts, open: subscribers.filter((s) => s.open).length });
  } else if (message.type === 'arrivals') {
    const wanted = new Set(message.eventIds);
    const times: Record<string, number[]> = {};
    for (const subscriber of subscribers)
      for (const [id, , at] of subscriber.report.events) if (wanted.has(id)) (times[id] ??= []).push(at);
    send({ type: 'arrivals', times });
  } else if (message.type === 'report') {
    send({ type: 'report', clients: subscribers.map((s) => s.report) });
  } else if (message.type === 'stop') {
    for (const subscriber of subscribers) subscriber.stop();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
