import {
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { checkText, checkYear } from '../lib/input-limits';

type Check = (value: unknown) => void;

/**
 * The check of one argument or input field, derived from its type and name: every String and ID
 * against the text limits (lib/input-limits.ts), `year` integers against the year range; lists and
 * input objects are followed. Null when nothing inside needs checking.
 */
function checkFor(type: GraphQLInputType, name: string, seen: Map<string, Check | null>): Check | null {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = checkFor(nullable.ofType, name, seen);
    return item && ((value) => Array.isArray(value) && value.forEach((entry) => entry != null && item(entry)));
  }
  if (isScalarType(nullable)) {
    if (nullable.name === 'String') return (value) => typeof value === 'string' && checkText(value, name);
    if (nullable.name === 'ID') return (value) => typeof value === 'string' && checkText(value, name, 'id');
    if (nullable.name === 'Int' && name === 'year') return (value) => typeof value === 'number' && checkYear(value);
    return null;
  }
  if (isInputObjectType(nullable)) {
    // Input types may refer to themselves; a type already being derived is checked through `seen`.
    if (seen.has(nullable.name)) {
      return (value) => seen.get(nullable.name)?.(value);
    }
    seen.set(nullable.name, null);
    const fields = Object.values(nullable.getFields())
      .map((field) => [field.name, checkFor(field.type, field.name, seen)] as const)
      .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
    const check: Check | null = fields.length
      ? (value) => {
          if (!value || typeof value !== 'object') return;
          for (const [field, fieldCheck] of fields) {
            const fieldValue = (value as Record<string, unknown>)[field];
            if (fieldValue != null) fieldCheck(fieldValue);
          }
        }
      : null;
    seen.set(nullable.name, check);
    return check;
  }
  return null;
}

/**
 * Checks the arguments of every field that takes text (or a year) before its resolver runs, so a
 * 1 MB name, a lone surrogate, a NUL or an empty id is a BAD_USER_INPUT naming the field, whichever
 * operation carries it. Subscriptions are checked once, when they start.
 */
export function enforceInputLimits(schema: GraphQLSchema): void {
  const seen = new Map<string, Check | null>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type) || isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!('args' in field)) continue;
      const checks = field.args
        .map((arg) => [arg.name, checkFor(arg.type, arg.name, seen)] as const)
        .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
      if (!checks.length) continue;
      const checkArgs = (args: Record<string, unknown>) => {
        for (const [name, check] of checks) if (args[name] != null) check(args[name]);
      };
      if (type === schema.getSubscriptionType()) {
        const subscribe = field.subscribe as GraphQLFieldResolver<unknown, unknown> | undefined;
        if (subscribe)
          field.subscribe = (source, args, context, info) => {
            checkArgs(args);
            return subscribe(source, args, context, info);
          };
        continue;
      }
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, unknown>;
      field.resolve = (source, args, context, info) => {
        checkArgs(args);
        return resolve(source, args, context, info);
      };
    }
  }
}
