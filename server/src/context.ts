import type { Person } from './auth/person';
import type { Actor } from './auth/policy';
import type { Language } from './i18n';
import type { RequestLog } from './observability/http';

/**
 * The request's batched reads of the modules' tables (who, which team, which balances): the transports
 * make them per request with `createLoaders` (graphql/loaders.ts), which fills this interface in by
 * declaration merging, since the loaders read the modules and the context stands below them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}

/** One context for HTTP GraphQL, graphql-ws and REST: who is calling, from where, with what. */
export interface GraphQLContext {
  actor: Actor;
  viewer: Person | null;
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

/** A person with their reporting line, for the policy's object checks. */
export async function inLine<T extends Person>(loaders: Loaders, person: T): Promise<T & { managersAbove: string[] }> {
  return { ...person, managersAbove: await loaders.reportingLine.load(person.id) };
}
