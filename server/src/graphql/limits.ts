import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_DEPTH = 10;
export const MAX_ALIASES = 20;
/** Fields that may appear at most once per operation, so aliases cannot multiply sign-in attempts. */
const ONCE_PER_OPERATION = new Set(['login', 'register', 'requestPasswordReset', 'resetPassword', 'changePassword']);

/** Apollo answers every validation failure with code GRAPHQL_VALIDATION_FAILED and HTTP 400. */
const limitError = (message: string) => new GraphQLError(message);

/** Refuses operations nested deeper than MAX_DEPTH fields (fragments are followed). */
export const depthLimit: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const depthOf = (
    selections: readonly import('graphql').SelectionNode[],
    depth: number,
    seen: Set<string>,
  ): number => {
    let max = depth;
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.selectionSet) max = Math.max(max, depthOf(selection.selectionSet.selections, depth + 1, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        max = Math.max(max, depthOf(selection.selectionSet.selections, depth, seen));
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value))
          max = Math.max(
            max,
            depthOf(fragment.selectionSet.selections, depth, new Set([...seen, fragment.name.value])),
          );
      }
    }
    return max;
  };
  return {
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet.selections, 0, new Set());
      if (depth > MAX_DEPTH) context.reportError(limitError(`Query depth ${depth} exceeds the limit of ${MAX_DEPTH}`));
    },
  };
};

/** Refuses documents with more than MAX_ALIASES aliases, and repeated sign-in fields. */
export const aliasLimit: ValidationRule = (context: ValidationContext): ASTVisitor => {
  let aliases = 0;
  const onceCounts = new Map<string, number>();
  return {
    Field(node: FieldNode) {
      if (node.alias) aliases += 1;
      if (ONCE_PER_OPERATION.has(node.name.value) && context.getParentType()?.name === 'Mutation') {
        onceCounts.set(node.name.value, (onceCounts.get(node.name.value) ?? 0) + 1);
      }
    },
    Document: {
      leave() {
        if (aliases > MAX_ALIASES)
          context.reportError(limitError(`The document uses ${aliases} aliases; the limit is ${MAX_ALIASES}`));
        for (const [field, count] of onceCounts) {
          if (count > 1) context.reportError(limitError(`\`${field}\` may appear only once per request`));
        }
      },
    },
  };
};

export const validationRules: ValidationRule[] = [depthLimit, aliasLimit];
