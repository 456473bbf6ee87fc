import type { DataSource } from 'typeorm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { DeclaredRules, OperationRule } from '../auth/policies/roles';
import type { AuthThrottle } from '../auth/throttle';
import type { TokenService } from '../auth/tokens';
import type { AppConfig } from '../config';
import type { OrganisationSizes } from '../graphql/organisation-sizes';
import type { JobHandler, QueueOptions } from '../jobs/queue';
import type { JobQueue } from '../jobs/queue';
import type { ExportSlots } from '../lib/export-slots';
import type { OutboundHttp } from '../lib/outbound-http';
import type { Metrics } from '../observability/metrics';
import type { DomainEvents, RequestEventConsumer } from '../realtime/domain-events';
import type { RestRoute } from '../rest/route';

/**
 * The small core every module may use without naming it as a need: the database, configuration,
 * tokens, the event log and bus, the job queue, metrics, outgoing HTTP, the organisation's sizes, the
 * throttle and the export slots.
 */
export interface Kernel {
  dataSource: DataSource;
  /**
   * Where analytics, reports, custom (ad-hoc) reports, aggregates, search and their exports read: the
   * read replica (DATABASE_REPLICA_URL) when there is one, else the primary. Writes, and a person's own
   * reads (dashboard, requests, balances, approvals), always use `dataSource`, the primary.
   */
  reads: DataSource;
  /** The read replica itself, when there is one (health reports on it). */
  replica: DataSource | undefined;
  config: AppConfig;
  tokens: TokenService;
  events: DomainEvents;
  jobs: JobQueue;
  /** Prometheus metrics of this process (GET /metrics). */
  metrics: Metrics;
  /** Every outgoing HTTP call (webhooks, notification channels): public addresses only, pinned. */
  outbound: OutboundHttp;
  /** The organisation's counts that bound lists in the GraphQL query cost (cached). */
  organisationSizes: OrganisationSizes;
  /** Throttle counts in Postgres (sign-ins, resets, exports, feed fetches), shared by every replica. */
  throttle: AuthThrottle;
  /** Exports running and waiting in this process, and each person's share of them. */
  exportSlots: ExportSlots;
  /** Every rule the modules declare (the capabilities the client is offered and the subscriptions' rules read them). */
  rules: DeclaredRules;
}

/**
 * The services each module provides, by module name. Empty here: the generated registry
 * (`__generated__/modules.ts`) fills it in by declaration merging, so that manifests, which import this
 * file, never import the registry that imports them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServices {}

/** A module's name: its folder under `server/src/modules/`. */
export type ModuleName = keyof ModuleServices;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** The services a module's needs give it: those of every module it names, and nothing else. */
export type ServicesOfNeeds<Needs extends readonly ModuleName[]> = [Needs[number]] extends [never]
  ? unknown
  : UnionToIntersection<ModuleServices[Needs[number]]>;

/** What a module's adapters (resolvers, routes, jobs, reactions) reach: the kernel, its needs and its own services. */
export type ModuleScope<Needs extends readonly ModuleName[], Provided> = Kernel & ServicesOfNeeds<Needs> & Provided;

/** A queue's handler and its slots and timeout. */
export interface JobDefinition extends QueueOptions {
  run: JobHandler;
}

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

/** Every service of every module and the kernel: what the root (and the tests) hold. */
export type AllServices = Kernel & UnionToIntersection<ModuleServices[ModuleName]>;
