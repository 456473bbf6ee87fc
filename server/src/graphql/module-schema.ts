import { readFileSync } from 'node:fs';
import { concatAST, Kind, parse, type DocumentNode } from 'graphql';
import { assertValidSDL } from 'graphql/validation/validate';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { AssembledModule } from '../kernel/assemble';
import { CORE_SCHEMA_PATH, moduleSchemaPath } from '../kernel/schema-files';

/** What one SDL document declares: the types it defines, and every field it defines or adds (`Type.field`). */
function declarations(document: DocumentNode): { types: Set<string>; enums: Set<string>; fields: Set<string> } {
  const types = new Set<string>();
  const enums = new Set<string>();
  const fields = new Set<string>();
  for (const definition of document.definitions) {
    if (!('name' in definition) || !definition.name) continue;
    const name = definition.name.value;
    if (!definition.kind.endsWith('Extension')) types.add(name);
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION) enums.add(name);
    if ('fields' in definition) for (const field of definition.fields ?? []) fields.add(`${name}.${field.name.value}`);
  }
  return { types, enums, fields };
}

/**
 * The schema of the modules: the core schema and each module's SDL file, valid as plain graphql-js SDL
 * (a name declared twice stops the start), with every module's resolvers and enum values. A module
 * resolves only fields its own file declares, and maps only types and enums it defines: its schema,
 * resolvers and codegen maps stay together.
 */
export function moduleSchema(modules: readonly AssembledModule[]): {
  typeDefs: DocumentNode;
  resolvers: Resolvers[];
  enumValues: Record<string, Record<string, string>>;
} {
  const documents = [parse(readFileSync(CORE_SCHEMA_PATH, 'utf8'))];
  const resolvers: Resolvers[] = [];
  const enumValues: Record<string, Record<string, string>> = {};
  const problems: string[] = [];
  for (const { definition, scope } of modules) {
    const document: DocumentNode = definition.schema
      ? parse(readFileSync(moduleSchemaPath(definition), 'utf8'))
      : { kind: Kind.DOCUMENT, definitions: [] };
    documents.push(document);
    const declared = declarations(document);
    const own = [definition.resolvers?.(scope as never) ?? []].flat();
    for (const map of own)
      for (const [type, fields] of Object.entries(map))
        for (const field of Object.keys(fields as object)) {
          const known = field.startsWith('__') ? declared.types.has(type) : declared.fields.has(`${type}.${field}`);
          if (!known)
            problems.push(
              `Module ${definition.name} resolves ${type}.${field}, which its schema file does not declare`,
            );
        }
    resolvers.push(...own);
    for (const type of Object.keys(definition.mappers ?? {}))
      if (!declared.types.has(type))
        problems.push(`Module ${definition.name} maps ${type}, which its schema file does not define`);
    for (const [name, values] of Object.entries(definition.enumValues ?? {})) {
      if (!declared.enums.has(name))
        problems.push(`Module ${definition.name} spells enum ${name}, which its schema file does not define`);
      enumValues[name] = values;
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
  const typeDefs = concatAST(documents);
  assertValidSDL(typeDefs);
  return { typeDefs, resolvers, enumValues };
}
