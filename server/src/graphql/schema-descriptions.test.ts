import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType } from 'graphql';
import { buildSchema } from './schema';

/** Lists every type, field, field argument, input field and enum value of the schema without a description. */
export function undocumented(): string[] {
  const schema = buildSchema();
  const missing: string[] = [];
  const blank = (text: string | null | undefined) => !text?.trim();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    const isRoot = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(
      type as never,
    );
    if (blank(type.description) && !isRoot) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : [])
          if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('schema documentation', () => {
  it('describes every type, field, argument, input field and enum value, for analysts exploring it in GraphiQL', () => {
    expect(undocumented()).toEqual([]);
  });
});
