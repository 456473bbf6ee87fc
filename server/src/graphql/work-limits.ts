import type { ApolloServerPlugin } from '@apollo/server';
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { pathToArray, type Path } from 'graphql/jsutils/Path';
import type { GraphQLContext } from '../context';
import { formatError } from './errors';
import { OPERATION_LIMITS, type OperationLimit } from './limits';

/**
 * An operation stopped by one of OPERATION_LIMITS. Code BAD_USER_INPUT, as for the cost limit;
 * `extensions.limit` names the limit, its maximum and how far the operation had got.
 */
export function operationLimitError(
  limit: Exclude<OperationLimit, 'cost'>,
  actual: number,
  path?: readonly (string | number)[],
): GraphQLError {
  const max = OPERATION_LIMITS[limit];
  const message =
    limit === 'objects'
      ? `The operation resolved more than ${max} objects (stopped at ${actual}); ask for fewer items (smaller first/last) or fewer nested lists`
      : `The response would take more than ${max} bytes (at least ${actual}); ask for fewer items or fewer fields`;
  return new GraphQLError(message, {
    path,
    extensions: { code: 'BAD_USER_INPUT', limit: { name: limit, max, actual } },
  });
}

/** What one operation (or one event of a subscription) has resolved so far. */
class OperationWork {
  objects = 0;
  stopped: GraphQLError | null = null;

  /** A subscription's next event starts afresh. */
  reset(): void {
    this.objects = 0;
    this.stopped = null;
  }

  /**
   * Counts what the field at `path` resolved (a list by its length), and stops the operation past the
   * limit. The error carries that path: graphql-js then passes the one error on as it is for every
   * field that fails after it, rather than building one per field.
   */
  add<T>(value: T, max: number, path: Path): T {
    this.objects += Array.isArray(value) ? value.length : value == null ? 0 : 1;
    if (this.objects > max) throw (this.stopped ??= operationLimitError('objects', this.objects, pathToArray(path)));
    return value;
  }
}

/** By context: HTTP and graphql-ws build one context per operation, and REST never executes GraphQL. */
const workOf = new WeakMap<object, OperationWork>();

function workFor(context: unknown): OperationWork | null {
  if (!context || typeof context !== 'object') return null;
  let work = workOf.get(context);
  if (!work) workOf.set(context, (work = new OperationWork()));
  return work;
}

/** The error that stopped the operation running with this context, if one did. */
export function stoppedBy(context: unknown): GraphQLError | null {
  return context && typeof context === 'object' ? (workOf.get(context)?.stopped ?? null) : null;
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Counts the objects each operation actually resolves, whatever its estimated cost said: every field
 * that returns an object or a list of objects adds what it resolved (a list its length) as it
 * resolves. Past `max`, that field and every object field resolved after it fail with the same error
 * without running, so the operation ends at once; the response then carries that error alone
 * (workLimitPlugin, and graphql-ws's onNext). Scalar fields are not wrapped: they add no objects.
 * A subscription counts each event afresh, from its root field.
 */
export function enforceWorkLimits(schema: GraphQLSchema, max: number = OPERATION_LIMITS.objects): void {
  const subscriptionType = schema.getSubscriptionType();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const perEvent = type === subscriptionType;
    for (const field of Object.values(type.getFields())) {
      if (!isCompositeType(getNamedType(field.type))) continue;
      const list = isListType(getNullableType(field.type));
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, unknown>;
      // graphql-js takes any iterable for a list; ours are arrays, anything else is read into one.
      const items = (value: unknown) =>
        list && value != null && !Array.isArray(value) ? Array.from(value as Iterable<unknown>) : value;
      field.resolve = (source, args, context, info) => {
        const work = workFor(context);
        if (!work) return resolve(source, args, context, info);
        if (perEvent) work.reset();
        if (work.stopped) throw work.stopped;
        const value = resolve(source, args, context, info);
        return isPromiseLike(value)
          ? value.then((resolved) => work.add(items(resolved), max, info.path))
          : work.add(items(value), max, info.path);
      };
    }
  }
}

/**
 * The length of `value` written as JSON, in UTF-16 units (a UTF-8 byte each, or up to three), counted
 * until it passes `max` (then a lower bound): strings and keys by their length, punctuation, numbers
 * and literals roughly. Stops once past `max`, so a response of gigabytes is refused after reading
 * `max` of it, and never written.
 */
export function jsonLengthUpTo(value: unknown, max: number): number {
  let length = 0;
  const pending: unknown[] = [value];
  while (pending.length && length <= max) {
    const item = pending.pop();
    if (typeof item === 'string') length += item.length + 2;
    else if (item === null || typeof item !== 'object') length += 4;
    else if (Array.isArray(item)) {
      length += item.length + 1;
      for (let i = item.length - 1; i >= 0; i--) pending.push(item[i]);
    } else {
      length += 2;
      for (const key in item) {
        length += key.length + 4;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return length;
}

/** The exact size in bytes of `value` written as JSON, or null when it is certainly within `max`. */
function bytesOver(value: unknown, max: number): number | null {
  const length = jsonLengthUpTo(value, max);
  if (length > max) return length;
  // Three bytes at most per UTF-16 unit: only a long result needs writing out to be measured.
  if (length * 3 <= max) return null;
  const bytes = Buffer.byteLength(JSON.stringify(value));
  return bytes > max ? bytes : null;
}

const formatted = (error: GraphQLError) => formatError(error.toJSON(), error);

/** The result with its errors formatted as over HTTP, or the one error that stopped or outgrew it. */
export function resultWithinLimits(context: unknown, result: ExecutionResult): FormattedExecutionResult {
  const stopped = stoppedBy(context);
  if (stopped) return { data: null, errors: [formatted(stopped)] };
  const { errors, ...rest } = result;
  const shown: FormattedExecutionResult = errors?.length
    ? { ...rest, errors: errors.map((error) => formatError(error.toJSON(), error)) }
    : rest;
  const bytes = bytesOver(shown, OPERATION_LIMITS.responseBytes);
  return bytes === null ? shown : { data: null, errors: [formatted(operationLimitError('responseBytes', bytes))] };
}

/**
 * Apollo's `stringifyResult`: the JSON body, or the response-size error in its place. Counted before
 * writing (a huge body is never built), and measured exactly once written when it could be near.
 */
export function stringifyWithinLimits(result: FormattedExecutionResult): string {
  const max = OPERATION_LIMITS.responseBytes;
  let size = jsonLengthUpTo(result, max);
  if (size <= max) {
    const body = `${JSON.stringify(result)}\n`;
    if (body.length * 3 <= max || (size = Buffer.byteLength(body)) <= max) return body;
  }
  const error = formatted(operationLimitError('responseBytes', size));
  const extensions = result.extensions ? { extensions: result.extensions } : {};
  return `${JSON.stringify({ data: null, errors: [error], ...extensions })}\n`;
}

/** Answers an operation stopped by the object limit with that error alone, not with the partial data. */
export function workLimitPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          const stopped = stoppedBy(contextValue);
          if (!stopped || response.body.kind !== 'single') return;
          const { extensions } = response.body.singleResult;
          response.body.singleResult = {
            data: null,
            errors: [formatted(stopped)],
            ...(extensions ? { extensions } : {}),
          };
        },
      };
    },
  };
}
