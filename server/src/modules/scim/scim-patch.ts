import {
  patchBodyValidation,
  scimPatch,
  ScimError as PatchError,
  type ScimPatchOperation,
  type ScimResource as PatchableResource,
} from 'scim-patch';
import { ENTERPRISE_SCHEMA } from './scim-discovery';
import { scimBadRequest, type ScimType } from './scim-errors';
import { isObject, type ScimResource } from './scim-user.shape';

const MAX_OPERATIONS = 1000;

const EXTENSION = ENTERPRISE_SCHEMA.toLowerCase();

/**
 * An operation as directories send it, in the RFC's terms: `op` in lower case (Entra ID sends
 * "Replace"), and the enterprise extension's attributes each as an operation with its own path
 * (`urn:…:enterprise:2.0:User:department`), the one form the patch library applies to the extension:
 * from a path-less value (keyed `urn:…:User:department`, or nested under the extension's URN) and from
 * the extension's URN as the path (add and replace set each attribute given; remove clears them all).
 */
function normalised(operation: unknown, resource: ScimResource): ScimPatchOperation[] {
  if (!isObject(operation)) throw scimBadRequest('Each operation must be an object', 'invalidSyntax');
  const { op, path, value } = operation as { op?: unknown; path?: unknown; value?: unknown };
  if (typeof op !== 'string') throw scimBadRequest('Each operation needs an op', 'invalidSyntax');
  const result = { ...operation, op: op.toLowerCase() } as ScimPatchOperation & { value?: unknown };
  // Members removed by value (Entra ID): matched by their id alone, not by every attribute sent.
  if (result.op === 'remove' && typeof path === 'string' && path.toLowerCase() === 'members' && Array.isArray(value))
    return value.map((member) => {
      const id = (member as { value?: unknown })?.value;
      if (typeof id !== 'string' || /["\\]/.test(id))
        throw scimBadRequest('members.value must be an id', 'invalidValue');
      return { op: 'remove', path: `members[value eq "${id}"]` } as ScimPatchOperation;
    });
  const each = (attributes: Record<string, unknown>) =>
    Object.entries(attributes).map(
      ([name, item]) => ({ op: result.op, path: `${ENTERPRISE_SCHEMA}:${name}`, value: item }) as ScimPatchOperation,
    );
  if (typeof path === 'string' && path.toLowerCase() === EXTENSION) {
    if (result.op === 'remove') {
      const present = Object.keys(isObject(resource[ENTERPRISE_SCHEMA]) ? resource[ENTERPRISE_SCHEMA] : {});
      return present.map((name) => ({ op: 'remove', path: `${ENTERPRISE_SCHEMA}:${name}` }) as ScimPatchOperation);
    }
    if (!isObject(value)) throw scimBadRequest(`The value for ${ENTERPRISE_SCHEMA} must be an object`, 'invalidValue');
    return each(value);
  }
  if (path === undefined && isObject(value)) {
    const prefix = `${EXTENSION}:`;
    const extension: Record<string, unknown> = {};
    const rest: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const lower = key.toLowerCase();
      if (lower === EXTENSION) {
        if (!isObject(item))
          throw scimBadRequest(`The value for ${ENTERPRISE_SCHEMA} must be an object`, 'invalidValue');
        Object.assign(extension, item);
      } else if (lower.startsWith(prefix)) extension[key.slice(prefix.length)] = item;
      else rest[key] = item;
    }
    if (!Object.keys(extension).length) return [result];
    return [...(Object.keys(rest).length ? [{ ...result, value: rest }] : []), ...each(extension)];
  }
  return [result];
}

/** The resource after a PatchOp body (RFC 7644 §3.5.2), applied by the scim-patch library. */
export function applyPatchOperations(resource: ScimResource, body: unknown): ScimResource {
  const { schemas, Operations } = (body ?? {}) as { schemas?: unknown; Operations?: unknown };
  if (!Array.isArray(Operations) || !Operations.length || Operations.length > MAX_OPERATIONS)
    throw scimBadRequest(`Operations must list 1 to ${MAX_OPERATIONS} operations`, 'invalidSyntax');
  const operations = Operations.flatMap((operation) => normalised(operation, resource));
  const { meta: _meta, ...content } = resource;
  // The extension's URN removed from a resource without any of its attributes: nothing to do.
  if (!operations.length) return content;
  try {
    patchBodyValidation({ schemas: Array.isArray(schemas) ? schemas : [], Operations: operations });
    return scimPatch(content as unknown as PatchableResource, operations, {
      mutateDocument: false,
      treatMissingAsAdd: true,
    }) as unknown as ScimResource;
  } catch (error) {
    if (error instanceof PatchError)
      throw scimBadRequest(error.message, (error.scimCode as ScimType | undefined) ?? 'invalidValue');
    throw error;
  }
}
