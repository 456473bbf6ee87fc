import type { DataSource } from 'typeorm';
import type { DeclaredRules } from '../auth/policies/roles';
import type { AuthThrottle } from '../auth/throttle';
import type { TokenService } from '../auth/tokens';
import type { AppConfig } from '../config';
import type { JobHandler, JobQueue, QueueOptions } from '../jobs/queue';
import type { ExportSlots } from '../lib/export-slots';
import type { OutboundHttp } from '../lib/outbound-http';
import type { Metrics } from '../observability/metrics';
import type { OrganisationCounts } from './organisation-sizes';
import type { DomainEvents } from '../realtime/domain-events';

// The kernel and the services by module: what services, the request context and the loaders take.
// The manifest's shape (module.ts) names the generated resolver types, which import the context and
// the types the modules map: kept apart, so that nothing a service imports reaches back to them.

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
  organisationSizes: OrganisationCounts;
  /** Throttle counts in Postgres (sign-ins, resets, exports, feed fetches), shared by every replica. */
  throttle: AuthThrottle;
  /** Exports running and waiting in this process, and each person's share of them. */
  exportSlots: ExportSlots;
  /** Every rule the modules declare (the capabilities the client is offered and the subscriptions' rules read them). */
  rules: DeclaredRules;
}

/**
 * The services each module provides, by module name. Empty here: the generated registry
 * (`__generated__/modules.ts`) fills it in by declaration merging, so that manifests and services,
 * which import this file, never import the registry that imports them.
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

/** Every service of every module and the kernel: what the root (and the tests) hold. */
export type AllServices = Kernel & UnionToIntersection<ModuleServices[ModuleName]>;
