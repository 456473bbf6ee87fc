import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import { costLimitError, MAX_QUERY_COST, requestCost } from './cost';
import { formatError } from './errors';
import { checkDocumentLimits } from './limits';
import type { ListSizes } from '../kernel/organisation-sizes';

export interface GraphQLRequestParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * Documents already found within the limits, by their text: clients send the same few documents again
 * and again, and parsing and validating each one every time cost as much as running a small query.
 * Bounded (the oldest go first); long documents are not kept.
 */
const withinLimits = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();
const KEPT_DOCUMENTS = 1000;
const KEPT_LENGTH = 20_000;

function checkedDocument(schema: GraphQLSchema, query: string): ReturnType<typeof checkDocumentLimits> {
  let kept = withinLimits.get(schema);
  if (!kept) withinLimits.set(schema, (kept = new Map()));
  const document = kept.get(query);
  if (document) return { document, errors: [] };
  const checked = checkDocumentLimits(schema, query);
  if (checked.document && query.length <= KEPT_LENGTH) {
    if (kept.size >= KEPT_DOCUMENTS) kept.delete(kept.keys().next().value!);
    kept.set(query, checked.document);
  }
  return checked;
}

/**
 * Every size limit of a GraphQL request (tokens, depth, aliases, directives, fragments, cost), checked
 * from the text and the organisation's counts alone: no context, no query, no resolver. Empty when the
 * request may go on.
 */
export function graphqlRequestLimitErrors(
  schema: GraphQLSchema,
  params: GraphQLRequestParams,
  sizes: ListSizes,
): GraphQLError[] {
  const checked = checkedDocument(schema, params.query);
  if (!checked.document) return checked.errors;
  const variables = params.variables && typeof params.variables === 'object' ? params.variables : {};
  const cost = requestCost(schema, checked.document, params.operationName, variables, sizes);
  return cost !== null && cost > MAX_QUERY_COST ? [costLimitError(cost)] : [];
}

/** The GraphQL parameters of an HTTP request (POST JSON body or GET query string), when well formed. */
function paramsOf(req: Request): GraphQLRequestParams | null {
  const source: unknown = req.method === 'GET' ? req.query : req.body;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return null;
  const { query, operationName } = source as Record<string, unknown>;
  let { variables } = source as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      return null; // Apollo answers malformed variables itself
    }
  }
  return {
    query,
    operationName: typeof operationName === 'string' ? operationName : null,
    variables: variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : null,
  };
}

/**
 * Express middleware in front of Apollo: a document over any limit is answered with 400 and the
 * limit's error before the request context is built (so before the bearer token is looked up) and
 * before Apollo parses it again. Requests it cannot read are left for Apollo to answer.
 */
export function graphqlRequestGuard(schema: GraphQLSchema, sizes: () => ListSizes): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const params = paramsOf(req);
    if (!params) return next();
    const errors = graphqlRequestLimitErrors(schema, params, sizes());
    if (!errors.length) return next();
    res.status(400).json({ errors: errors.map((error) => formatError(error.toJSON(), error)) });
  };
}
