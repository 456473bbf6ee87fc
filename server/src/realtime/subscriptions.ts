import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import { parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearerToken, type GraphQLContext } from '../context';
import { createLoaders } from '../graphql/loaders';
import { DOCUMENT_LIMITS, validationRules } from '../graphql/limits';
import { graphqlRequestLimitErrors } from '../graphql/request-guard';
import { resultWithinLimits } from '../graphql/work-limits';
import { originAllowed } from '../http/security-headers';
import type { Services } from '../services';
import { SocketSessions, type SocketSession } from './socket-sessions';
import { specSocketRoute } from './spec-socket';
import { componentLogger } from '../observability/logger';

const log = componentLogger('subscriptions');

/** Largest message a client may send (a subscription document with variables). */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Server pings this often, so proxies keep idle sockets and dead peers are dropped. */
export const WS_KEEP_ALIVE_MS = 12_000;

export interface RealtimeServer {
  /** Open authenticated sockets (graphql-ws and spec socket) in this process. */
  activeConnections(): number;
  dispose(): Promise<void>;
}

/** WebSocket close code 1012 "Service Restart": graphql-ws clients (and the web app) reconnect on it. */
export const SERVICE_RESTART = 1012;
const CLOSE_HANDSHAKE_MS = 1000;

/** Closes sockets with a code, waits briefly for each close handshake, then cuts the stragglers. */
async function closeSockets(sockets: WebSocket[], code: number, reason: string): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, CLOSE_HANDSHAKE_MS);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(code, reason);
        }),
    ),
  );
}

type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * WebSockets on the HTTP server: graphql-ws at /graphql and the spec's socket at /ws.
 * graphql-ws authenticates in connection_init (`{ authorization: "Bearer …" }`): missing or invalid
 * token → close 4401; a token lacking the subscription scope → 4403; sockets close with 4401 when their
 * session ends (SocketSessions). Documents and results pass the same limits as over HTTP.
 */
export function attachRealtime(
  httpServer: Server,
  schema: GraphQLSchema,
  services: Services,
  options: { corsOrigins?: readonly string[]; proxyTrusted?: boolean } = {},
): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD_BYTES });
  const sessions = new SocketSessions(services);
  // Listen from the start, so an event right after the first subscription is not missed while LISTEN connects.
  void services.events.ready().catch((error: Error) => log.error({ err: error }, 'event bus not ready'));

  const cleanup = useServer<Record<string, unknown>, { session?: SocketSession }>(
    {
      schema,
      // The same limits as over HTTP, checked before graphql-js's own rules and before anything runs.
      onSubscribe: (_ctx, _id, payload) => {
        const limitErrors = graphqlRequestLimitErrors(schema, payload, services.organisationSizes.current());
        if (limitErrors.length) return limitErrors;
        const document = parse(payload.query, { maxTokens: DOCUMENT_LIMITS.tokens });
        const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
        if (errors.length) return errors;
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const raw =
          typeof params.authorization === 'string'
            ? params.authorization
            : typeof params.Authorization === 'string'
              ? params.Authorization
              : null;
        const result = await sessions.authenticate(bearerToken(raw), ctx.extra.request.socket.remoteAddress ?? null);
        if ('code' in result) {
          // Closing first makes the client see this code rather than graphql-ws's generic 4403.
          ctx.extra.socket.close(result.code, result.reason);
          return false;
        }
        ctx.extra.session = sessions.open(ctx.extra.socket, result.context);
        return true;
      },
      context: (ctx): GraphQLContext => ({
        ...ctx.extra.session!.context,
        loaders: createLoaders(services),
        requestId: randomUUID(),
      }),
      // The same masking as over HTTP (client errors keep their code, anything else becomes a reference),
      // and the same limits on what one result (one event of a subscription) resolves and weighs.
      onNext: (_ctx, _id, _payload, args, result) => {
        services.metrics.subscriptionEvents.inc({ transport: 'graphql-ws' });
        return resultWithinLimits(args.contextValue, result);
      },
    },
    wss,
    WS_KEEP_ALIVE_MS,
  );
  const specSocket = specSocketRoute(services, sessions);

  const routes: Record<string, UpgradeHandler> = {
    '/graphql': (request, socket, head) =>
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)),
    '/ws': specSocket.handleUpgrade,
  };
  const refuse = (socket: Duplex, status: string) => {
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    socket.destroy();
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const route = routes[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!route) return refuse(socket, '404 Not Found');
    // Browsers send Origin with every WebSocket handshake and apply no CORS to it: refuse foreign pages here.
    const https =
      Boolean((request.socket as TLSSocket).encrypted) ||
      (Boolean(options.proxyTrusted) && /^https\b/i.test(String(request.headers['x-forwarded-proto'] ?? '')));
    if (!originAllowed(request.headers.origin, request, options.corsOrigins ?? [], https))
      return refuse(socket, '403 Forbidden');
    route(request, socket, head);
  };
  httpServer.on('upgrade', onUpgrade);

  return {
    activeConnections: () => sessions.size,
    dispose: async () => {
      httpServer.off('upgrade', onUpgrade);
      sessions.dispose();
      // 1012 (service restart): clients reconnect, through the load balancer to a replica that runs.
      await closeSockets([...wss.clients, ...specSocket.clients()], SERVICE_RESTART, 'Service restart');
      await cleanup.dispose();
      for (const client of wss.clients) client.terminate();
      await specSocket.dispose();
    },
  };
}
