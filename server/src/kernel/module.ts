import type { Resolvers } from '../__generated__/resolvers-types';
import type { OperationRule } from '../auth/policies/roles';
import type { JobHandler, QueueOptions } from '../jobs/queue';
import type { RequestEventConsumer } from '../realtime/domain-events';
import type { RestRoute } from '../api/route';
import type { JobDefinition, Kernel, ModuleName, ModuleScope, ServicesOfNeeds } from './kernel';

export type {
  AllServices,
  JobDefinition,
  Kernel,
  ModuleName,
  ModuleScope,
  ModuleServices,
  ServicesOfNeeds,
} from './kernel';

/** Work the scheduler enqueues once per period across every replica; its name is also its queue. */
export interface ScheduledWork extends QueueOptions {
  /** The default cron expression (UTC; or `@every 30s`); `SCHEDULE_<NAME>` overrides it where config reads one. */
  cron: string;
  run: JobHandler;
}

/** What a module does when something happens elsewhere (after the change has committed). */
export interface ModuleReactions {
  requestEvent?: RequestEventConsumer;
}

/**
 * One module of the product, everything it adds in one place: its GraphQL schema file, the services
 * it provides (built from the kernel and the modules it needs), its resolvers, REST routes, jobs,
 * scheduled work and reactions to events. The root only loops over the modules.
 */
export interface ModuleDefinition<Name extends string, Needs extends readonly ModuleName[], Provided> {
  /** The module's folder name. */
  name: Name;
  /** The module's SDL file in its folder (`<name>.graphql`): the types it owns and the fields it adds to others'. */
  schema?: string;
  /** GraphQL type → `file#Export` in the module's folder: what the type's resolvers receive (for codegen). */
  mappers?: Record<string, string>;
  /** GraphQL enum → value → the spelling the server and database use, where the two differ. */
  enumValues?: Record<string, Record<string, string>>;
  /**
   * The permission rule of each root field its schema file adds (`'Query.x': 'signedIn'`) and of each
   * REST route it mounts (`'GET /x': 'admin'`), declared beside them; what each rule allows is
   * auth/policies/roles.ts's (allowsOperation).
   */
  rules?: Readonly<Record<string, OperationRule>>;
  /** The modules whose services this one uses; they are built first (a missing or circular need stops the start). */
  needs?: Needs;
  /** The services the module provides to its own adapters and to the modules that need it. */
  provide?: (deps: Kernel & ServicesOfNeeds<Needs>) => Provided;
  /** Resolvers of the fields its schema file declares (one map, or several merged type by type). */
  resolvers?: (scope: ModuleScope<Needs, Provided>) => Resolvers | Resolvers[];
  /** REST routes under /api, in mounting order (specific paths before parameterised ones). */
  routes?: (scope: ModuleScope<Needs, Provided>) => RestRoute[];
  /** Queue name → handler; registered in every process (jobs run where RUN_JOBS allows). */
  jobs?: (scope: ModuleScope<Needs, Provided>) => Record<string, JobDefinition>;
  /** Schedule (and queue) name → scheduled work; registered where background work runs. */
  schedules?: (scope: ModuleScope<Needs, Provided>) => Record<string, ScheduledWork>;
  on?: (scope: ModuleScope<Needs, Provided>) => ModuleReactions;
}

/** Nothing provided. */
export type NoServices = Record<never, never>;

export function defineModule<
  Name extends string,
  const Needs extends readonly ModuleName[] = [],
  Provided = NoServices,
>(definition: ModuleDefinition<Name, Needs, Provided>): ModuleDefinition<Name, Needs, Provided> {
  return definition;
}

/** The services a module provides (what `provide` returns). */
export type ServicesOf<M> = M extends { provide?: (deps: never) => infer Provided } ? Provided : NoServices;

/** Any module, as the root sees it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModule = ModuleDefinition<string, readonly ModuleName[], any>;
