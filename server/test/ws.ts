import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { DataSource } from 'typeorm';

export interface CloseInfo {
  code: number;
  reason: string;
}

export interface TestResult<T> {
  data?: T | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestSubscription<T> {
  /** Every result received so far (data or errors). */
  received: TestResult<T>[];
  /** Resolves with the next result matching `predicate` (already received ones count), or rejects after `timeoutMs`. */
  waitFor(predicate?: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  /** The same for whole results, those carrying errors included. */
  waitForResult(predicate: (result: TestResult<T>) => boolean, timeoutMs?: number): Promise<TestResult<T>>;
  dispose(): void;
}

export interface TestSocket {
  client: Client;
  /** Resolves when the socket closes, with its close code. */
  closed: Promise<CloseInfo>;
  subscribe<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): TestSubscription<T>;
  dispose(): Promise<void>;
}

/** A graphql-ws client for tests (Node 20 has no global WebSocket: `ws` is passed in). */
export function openSocket(
  httpUrl: string,
  token: string | null,
  options: { connectionParams?: Record<string, unknown> } = {},
): TestSocket {
  let resolveClosed!: (info: CloseInfo) => void;
  const closed = new Promise<CloseInfo>((resolve) => (resolveClosed = resolve));
  const client = createClient({
    url: httpUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: options.connectionParams ?? (token ? { authorization: `Bearer ${token}` } : {}),
    onNonLazyError: () => undefined,
    on: {
      closed: (event) =>
        resolveClosed({ code: (event as CloseInfo).code, reason: String((event as CloseInfo).reason ?? '') }),
    },
  });
  return {
    client,
    closed,
    subscribe<T>(query: string, variables?: Record<string, unknown>): TestSubscription<T> {
      const received: TestResult<T>[] = [];
      const waiters: { predicate: (result: TestResult<T>) => boolean; resolve: (result: TestResult<T>) => void }[] = [];
      const check = () => {
        for (const waiter of [...waiters]) {
          const hit = received.find((r) => waiter.predicate(r));
          if (hit) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(hit);
          }
        }
      };
      const waitForResult = (predicate: (result: TestResult<T>) => boolean, timeoutMs = 5000) =>
        new Promise<TestResult<T>>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`)),
            timeoutMs,
          );
          waiters.push({ predicate, resolve: (result) => (clearTimeout(timer), resolve(result)) });
          check();
        });
      const unsubscribe = client.subscribe<T>(
        { query, variables },
        {
          next: (result) => {
            received.push(result as never);
            check();
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return {
        received,
        waitFor: async (predicate = () => true, timeoutMs = 5000) =>
          (await waitForResult((result) => Boolean(result.data) && predicate(result.data!), timeoutMs)).data!,
        waitForResult,
        dispose: unsubscribe,
      };
    },
    dispose: async () => {
      await client.dispose();
    },
  };
}

/**
 * Proves a socket's notificationAdded subscription is live end to end (server process, LISTEN
 * connection, subscription registered): stores a notification of type `other` for the user and
 * announces it on the bus, again every 200 ms, until the subscription receives one.
 */
export async function untilLive(
  dataSource: DataSource,
  subscription: TestSubscription<{ notificationAdded: { id: string; title: string } }>,
  userId: string,
  timeoutMs = 15000,
): Promise<void> {
  const started = Date.now();
  const marker = `probe-${Math.random().toString(36).slice(2)}`;
  for (;;) {
    const [row] = await dataSource.query(
      `INSERT INTO notifications (user_id, type, title, body) VALUES ($1, 'other', $2, 'probe') RETURNING id`,
      [userId, marker],
    );
    await dataSource.query(`SELECT pg_notify('leavewise_events', $1)`, [
      JSON.stringify({ type: 'notification', notification: { notificationId: row.id, userId } }),
    ]);
    try {
      await subscription.waitFor((data) => data.notificationAdded?.title === marker, 200);
      await dataSource.query(`DELETE FROM notifications WHERE title = $1`, [marker]);
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
    }
  }
}
