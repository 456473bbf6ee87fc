import {
  patchBodyValidation,
  scimPatch,
  ScimError as PatchError,
  type ScimPatchOperation,
  type ScimResource as PatchableResource,
} from 'scim-patch';
import { ENTERPRISE_SCHEMA } from './scim-discovery';
import { scimBadRequest, type ScimType } from './scim-errors';
import type { ScimResource } from './scim-user.shape';

const MAX_OPERATIONS = 1000;

/**
 * An operation as directories send it, in the RFC's terms: `op` in lower case (Entra ID sends
 * "Replace"), and a path-less value's enterprise attributes (`"urn:…:enterprise:2.0:User:department"`)
 * moved under the extension, where the resource keeps them.
 */
function normalised(operation: unknown): ScimPatchOperation[] {
  if (!operation || typeof operation !== 'object' || Array.isArray(operation))
    throw scimBadRequest('Each operation must be an object', 'invalidSyntax');
  const { op, path, value } = operation as { op?: unknown; path?: unknown; value?: unknown };
  if (typeof op !== 'string') throw scimBadRequest('Each operation needs an op', 'invalidSyntax');
  const result = { ...(operation as object), op: op.toLowerCase() } as ScimPatchOperation & { value?: unknown };
  // Members removed by value (Entra ID): matched by their id alone, not by every attribute sent.
  if (result.op === 'remove' && typeof path === 'string' && path.toLowerCase() === 'members' && Array.isArray(value))
    return value.map((member) => {
      const id = (member as { value?: unknown })?.value;
      if (typeof id !== 'string' || /["\\]/.test(id))
        throw scimBadRequest('members.value must be an id', 'invalidValue');
      return { op: 'remove', path: `members[value eq "${id}"]` } as ScimPatchOperation;
    });
  if (path === undefined && value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    const prefix = `${ENTERPRISE_SCHEMA}:`.toLowerCase();
    const enterprise = entries.filter(([key]) => key.toLowerCase().startsWith(prefix));
    if (enterprise.length) {
      const rest = Object.fromEntries(entries.filter(([key]) => !key.toLowerCase().startsWith(prefix)));
      const nested = { ...((rest[ENTERPRISE_SCHEMA] as object) ?? {}) } as Record<string, unknown>;
      for (const [key, item] of enterprise) nested[key.slice(prefix.length)] = item;
      result.value = { ...rest, [ENTERPRISE_SCHEMA]: nested };
    }
  }
  return [result];
}

/** The resource after a PatchOp body (RFC 7644 §3.5.2), applied by the scim-patch library. */
export function applyPatchOperations(resource: ScimResource, body: unknown): ScimResource {
  const { schemas, Operations } = (body ?? {}) as { schemas?: unknown; Operations?: unknown };
  if (!Array.isArray(Operations) || !Operations.length || Operations.length > MAX_OPERATIONS)
    throw scimBadRequest(`Operations must list 1 to ${MAX_OPERATIONS} operations`, 'invalidSyntax');
  const operations = Operations.flatMap(normalised);
  try {
    patchBodyValidation({ schemas: Array.isArray(schemas) ? schemas : [], Operations: operations });
    const { meta: _meta, ...content } = resource;
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
