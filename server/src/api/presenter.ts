/**
 * REST answers built from one field list per resource: each field's JSON Schema and how it is read from
 * what the route has loaded. The same list presents the answer and documents it in the OpenAPI document
 * (rest/openapi.ts), so a resource's shape is written once.
 */

/** A field's JSON Schema (`type` and whatever else describes it: `items`, `properties`, `enum`). */
export type FieldSchema = { type: string | string[] } & Record<string, unknown>;

export interface Field<Source> {
  schema: FieldSchema;
  read: (source: Source) => unknown;
}

export interface Presenter<Source> {
  /** The resource's OpenAPI schema. */
  schema: { type: 'object'; properties: Record<string, FieldSchema> };
  /** The answer's fields, in the field list's order. */
  present: (source: Source) => Record<string, unknown>;
}

const TEXT_OR_NULL = ['string', 'null'];

/** Field constructors: each names its JSON type once. */
export const field = {
  text: <S>(read: (source: S) => string): Field<S> => ({ schema: { type: 'string' }, read }),
  textOrNull: <S>(read: (source: S) => string | null): Field<S> => ({ schema: { type: TEXT_OR_NULL }, read }),
  /** A timestamp as ISO 8601 text. */
  instant: <S>(read: (source: S) => Date | string): Field<S> => ({
    schema: { type: 'string' },
    read: (source) => new Date(read(source)).toISOString(),
  }),
  instantOrNull: <S>(read: (source: S) => Date | string | null): Field<S> => ({
    schema: { type: TEXT_OR_NULL },
    read: (source) => {
      const value = read(source);
      return value ? new Date(value).toISOString() : null;
    },
  }),
  number: <S>(read: (source: S) => number | null): Field<S> => ({ schema: { type: 'number' }, read }),
  integer: <S>(read: (source: S) => number): Field<S> => ({ schema: { type: 'integer' }, read }),
  boolean: <S>(read: (source: S) => boolean): Field<S> => ({ schema: { type: 'boolean' }, read }),
  /** A flag, null where the reader may not see it. */
  booleanOrNull: <S>(read: (source: S) => boolean | null): Field<S> => ({
    schema: { type: ['boolean', 'null'] },
    read,
  }),
  /** Any other shape, its schema given whole. */
  shaped: <S>(schema: FieldSchema, read: (source: S) => unknown): Field<S> => ({ schema, read }),
};

export function presenter<Source>(fields: Record<string, Field<Source>>): Presenter<Source> {
  const entries = Object.entries(fields);
  return {
    schema: { type: 'object', properties: Object.fromEntries(entries.map(([name, { schema }]) => [name, schema])) },
    present: (source) => Object.fromEntries(entries.map(([name, { read }]) => [name, read(source)])),
  };
}
