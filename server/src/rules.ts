import { MODULES } from './__generated__/modules';
import type { DeclaredRules } from './auth/policies/roles';
import { declaredRules } from './kernel/rules';

/** The product's rules: every module's and the root's. */
export const RULES: DeclaredRules = declaredRules(MODULES);
/** The rule of every GraphQL root field (reviewed as a snapshot). */
export const ALL_OPERATION_RULES = RULES.operations;
/** The rule of every REST route, by `"<METHOD> <path>"` (reviewed as a snapshot). */
export const ALL_REST_RULES = RULES.routes;
