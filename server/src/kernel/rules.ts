import { MODULES } from '../__generated__/modules';
import { OPERATION_RULES, REST_RULES, type OperationRule } from '../auth/policy';
import type { AnyModule } from './module';

const GRAPHQL_OPERATION = /^(Query|Mutation|Subscription)\.[A-Za-z_][A-Za-z0-9_]*$/;
const REST_OPERATION = /^(GET|POST|PUT|DELETE) \/\S*$/;

/** Every permission rule: a GraphQL root field's (`Query.x`) and a REST route's (`GET /path`). */
export interface DeclaredRules {
  operations: Readonly<Record<string, OperationRule>>;
  routes: Readonly<Record<string, OperationRule>>;
}

/**
 * auth/policy.ts's rule tables with the rules modules declare beside the operations they add. A rule
 * declared twice, or under a name that is neither a root field nor a route, stops the start.
 */
export function declaredRules(modules: readonly AnyModule[]): DeclaredRules {
  const operations: Record<string, OperationRule> = { ...OPERATION_RULES };
  const routes: Record<string, OperationRule> = { ...REST_RULES };
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

/** The product's rules: auth/policy.ts's and every module's. */
export const RULES: DeclaredRules = declaredRules(MODULES);
/** The rule of every GraphQL root field (reviewed as a snapshot). */
export const ALL_OPERATION_RULES = RULES.operations;
/** The rule of every REST route, by `"<METHOD> <path>"` (reviewed as a snapshot). */
export const ALL_REST_RULES = RULES.routes;
