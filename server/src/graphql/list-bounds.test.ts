import { extendSchema, Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as webDocuments from '../../../web/src/__generated__/graphql';
import { buildListSizes } from '../../test/factories';
import { MAX_QUERY_COST, requestCost } from './cost';
import { assertListBounds, describeListBound, LIST_BOUNDS, unpagedListFields } from './list-bounds';
import { buildSchema } from './schema';

const schema = buildSchema();

/** Every operation the web client sends, with its name. */
const webOperations = Object.values(webDocuments as Record<string, unknown>).flatMap((value) => {
  const document = value as DocumentNode;
  if (document?.kind !== Kind.DOCUMENT) return [];
  return document.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({ name: operation.name!.value, document }));
});

describe('list bounds', () => {
  it('declares a bound for every list of objects that takes no first/last, and for nothing else', () => {
    const fields = unpagedListFields(schema);
    expect(fields.length).toBeGreaterThan(50);
    expect(fields.filter((name) => !(name in LIST_BOUNDS))).toEqual([]);
    expect(Object.keys(LIST_BOUNDS).filter((name) => !fields.includes(name))).toEqual([]);
  });

  it('stops the server from starting when a list has no bound', () => {
    const grown = extendSchema(schema, parse(`extend type Team { formerMembers: [User!]! }`));
    expect(() => assertListBounds(grown)).toThrow('No size bound declared for the list Team.formerMembers');
    // A paged list is costed by its first/last: no bound needed.
    expect(() =>
      assertListBounds(extendSchema(schema, parse(`extend type Team { past(first: Int): [User!]! }`))),
    ).not.toThrow();
  });

  it('keeps the table as reviewed (a bound that changes shows up as a snapshot diff)', () => {
    expect(
      Object.fromEntries(Object.entries(LIST_BOUNDS).map(([name, bound]) => [name, describeListBound(bound)])),
    ).toMatchSnapshot();
  });

  it.each(webOperations)('accepts the web client’s $name for an organisation of 5,000 people', ({ name, document }) => {
    // The largest page any screen asks for, and every optional part included.
    const cost = requestCost(schema, document, name, { first: 100, last: 100, pending: true }, buildListSizes());
    expect(cost).toBeLessThanOrEqual(MAX_QUERY_COST);
  });
});
