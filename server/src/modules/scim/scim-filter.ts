import { filter as compileFilter, parse, type Filter } from 'scim2-parse-filter';
import { MAX_RESULTS } from './scim-discovery';
import { scimBadRequest } from './scim-errors';

const MAX_FILTER_LENGTH = 1000;
/** Attributes compared case-sensitively (RFC 7643: `id` and `externalId` are caseExact). */
const CASE_EXACT = new Set(['id', 'externalid']);

/**
 * `emails[type eq "work"].value eq "x"` (sent by Entra ID) as the RFC's own form,
 * `emails[type eq "work" and value eq "x"]`, which the filter grammar reads.
 */
function withSubAttributeFilters(text: string): string {
  return text.replace(
    /(\w+)\[([^\]]+)\]\.(\w+)\s+(eq|ne|co|sw|ew|gt|lt|ge|le)\s+("(?:[^"\\]|\\.)*"|true|false|null|[\d.]+)/gi,
    (_all, attribute: string, inner: string, sub: string, op: string, value: string) =>
      `${attribute}[(${inner}) and ${sub} ${op} ${value}]`,
  );
}

const OPERATOR_AND_BARE_VALUE = /(\s(?:eq|ne|co|sw|ew|gt|lt|ge|le)\s+)([^\s"()[\]]+)/gi;
const JSON_LITERAL = /^(true|false|null|-?\d+(\.\d+)?([eE][-+]?\d+)?)$/;

/**
 * A comparison value written without its quotes (`userName sw O`, `meta.created gt 2015-10-10T14:38:21Z`),
 * as some clients send, read as the string it means; true, false, null and numbers stay literals.
 */
function withQuotedValues(text: string): string {
  return text.replace(OPERATOR_AND_BARE_VALUE, (all, operator: string, value: string) =>
    JSON_LITERAL.test(value) ? all : `${operator}${JSON.stringify(value)}`,
  );
}

/** A parsed filter, or null for none; INVALID_FILTER (400) for one that does not parse. */
export function parseFilter(text: unknown): Filter | null {
  if (text === undefined || text === '') return null;
  if (typeof text !== 'string' || text.length > MAX_FILTER_LENGTH)
    throw scimBadRequest(`filter must be a string of at most ${MAX_FILTER_LENGTH} characters`, 'invalidFilter');
  try {
    return parse(withSubAttributeFilters(withQuotedValues(` ${text.trim()}`).trim()));
  } catch (error) {
    throw scimBadRequest(`The filter does not parse: ${(error as Error).message}`, 'invalidFilter');
  }
}

const lastName = (path: string) => path.split(/[:.]/).pop()!.toLowerCase();
const isCaseExact = (path: string) => CASE_EXACT.has(lastName(path));
/** Timestamps, compared as instants: written in UTC as the resources write them, whatever offset was sent. */
const DATE_TIMES = new Set(['created', 'lastmodified']);

function comparable(path: string, value: string): string {
  if (DATE_TIMES.has(lastName(path))) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return instant.toISOString().toLowerCase();
  }
  return isCaseExact(path) ? value : value.toLowerCase();
}

/** The filter with the values it compares to case-insensitive attributes lower-cased. */
function foldFilter(node: Filter): Filter {
  switch (node.op) {
    case 'and':
    case 'or':
      return { ...node, filters: node.filters.map(foldFilter) };
    case 'not':
      return { ...node, filter: foldFilter(node.filter) };
    case '[]':
      return { ...node, valFilter: foldFilter(node.valFilter) };
    case 'pr':
      return node;
    default:
      return typeof node.compValue === 'string'
        ? { ...node, compValue: comparable(node.attrPath, node.compValue) }
        : node;
  }
}

/** The resource with every string lower-cased but those of case-exact attributes. */
function foldResource(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return isCaseExact(key) ? value : value.toLowerCase();
  if (Array.isArray(value)) return value.map((item) => foldResource(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, foldResource(item, name)]));
  return value;
}

/**
 * The predicate a filter sets on SCIM resources: the library's evaluation, with SCIM's case rules
 * (strings compare without case, but for `id` and `externalId`).
 */
export function matcher(filter: Filter | null): (resource: unknown) => boolean {
  if (!filter) return () => true;
  const test = compileFilter(foldFilter(filter));
  return (resource) => test(foldResource(resource));
}

/**
 * Values the filter requires an attribute to equal (`attr eq "v"` at the top or under `and`), so the
 * database narrows the candidates before the filter itself is applied. Keys are lower-cased paths.
 */
export function requiredEqualities(filter: Filter | null): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: Filter, prefix: string) => {
    if (node.op === 'and') node.filters.forEach((child) => visit(child, prefix));
    else if (node.op === '[]') visit(node.valFilter, `${prefix}${node.attrPath.toLowerCase()}.`);
    else if (node.op === 'eq' && typeof node.compValue === 'string')
      found.set(`${prefix}${node.attrPath.toLowerCase()}`, node.compValue);
  };
  if (filter) visit(filter, '');
  return found;
}

/** startIndex and count (RFC 7644 §3.4.2.4): 1-based, at most MAX_RESULTS a page. */
export function pageOf(query: { startIndex?: unknown; count?: unknown }): { startIndex: number; count: number } {
  const integer = (value: unknown, name: string, fallback: number) => {
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (typeof value !== 'string' || !Number.isInteger(number))
      throw scimBadRequest(`${name} must be an integer`, 'invalidValue');
    return number;
  };
  const startIndex = Math.max(1, integer(query.startIndex, 'startIndex', 1));
  const count = Math.min(MAX_RESULTS, Math.max(0, integer(query.count, 'count', MAX_RESULTS)));
  return { startIndex, count };
}
