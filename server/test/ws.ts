import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { DataSource } from 'typeorm';
import type { GraphQLClient, GraphQLResult } from './harness';

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
  /** Resolves when the server ends the subscription: with its errors (or the socket's close), or null on complete. */
  ended: Promise<unknown>;
  dispose(): void;
}

export interface TestSocket {
  client: Client;
  /** Resolves when the server acknowledges connection_init. */
  connected: Promise<void>;
  /** Resolves when the socket closes, with its close code. */
  closed: Promise<CloseInfo>;
  /** The close, once the socket has closed (null while open). */
  readonly closeInfo: CloseInfo | null;
  subscribe<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): TestSubscription<T>;
  dispose(): Promise<void>;
}

/** A graphql-ws client for tests (Node 20 has no global WebSocket: `ws` is passed in). */
export function openSocket(
  httpUrl: string,
  token: string | null,
  options: {
    connectionParams?: Record<string, unknown>;
    headers?: Record<string, string>;
    /** The certificate to trust for a wss:// address (a test's self-signed one). */
    ca?: string;
  } = {},
): TestSocket {
  let closeInfo: CloseInfo | null = null;
  let resolveClosed!: (info: CloseInfo) => void;
  const closed = new Promise<CloseInfo>((resolve) => (resolveClosed = resolve));
  let resolveConnected!: () => void;
  const connected = new Promise<void>((resolve) => (resolveConnected = resolve));
  const { headers, ca } = options;
  // Extra handshake headers (X-Forwarded-For, as a proxy would send them) and a certificate to trust go
  // through ws's options.
  const webSocketImpl =
    headers || ca
      ? class extends WebSocket {
          constructor(url: string, protocols?: string | string[]) {
            super(url, protocols, { headers, ca });
          }
        }
      : WebSocket;
  const client = createClient({
    url: httpUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl,
    lazy: false,
    retryAttempts: 0,
    connectionParams: options.connectionParams ?? (token ? { authorization: `Bearer ${token}` } : {}),
    onNonLazyError: () => undefined,
    on: {
      connected: () => resolveConnected(),
      closed: (event) => {
        closeInfo = { code: (event as CloseInfo).code, reason: String((event as CloseInfo).reason ?? '') };
        resolveClosed(closeInfo);
      },
    },
  });
  return {
    client,
    connected,
    closed,
    get closeInfo() {
      return closeInfo;
    },
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
      const waitForResult = (predicate: (result: TestResult<T>) => boolean, timeoutMs = 20_000) =>
        new Promise<TestResult<T>>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`)),
            timeoutMs,
          );
          waiters.push({ predicate, resolve: (result) => (clearTimeout(timer), resolve(result)) });
          check();
        });
      let resolveEnded!: (value: unknown) => void;
      const ended = new Promise<unknown>((resolve) => (resolveEnded = resolve));
      const unsubscribe = client.subscribe<T>(
        { query, variables },
        {
          next: (result) => {
            received.push(result as never);
            check();
          },
          error: (error) => resolveEnded(error),
          complete: () => resolveEnded(null),
        },
      );
      return {
        received,
        ended,
        waitFor: async (predicate = () => true, timeoutMs = 20_000) =>
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

/** The close codes graphql-ws gives to refusals of a session, as the error codes HTTP answers them with. */
const CLOSE_CODE_ERRORS: Record<number, string> = { 4401: 'UNAUTHENTICATED', 4403: 'FORBIDDEN' };

/** A socket close as a GraphQL result: `status` is the close code; the error names it. */
function closedResult(info: CloseInfo): GraphQLResult<never> {
  return {
    status: info.code,
    errors: [
      {
        message: `socket closed: ${info.code} ${info.reason}`,
        extensions: { code: CLOSE_CODE_ERRORS[info.code] ?? `CLOSE_${info.code}`, closeCode: info.code },
      },
    ],
  };
}

/** Runs one query or mutation on an open socket and returns its result (status 200), or the close that ended it. */
export function operationOver<T>(
  socket: TestSocket,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLResult<T>> {
  // A closed graphql-ws client would open a new socket for the next operation: answer with the close instead.
  if (socket.closeInfo) return Promise.resolve(closedResult(socket.closeInfo));
  return new Promise((resolve) => {
    let result: Omit<GraphQLResult<T>, 'status'> = {};
    socket.client.subscribe<T>(
      { query, variables },
      {
        next: (value) => (result = value as never),
        error: (error) => {
          if (Array.isArray(error)) resolve({ status: 200, errors: error as never });
          else if (error && typeof error === 'object' && 'code' in error) resolve(closedResult(error as CloseInfo));
          else resolve({ status: 0, errors: [{ message: String(error), extensions: { code: 'CLIENT_ERROR' } }] });
        },
        complete: () => resolve({ status: 200, ...result }),
      },
    );
  });
}

export interface SocketGraphQLClient extends GraphQLClient {
  /** The socket a token's operations run on (opened on first use; null: a socket without a token). */
  socketFor(token: string | null): TestSocket;
  dispose(): Promise<void>;
}

/**
 * A GraphQLClient that sends every operation over graphql-ws instead of HTTP: one socket per token, opened
 * on first use and kept, so an operation runs on the socket opened before whatever happened since (a
 * change of role, a deactivation). A socket the server closed is not reopened: its operations answer
 * with the close code as `status` (4401 and 4403 as UNAUTHENTICATED and FORBIDDEN errors).
 */
export function socketGraphqlAt(httpUrl: string): SocketGraphQLClient {
  const sockets = new Map<string | null, TestSocket>();
  const socketFor = (token: string | null) => {
    let socket = sockets.get(token);
    if (!socket) sockets.set(token, (socket = openSocket(httpUrl, token)));
    return socket;
  };
  return {
    socketFor,
    gql: (query, variables, token) => operationOver(socketFor(token ?? null), query, variables),
    dispose: async () => {
      await Promise.all([...sockets.values()].map((socket) => socket.dispose()));
      sockets.clear();
    },
  };
}
