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
import { itemsPerParent, LIST_BOUNDS } from './list-bounds';
import type { ListSizes } from '../kernel/organisation-sizes';
import { OPERATION_LIMITS } from './limits';

/** Most objects one operation may ask for. */
export const MAX_QUERY_COST = OPERATION_LIMITS.cost;
/**
 * What an export costs besides its object: it reads and renders thousands of rows (a year of a team's
 * leave, thousands of search results) into one file, and takes one of its person's two export slots
 * (lib/export-slots), so an operation holds at most two.
 */
export const EXPORT_COST = 8_000;
/**
 * What a search costs besides the objects it returns: it counts up to 10,000 matches and sorts as many
 * to reach a page, so an operation holds at most three.
 */
export const SEARCH_COST = 5_000;
/** Fields whose work is far more than the objects they return: they cost this much more, per parent. */
export const FIELD_COSTS: Readonly<Record<string, number>> = {
  'Query.calendarExport': EXPORT_COST,
  'Query.searchExport': EXPORT_COST,
  'Query.search': SEARCH_COST,
};

/**
 * Cost of an operation: how many objects it may return, computed before it runs (GitHub's model),
 * from the number of parent objects each selection stands under. A connection costs its `first`/`last`
 * (or the default page size) per parent and its edges and nodes one per item; any other list costs
 * its bound in LIST_BOUNDS (graphql/list-bounds.ts) per parent, from the organisation's current
 * `sizes`: a list whose items belong to one parent each (team members, direct reports) costs at most
 * its total under distinct parents, so every team's members cost everyone once, not teams × everyone,
 * while the members of each member's team are counted as often as they are asked for. A single
 * object costs 1. Scalars and introspection cost nothing; what @skip or @include leaves out is not
 * counted. Each fragment's cost under a given number of parents is computed once and remembered, so
 * the work stays linear in the document however often fragments spread each other. Once one field
 * alone passes the limit, what lies under it is not counted (the operation is refused anyway): the
 * figure is then a lower bound. A field of FIELD_COSTS costs that much more per parent.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  sizes: ListSizes,
  variables: Record<string, unknown> = {},
): number {
  const known = fixedCosts.get(schema)?.get(sizes)?.get(operation);
  if (known !== undefined) return known;
  const { cost, readsVariables } = computeCost(schema, operation, fragments, sizes, variables);
  // A cost no variable decides is the same on every run of the document with the same counts: clients
  // send the same few documents again and again, and Apollo and the request guard keep each parsed
  // document, so the operation node itself is the key (under each reading of the counts).
  if (!readsVariables) {
    let bySizes = fixedCosts.get(schema);
    if (!bySizes) fixedCosts.set(schema, (bySizes = new WeakMap()));
    let costs = bySizes.get(sizes);
    if (!costs) bySizes.set(sizes, (costs = new WeakMap()));
    costs.set(operation, cost);
  }
  return cost;
}

/** Costs of operations whose sizes take no variable, by schema, reading of the counts and operation node. */
const fixedCosts = new WeakMap<GraphQLSchema, WeakMap<ListSizes, WeakMap<OperationDefinitionNode, number>>>();

const takesVariable = (node: { arguments?: readonly ArgumentNode[] }, names?: readonly string[]) =>
  node.arguments?.some(
    (arg) => (!names || names.includes(arg.name.value)) && arg.value.kind !== Kind.NULL && containsVariable(arg.value),
  ) ?? false;

function containsVariable(value: ValueNode): boolean {
  if (value.kind === Kind.VARIABLE) return true;
  if (value.kind === Kind.LIST) return value.values.some(containsVariable);
  if (value.kind === Kind.OBJECT) return value.fields.some((field) => containsVariable(field.value));
  return false;
}

/** How many objects a field returns under `parents` parent objects, and whether they are distinct. */
interface Items {
  count: number;
  distinct: boolean;
}

function computeCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  sizes: ListSizes,
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

  const argumentsOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> => {
    try {
      return getArgumentValues(field, node, variables);
    } catch {
      return {}; // invalid arguments are reported by execution; the bound's defaults hold meanwhile
    }
  };

  const itemsOf = (
    field: GraphQLField<unknown, unknown>,
    parent: GraphQLNamedType,
    node: FieldNode,
    parents: number,
    distinct: boolean,
  ): Items => {
    if (field.args.some((arg) => arg.name === 'first' || arg.name === 'last')) {
      if (takesVariable(node, ['first', 'last'])) readsVariables = true;
      const args = argumentsOf(field, node);
      const asked = (args.last ?? args.first) as number | null | undefined;
      const count = typeof asked === 'number' && asked >= 0 ? asked : DEFAULT_PAGE_SIZE;
      return { count: parents * count, distinct: parents === 1 };
    }
    if (!isListType(getNullableType(field.type))) {
      // An edge's node is its own item; any other object may be shared by several parents.
      const ownItem = parent.name.endsWith('Edge') && field.name === 'node';
      return { count: parents, distinct: parents === 1 || (distinct && ownItem) };
    }
    const name = `${parent.name}.${field.name}`;
    const bound = LIST_BOUNDS[name];
    // schema.ts refuses to start when a list has no bound: only a schema built elsewhere gets here.
    if (!bound) throw new Error(`No size bound declared for the list ${name}`);
    if (bound.page) return { count: parents, distinct };
    if (bound.args && takesVariable(node)) readsVariables = true;
    const count = parents * itemsPerParent(bound, sizes, bound.args ? argumentsOf(field, node) : {});
    if (bound.total && distinct) return { count: Math.min(count, sizes[bound.total]), distinct: true };
    return { count, distinct: parents === 1 };
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
  const costOfFragment = (name: string, parents: number, distinct: boolean): number => {
    const key = `${name}:${parents}:${distinct}`;
    const known = fragmentCost.get(key);
    if (known !== undefined) return known;
    const fragment = Object.prototype.hasOwnProperty.call(fragments, name) ? fragments[name] : undefined;
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    // Unknown fragments and cycles are reported by graphql-js's own rules; they cost nothing here.
    if (!fragment || !type || visiting.has(name)) return 0;
    visiting.add(name);
    const cost = costUnder(fragment.selectionSet, type, parents, distinct);
    visiting.delete(name);
    fragmentCost.set(key, cost);
    return cost;
  };

  /** What a selection set costs under `parents` parent objects (`distinct`: no two of them the same). */
  function costUnder(selectionSet: SelectionSetNode, parent: GraphQLNamedType, parents: number, distinct: boolean) {
    if (parents === 0) return 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        cost += parents * (FIELD_COSTS[`${parent.name}.${field.name}`] ?? 0);
        const type = getNamedType(field.type);
        if (!isCompositeType(type) || !selection.selectionSet) continue;
        const items = itemsOf(field, parent, selection, parents, distinct);
        cost += items.count;
        if (items.count <= MAX_QUERY_COST) cost += costUnder(selection.selectionSet, type, items.count, items.distinct);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type) cost += costUnder(selection.selectionSet, type, parents, distinct);
      } else {
        cost += costOfFragment(selection.name.value, parents, distinct);
      }
    }
    return cost;
  }

  return { cost: costUnder(operation.selectionSet, root, 1, true), readsVariables };
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
  sizes: ListSizes,
): number | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  return operation ? operationCost(schema, operation, fragmentsOf(document), sizes, variables ?? {}) : null;
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  return fragments;
}

/**
 * Refuses operations costing more than MAX_QUERY_COST before they run, with an error stating both
 * figures, and reports every operation's cost in the response's `extensions.cost`. `sizes`: the
 * organisation's current counts (OrganisationSizes.current).
 */
export function costLimitPlugin(sizes: () => ListSizes, limit = MAX_QUERY_COST): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let requested: number | null = null;
      return {
        async didResolveOperation({ operation, document, schema, request }) {
          if (!operation) return;
          requested = operationCost(schema, operation, fragmentsOf(document), sizes(), request.variables ?? {});
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
