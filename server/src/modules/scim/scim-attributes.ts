import { ENTERPRISE_SCHEMA, GROUP_SCHEMA, LIST_SCHEMA, USER_SCHEMA } from './scim-discovery';
import { scimBadRequest } from './scim-errors';
import { isObject, type ScimResource } from './scim-user.shape';

/** Attributes returned whatever `attributes` or `excludedAttributes` say (RFC 7643 §3.1, §7: returned "always"). */
const ALWAYS = new Set(['id', 'schemas']);
const CORE_PREFIXES = [USER_SCHEMA, GROUP_SCHEMA].map((urn) => `${urn}:`.toLowerCase());
const ENTERPRISE = ENTERPRISE_SCHEMA.toLowerCase();
const MAX_PATHS = 100;

/**
 * An attribute path as the keys it walks in a resource, lower-cased: `name.givenName` → [name, givenname];
 * `urn:…:core:2.0:User:userName` → [username]; `urn:…:enterprise:2.0:User:manager.value` → [urn, manager, value];
 * the extension's URN alone → [urn]; `emails[type eq "work"]` → [emails] (the attribute, all its values).
 */
function keysOf(path: string): string[] {
  // A value filter (`emails[type eq "work"]`, as Microsoft's test collection asks) names its attribute.
  const lower = path
    .trim()
    .replace(/\[[^\]]*\]/g, '')
    .toLowerCase();
  if (lower === ENTERPRISE) return [ENTERPRISE];
  const extension = lower.startsWith(`${ENTERPRISE}:`);
  const core = CORE_PREFIXES.find((prefix) => lower.startsWith(prefix));
  const keys = (extension ? lower.slice(ENTERPRISE.length + 1) : core ? lower.slice(core.length) : lower).split('.');
  if (keys.length > 2 || keys.some((key) => !/^\$?[a-z][\w$-]*$/.test(key)))
    throw scimBadRequest(`${path} is not an attribute path`, 'invalidSyntax');
  return extension ? [ENTERPRISE, ...keys] : keys;
}

/** The comma-separated list a query parameter or a search body's array names, as key paths. */
function pathsOf(value: unknown): string[][] | null {
  if (value === undefined || value === null || value === '') return null;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  if (!list || list.length > MAX_PATHS || list.some((item) => typeof item !== 'string'))
    throw scimBadRequest(`Name at most ${MAX_PATHS} attributes, separated by commas`, 'invalidSyntax');
  const paths = (list as string[]).filter((item) => item.trim()).map(keysOf);
  return paths.length ? paths : null;
}

const keyIn = (object: Record<string, unknown>, lower: string) =>
  Object.keys(object).find((key) => key.toLowerCase() === lower);

/** Copies the value at `keys` from `source` into `target` (into each item of a multi-valued attribute). */
function copyPath(source: Record<string, unknown>, target: Record<string, unknown>, keys: string[]): void {
  const [first, ...rest] = keys;
  const key = keyIn(source, first);
  if (key === undefined) return;
  const value = source[key];
  if (!rest.length) {
    target[key] = value;
    return;
  }
  if (Array.isArray(value)) {
    const items = (Array.isArray(target[key]) ? target[key] : value.map(() => ({}))) as Record<string, unknown>[];
    value.forEach((item, index) => isObject(item) && copyPath(item, items[index], rest));
    target[key] = items;
  } else if (isObject(value)) {
    const inner = (isObject(target[key]) ? target[key] : {}) as Record<string, unknown>;
    copyPath(value, inner, rest);
    target[key] = inner;
  }
}

/** Removes the value at `keys` from `object` (from each item of a multi-valued attribute). */
function removePath(object: Record<string, unknown>, keys: string[]): void {
  const [first, ...rest] = keys;
  const key = keyIn(object, first);
  if (key === undefined) return;
  if (!rest.length) {
    delete object[key];
    return;
  }
  const value = object[key];
  if (Array.isArray(value)) value.forEach((item) => isObject(item) && removePath(item, rest));
  else if (isObject(value)) removePath(value, rest);
}

/** One resource with only the attributes asked for, or without the ones excluded; `id` and `schemas` stay. */
function project(resource: ScimResource, wanted: string[][] | null, excluded: string[][] | null): ScimResource {
  if (wanted) {
    const kept: ScimResource = {};
    for (const key of Object.keys(resource)) if (ALWAYS.has(key)) kept[key] = resource[key];
    for (const keys of wanted) copyPath(resource, kept, keys);
    return kept;
  }
  const copy = structuredClone(resource);
  for (const keys of excluded ?? []) if (!(keys.length === 1 && ALWAYS.has(keys[0]))) removePath(copy, keys);
  return copy;
}

/**
 * What shapes an answer: RFC 7644 §3.9's `attributes` (only these, and those always returned) or, when it is
 * absent, `excludedAttributes` (all but these) applied to its resource, or to each resource of a list.
 * Names may be plain (`userName`), sub-attributes (`name.givenName`, `emails.value`) or fully qualified
 * with their schema's URN, the enterprise extension's included. A path that is not one is invalidSyntax (400).
 */
export function attributeSelection(request: { attributes?: unknown; excludedAttributes?: unknown }) {
  // Read before anything runs, so a request naming a bad path changes nothing.
  const wanted = pathsOf(request.attributes);
  const excluded = wanted ? null : pathsOf(request.excludedAttributes);
  return (body: unknown): unknown => {
    if ((!wanted && !excluded) || !isObject(body)) return body;
    const list = Array.isArray(body.schemas) && body.schemas.includes(LIST_SCHEMA);
    if (!list) return project(body, wanted, excluded);
    const resources = Array.isArray(body.Resources) ? (body.Resources as ScimResource[]) : [];
    return { ...body, Resources: resources.map((resource) => project(resource, wanted, excluded)) };
  };
}
