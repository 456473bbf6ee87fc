import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { MODULES } from '../__generated__/modules';
import type { Resolvers } from '../__generated__/resolvers-types';
import { assertOperation, assertScope, requiredScope, type OperationRule } from '../auth/policy';
import type { GraphQLContext } from '../context';
import { describedModules } from '../kernel/assemble';
import { declaredRules } from '../kernel/rules';
import { isAppError } from '../lib/errors';
import type { AuditService } from '../modules/audit/audit.service';
import type { Services } from '../kernel/assemble';
import { enforceInputLimits } from './input-validation';
import { moduleSchema } from './module-schema';
import { assertListBounds } from './list-bounds';
import { scalars } from './scalars';
import { enforceWorkLimits } from './work-limits';

/** The published schema: generated from the modules' schema files by `npm run codegen`, for tools and clients. */
export const SCHEMA_PATH = join(__dirname, '../../../schema.graphql');

/** Merges module resolvers type by type; two resolvers of one field stop the start. */
function mergeResolvers(list: Resolvers[]): Record<string, Record<string, unknown>> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const resolvers of list) {
    for (const [type, fields] of Object.entries(resolvers)) {
      merged[type] ??= {};
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in merged[type]) throw new Error(`Two modules resolve ${type}.${field}`);
        merged[type][field] = resolver;
      }
    }
  }
  return merged;
}

/**
 * Wraps every root field with its declared operation rule and the API token scope that rule implies
 * (requiredScope: administrative mutations need admin:organisation), and audits refused attempts. A root
 * field without a declared rule (auth/policy.ts or its module's manifest) stops the server from starting.
 */
function enforceOperationRules(
  schema: GraphQLSchema,
  rules: Readonly<Record<string, OperationRule>>,
  audit: AuditService | undefined,
): void {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const name = `${root.name}.${field.name}`;
      const rule = rules[name];
      if (!rule) throw new Error(`No permission rule declared for ${name} (auth/policy.ts or its module's rules)`);
      const scope = requiredScope(name, rule);
      const wrap =
        (resolve: GraphQLFieldResolver<unknown, GraphQLContext>): GraphQLFieldResolver<unknown, GraphQLContext> =>
        async (source, args, context, info) => {
          try {
            assertScope(name, context.actor, scope);
            assertOperation(rule, context.actor);
            return await resolve(source, args, context, info);
          } catch (error) {
            if (isAppError(error) && error.code === 'FORBIDDEN') {
              await audit?.recordStandalone(context.actor, {
                action: 'authorization.denied',
                resourceType: 'system',
                details: { operation: name, reason: error.message, args: Object.keys(args ?? {}) },
              });
            }
            throw error;
          }
        };
      if (root === schema.getSubscriptionType()) {
        if (field.subscribe) field.subscribe = wrap(field.subscribe as GraphQLFieldResolver<unknown, GraphQLContext>);
      } else {
        field.resolve = wrap((field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, GraphQLContext>);
      }
    }
  }
}

/**
 * The executable schema with every module's resolvers over `services`; without services, the schema
 * only describes the API (for static checks), with resolvers that must not run.
 */
export function buildSchema(services?: Services): GraphQLSchema {
  const modules = services?.modules ?? describedModules(MODULES);
  const { typeDefs, resolvers, enumValues } = moduleSchema(modules);
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [scalars, enumValues, mergeResolvers(resolvers)] as never,
  });
  // Every list is costed (graphql/cost.ts): a list field without a declared bound stops the server here.
  assertListBounds(schema);
  // Input limits wrap the resolvers first, so the permission rule is checked before them; the count of
  // resolved objects is the outermost wrapper, so a stopped operation runs nothing more.
  enforceInputLimits(schema);
  enforceOperationRules(schema, declaredRules(modules.map(({ definition }) => definition)).operations, services?.audit);
  enforceWorkLimits(schema);
  return schema;
}
