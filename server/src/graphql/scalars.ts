import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { parseIsoDate } from '../lib/dates';

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !parseIsoDate(value))
    throw invalid(`Date must be a real date written YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return value;
}

function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  // JavaScript accepts years Postgres cannot store (e.g. -010000); keep to years 1-9999.
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) {
    throw invalid(`DateTime must be an ISO 8601 timestamp between the years 1 and 9999, got ${JSON.stringify(value)}`);
  }
  return date;
}

function literalValue(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((field) => [field.name.value, literalValue(field.value)]));
    case Kind.LIST:
      return ast.values.map(literalValue);
    default:
      return null;
  }
}

export const scalars = {
  Date: new GraphQLScalarType({
    name: 'Date',
    description: 'A calendar date, written `YYYY-MM-DD`.',
    serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
    parseValue: parseDate,
    parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    description: 'An instant, written as an ISO 8601 timestamp in UTC.',
    serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
    parseValue: parseDateTime,
    parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  JSON: new GraphQLScalarType({
    name: 'JSON',
    description: 'Free-form JSON (audit details, report rows).',
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: literalValue,
  }),
};
