import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { BearerSession } from '../auth/session';
import type { GraphQLContext } from '../context';
import { requestedLanguage } from '../i18n';
import type { AllServices as Services } from '../kernel/kernel';
import { requestLogOf } from '../observability/http';
import { createLoaders } from './loaders';

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
