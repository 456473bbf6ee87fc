import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { parseIsoDate, parseIsoTimestamp } from '../lib/dates';

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !parseIsoDate(value))
    throw invalid(`Date must be a real date written YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return value;
}

function parseDateTime(value: unknown): Date {
  // Strict ISO 8601: `new Date` also takes "0", "-1" or years Postgres cannot store (e.g. -010000).
  const date = typeof value === 'string' ? parseIsoTimestamp(value) : null;
  if (!date) {
    const shown = typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : JSON.stringify(value);
    throw invalid(`DateTime must be an ISO 8601 timestamp between the years 1 and 9999, got ${shown}`);
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
