import type { IncomingMessage } from 'node:http';
import { CloseCode } from 'graphql-ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearerToken } from '../context';
import { isAppError } from '../lib/errors';
import type { NotificationEntity } from '../modules/notifications/notification.entity';
import type { Services } from '../kernel/assemble';
import type { SocketSessions, UpgradeHandler } from './socket-sessions';
import { componentLogger } from '../observability/logger';

const log = componentLogger('ws');

export const SPEC_SOCKET_MAX_PAYLOAD_BYTES = 4 * 1024;
const AUTH_WAIT_MS = 10_000;
const PING_MS = 12_000;

/** The notification as the spec's socket clients read it (snake_case, spec §3). */
export function specNotification(notification: NotificationEntity) {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    sound: notification.sound,
    request_id: notification.requestId,
    created_at: notification.createdAt,
    read_at: notification.readAt,
  };
}

/**
 * The spec's socket at `/ws?userId=…` for clients of the old protocol: messages
 * `connection_established`, `notification` (with sound) and `broadcast`. The userId alone is not
 * trusted: the socket needs a valid token of that person, as `?token=` or in a first message
 * `{ "type": "auth", "token": "…" }`; otherwise it closes with 4401 (4403 when the token is someone else's).
 * `?after=<notification id>` (or `"after"` in the auth message) resumes: the notifications stored after
 * that one, which the client missed while away, come first (4400 for an id that is not one).
 */
export function specSocketRoute(services: Services, sessions: SocketSessions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: SPEC_SOCKET_MAX_PAYLOAD_BYTES });

  const start = async (socket: WebSocket, token: string | null, claimedUserId: string | null, after: string | null) => {
    const result = await sessions.authenticate(token, sessions.addressOf(socket));
    if ('code' in result) return socket.close(result.code, result.reason);
    const viewer = result.context.viewer!;
    if (claimedUserId && claimedUserId !== viewer.id)
      return socket.close(CloseCode.Forbidden, 'Forbidden: the token belongs to someone else');
    if (socket.readyState !== socket.OPEN) return;
    if (!sessions.open(socket, token!, result.context)) return;
    // The same stream as the notificationAdded subscription: each notification is checked with the person
    // as they are now, and a person who lost the right to them (deactivated, signed out) gets the close.
    // With `after` (the last notification the client has), first what it missed while away.
    let notifications: AsyncIterableIterator<NotificationEntity>;
    try {
      notifications = await services.realtime.notificationsAdded(result.context.actor, after);
    } catch (error) {
      if (isAppError(error)) return socket.close(CloseCode.BadRequest, error.message);
      log.warn({ err: error }, 'notifications not started');
      return socket.close(CloseCode.InternalServerError, 'Internal server error');
    }
    if (socket.readyState !== socket.OPEN) return void notifications.return?.();
    socket.once('close', () => void notifications.return?.());
    void (async () => {
      for await (const notification of notifications) {
        if (socket.readyState !== socket.OPEN) break;
        socket.send(
          JSON.stringify({ type: 'notification', data: specNotification(notification), sound: notification.sound }),
        );
        services.metrics.subscriptionEvents.inc({ transport: 'spec-socket' });
      }
    })().catch((error: Error) => {
      if (!isAppError(error)) return log.warn({ err: error }, 'notifications stopped');
      socket.close(error.code === 'FORBIDDEN' ? CloseCode.Forbidden : CloseCode.Unauthorized, error.message);
    });
    socket.send(
      JSON.stringify({ type: 'connection_established', userId: viewer.id, timestamp: new Date().toISOString() }),
    );
  };

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const claimedUserId = url.searchParams.get('userId');
    const queryToken = url.searchParams.get('token') ?? bearerToken(request.headers.authorization);
    const queryAfter = url.searchParams.get('after');
    let alive = true;
    socket.on('pong', () => (alive = true));
    const ping = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, PING_MS);
    socket.once('close', () => clearInterval(ping));
    if (queryToken) {
      void start(socket, queryToken, claimedUserId, queryAfter);
      return;
    }
    const timer = setTimeout(() => socket.close(CloseCode.Unauthorized, 'Unauthorized'), AUTH_WAIT_MS);
    socket.once('message', (raw) => {
      clearTimeout(timer);
      let token: string | null = null;
      let after = queryAfter;
      try {
        const message = JSON.parse(String(raw));
        if (message?.type === 'auth' && typeof message.token === 'string') token = message.token;
        if (message?.type === 'auth' && typeof message.after === 'string') after = message.after;
      } catch {
        // not JSON: refused below
      }
      void start(socket, token, claimedUserId, after);
    });
  });

  return {
    /** Counts the socket against its client's address (SocketSessions.admit) before anything else. */
    handleUpgrade: ((request, socket, head, address) =>
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (sessions.admit(ws, address)) wss.emit('connection', ws, request);
      })) as UpgradeHandler,
    /** Open sockets, for closing them with a code that sends clients elsewhere. */
    clients: () => [...wss.clients],
    dispose: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
