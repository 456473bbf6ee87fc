import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { getArgumentValues, getDirectiveValues } from 'graphql/execution/values';
import { DEFAULT_PAGE_SIZE } from '../lib/connection';
import type { GraphQLContext } from '../context';

/** Most objects one operation may ask for. */
export const MAX_QUERY_COST = 10_000;
/** Size assumed for a list field that takes no `first`/`last` (team members, balances, …). */
export const UNBOUNDED_LIST_ESTIMATE = 10;
/**
 * What an export costs besides its object: it reads and renders thousands of rows (a year of a team's
 * leave, up to 100,000 search results) into one file, and takes one of its person's two export slots
 * (lib/export-slots), so an operation holds at most two.
 */
export const EXPORT_COST = 4_000;
/**
 * What a search costs besides the objects it returns: it counts up to 10,000 matches and sorts as many
 * to reach a page.
 */
export const SEARCH_COST = 1_000;
/** Fields whose work is far more than the objects they return: they cost this much more. */
export const FIELD_COSTS: Readonly<Record<string, number>> = {
  'Query.calendarExport': EXPORT_COST,
  'Query.searchExport': EXPORT_COST,
  'Query.search': SEARCH_COST,
};

/**
 * Cost of an operation: how many objects it may return, computed before it runs (GitHub's model).
 * A connection costs its `first`/`last` (or the default page size) and multiplies everything under
 * it; its edges and nodes cost one per item; any other list costs UNBOUNDED_LIST_ESTIMATE; a single
 * object costs 1. Scalars and introspection cost nothing. Fragments are followed: each fragment's
 * cost per item is computed once and remembered (a selection costs its multiplier times its cost for
 * one item), so the work is linear in the document however often fragments spread each other. What
 * @skip or @include leaves out is not counted. A field of FIELD_COSTS costs that much more.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> = {},
): number {
  const known = fixedCosts.get(schema)?.get(operation);
  if (known !== undefined) return known;
  const { cost, readsVariables } = computeCost(schema, operation, fragments, variables);
  // A cost no variable decides is the same on every run of the document: clients send the same few
  // documents again and again, and Apollo and the request guard keep each parsed document, so the
  // operation node itself is the key.
  if (!readsVariables) {
    let costs = fixedCosts.get(schema);
    if (!costs) fixedCosts.set(schema, (costs = new WeakMap()));
    costs.set(operation, cost);
  }
  return cost;
}

/** Costs of operations whose `first`/`last` and @skip/@include take no variable, by operation node. */
const fixedCosts = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, number>>();

const takesVariable = (node: { arguments?: readonly ArgumentNode[] }, names: readonly string[]) =>
  node.arguments?.some(
    (arg) => names.includes(arg.name.value) && arg.value.kind !== Kind.NULL && containsVariable(arg.value),
  ) ?? false;

function containsVariable(value: ValueNode): boolean {
  if (value.kind === Kind.VARIABLE) return true;
  if (value.kind === Kind.LIST) return value.values.some(containsVariable);
  if (value.kind === Kind.OBJECT) return value.fields.some((field) => containsVariable(field.value));
  return false;
}

function computeCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): { cost: number; readsVariables: boolean } {
  let readsVariables = false;
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return { cost: 0, readsVariables };

  const sizeOf = (field: GraphQLField<unknown, unknown>, parent: GraphQLNamedType, node: FieldNode): number => {
    const pages = field.args.some((arg) => arg.name === 'first' || arg.name === 'last');
    if (pages) {
      if (takesVariable(node, ['first', 'last'])) readsVariables = true;
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
    if (selection.directives?.some((directive) => takesVariable(directive, ['if']))) readsVariables = true;
    try {
      if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
      return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
    } catch {
      return true; // invalid directive arguments are reported by validation
    }
  };

  const fragmentCost = new Map<string, number>();
  const visiting = new Set<string>();
  const costOfFragment = (name: string): number => {
    const known = fragmentCost.get(name);
    if (known !== undefined) return known;
    const fragment = Object.prototype.hasOwnProperty.call(fragments, name) ? fragments[name] : undefined;
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    // Unknown fragments and cycles are reported by graphql-js's own rules; they cost nothing here.
    if (!fragment || !type || visiting.has(name)) return 0;
    visiting.add(name);
    const cost = costPerItem(fragment.selectionSet, type);
    visiting.delete(name);
    fragmentCost.set(name, cost);
    return cost;
  };

  /** What a selection set costs under one parent object. */
  function costPerItem(selectionSet: SelectionSetNode, parent: GraphQLNamedType): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        cost += FIELD_COSTS[`${parent.name}.${field.name}`] ?? 0;
        const type = getNamedType(field.type);
        if (!isCompositeType(type) || !selection.selectionSet) continue;
        const count = sizeOf(field, parent, selection);
        cost += count + count * costPerItem(selection.selectionSet, type);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type) cost += costPerItem(selection.selectionSet, type);
      } else {
        cost += costOfFragment(selection.name.value);
      }
    }
    return cost;
  }

  return { cost: costPerItem(operation.selectionSet, root), readsVariables };
}

/** The error refusing an operation over the cost limit, stating both figures. */
export function costLimitError(requested: number, limit = MAX_QUERY_COST): GraphQLError {
  // A chain of fragments can multiply past any number JavaScript counts exactly; say "at least" that.
  const shown = Math.min(requested, Number.MAX_SAFE_INTEGER);
  return new GraphQLError(
    `Query cost ${shown} exceeds the limit of ${limit}; ask for fewer items (smaller first/last) or fewer nested lists`,
    { extensions: { code: 'BAD_USER_INPUT', cost: { requested: shown, limit }, http: { status: 400 } } },
  );
}

/**
 * The cost of the operation a request runs (its `operationName`, or its only operation), or null
 * when the document does not name one operation (graphql-js reports that itself).
 */
export function requestCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  return operation ? operationCost(schema, operation, fragmentsOf(document), variables ?? {}) : null;
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  return fragments;
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
          requested = operationCost(schema, operation, fragmentsOf(document), request.variables ?? {});
          if (requested > limit) throw costLimitError(requested, limit);
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
