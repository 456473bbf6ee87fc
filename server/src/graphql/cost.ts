import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues, getDirectiveValues } from 'graphql/execution/values';
import { DEFAULT_PAGE_SIZE } from '../lib/connection';
import type { GraphQLContext } from '../context';

/** Most objects one operation may ask for. */
export const MAX_QUERY_COST = 10_000;
/** Size assumed for a list field that takes no `first`/`last` (team members, balances, …). */
export const UNBOUNDED_LIST_ESTIMATE = 10;

/**
 * Cost of an operation: how many objects it may return, computed before it runs (GitHub's model).
 * A connection costs its `first`/`last` (or the default page size) and multiplies everything under
 * it; its edges and nodes cost one per item; any other list costs UNBOUNDED_LIST_ESTIMATE; a single
 * object costs 1. Scalars and introspection cost nothing. Fragments are followed; what @skip or
 * @include leaves out is not counted.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> = {},
): number {
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;

  const sizeOf = (
    field: GraphQLField<unknown, unknown>,
    parent: GraphQLNamedType,
    node: import('graphql').FieldNode,
  ): number => {
    const pages = field.args.some((arg) => arg.name === 'first' || arg.name === 'last');
    if (pages) {
      let args: Record<string, unknown> = {};
      try {
        args = getArgumentValues(field, node, variables);
      } catch {
        // Invalid arguments are reported by execution; cost them at the default size meanwhile.
      }
      const asked = (args.last ?? args.first) as number | null | undefined;
      return typeof asked === 'number' && asked >= 0 ? asked : DEFAULT_PAGE_SIZE;
    }
    if (!isListType(getNullableType(field.type))) return 1;
    return parent.name.endsWith('Connection') ? 1 : UNBOUNDED_LIST_ESTIMATE;
  };

  // What @skip and @include leave out is never returned, so it costs nothing.
  const included = (selection: SelectionNode): boolean => {
    try {
      if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
      return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
    } catch {
      return true; // invalid directive arguments are reported by validation
    }
  };

  const walk = (selectionSet: SelectionSetNode, parent: GraphQLNamedType, multiplier: number): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        const type = getNamedType(field.type);
        if (!isCompositeType(type) || !selection.selectionSet) continue;
        const count = multiplier * sizeOf(field, parent, selection);
        cost += count + walk(selection.selectionSet, type, count);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type) cost += walk(selection.selectionSet, type, multiplier);
      } else {
        const fragment = fragments[selection.name.value];
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && type) cost += walk(fragment.selectionSet, type, multiplier);
      }
    }
    return cost;
  };

  return walk(operation.selectionSet, root, 1);
}

/**
 * Refuses operations costing more than MAX_QUERY_COST before they run, with an error stating both
 * figures, and reports every operation's cost in the response's `extensions.cost`.
 */
export function costLimitPlugin(limit = MAX_QUERY_COST): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let requested: number | null = null;
      return {
        async didResolveOperation({ operation, document, schema, request }) {
          if (!operation) return;
          const fragments: Record<string, FragmentDefinitionNode> = {};
          for (const definition of document.definitions)
            if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
          requested = operationCost(schema, operation, fragments, request.variables ?? {});
          if (requested > limit) {
            throw new GraphQLError(
              `Query cost ${requested} exceeds the limit of ${limit}; ask for fewer items (smaller first/last) or fewer nested lists`,
              {
                extensions: { code: 'BAD_USER_INPUT', cost: { requested, limit }, http: { status: 400 } },
              },
            );
          }
        },
        async willSendResponse({ response }) {
          if (requested === null || response.body.kind !== 'single') return;
          response.body.singleResult.extensions = {
            ...response.body.singleResult.extensions,
            cost: { requested, limit },
          };
        },
      };
    },
  };
}
