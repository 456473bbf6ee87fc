import { readFileSync } from 'node:fs';
import { buildSchema, lexicographicSortSchema, parse, printSchema, type DefinitionNode } from 'graphql';
import { buildSchema as buildServedSchema, SCHEMA_PATH } from './schema';

const sdl = () => readFileSync(SCHEMA_PATH, 'utf8');

/** Every name a type's definition and its extensions declare (fields, input fields, enum values, members), by type. */
function declaredTwice(definitions: readonly DefinitionNode[]): string[] {
  const seen = new Map<string, number>();
  const count = (name: string) => seen.set(name, (seen.get(name) ?? 0) + 1);
  for (const definition of definitions) {
    if (!('name' in definition) || !definition.name) continue;
    const type = definition.name.value;
    if (!definition.kind.endsWith('Extension')) count(type);
    for (const field of 'fields' in definition ? (definition.fields ?? []) : []) {
      count(`${type}.${field.name.value}`);
      for (const arg of 'arguments' in field ? (field.arguments ?? []) : [])
        count(`${type}.${field.name.value}(${arg.name.value})`);
    }
    for (const value of 'values' in definition ? (definition.values ?? []) : []) count(`${type}.${value.name.value}`);
    for (const member of 'types' in definition ? (definition.types ?? []) : []) count(`${type}|${member.name.value}`);
  }
  return [...seen].filter(([, times]) => times > 1).map(([name]) => name);
}

describe('the published schema.graphql', () => {
  it('builds with plain graphql-js buildSchema, as the tools analysts load it with do', () => {
    expect(() => buildSchema(sdl())).not.toThrow();
  });

  it('is the schema the server serves, from the modules, printed sorted with its descriptions (npm run codegen)', () => {
    expect(sdl()).toContain(printSchema(lexicographicSortSchema(buildServedSchema())));
  });

  it('declares every type, field, argument, enum value and union member once, extensions included', () => {
    expect(declaredTwice(parse(sdl()).definitions)).toEqual([]);
  });
});
