import type { DeclaredRules, OperationRule } from '../auth/policies/roles';
import type { AnyModule } from './module';

const GRAPHQL_OPERATION = /^(Query|Mutation|Subscription)\.[A-Za-z_][A-Za-z0-9_]*$/;
const REST_OPERATION = /^(GET|POST|PUT|DELETE) \/\S*$/;

/** The rules of the root's own routes (the OpenAPI document it serves beside the modules' routes). */
export const ROOT_RULES: Readonly<Record<string, OperationRule>> = { 'GET /openapi.json': 'anyone' };

/**
 * The rules every module declares beside the operations it adds (and the root's own). A rule declared
 * twice, or under a name that is neither a root field nor a route, stops the start.
 */
export function declaredRules(modules: readonly AnyModule[]): DeclaredRules {
  const operations: Record<string, OperationRule> = {};
  const routes: Record<string, OperationRule> = { ...ROOT_RULES };
  for (const definition of modules) {
    for (const [name, rule] of Object.entries(definition.rules ?? {})) {
      const table = GRAPHQL_OPERATION.test(name) ? operations : REST_OPERATION.test(name) ? routes : undefined;
      if (!table)
        throw new Error(`Module ${definition.name} declares a rule for ${name}: name a root field or "<METHOD> /path"`);
      if (name in table)
        throw new Error(`Module ${definition.name} declares a rule for ${name}, which is already declared`);
      table[name] = rule;
    }
  }
  return { operations, routes };
}
