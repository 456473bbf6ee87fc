import { badInput, type AppError } from './errors';

/**
 * Limits on every piece of text a client sends, GraphQL and REST alike, checked where input enters
 * (before any service or database work). Fields are found by name (camelCase; REST's snake_case
 * twins map onto them), so one table covers both APIs.
 */

/** Longest text any string argument, input field or REST field may carry unless named below. */
export const DEFAULT_MAX_TEXT_LENGTH = 1000;
/** Longest id (UUIDs have 36 characters; human request ids are shorter still). */
export const MAX_ID_LENGTH = 100;

/** Per-field maxima, matching the rules the services apply (and the spec where it sets one). */
export const MAX_TEXT_LENGTH: Readonly<Record<string, number>> = {
  email: 254,
  password: 1024,
  firstName: 100,
  lastName: 100,
  name: 100,
  displayName: 100,
  department: 100,
  workHours: 100,
  jobTitle: 200,
  workAddress: 200,
  description: 500,
  notes: 2000,
  comment: 1000,
  comments: 1000,
  reason: 1000,
  rejectionReason: 1000,
  url: 2048,
  secret: 256,
  // An identity provider's signed JWT: about 1,500 characters from Entra ID, several kilobytes with a groups claim.
  idToken: 16 * 1024,
  // An imported file (1 MiB at most, base64 or CSV text); its cells are checked one by one once read.
  contentBase64: 1_400_000,
  csvText: 1024 * 1024,
  search: 200,
  color: 50,
  icon: 50,
  role: 100,
  type: 100,
  action: 100,
  resourceType: 100,
  resourceId: MAX_ID_LENGTH,
  after: 200,
  before: 200,
};

/** Years a balance, holiday list or leave request may be about: 2000 to two years ahead. */
export const EARLIEST_YEAR = 2000;
export const latestYear = (): number => new Date().getUTCFullYear() + 2;

/** `first_name` → `firstName`. */
export const camelCase = (name: string): string => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** `firstName` → `First name`, `startDate` → `Start date`: how a message names a field. */
export const fieldLabel = (name: string): string => {
  const words = camelCase(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function maxTextLength(name: string, kind: 'text' | 'id' = 'text'): number {
  return MAX_TEXT_LENGTH[camelCase(name)] ?? (kind === 'id' ? MAX_ID_LENGTH : DEFAULT_MAX_TEXT_LENGTH);
}

/** An unpaired UTF-16 surrogate: not a character, and not encodable as UTF-8 (Postgres, JSON, URLs). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a piece of text is refused, or null when it is fine: NUL characters (Postgres text cannot hold
 * them), lone surrogates, more characters than the field's maximum, an empty id.
 */
export function textProblem(value: string, name: string, kind: 'text' | 'id' = 'text'): AppError | null {
  const field = camelCase(name);
  if (value.includes('\u0000')) return badInput('Text must not contain NUL (\\u0000) characters', field);
  if (LONE_SURROGATE.test(value))
    return badInput(`${fieldLabel(name)} contains an invalid character (an unpaired UTF-16 surrogate)`, field);
  const max = maxTextLength(name, kind);
  if (value.length > max) return badInput(`${fieldLabel(name)} must be at most ${max} characters`, field);
  if (kind === 'id' && value.trim() === '') return badInput(`${fieldLabel(name)} must not be empty`, field);
  return null;
}

/** Throws the problem of a piece of text, if any; returns the text. */
export function checkText(value: string, name: string, kind: 'text' | 'id' = 'text'): string {
  const problem = textProblem(value, name, kind);
  if (problem) throw problem;
  return value;
}

/**
 * Every string inside a JSON value (REST bodies: nested objects and lists too), each against the
 * maximum of the nearest field name; keys are checked as text. Depth is bounded by the body limit.
 */
export function checkJsonText(value: unknown, name = 'body'): void {
  if (typeof value === 'string') {
    checkText(value, name);
  } else if (Array.isArray(value)) {
    for (const item of value) checkJsonText(item, name);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkText(key, 'field name');
      checkJsonText(item, key);
    }
  }
}

/** A year within EARLIEST_YEAR..latestYear(), or the clear error saying so. */
export function checkYear(year: number, field = 'year'): number {
  const latest = latestYear();
  if (!Number.isInteger(year) || year < EARLIEST_YEAR || year > latest)
    throw badInput(`${fieldLabel(field)} must be a year from ${EARLIEST_YEAR} to ${latest}`, field);
  return year;
}
