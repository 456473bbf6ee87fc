import type { DataSource } from 'typeorm';
import { MODULES } from './__generated__/modules';
import type { AppConfig } from './config';
import { AuthThrottle, EXPORTS_PER_PERSON, TOO_MANY_EXPORTS } from './auth/throttle';
import { TokenService } from './auth/tokens';
import { OrganisationSizes } from './graphql/organisation-sizes';
import { JobQueue } from './jobs/queue';
import { assembleModules, type Services } from './kernel/assemble';
import type { AnyModule, Kernel } from './kernel/module';
import { declaredRules } from './kernel/rules';
import type { DeclaredRules } from './auth/policy';
import { DEFAULT_EXPORT_SLOT_LIMITS, ExportSlots } from './lib/export-slots';
import { OutboundHttp } from './lib/outbound-http';
import { Metrics } from './observability/metrics';
import { DomainEvents } from './realtime/domain-events';
import type { EventBus } from './realtime/events';
import { PgEventBus } from './realtime/pubsub';

export type { Services } from './kernel/assemble';

/** The kernel: what every module may use without naming it as a need. */
export function createKernel(
  dataSource: DataSource,
  config: AppConfig,
  bus: EventBus,
  rules: DeclaredRules,
  replica?: DataSource,
): Kernel {
  const metrics = new Metrics(dataSource);
  const throttle = new AuthThrottle(dataSource);
  return {
    dataSource,
    reads: replica ?? dataSource,
    replica,
    config,
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
    events: new DomainEvents(dataSource, bus),
    jobs: new JobQueue(dataSource, {
      onJobFinished: (queue, outcome, seconds) => {
        metrics.jobRuns.inc({ queue, outcome });
        metrics.jobDuration.observe({ queue }, seconds);
      },
    }),
    metrics,
    outbound: new OutboundHttp({ allowedHosts: config.webhookAllowedHosts ?? [], timeoutMs: config.outboundTimeoutMs }),
    organisationSizes: new OrganisationSizes(dataSource),
    throttle,
    exportSlots: new ExportSlots(DEFAULT_EXPORT_SLOT_LIMITS, (personId) =>
      throttle.hit([{ rule: EXPORTS_PER_PERSON, subject: personId }], TOO_MANY_EXPORTS),
    ),
    rules,
  };
}

/**
 * `bus` defaults to Postgres LISTEN/NOTIFY, so subscribers on every server process see every event;
 * pass a LocalEventBus for a single process without Postgres pub/sub. `modules` defaults to every
 * module of the product.
 */
export function createServices(
  dataSource: DataSource,
  config: AppConfig,
  bus: EventBus = PgEventBus.forDataSource(dataSource),
  replica?: DataSource,
  modules: readonly AnyModule[] = MODULES,
): Services {
  const { services, assembled } = assembleModules(
    modules,
    createKernel(dataSource, config, bus, declaredRules(modules), replica),
  );
  return { ...services, modules: assembled } as unknown as Services;
}
