import { CloseCode } from 'graphql-ws';
import type { WebSocket } from 'ws';
import { requiredScope } from '../auth/policy';
import { buildContext, type GraphQLContext } from '../context';
import type { Services } from '../services';
import { componentLogger } from '../observability/logger';

const log = componentLogger('sockets');

/** How often open sockets are checked for ended sessions (logout, deactivation, revoked API token). */
export const SESSION_CHECK_MS = 2_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SocketSession {
  socket: WebSocket;
  /** The bearer token the socket signed in with: each operation resolves it again (contextFor). */
  token: string;
  /** The client's address (behind a trusted proxy, the one it forwarded). */
  ip: string | null;
  userId: string;
  /** Sign-in sessions end when the person's token version changes (logout); API tokens when revoked. */
  tokenVersion: number | null;
  apiTokenId: string | null;
  expiryTimer?: NodeJS.Timeout;
}

export type SocketAuthentication = { context: GraphQLContext } | { code: number; reason: string };

/**
 * The authenticated sockets of this process (graphql-ws and the spec socket alike). Every operation on a
 * socket is authorised with its person as they are now (contextFor). A socket closes with 4401 when its
 * token expires, when an operation finds its session ended, or when one check (every SESSION_CHECK_MS,
 * one query for all sockets) finds its person deactivated or logged out, or its API token revoked.
 */
export class SocketSessions {
  private readonly sessions = new Map<WebSocket, SocketSession>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly services: Services) {
    this.sweep = setInterval(() => void this.check(), SESSION_CHECK_MS);
    this.sweep.unref();
  }

  /** Resolves a bearer token for a socket: 4401 when missing or invalid, 4403 without the subscribe:events scope. */
  async authenticate(token: string | null, ip: string | null): Promise<SocketAuthentication> {
    const context = token ? await buildContext(this.services, token, ip) : null;
    if (!context?.viewer) return { code: CloseCode.Unauthorized, reason: 'Unauthorized' };
    if (context.actor.scopes && !context.actor.scopes.includes(requiredScope('Subscription.requestEvents'))) {
      return { code: CloseCode.Forbidden, reason: 'Forbidden: the token lacks the subscribe:events scope' };
    }
    if (context.tokenExpiresAt && context.tokenExpiresAt.getTime() <= Date.now())
      return { code: CloseCode.Unauthorized, reason: 'Token expired' };
    return { context };
  }

  /** Tracks an authenticated socket (signed in with `token`, see authenticate) until it closes or its session ends. */
  open(socket: WebSocket, token: string, context: GraphQLContext): SocketSession {
    const session: SocketSession = {
      socket,
      token,
      ip: context.actor.ip,
      userId: context.viewer!.id,
      tokenVersion: context.apiTokenId ? null : context.viewer!.tokenVersion,
      apiTokenId: context.apiTokenId,
    };
    if (context.tokenExpiresAt) {
      const ms = Math.max(0, context.tokenExpiresAt.getTime() - Date.now());
      session.expiryTimer = setTimeout(() => this.end(session, 'Token expired'), Math.min(ms, MAX_TIMER_MS));
    }
    this.sessions.set(socket, session);
    socket.once('close', () => this.forget(socket));
    return session;
  }

  /**
   * The context of one operation on an open socket, with its person as they are now: the token is resolved
   * again (for a sign-in session, one short read), so a change of role, flags or department since the last
   * operation counts. Null when the session has ended (deactivated, signed out, token revoked or expired):
   * the socket is then closed with 4401.
   */
  async contextFor(session: SocketSession): Promise<GraphQLContext | null> {
    const context = await buildContext(this.services, session.token, session.ip);
    if (context.viewer?.id === session.userId) return context;
    this.end(session, 'Session ended');
    return null;
  }

  forget(socket: WebSocket): void {
    const session = this.sessions.get(socket);
    if (!session) return;
    this.sessions.delete(socket);
    if (session.expiryTimer) clearTimeout(session.expiryTimer);
  }

  private end(session: SocketSession, reason: string): void {
    this.forget(session.socket);
    session.socket.close(CloseCode.Unauthorized, reason);
  }

  private async check(): Promise<void> {
    if (!this.sessions.size) return;
    const list = [...this.sessions.values()];
    try {
      const [ended, endedTokens] = await Promise.all([
        this.services.realtime.endedSessions(list.map((s) => ({ userId: s.userId, tokenVersion: s.tokenVersion }))),
        this.services.apiTokens.endedTokens([...new Set(list.flatMap((s) => (s.apiTokenId ? [s.apiTokenId] : [])))]),
      ]);
      for (const session of list) {
        if (
          ended.has(`${session.userId}:${session.tokenVersion}`) ||
          (session.apiTokenId && endedTokens.has(session.apiTokenId))
        )
          this.end(session, 'Session ended');
      }
    } catch (error) {
      log.warn({ err: error }, 'session check failed');
    }
  }

  get size(): number {
    return this.sessions.size;
  }

  dispose(): void {
    clearInterval(this.sweep);
    for (const session of this.sessions.values()) if (session.expiryTimer) clearTimeout(session.expiryTimer);
    this.sessions.clear();
  }
}
