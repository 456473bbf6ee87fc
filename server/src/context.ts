import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { BearerSession } from './auth/session';
import type { Actor } from './auth/policy';
import { createLoaders, type Loaders } from './graphql/loaders';
import { requestedLanguage, type Language } from './i18n';
import type { UserEntity } from './modules/users/user.entity';
import { requestLogOf, type RequestLog } from './observability/http';
import type { AllServices as Services } from './kernel/kernel';

/** One context for HTTP GraphQL, graphql-ws and REST: who is calling, from where, with what. */
export interface GraphQLContext {
  actor: Actor;
  viewer: UserEntity | null;
  /** When the caller's token stops being accepted (null when anonymous or never). */
  tokenExpiresAt: Date | null;
  /** The API token the caller authenticated with, if any. */
  apiTokenId: string | null;
  loaders: Loaders;
  /** New, empty loaders: for work that outlives the request's cache (each event a subscription resolves). */
  freshLoaders: () => Loaders;
  requestId: string;
  /** The HTTP request's log record (user, operation name, error code), when the call came over HTTP. */
  requestLog?: RequestLog;
  /** The language the HTTP request asks answers in (Accept-Language), when Leavewise speaks it. */
  requestedLanguage?: Language | null;
}

export function bearerToken(header: string | string[] | undefined | null): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match ? match[1] : null;
}

/** Builds the context from a bearer token (already extracted) and the caller's address. */
export async function buildContext(
  services: Services,
  token: string | null,
  ip: string | null,
): Promise<GraphQLContext> {
  return contextForSession(services, token ? await services.accounts.userForToken(token) : null, ip);
}

/** Builds the context for an HTTP request, authenticated by passport's bearer strategy. */
export async function buildRequestContext(services: Services, req: Request, res: Response): Promise<GraphQLContext> {
  const context = contextForSession(
    services,
    await services.authenticator.bearer(req, res),
    req.ip ?? req.socket.remoteAddress ?? null,
  );
  context.requestedLanguage = requestedLanguage(req.headers);
  const requestLog = requestLogOf(res);
  if (requestLog) {
    requestLog.userId = context.viewer?.id;
    context.requestId = requestLog.requestId;
    context.requestLog = requestLog;
  }
  return context;
}

function contextForSession(services: Services, session: BearerSession | null, ip: string | null): GraphQLContext {
  const viewer = session?.user ?? null;
  const loaders = createLoaders(services);
  // The viewer is everyone's most common manager, approver and requester: it is already read.
  if (viewer) loaders.user.prime(viewer.id, viewer);
  return {
    actor: session?.scopes
      ? {
          user: viewer,
          ip,
          scopes: session.scopes,
          ...(session.tokenCreator ? { tokenCreator: session.tokenCreator } : {}),
        }
      : { user: viewer, ip },
    viewer,
    tokenExpiresAt: session?.expiresAt ?? null,
    apiTokenId: session?.apiTokenId ?? null,
    loaders,
    freshLoaders: () => createLoaders(services),
    requestId: randomUUID(),
  };
}
