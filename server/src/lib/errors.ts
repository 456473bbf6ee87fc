import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SSO_NOT_CONFIGURED'
  | 'SERVICE_UNAVAILABLE'
  /** A cursor into the event log older than what the log keeps. */
  | 'CURSOR_EXPIRED';

const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  // Not the client's fault, nor a failure: single sign-on is not set up on this server.
  SSO_NOT_CONFIGURED: 501,
  SERVICE_UNAVAILABLE: 503,
  // The events after the cursor are no longer kept: the client must start over (Gone).
  CURSOR_EXPIRED: 410,
};

/**
 * An error whose message may be shown to the client. Anything else thrown is masked as an internal error.
 * Extends GraphQLError so Apollo passes the code through; the REST facade maps `httpStatus`.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly httpStatus: number;

  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra, http: { status: HTTP_STATUS[code] } } });
    this.code = code;
    this.httpStatus = HTTP_STATUS[code];
  }
}

export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError('FORBIDDEN', message);
export const badInput = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, field ? { field } : {});
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const rateLimited = (message: string) => new AppError('RATE_LIMITED', message);
/** Single sign-on asked of a server without SSO_ISSUER: a code of its own, so clients can tell. */
export const ssoNotConfigured = (message: string) => new AppError('SSO_NOT_CONFIGURED', message);
/** A service the request depends on (e.g. the identity provider) cannot be reached. */
export const serviceUnavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Postgres text cannot hold a NUL character: 22021 (character_not_in_repertoire) or 22P05 (untranslatable_character). */
const REFUSED_TEXT_CODES = new Set(['22021', '22P05']);

/**
 * A database error the client's input caused, as the client error to answer with; null for anything
 * else (which stays masked). The statement failed, so its transaction changed nothing.
 */
export function clientErrorFromDatabase(error: unknown): AppError | null {
  const driverCode = (error as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return typeof driverCode === 'string' && REFUSED_TEXT_CODES.has(driverCode)
    ? badInput('Text must not contain NUL (\\u0000) characters')
    : null;
}
