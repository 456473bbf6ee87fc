import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** The one limit on an HTTP request body (GraphQL and REST JSON alike): 1 MiB unless MAX_BODY_BYTES says. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/** Parses JSON bodies up to `limit` bytes; a larger one fails with status 413 before it is read whole. */
export const jsonBody = (limit: number): RequestHandler => express.json({ limit });

/**
 * Refuses a body that is not JSON with 415, so a form post or text body is never read as "no fields".
 * Routes that take multipart uploads declare their own parser and skip this.
 */
export const requireJsonBody: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
  if (hasBody && !req.is('application/json'))
    return next(Object.assign(new Error('Unsupported Media Type'), { status: 415, type: 'unsupported.content.type' }));
  next();
};

/** A body parser's refusal (too large, not JSON, wrong charset) as a status and a message for people. */
export function bodyError(error: unknown): { status: number; message: string } | null {
  const { status, statusCode, type, limit } = (error ?? {}) as {
    status?: number;
    statusCode?: number;
    type?: string;
    limit?: number;
  };
  const code = status ?? statusCode;
  if (!code || code < 400 || code >= 500) return null;
  if (code === 413)
    return {
      status: 413,
      message: `Request body is too large; the limit is ${limit ?? DEFAULT_BODY_LIMIT_BYTES} bytes`,
    };
  if (code === 415)
    return {
      status: 415,
      message:
        type === 'unsupported.content.type'
          ? 'Send the body as JSON (Content-Type: application/json)'
          : 'Send the body as UTF-8 JSON without content encoding',
    };
  if (type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON' };
  return { status: code, message: 'Malformed request' };
}
