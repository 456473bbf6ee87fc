import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { requiredScope } from '../auth/policy';
import { bearerToken, buildContext, type GraphQLContext } from '../context';
import { createLoaders } from '../graphql/loaders';
import { validationRules } from '../graphql/limits';
import type { Services } from '../services';

/** Largest message a client may send (a subscription document with variables). */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Server pings this often, so proxies keep idle sockets and dead peers are dropped. */
export const WS_KEEP_ALIVE_MS = 12_000;
/** How often sockets are checked for ended sessions (logout, deactivation). */
export const SESSION_CHECK_MS = 2_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Session {
  socket: WebSocket;
  context: GraphQLContext;
  /** Sign-in sessions end when the person's token version changes (logout); API tokens when revoked. */
  tokenVersion: number | null;
  apiTokenId: string | null;
  expiryTimer?: NodeJS.Timeout;
}

export interface RealtimeServer {
  /** Open authenticated graphql-ws sockets in this process. */
  activeConnections(): number;
  dispose(): Promise<void>;
}

type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * graphql-ws at /graphql on the HTTP server. Authenticated in connection_init
 * (`{ authorization: "Bearer …" }`): missing or invalid token → close 4401; a token lacking the
 * subscription scope → 4403. A socket closes with 4401 when its token expires, or when its person logs
 * out or is deactivated. Documents pass the same depth and alias limits as over HTTP.
 */
export function attachGraphqlWs(httpServer: Server, schema: GraphQLSchema, services: Services, extraRoutes: Record<string, UpgradeHandler> = {}): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD_BYTES });
  const sessions = new Map<WebSocket, Session>();

  const end = (session: Session, reason: string) => {
    sessions.delete(session.socket);
    if (session.expiryTimer) clearTimeout(session.expiryTimer);
    session.socket.close(CloseCode.Unauthorized, reason);
  };

  const cleanup = useServer<Record<string, unknown>, { session?: Session }>(
    {
      schema,
      validate: (s, document) => validate(s, document, [...specifiedRules, ...validationRules]),
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const raw = typeof params.authorization === 'string' ? params.authorization : typeof params.Authorization === 'string' ? params.Authorization : null;
        const token = bearerToken(raw);
        const ip = ctx.extra.request.socket.remoteAddress ?? null;
        const context = token ? await buildContext(services, token, ip) : null;
        const socket = ctx.extra.socket;
        if (!context?.viewer) {
          socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return false;
        }
        if (context.actor.scopes && !context.actor.scopes.includes(requiredScope('Subscription.requestEvents'))) {
          socket.close(CloseCode.Forbidden, 'Forbidden: the token lacks the subscribe:events scope');
          return false;
        }
        const session: Session = { socket, context, tokenVersion: context.apiTokenId ? null : context.viewer.tokenVersion, apiTokenId: context.apiTokenId };
        if (context.tokenExpiresAt) {
          const ms = context.tokenExpiresAt.getTime() - Date.now();
          if (ms <= 0) {
            socket.close(CloseCode.Unauthorized, 'Token expired');
            return false;
          }
          session.expiryTimer = setTimeout(() => end(session, 'Token expired'), Math.min(ms, MAX_TIMER_MS));
        }
        sessions.set(socket, session);
        ctx.extra.session = session;
        return true;
      },
      context: (ctx): GraphQLContext => {
        const session = ctx.extra.session!;
        return { ...session.context, loaders: createLoaders(services), requestId: randomUUID() };
      },
      onClose: (ctx) => {
        const session = ctx.extra.session;
        if (session) {
          sessions.delete(session.socket);
          if (session.expiryTimer) clearTimeout(session.expiryTimer);
        }
      },
    },
    wss,
    WS_KEEP_ALIVE_MS,
  );

  const sweep = setInterval(() => {
    if (!sessions.size) return;
    const list = [...sessions.values()];
    Promise.all([
      services.realtime.endedSessions(list.map((s) => ({ userId: s.context.viewer!.id, tokenVersion: s.tokenVersion }))),
      services.apiTokens.endedTokens([...new Set(list.flatMap((s) => (s.apiTokenId ? [s.apiTokenId] : [])))]),
    ])
      .then(([ended, endedTokens]) => {
        for (const session of list) {
          if (ended.has(`${session.context.viewer!.id}:${session.tokenVersion}`) || (session.apiTokenId && endedTokens.has(session.apiTokenId))) end(session, 'Session ended');
        }
      })
      .catch((error: Error) => console.error('[subscriptions] session check failed:', error.message));
  }, SESSION_CHECK_MS);
  sweep.unref();

  const routes: Record<string, UpgradeHandler> = {
    ...extraRoutes,
    '/graphql': (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)),
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const route = routes[path];
    if (!route) {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    route(request, socket, head);
  };
  httpServer.on('upgrade', onUpgrade);

  return {
    activeConnections: () => sessions.size,
    dispose: async () => {
      clearInterval(sweep);
      httpServer.off('upgrade', onUpgrade);
      for (const session of sessions.values()) if (session.expiryTimer) clearTimeout(session.expiryTimer);
      await cleanup.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
