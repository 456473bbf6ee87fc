import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  specifiedRules,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SocketLimits } from '../config';
import { bearerToken } from '../context';
import { formatError } from '../graphql/errors';
import { socketLanguage, translateErrors, translateResult } from '../i18n/api-language';
import { DOCUMENT_LIMITS, validationRules } from '../graphql/limits';
import { graphqlRequestLimitErrors } from '../graphql/request-guard';
import { resultWithinLimits } from '../graphql/work-limits';
import { originAllowed } from '../http/security-headers';
import { unauthenticated } from '../lib/errors';
import type { Services } from '../kernel/assemble';
import { SocketSessions, type SocketSession, type UpgradeHandler } from './socket-sessions';
import { specSocketRoute } from './spec-socket';
import { validatedDocuments } from './validated-documents';
import { componentLogger } from '../observability/logger';

const log = componentLogger('subscriptions');

/** Largest message a client may send (a subscription document with variables). */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Server pings this often, so proxies keep idle sockets and dead peers are dropped. */
export const WS_KEEP_ALIVE_MS = 12_000;

export interface RealtimeServer {
  /** Open authenticated sockets (graphql-ws and spec socket) in this process. */
  activeConnections(): number;
  /** Subscriptions running on the graphql-ws sockets of this process. */
  runningSubscriptions(): number;
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

/** A graphql-js error with the code Apollo gives its kind over HTTP (graphql-js gives none). */
const withCode = (error: GraphQLError, code: string): GraphQLError =>
  new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });

/** The operation to run, or Apollo's refusal when the name does not pick exactly one. */
function operationToRun(
  document: DocumentNode,
  name: string | null | undefined,
): OperationDefinitionNode | GraphQLError {
  const operation = getOperationAST(document, name);
  if (operation) return operation;
  const message = name
    ? `Unknown operation named "${name}".`
    : 'Must provide operation name if query contains multiple operations.';
  return new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } });
}

export interface RealtimeOptions {
  corsOrigins?: readonly string[];
  proxyTrusted?: boolean;
  /** The client's address for an upgrade request, by the rule req.ip follows (TRUST_PROXY); default: the peer. */
  clientAddress?: (request: IncomingMessage) => string | null;
  limits?: SocketLimits;
}

/** The language a socket's messages are answered in: its connection param `language`, else its Accept-Language. */
const languageOf = (ctx: {
  connectionParams?: Readonly<Record<string, unknown>>;
  extra: { request: IncomingMessage };
}) => socketLanguage(ctx.connectionParams, ctx.extra.request.headers);

/**
 * WebSockets on the HTTP server: graphql-ws at /graphql and the spec's socket at /ws.
 * graphql-ws authenticates in connection_init (`{ authorization: "Bearer …" }`): missing or invalid
 * token → close 4401; a token lacking the subscription scope → 4403; sockets close with 4401 when their
 * session ends (SocketSessions). Every operation is then authorised with the person as they are at that
 * moment, not as they were at connection_init. Documents and results pass the same limits as over HTTP. Sockets and
 * subscriptions are capped per person and per client address (SocketSessions).
 */
export function attachRealtime(
  httpServer: Server,
  schema: GraphQLSchema,
  services: Services,
  options: RealtimeOptions = {},
): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD_BYTES });
  const sessions = new SocketSessions(services, options.limits);
  const checkedDocument = validatedDocuments(schema, [...specifiedRules, ...validationRules], {
    maxTokens: DOCUMENT_LIMITS.tokens,
  });
  const clientAddress = options.clientAddress ?? ((request) => request.socket.remoteAddress ?? null);
  // Listen from the start, so an event right after the first subscription is not missed while LISTEN connects.
  void services.events.ready().catch((error: Error) => log.error({ err: error }, 'event bus not ready'));

  const cleanup = useServer<Record<string, unknown>, { session?: SocketSession }>(
    {
      schema,
      onSubscribe: async (ctx, id, payload) => {
        // The same limits as over HTTP, checked before graphql-js's own rules and before anything runs.
        const limitErrors = graphqlRequestLimitErrors(schema, payload, services.organisationSizes.current());
        if (limitErrors.length) return limitErrors;
        const checked = checkedDocument(payload.query);
        if (checked.errors) return checked.errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
        const { document } = checked;
        const operation = operationToRun(document, payload.operationName);
        if (operation instanceof GraphQLError) return [operation];
        // Variables that do not fit their types are the client's input: refused as over HTTP, before anything runs.
        const variables = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {});
        if (variables.errors) return variables.errors.map((error) => withCode(error, 'BAD_USER_INPUT'));
        // Every operation runs as the person is now, not as they were when the socket opened.
        const session = ctx.extra.session;
        const contextValue = session ? await sessions.contextFor(session) : null;
        if (!session || !contextValue) return [unauthenticated('Session ended')];
        if (operation.operation === 'subscription') {
          const refusal = sessions.startSubscription(session, id);
          if (refusal) return [refusal];
        }
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
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
        const token = bearerToken(raw);
        const result = await sessions.authenticate(token, sessions.addressOf(ctx.extra.socket));
        if ('code' in result) {
          // Closing first makes the client see this code rather than graphql-ws's generic 4403.
          ctx.extra.socket.close(result.code, result.reason);
          return false;
        }
        // Null when its person has too many sockets: open closed it with its own code.
        ctx.extra.session = sessions.open(ctx.extra.socket, token!, result.context) ?? undefined;
        return Boolean(ctx.extra.session);
      },
      // Ends every operation, subscription or not, however it ended: uncounts a subscription.
      onComplete: (ctx, id) => {
        if (ctx.extra.session) sessions.endSubscription(ctx.extra.session, id);
      },
      // The same masking as over HTTP (client errors keep their code, anything else becomes a reference),
      // and the same limits on what one result (one event of a subscription) resolves and weighs.
      // Messages in the language the socket asked for (connection param `language`), else English.
      onNext: (ctx, _id, _payload, args, result) => {
        services.metrics.subscriptionEvents.inc({ transport: 'graphql-ws' });
        return translateResult(resultWithinLimits(args.contextValue, result), languageOf(ctx));
      },
      // Refusals before an operation runs, and a subscription ended by its holder losing the right to it.
      onError: (ctx, _id, _payload, errors) =>
        translateErrors(
          errors.map((error) => formatError(error.toJSON(), error)),
          languageOf(ctx),
        ),
    },
    wss,
    WS_KEEP_ALIVE_MS,
  );
  const specSocket = specSocketRoute(services, sessions);

  const routes: Record<string, UpgradeHandler> = {
    '/graphql': (request, socket, head, address) =>
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (sessions.admit(ws, address)) wss.emit('connection', ws, request);
      }),
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
    route(request, socket, head, clientAddress(request));
  };
  httpServer.on('upgrade', onUpgrade);

  return {
    activeConnections: () => sessions.size,
    runningSubscriptions: () => sessions.subscriptionCount,
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
