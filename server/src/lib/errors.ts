import { GraphQLError } from 'graphql';

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED';

const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
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
export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, field ? { field } : {});
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const rateLimited = (message: string) => new AppError('RATE_LIMITED', message);

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
