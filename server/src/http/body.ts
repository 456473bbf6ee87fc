import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** The one limit on an HTTP request body (GraphQL and REST JSON alike): 1 MiB unless MAX_BODY_BYTES says. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * How deeply a JSON body may nest objects and lists: far more than any input of the API needs, far
 * less than what would exhaust the stack of code that walks a body (a 1 MiB body of `[` is 1 MiB deep).
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests objects and lists deeper than `max` (brackets inside strings do not count). */
export function nestsDeeperThan(json: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--;
  }
  return false;
}

/** Checked on the raw bytes before they are parsed: a refusal is a 400 (see bodyError). */
function refuseDeepNesting(_req: unknown, _res: unknown, raw: Buffer): void {
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH))
    throw Object.assign(new Error('JSON nested too deeply'), { status: 400, type: 'entity.too.deep' });
}

/**
 * Parses JSON bodies up to `limit` bytes; a larger one fails with status 413 before it is read whole,
 * one nested deeper than MAX_JSON_DEPTH with 400 before it is parsed.
 */
export const jsonBody = (limit: number): RequestHandler => express.json({ limit, verify: refuseDeepNesting });

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
  if (type === 'entity.too.deep')
    return {
      status: 400,
      message: `The request body nests objects and lists more than ${MAX_JSON_DEPTH} levels deep`,
    };
  return { status: code, message: 'Malformed request' };
}
