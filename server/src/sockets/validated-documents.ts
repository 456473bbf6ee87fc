import {
  parse,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/** Documents kept, and the longest text kept (longer ones are checked every time). */
const KEPT_DOCUMENTS = 1000;
const KEPT_LENGTH = 20_000;

export type ValidatedDocument =
  { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: readonly GraphQLError[] };

/**
 * Parses and validates operation documents sent over a socket, keeping those that passed by their text:
 * after a replica stops, thousands of clients resubscribe to the surviving one with the same document
 * at once, and parsing and validating it again for each cost as much CPU as the rest of their
 * resubscription. Whether a document is valid depends on its text and the schema alone. Refused
 * documents are not kept. Bounded (the oldest go first).
 */
export function validatedDocuments(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  options: { maxTokens: number; kept?: number; keptLength?: number },
): (query: string) => ValidatedDocument {
  const kept = new Map<string, DocumentNode>();
  const most = options.kept ?? KEPT_DOCUMENTS;
  const longest = options.keptLength ?? KEPT_LENGTH;
  return (query) => {
    const found = kept.get(query);
    if (found) return { document: found };
    const document = parse(query, { maxTokens: options.maxTokens });
    const errors = validate(schema, document, rules);
    if (errors.length) return { errors };
    if (query.length <= longest) {
      if (kept.size >= most) kept.delete(kept.keys().next().value!);
      kept.set(query, document);
    }
    return { document };
  };
}
