import {
  GraphQLError,
  Kind,
  parse,
  validate,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL document may contain. Every check is one pass over the document (fragments are
 * measured once each and remembered), so refusing a hostile document costs time linear in its size.
 */
export const DOCUMENT_LIMITS = {
  /** Lexical tokens (names, punctuation, values); the parser stops at this many. */
  tokens: 3000,
  /** Nested selection levels, fragments followed. */
  depth: 10,
  /** Aliased fields, written in the document. */
  aliases: 20,
  /** Directive uses (`@include`, `@skip`, …) written in the document. */
  directives: 20,
  /** Fragment definitions. */
  fragments: 30,
  /**
   * Fields written in the document. graphql-js compares fields of one response name pairwise, so many
   * repeats of one field cost quadratic time in its validation: this bounds that.
   */
  fields: 200,
} as const;

export type DocumentLimit = keyof typeof DOCUMENT_LIMITS;

/**
 * What one operation may do once its document is accepted. The same figures hold over HTTP and over
 * graphql-ws; for a subscription, `objects` and `responseBytes` hold for each event.
 */
export const OPERATION_LIMITS = {
  /**
   * Objects the operation's estimate may reach (graphql/cost.ts), checked before anything runs. The
   * Team Overview of 500 people with their balances, the largest screen, is 1,500 objects and 1,000
   * more for each active request type.
   */
  cost: 20_000,
  /** Objects the operation may actually resolve, counted as each object and list resolves. */
  objects: 20_000,
  /** Bytes of one response: an HTTP body, or one result message over graphql-ws. */
  responseBytes: 10 * 1024 * 1024,
} as const;

export type OperationLimit = keyof typeof OPERATION_LIMITS;

/** Fields that may appear at most once per operation, so aliases cannot multiply sign-in attempts. */
const ONCE_PER_OPERATION = new Set([
  'login',
  'register',
  'requestPasswordReset',
  'resetPassword',
  'changePassword',
  'ssoLogin',
  'completeSsoLogin',
]);

/**
 * A refused document. Apollo answers validation failures with code GRAPHQL_VALIDATION_FAILED and HTTP
 * 400; `extensions.limit` names the limit, its maximum and what the document had.
 */
export function limitError(limit: DocumentLimit, message: string, actual?: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'GRAPHQL_VALIDATION_FAILED',
      limit: { name: limit, max: DOCUMENT_LIMITS[limit], ...(actual === undefined ? {} : { actual }) },
    },
  });
}

/**
 * Depth of each operation: one level per field with a selection set (introspection fields aside: GraphiQL's
 * introspection query nests 14 levels, and graphql-js bounds it itself). Each fragment's depth is computed
 * once and remembered, so a chain of fragments each spreading the one before twice is measured in time
 * linear in the document rather than in the number of expanded spreads.
 */
export function operationDepths(document: DocumentNode): { name: string | undefined; depth: number }[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const fragmentDepth = new Map<string, number>();
  const visiting = new Set<string>();

  const depthOf = (selectionSet: SelectionSetNode): number => {
    let max = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        // Introspection (__schema, __type) is bounded by graphql-js's own MaxIntrospectionDepthRule.
        if (selection.selectionSet && !selection.name.value.startsWith('__'))
          max = Math.max(max, 1 + depthOf(selection.selectionSet));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        max = Math.max(max, depthOf(selection.selectionSet));
      } else {
        max = Math.max(max, depthOfFragment(selection.name.value));
      }
    }
    return max;
  };
  const depthOfFragment = (name: string): number => {
    const known = fragmentDepth.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    // Unknown fragments and cycles are reported by graphql-js's own rules; they add no depth here.
    if (!fragment || visiting.has(name)) return 0;
    visiting.add(name);
    const depth = depthOf(fragment.selectionSet);
    visiting.delete(name);
    fragmentDepth.set(name, depth);
    return depth;
  };

  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? [{ name: definition.name?.value, depth: depthOf(definition.selectionSet) }]
      : [],
  );
}

