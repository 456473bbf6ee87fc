import { type NextFunction, type Request, type Response, Router } from 'express';
import { randomUUID } from 'node:crypto';
import {
  assertOperation,
  assertTokenScope,
  requiredHttpScope,
  type ApiTokenScope,
  type OperationRule,
} from '../auth/policy';
import { MODULES } from '../__generated__/modules';
import { bearerToken } from '../context';
import { buildRequestContext } from '../graphql/request-context';
import { describedModules } from '../kernel/assemble';
import { declaredRules } from '../kernel/rules';
import { AppError, clientErrorFromDatabase, isAppError, unauthenticated } from '../lib/errors';
import type { Services } from '../kernel/assemble';
import { bodyError, DEFAULT_BODY_LIMIT_BYTES, jsonBody, requireJsonBody } from '../http/body';
import { checkRequestText } from '../api/input';
import { buildOpenApiDocument } from './openapi';
import { requestLogOf } from '../observability/http';
import { componentLogger } from '../observability/logger';
import { requestedLanguage } from '../i18n/api-language';
import { translateApiMessage } from '../i18n/api-messages';
import { assertReachable, ruleKey, type RestHandler, type RestResult, type RestRoute } from '../api/route';

const log = componentLogger('rest');

/** `{ success, data, message }` bodies; client errors keep their status, anything else is masked. */
export function sendError(res: Response, unknownError: unknown): void {
  const error = clientErrorFromDatabase(unknownError) ?? unknownError;
  // Messages in the request's Accept-Language (English by default); codes stay as they are.
  const language = requestedLanguage(res.req?.headers);
  const requestLog = requestLogOf(res);
  if (requestLog) requestLog.errorCode = isAppError(error) ? error.code : 'INTERNAL_SERVER_ERROR';
  if (isAppError(error)) {
    res
      .status(error.httpStatus)
      .json({ success: false, message: translateApiMessage(error.message, language), code: error.code });
    return;
  }
  const refused = bodyError(error);
  if (refused) {
    if (requestLog) requestLog.errorCode = 'BAD_USER_INPUT';
    res.status(refused.status).json({
      success: false,
      message: translateApiMessage(refused.message, language),
      code: 'BAD_USER_INPUT',
    });
    return;
  }
  const correlationId = randomUUID();
  log.error({ err: error, correlationId }, 'unexpected error answered 500');
  res.status(500).json({
    success: false,
    message: translateApiMessage(`Internal server error (reference ${correlationId})`, language),
    code: 'INTERNAL_SERVER_ERROR',
  });
}

/**
 * Every REST route of the facade, in mounting order: module by module in the order of their needs,
 * each module's in its own order. Without services, the routes only describe the API (OpenAPI).
 */
export function restRoutes(services?: Services): RestRoute[] {
  const modules = services?.modules ?? describedModules(MODULES);
  const routes = modules.flatMap(({ definition, scope }) => definition.routes?.(scope as never) ?? []);
  assertReachable(routes);
  return routes;
}

function ruleFor(
  rules: Readonly<Record<string, OperationRule>>,
  route: Pick<RestRoute, 'method' | 'path'>,
): OperationRule {
  const rule = rules[ruleKey(route)];
  if (!rule)
    throw new Error(
      `No permission rule declared for REST route ${ruleKey(route)} (auth/policy.ts or its module's rules)`,
    );
  return rule;
}

/**
 * Adapts a route: builds the shared context, enforces the route's declared rule and the API token scope
 * it implies (requiredHttpScope; auditing every refusal as GraphQL does), runs the handler and shapes
 * the answer. A token that was sent but is no longer
 * accepted (expired, revoked, deactivated account) is a 401 on every signed-in route, so the client
 * clears it.
 */
export function route(
  services: Services,
  rule: OperationRule,
  scope: ApiTokenScope,
  name: string,
  handler: RestHandler,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = bearerToken(req.headers.authorization);
      const ctx = await buildRequestContext(services, req, res);
      if (rule !== 'anyone' && !ctx.viewer)
        throw token ? unauthenticated('Authentication failed. Please log in again.') : unauthenticated();
      let result: RestResult;
      try {
        assertTokenScope(scope, ctx.actor);
        assertOperation(rule, ctx.actor);
        checkRequestText(req);
        result = (await handler(req, ctx)) ?? {};
      } catch (error) {
        // Refusals by the route's rule or by a service's object check are audited alike.
        if (isAppError(error) && error.code === 'FORBIDDEN') {
          await services.audit.recordStandalone(ctx.actor, {
            action: 'authorization.denied',
            resourceType: 'system',
            details: { operation: name, reason: error.message },
          });
        }
        throw error;
      }
      if (result.send) return result.send(res);
      res.status(result.status ?? 200).json({
        success: true,
        data: result.data ?? null,
        ...(result.message ? { message: result.message } : {}),
        ...(result.extra ?? {}),
      });
    } catch (error) {
      next(error);
    }
  };
}

export function restRouter(services: Services): Router {
  const router = Router();
  const routes = restRoutes(services);
  const rules = declaredRules(services.modules.map(({ definition }) => definition)).routes;
  const document = buildOpenApiDocument(routes, services.config.version, rules);
  // Bodies are read where routes take them; a GET's body is never read (nor refused as too large).
  const parseJson = jsonBody(services.config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES);
  router.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : parseJson(req, res, next)));
  router.get(
    '/openapi.json',
    route(
      services,
      ruleFor(rules, { method: 'get', path: '/openapi.json' }),
      'read:requests',
      'GET /openapi.json',
      async () => ({
        send: (res) => void res.json(document),
      }),
    ),
  );
  for (const definition of routes) {
    const name = ruleKey(definition);
    const rule = ruleFor(rules, definition);
    router[definition.method](
      definition.path,
      ...(definition.before ?? (definition.method === 'get' ? [] : [requireJsonBody])),
      route(services, rule, requiredHttpScope(definition.method.toUpperCase(), rule), name, definition.handler),
    );
  }
  router.use((_req, _res, next) => next(new AppError('NOT_FOUND', 'No such API path')));
  return router;
}
