import type { Request } from 'express';
import { MAX_OFFSET, pageOffset } from '../lib/connection';
import { badInput } from '../lib/errors';
import { checkJsonText, checkText } from '../lib/input-limits';
import type { PeopleScopeKind } from '../auth/policy';

/**
 * Input parsing for REST adapters. Each route reads an explicit allow-list of fields through these
 * helpers: anything else in the body is ignored, and a field of the wrong JSON type is a 400 with a
 * clear message instead of a crash deep inside a service.
 */
export type Body = Record<string, unknown>;

/** The JSON body as an object (an empty body counts as `{}`). */
export function bodyOf(req: Request): Body {
  const body: unknown = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badInput('The request body must be a JSON object');
  return body as Body;
}

/** The first of `names` present in the body (snake_case and camelCase twins of one field). */
function pick(body: Body, names: string[]): { name: string; value: unknown } | undefined {
  const name = names.find((n) => Object.prototype.hasOwnProperty.call(body, n));
  return name === undefined ? undefined : { name, value: body[name] };
}

/** A text field: undefined when absent, null when sent as null. */
export function text(body: Body, ...names: string[]): string | null | undefined {
  const found = pick(body, names);
  if (!found || found.value === undefined) return undefined;
  if (found.value === null) return null;
  if (typeof found.value !== 'string') throw badInput(`\`${found.name}\` must be a string`, found.name);
  return checkText(found.value, found.name);
}

/**
 * An id field: undefined when absent, null when sent as null (which clears it); an empty or blank
 * string is refused, never taken for null.
 */
export function id(body: Body, ...names: string[]): string | null | undefined {
  const found = pick(body, names);
  if (!found || found.value === undefined) return undefined;
  if (found.value === null) return null;
  if (typeof found.value !== 'string') throw badInput(`\`${found.name}\` must be an id`, found.name);
  return checkText(found.value, found.name, 'id');
}

/** A list of ids: undefined when absent; every entry a non-empty string. */
export function ids(body: Body, ...names: string[]): string[] | undefined {
  const found = pick(body, names);
  if (!found || found.value === undefined || found.value === null) return undefined;
  const items = found.value;
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string'))
    throw badInput(`\`${found.name}\` must be a list of ids`, found.name);
  return items.map((item: string) => checkText(item, found.name, 'id'));
}

export function bool(body: Body, ...names: string[]): boolean | undefined {
  const found = pick(body, names);
  if (!found || found.value === undefined || found.value === null) return undefined;
  if (typeof found.value !== 'boolean') throw badInput(`\`${found.name}\` must be true or false`, found.name);
  return found.value;
}

export function num(body: Body, ...names: string[]): number | undefined {
  const found = pick(body, names);
  if (!found || found.value === undefined || found.value === null) return undefined;
  const value = typeof found.value === 'string' && found.value.trim() !== '' ? Number(found.value) : found.value;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw badInput(`\`${found.name}\` must be a number`, found.name);
  return value;
}

export function list(body: Body, ...names: string[]): unknown[] | undefined {
  const found = pick(body, names);
  if (!found || found.value === undefined || found.value === null) return undefined;
  if (!Array.isArray(found.value)) throw badInput(`\`${found.name}\` must be a list`, found.name);
  return found.value;
}

/** A list of objects, each read through `read` (which itself uses the helpers above). */
export function objects<T>(body: Body, name: string, read: (item: Body) => T): T[] | undefined {
  const items = list(body, name);
  return items?.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      throw badInput(`Every entry of \`${name}\` must be an object`, name);
    return read(item as Body);
  });
}

/** A single query-string value (repeated parameters are refused rather than silently joined). */
export function query(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badInput(`Query parameter \`${name}\` must be given once`, name);
  return checkText(value, name);
}

export function queryInt(req: Request, name: string, min: number, max: number): number | undefined {
  const value = query(req, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!/^-?\d+$/.test(value) || parsed < min || parsed > max)
    throw badInput(`Query parameter \`${name}\` must be a whole number from ${min} to ${max}`, name);
  return parsed;
}

export function queryBool(req: Request, name: string): boolean | undefined {
  const value = query(req, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw badInput(`Query parameter \`${name}\` must be true or false`, name);
  return value === 'true';
}

const SCOPE_SPELLINGS: Record<string, PeopleScopeKind> = {
  direct_reports: 'directReports',
  reporting_line: 'reportingLine',
  everyone: 'everyone',
};

/** The `scope` query parameter (direct_reports, reporting_line or everyone, any letter case), if given. */
export function queryScope(req: Request): PeopleScopeKind | undefined {
  const value = query(req, 'scope');
  if (value === undefined) return undefined;
  const scope =
    SCOPE_SPELLINGS[
      value
        .trim()
        .replace(/([a-z])([A-Z])/g, '$1_$2')
        .toLowerCase()
    ];
  if (!scope) throw badInput('Query parameter `scope` must be direct_reports, reporting_line or everyone', 'scope');
  return scope;
}

/** Page/limit paging (page from 1), as the spec's admin and audit lists use it; pages stop at row MAX_OFFSET. */
export function paging(req: Request, defaultLimit: number, maxLimit = 100): { page: number; limit: number } {
  const page = queryInt(req, 'page', 1, MAX_OFFSET) ?? 1;
  const limit = queryInt(req, 'limit', 1, maxLimit) ?? defaultLimit;
  pageOffset(page, limit);
  return { page, limit };
}

export const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
});

/** Relay window for a page of `limit` rows: the connection services page by cursor offsets. */
export const pageArgs = (page: number, limit: number): { first: number; after?: string } =>
  offsetArgs((page - 1) * limit, limit);

/** Relay window for `limit` rows after skipping `offset` (the notifications list pages this way). */
export function offsetArgs(offset: number, limit: number): { first: number; after?: string } {
  return offset > 0
    ? { first: limit, after: Buffer.from(`offset:${offset - 1}`).toString('base64url') }
    : { first: limit };
}

export const param = (req: Request, name: string): string => String(req.params[name]);

/**
 * The text limits (lib/input-limits.ts) over everything a REST request carries: path parameters (as
 * ids), query parameters, and every string of the JSON body, before the route's handler reads any.
 */
export function checkRequestText(req: Request): void {
  for (const [name, value] of Object.entries(req.params ?? {}))
    if (typeof value === 'string') checkText(value, name, 'id');
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) {
    checkText(name, 'query parameter name');
    checkJsonText(value, name);
  }
  if (req.body && typeof req.body === 'object') checkJsonText(req.body);
}