/** Refuses operations nested deeper than the depth limit (fragments are followed). */
export const depthLimit: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Document(node) {
    for (const { depth } of operationDepths(node)) {
      if (depth > DOCUMENT_LIMITS.depth)
        context.reportError(
          limitError('depth', `Query depth ${depth} exceeds the limit of ${DOCUMENT_LIMITS.depth}`, depth),
        );
    }
  },
});

/** Counts fields, aliases, directives and fragment definitions as written, and repeated sign-in fields. */
export const documentSizeLimits: ValidationRule = (context: ValidationContext): ASTVisitor => {
  let aliases = 0;
  let directives = 0;
  let fragments = 0;
  let fields = 0;
  const onceCounts = new Map<string, number>();
  return {
    Field(node: FieldNode) {
      fields += 1;
      if (node.alias) aliases += 1;
      if (ONCE_PER_OPERATION.has(node.name.value) && context.getParentType()?.name === 'Mutation') {
        onceCounts.set(node.name.value, (onceCounts.get(node.name.value) ?? 0) + 1);
      }
    },
    Directive() {
      directives += 1;
    },
    FragmentDefinition() {
      fragments += 1;
    },
    Document: {
      leave() {
        if (aliases > DOCUMENT_LIMITS.aliases)
          context.reportError(
            limitError(
              'aliases',
              `The document uses ${aliases} aliases; the limit is ${DOCUMENT_LIMITS.aliases}`,
              aliases,
            ),
          );
        if (directives > DOCUMENT_LIMITS.directives)
          context.reportError(
            limitError(
              'directives',
              `The document uses ${directives} directives; the limit is ${DOCUMENT_LIMITS.directives}`,
              directives,
            ),
          );
        if (fragments > DOCUMENT_LIMITS.fragments)
          context.reportError(
            limitError(
              'fragments',
              `The document defines ${fragments} fragments; the limit is ${DOCUMENT_LIMITS.fragments}`,
              fragments,
            ),
          );
        if (fields > DOCUMENT_LIMITS.fields)
          context.reportError(
            limitError(
              'fields',
              `The document selects ${fields} fields; the limit is ${DOCUMENT_LIMITS.fields}`,
              fields,
            ),
          );
        for (const [field, count] of onceCounts) {
          if (count > 1)
            context.reportError(
              new GraphQLError(`\`${field}\` may appear only once per request`, {
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
              }),
            );
        }
      },
    },
  };
};

/** The rules every document passes over HTTP and WebSocket, before graphql-js's own rules run. */
export const validationRules: ValidationRule[] = [depthLimit, documentSizeLimits];

/**
 * Parses with the token limit. A document over the limit is refused with that limit's error; any
 * other syntax error is returned as graphql-js reports it (Apollo answers GRAPHQL_PARSE_FAILED).
 */
export function parseWithLimits(source: string): { document: DocumentNode } | { errors: GraphQLError[] } {
  try {
    return { document: parse(source, { maxTokens: DOCUMENT_LIMITS.tokens, noLocation: false }) };
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    if (/tokens/.test(error.message) && /Parsing aborted/.test(error.message))
      return {
        errors: [
          limitError(
            'tokens',
            `The document has more than ${DOCUMENT_LIMITS.tokens} tokens; the limit is ${DOCUMENT_LIMITS.tokens}`,
          ),
        ],
      };
    return {
      errors: [
        new GraphQLError(error.message, {
          source: error.source,
          positions: error.positions,
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        }),
      ],
    };
  }
}

/**
 * The size checks alone (tokens, depth, aliases, directives, fragments), for callers that must refuse
 * a document before doing anything else with it: the HTTP guard and graphql-ws.
 */
export function checkDocumentLimits(
  schema: GraphQLSchema,
  source: string,
): { document: DocumentNode; errors: [] } | { document?: undefined; errors: GraphQLError[] } {
  const parsed = parseWithLimits(source);
  if ('errors' in parsed) return { errors: parsed.errors };
  const errors = validate(schema, parsed.document, validationRules);
  return errors.length ? { errors: [...errors] } : { document: parsed.document, errors: [] };
}
