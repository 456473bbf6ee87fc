import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context';
import { buildRequestContext } from './graphql/request-context';
import { costLimitPlugin } from './graphql/cost';
import { formatError } from './graphql/errors';
import { apiLanguagePlugin, requestedLanguage } from './i18n/api-language';
import { translateApiMessage } from './i18n/api-messages';
import { DOCUMENT_LIMITS, validationRules } from './graphql/limits';
import { persistedQueryStatusPlugin } from './graphql/persisted-queries';
import { graphqlRequestGuard } from './graphql/request-guard';
import { schemaPrivacyPlugin } from './graphql/schema-privacy';
import { stringifyWithinLimits, workLimitPlugin } from './graphql/work-limits';
import { bodyError, DEFAULT_BODY_LIMIT_BYTES, jsonBody } from './http/body';
import { corsForConfiguredOrigins, securityHeaders } from './http/security-headers';
import { webClient } from './http/web-client';
import { buildSchema } from './graphql/schema';
import { graphiqlRouter } from './graphiql/graphiql.router';
import { attachRealtime, type RealtimeServer } from './sockets/subscriptions';
import { restRouter, sendError } from './rest/router';
import { scimRouter } from './modules/scim';
import { graphqlObservability, observeHttp } from './observability/http';
import { metricsRoute } from './rest/metrics.route';
import type { Services } from './services';

export interface App {
  httpServer: Server;
  schema: GraphQLSchema;
  realtime: RealtimeServer;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

export const SOUNDS_DIR = join(__dirname, '../public/sounds');
/** Connections the kernel may hold for the server before it accepts them (see listen). */
const LISTEN_BACKLOG = 4096;

export const clientIp = (req: Request): string | null => req.ip ?? req.socket.remoteAddress ?? null;

/**
 * The client's address for a request express does not route (a WebSocket upgrade), read by express's own
 * req.ip over the request's headers and socket: X-Forwarded-For counts only from proxies TRUST_PROXY names.
 */
function upgradeClientIp(app: express.Express): (request: IncomingMessage) => string | null {
  return (request) =>
    clientIp(
      Object.create(app.request, {
        headers: { value: request.headers },
        socket: { value: request.socket },
        connection: { value: request.socket },
      }) as Request,
    );
}

/** Builds the HTTP server: GraphQL at /graphql, the REST facade at /api, and the web client. */
export async function createApp(services: Services): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  // No hash of every answer on the event loop (express's default ETag): answers are per person and
  // rarely repeated, exports can be megabytes, and the calendar feed sets its own ETag.
  app.set('etag', false);
  // X-Forwarded-For is believed only from configured proxies (TRUST_PROXY); by default the peer is the client.
  app.set('trust proxy', services.config.trustProxy ?? false);
  // Request ids, one log line and the duration metric per request.
  app.use(observeHttp(services.metrics));
  // X-Forwarded-Proto counts for HSTS only when an operator said a proxy is in front.
  const proxyTrusted = Boolean(services.config.trustProxy);
  const { config } = services;
  const corsOrigins = config.corsOrigins ?? [];
  const httpServer = createServer(app);
  const schema = buildSchema(services);
  // The query cost sizes lists by the organisation's counts: read them before the first request.
  await services.organisationSizes.refresh();
  const sizes = () => services.organisationSizes.current();
  const realtimeOptions = {
    corsOrigins,
    proxyTrusted,
    clientAddress: upgradeClientIp(app),
    limits: config.socketLimits,
  };
  let realtime = attachRealtime(httpServer, schema, services, realtimeOptions);
  services.metrics.countWebSocketsWith({
    connections: () => realtime.activeConnections(),
    subscriptions: () => realtime.runningSubscriptions(),
  });
  let restarting = Promise.resolve();
  // System Status reads the live socket count and restarts the socket servers: the old ones close their
  // sockets (clients reconnect), the LISTEN connection is renewed and fresh servers take the upgrade route.
  services.system.setRealtimeHooks({
    activeConnections: () => realtime.activeConnections(),
    restart: () =>
      (restarting = restarting
        .catch(() => undefined)
        .then(async () => {
          await realtime.dispose();
          await services.events.reconnect();
          realtime = attachRealtime(httpServer, schema, services, realtimeOptions);
        })),
  });

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    validationRules,
    formatError,
    includeStacktraceInErrorResponses: false,
    // Anonymous callers in production are refused introspection by schemaPrivacyPlugin.
    introspection: true,
    parseOptions: { maxTokens: DOCUMENT_LIMITS.tokens },
    // A body over OPERATION_LIMITS.responseBytes is answered with that limit's error instead.
    stringifyResult: stringifyWithinLimits,
    // main.ts owns SIGINT/SIGTERM and stops everything in order; Apollo's own handler raced with it.
    stopOnTerminationSignals: false,
    plugins: [
      // On stop: no new connections, in-flight requests finish, the rest are cut after 10 s.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: 10_000 }),
      // No @cacheControl hints are used: the per-field cache-control bookkeeping is pure overhead.
      ApolloServerPluginCacheControlDisabled(),
      costLimitPlugin(sizes),
      workLimitPlugin(),
      graphqlObservability(services.metrics),
      schemaPrivacyPlugin(config.production ?? false),
      persistedQueryStatusPlugin(),
      // Last: error messages in the request's Accept-Language once every other plugin has had its say.
      apiLanguagePlugin(),
      // Closes the WebSocket servers (graphql-ws and the spec socket) when Apollo drains.
      { serverWillStart: async () => ({ drainServer: () => realtime.dispose() }) },
    ],
  });
  await apollo.start();

  app.use(securityHeaders({ proxyTrusted }));
  const cors = corsForConfiguredOrigins(corsOrigins);
  app.use(
    '/graphql',
    cors,
    jsonBody(config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES),
    graphqlRequestGuard(schema, sizes),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => buildRequestContext(services, req, res),
    }),
    graphqlHttpError,
  );
  app.use('/api', cors, restRouter(services));
  // SCIM 2.0 provisioning for company directories (Entra ID, Okta): server to server, so no CORS.
  app.use('/scim/v2', scimRouter(services));
  app.use('/graphiql', graphiqlRouter());
  app.get('/metrics', metricsRoute(services));
  // Notification sounds named by the socket's and the API's `sound` (spec §7: fetched from /sounds/{file}).
  app.use('/sounds', cors, express.static(SOUNDS_DIR, { index: false, maxAge: '1d' }), (_req, res) => {
    res.status(404).json({ success: false, message: 'No such sound', code: 'NOT_FOUND' });
  });

  if (existsSync(join(services.config.webDistDir, 'index.html'))) {
    const web = webClient(services.config.webDistDir);
    app.use(web.files);
    app.get(/^\/(?!api\/|graphql).*/, web.page);
  }

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, error));

  return {
    httpServer,
    schema,
    get realtime() {
      return realtime;
    },
    listen: (port, host) =>
      new Promise((resolve) => {
        // A replica taking over a stopped one's clients gets thousands of connections at once: with Node's
        // default accept queue (511) the kernel drops the rest while the event loop is busy, nginx's connect
        // times out and it takes the live replica for dead (max_fails). The kernel caps it at somaxconn.
        httpServer.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: async () => {
      services.system.setRealtimeHooks(null);
      await apollo.stop();
      await services.events.close();
      services.email.close();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

/** A body the JSON parser refused (too large, malformed, not UTF-8), answered the GraphQL way. */
function graphqlHttpError(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const refused = bodyError(error);
  if (!refused) return next(error);
  const message = translateApiMessage(refused.message, requestedLanguage(req.headers));
  res.status(refused.status).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
}
