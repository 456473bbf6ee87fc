import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLContext } from '../context';

/*
 * What a REST route is, apart from the router that mounts the routes: the modules' `*.rest.ts` files
 * import this and never the router, so the router depends on the modules and not the other way round.
 */

export interface RestResult {
  data?: unknown;
  message?: string;
  status?: number;
  /** Extra top-level members beside success/data/message (e.g. `pagination`). */
  extra?: Record<string, unknown>;
  /** A non-JSON answer (a file): the route writes it itself. */
  send?: (res: Response) => void;
}

export type RestHandler = (req: Request, ctx: GraphQLContext) => Promise<RestResult | void>;

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * One REST route: an adapter that parses an allow-list of input, calls one service function and
 * shapes the answer. `summary` is its OpenAPI description; its permission rule is declared under
 * `"<METHOD> <path>"` in `REST_RULES` (auth/policy.ts) or in its module's manifest `rules`.
 */
export interface RestRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  handler: RestHandler;
  /** Query parameters, documented in OpenAPI. */
  query?: Record<string, string>;
  /** Body fields the route reads (its allow-list), documented in OpenAPI. */
  body?: Record<string, string>;
  /** Middleware before the adapter (e.g. multipart parsing). */
  before?: RequestHandler[];
  /** The resource in `data` (a name of RESOURCE_SCHEMAS in rest/openapi.ts; `Name[]` for a list). */
  response?: string;
  /** Answer type when not JSON. */
  produces?: string;
  /**
   * Statuses this route answers beyond those every route of its kind may (rest/openapi.ts): 201 when it
   * creates, 401 for refused credentials, 429 when throttled, 501, 503. The OpenAPI contract test fails
   * on any answer whose status the document does not list.
   */
  statuses?: number[];
}

export const ruleKey = (route: Pick<RestRoute, 'method' | 'path'>): string =>
  `${route.method.toUpperCase()} ${route.path}`;

/** Whether `pattern` (express syntax, `:name` segments) matches every path `path` does. */
function covers(pattern: string, path: string): boolean {
  const wide = pattern.split('/');
  const narrow = path.split('/');
  return (
    wide.length === narrow.length &&
    wide.every((segment, i) => segment === narrow[i] || (segment.startsWith(':') && !segment.includes('.')))
  );
}

/**
 * Routes are tried in order, so one mounted earlier whose pattern matches every path of a later one
 * (`/audit/:id` before `/audit/stats`) would hide it: that stops the start, naming both.
 */
export function assertReachable(routes: readonly RestRoute[]): void {
  routes.forEach((later, index) => {
    const hiding = routes
      .slice(0, index)
      .find((earlier) => earlier.method === later.method && covers(earlier.path, later.path));
    if (hiding) throw new Error(`REST route ${ruleKey(later)} is hidden by ${ruleKey(hiding)}, mounted before it`);
  });
}
