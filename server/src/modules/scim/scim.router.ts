import { randomUUID } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Actor } from '../../auth/policy';
import { bearerToken } from '../../context';
import { DEFAULT_BODY_LIMIT_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/body';
import { componentLogger } from '../../observability/logger';
import type { Services } from '../../kernel/assemble';
import { attributeSelection } from './scim-attributes';
import { discoveryDocuments, listResponse } from './scim-discovery';
import { ScimError, scimErrorOf, scimNotFound } from './scim-errors';
import { pageOf } from './scim-filter';
import type { ScimResource } from './scim-user.shape';

const log = componentLogger('scim');
export const SCIM_CONTENT_TYPE = 'application/scim+json';

type Handler = (req: Request, actor: Actor, base: string) => Promise<{ status?: number; body?: unknown } | void>;

/** The service's own address: PUBLIC_URL when configured, else the request's host. */
const baseOf = (services: Services, req: Request) =>
  `${(services.config.publicUrl ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '')}/scim/v2`;

/** Sends `body` (shaped by `select`), with the ETag and Location of the resource it was before shaping. */
function send(
  res: Response,
  status: number,
  body?: unknown,
  select: (body: unknown) => unknown = (same) => same,
): void {
  res.status(status).type(SCIM_CONTENT_TYPE);
  const meta = (body as ScimResource | undefined)?.meta;
  if (typeof meta?.version === 'string') res.set('ETag', meta.version);
  if (status === 201 && typeof meta?.location === 'string') res.set('Location', meta.location);
  if (body === undefined) res.end();
  else res.send(JSON.stringify(select(body)));
}

/**
 * SCIM 2.0 under /scim/v2 (mounted by the app beside /api): discovery, Users and Groups. Every request
 * needs a provisioning token; every change is audited by the services; errors are SCIM errors.
 */
export function scimRouter(services: Services): Router {
  const router = Router();
  const { scim } = services;
  router.use(
    express.json({
      limit: services.config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
      type: ['application/scim+json', 'application/json'],
      verify: (_req, _res, raw) => {
        if (nestsDeeperThan(raw, MAX_JSON_DEPTH))
          throw Object.assign(new Error('JSON nested too deeply'), { status: 400, type: 'entity.too.deep' });
      },
    }),
  );

  const body = (req: Request): ScimResource => {
    if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body))
      throw new ScimError(400, `Send a JSON object as ${SCIM_CONTENT_TYPE}`, 'invalidSyntax');
    return req.body as ScimResource;
  };
  const isSearch = (req: Request) => req.method === 'POST' && req.path.endsWith('/.search');
  const id = (req: Request) => String(req.params.id);
  const handle =
    (handler: Handler) =>
    async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      try {
        const actor = await scim.authenticate(bearerToken(req.headers.authorization), req.ip ?? null);
        // attributes / excludedAttributes: in the query, or in a search's body.
        const select = attributeSelection(isSearch(req) ? body(req) : (req.query as Record<string, unknown>));
        const result = (await handler(req, actor, baseOf(services, req))) ?? {};
        const ifNoneMatch = req.get('If-None-Match');
        const version = (result.body as ScimResource | undefined)?.meta?.version;
        if (
          req.method === 'GET' &&
          ifNoneMatch &&
          version &&
          ifNoneMatch.split(',').some((tag) => tag.trim() === version)
        )
          return send(res, 304);
        send(res, result.status ?? 200, result.body, select);
      } catch (error) {
        next(error);
      }
    };
  const ifMatch = (req: Request) => req.get('If-Match');

  router.get(
    // The second path is where Microsoft's SCIM reference service and older Entra ID clients look.
    ['/ServiceProviderConfig', '/serviceConfiguration'],
    handle(async (_req, _actor, base) => ({ body: discoveryDocuments(base).serviceProviderConfig })),
  );
  router.get(
    '/ResourceTypes',
    handle(async (_req, _actor, base) => ({ body: listOf(discoveryDocuments(base).resourceTypes) })),
  );
  router.get(
    '/ResourceTypes/:id',
    handle(async (req, _actor, base) => ({ body: oneOf(discoveryDocuments(base).resourceTypes, id(req)) })),
  );
  router.get(
    '/Schemas',
    handle(async (_req, _actor, base) => ({ body: listOf(discoveryDocuments(base).schemas) })),
  );
  router.get(
    '/Schemas/:id',
    handle(async (req, _actor, base) => ({ body: oneOf(discoveryDocuments(base).schemas, id(req)) })),
  );

  for (const [path, resources] of [
    ['/Users', scim.users],
    ['/Groups', scim.groups],
  ] as const) {
    router.get(
      path,
      handle(async (req, _actor, base) => ({ body: await resources.list(req.query, base) })),
    );
    router.post(
      `${path}/.search`,
      handle(async (req, _actor, base) => ({ body: await resources.list(searchQuery(body(req)), base) })),
    );
    router.post(
      path,
      handle(async (req, actor, base) => ({ status: 201, body: await resources.create(actor, body(req), base) })),
    );
    router.get(
      `${path}/:id`,
      handle(async (req, _actor, base) => ({ body: await resources.get(id(req), base) })),
    );
    router.put(
      `${path}/:id`,
      handle(async (req, actor, base) => ({
        body: await resources.replace(actor, id(req), body(req), base, ifMatch(req)),
      })),
    );
    router.patch(
      `${path}/:id`,
      handle(async (req, actor, base) => ({
        body: await resources.patch(actor, id(req), body(req), base, ifMatch(req)),
      })),
    );
    router.delete(
      `${path}/:id`,
      handle(async (req, actor, base) => {
        await resources.remove(actor, id(req), base, ifMatch(req));
        return { status: 204 };
      }),
    );
  }

  // A search across every resource type (RFC 7644 §3.4.3): the users that match, then the groups, paged as one list.
  router.post(
    '/.search',
    handle(async (req, _actor, base) => {
      const query = searchQuery(body(req));
      const { startIndex, count } = pageOf(query);
      const users = await scim.users.list({ ...query, startIndex: String(startIndex), count: String(count) }, base);
      const groups = await scim.groups.list(
        {
          ...query,
          startIndex: String(Math.max(1, startIndex - users.totalResults)),
          count: String(count - users.Resources.length),
        },
        base,
      );
      return {
        body: listResponse(
          [...users.Resources, ...groups.Resources],
          users.totalResults + groups.totalResults,
          startIndex,
        ),
      };
    }),
  );

  router.use(
    handle(async (req) => {
      throw scimNotFound(`No SCIM endpoint ${req.method} ${req.path}`);
    }),
  );
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const known = scimErrorOf(error);
    if (known) return send(res, known.status, known.body);
    const correlationId = randomUUID();
    log.error({ err: error, correlationId }, 'unexpected error answered 500');
    send(res, 500, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '500',
      detail: `Internal server error (reference ${correlationId})`,
    });
  });
  return router;
}

const listOf = (resources: unknown[]) => listResponse(resources, resources.length, 1);

function oneOf<T extends { id: string }>(documents: T[], id: string): T {
  const found = documents.find((document) => document.id === id);
  if (!found) throw scimNotFound(`No such document ${id}`);
  return found;
}

/** A POST /.search body (RFC 7644 §3.4.3) as list parameters. */
function searchQuery(body: ScimResource): Record<string, unknown> {
  const text = (value: unknown) => (value === undefined ? undefined : String(value));
  return {
    filter: body.filter,
    startIndex: text(body.startIndex),
    count: text(body.count),
    excludedAttributes: Array.isArray(body.excludedAttributes) ? body.excludedAttributes.join(',') : undefined,
  };
}
