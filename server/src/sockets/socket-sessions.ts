import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CloseCode } from 'graphql-ws';
import type { WebSocket } from 'ws';
import { requiredScope } from '../auth/policy';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from '../config';
import type { GraphQLContext } from '../context';
import { buildContext } from '../graphql/request-context';
import { AppError } from '../lib/errors';
import { clientAddressKey } from '../lib/ip-ranges';
import type { Services } from '../kernel/assemble';
import { componentLogger } from '../observability/logger';

const log = componentLogger('sockets');

/** How often open sockets are checked for ended sessions (logout, deactivation, revoked API token). */
export const SESSION_CHECK_MS = 2_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Close codes of sockets over a cap (graphql-ws keeps 4400–4409, 4429, 4499 and 4500–4504 for its own).
 * Clients may try again later: the cap counts open sockets, so one closing elsewhere makes room.
 */
export const TOO_MANY_SOCKETS_FOR_PERSON = 4430;
export const TOO_MANY_SOCKETS_FROM_ADDRESS = 4431;

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
  /** Ids of the subscriptions running on the socket (operations of other kinds are not counted). */
  subscriptions: Set<string>;
  expiryTimer?: NodeJS.Timeout;
}

export type SocketAuthentication = { context: GraphQLContext } | { code: number; reason: string };

/**
 * The authenticated sockets of this process (graphql-ws and the spec socket alike). Every operation on a
 * socket is authorised with its person as they are now (contextFor). A socket closes with 4401 when its
 * token expires, when an operation finds its session ended, or when one check (every SESSION_CHECK_MS,
 * one query for all sockets) finds its person deactivated or logged out, or its API token revoked.
 *
 * It also keeps the caps (SocketLimits): sockets per client address from the upgrade on, sockets per
 * person from sign-in on (closed with TOO_MANY_SOCKETS_*), subscriptions per socket and per person
 * (refused with RATE_LIMITED). They count this process's sockets.
 */
export class SocketSessions {
  private readonly sessions = new Map<WebSocket, SocketSession>();
  private readonly byPerson = new Map<string, Set<SocketSession>>();
  private readonly addresses = new Map<WebSocket, { address: string | null; key: string }>();
  private readonly byAddress = new Map<string, number>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly services: Services,
    private readonly limits: SocketLimits = DEFAULT_SOCKET_LIMITS,
  ) {
    this.sweep = setInterval(() => void this.check(), SESSION_CHECK_MS);
    this.sweep.unref();
  }

  /**
   * Counts a new socket against its client address (`address`: as req.ip reads it, so behind a trusted
   * proxy the address it forwarded). Over the cap the socket is closed with TOO_MANY_SOCKETS_FROM_ADDRESS
   * and false returned. Every socket passes here first, signed in or not yet.
   */
  admit(socket: WebSocket, address: string | null): boolean {
    const key = clientAddressKey(address);
    const count = this.byAddress.get(key) ?? 0;
    if (count >= this.limits.socketsPerAddress) {
      socket.close(TOO_MANY_SOCKETS_FROM_ADDRESS, 'Too many sockets from this address');
      return false;
    }
    this.byAddress.set(key, count + 1);
    this.addresses.set(socket, { address, key });
    // A protocol error (a frame over the size limit, a bad opcode) makes ws close the socket itself and
    // emit 'error'; without a listener for every such event, the event would end the whole process.
    socket.on('error', (error) => log.debug({ err: error, address }, 'socket protocol error'));
    socket.once('close', () => {
      this.addresses.delete(socket);
      const left = (this.byAddress.get(key) ?? 1) - 1;
      if (left > 0) this.byAddress.set(key, left);
      else this.byAddress.delete(key);
    });
    return true;
  }

  /** The client address a socket was admitted with. */
  addressOf(socket: WebSocket): string | null {
    return this.addresses.get(socket)?.address ?? null;
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

  /**
   * Tracks an authenticated socket (signed in with `token`, see authenticate) until it closes or its
   * session ends. Null when its person already has as many sockets as they may: the socket is closed
   * with TOO_MANY_SOCKETS_FOR_PERSON.
   */
  open(socket: WebSocket, token: string, context: GraphQLContext): SocketSession | null {
    const userId = context.viewer!.id;
    const personal = this.byPerson.get(userId) ?? new Set<SocketSession>();
    if (personal.size >= this.limits.socketsPerPerson) {
      socket.close(TOO_MANY_SOCKETS_FOR_PERSON, 'Too many sockets for this person');
      return null;
    }
    const session: SocketSession = {
      socket,
      token,
      ip: context.actor.ip,
      userId,
      tokenVersion: context.apiTokenId ? null : context.viewer!.tokenVersion,
      apiTokenId: context.apiTokenId,
      subscriptions: new Set(),
    };
    if (context.tokenExpiresAt) {
      const ms = Math.max(0, context.tokenExpiresAt.getTime() - Date.now());
      session.expiryTimer = setTimeout(() => this.end(session, 'Token expired'), Math.min(ms, MAX_TIMER_MS));
    }
    this.sessions.set(socket, session);
    this.byPerson.set(userId, personal.add(session));
    socket.once('close', () => this.forget(socket));
    return session;
  }

  /**
   * Counts subscription `id` of the socket, or answers why not: RATE_LIMITED when the socket or its
   * person already runs as many subscriptions as they may. endSubscription uncounts it.
   */
  startSubscription(session: SocketSession, id: string): AppError | null {
    if (session.subscriptions.size >= this.limits.subscriptionsPerSocket) {
      const limit = this.limits.subscriptionsPerSocket;
      return new AppError('RATE_LIMITED', `Too many subscriptions on this socket (at most ${limit})`, { limit });
    }
    let personal = 0;
    for (const other of this.byPerson.get(session.userId) ?? []) personal += other.subscriptions.size;
    if (personal >= this.limits.subscriptionsPerPerson) {
      const limit = this.limits.subscriptionsPerPerson;
      return new AppError('RATE_LIMITED', `Too many subscriptions for this person (at most ${limit})`, { limit });
    }
    session.subscriptions.add(id);
    return null;
  }

  endSubscription(session: SocketSession, id: string): void {
    session.subscriptions.delete(id);
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
    const personal = this.byPerson.get(session.userId);
    personal?.delete(session);
    if (personal && !personal.size) this.byPerson.delete(session.userId);
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

  /** Subscriptions running on all sockets of this process. */
  get subscriptionCount(): number {
    let count = 0;
    for (const session of this.sessions.values()) count += session.subscriptions.size;
    return count;
  }

  dispose(): void {
    clearInterval(this.sweep);
    for (const session of this.sessions.values()) if (session.expiryTimer) clearTimeout(session.expiryTimer);
    this.sessions.clear();
    this.byPerson.clear();
  }
}

/** Hands an upgrade to a socket server; `address` is the client's (see RealtimeOptions.clientAddress). */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer, address: string | null) => void;
