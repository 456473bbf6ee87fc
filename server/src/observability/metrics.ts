import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { pipelinedReadsOf } from '../lib/pipelined-reads';

/** Postgres pool counters as pg's Pool exposes them. */
interface PoolCounts {
  totalCount?: number;
  idleCount?: number;
  waitingCount?: number;
}

interface SharedCount {
  kind: 'jobs' | 'email' | 'webhook';
  name: string;
  status: string;
  count: number;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** Clients name their operations: beyond this many distinct names the rest count as `other`. */
const MAX_OPERATION_NAMES = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path segment that is a secret rather than a name or an id: a calendar feed's `lwcal_…` (with its
 * `.ics`), or any other long opaque token (32 or more URL-safe characters; UUIDs are ids).
 */
export const isSecretSegment = (part: string): boolean =>
  /^lw(cal)?_/.test(part) || (part.length >= 32 && /^[\w.~%-]+$/.test(part) && !UUID.test(part));

/** A request path as logs and labels may show it: every secret segment replaced. */
export const redactedPath = (path: string): string =>
  path
    .split('/')
    .map((part) => (isSecretSegment(part) ? '[redacted]' : part))
    .join('/');

/**
 * Prometheus metrics of one server process (prom-client, its own registry so several apps can live in
 * one test process). Counters and histograms are updated where things happen; gauges that describe
 * shared state (job queue depth, email outbox, webhook deliveries) are read from Postgres at scrape time.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly operationNames = new Set<string>();
  private webSocketConnections: () => number = () => 0;
  private webSocketSubscriptions: () => number = () => 0;

  readonly httpDuration = new Histogram({
    name: 'leavewise_http_request_duration_seconds',
    help: 'HTTP requests by method, route (parameters replaced) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: 'leavewise_graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by operation name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'leavewise_errors_total',
    help: 'Errors answered to clients, by source (graphql, rest) and code',
    labelNames: ['source', 'code'] as const,
    registers: [this.registry],
  });

  readonly subscriptionEvents = new Counter({
    name: 'leavewise_subscription_events_sent_total',
    help: 'Events sent to subscribers, by transport (graphql-ws, spec-socket)',
    labelNames: ['transport'] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'leavewise_jobs_processed_total',
    help: 'Jobs this process ran, by queue and outcome (done, retry, failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'leavewise_job_duration_seconds',
    help: 'Time a job handler took, by queue',
    labelNames: ['queue'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [this.registry],
  });

  constructor(private readonly dataSource?: DataSource) {
    collectDefaultMetrics({ register: this.registry, prefix: 'leavewise_' });
    // prom-client calls collect() with the metric as `this`: closures reach this object's state.
    const webSockets = () => this.webSocketConnections();
    const subscriptions = () => this.webSocketSubscriptions();
    const database = this.dataSource;
    new Gauge({
      name: 'leavewise_websocket_connections',
      help: 'Open authenticated WebSocket connections (graphql-ws and the spec socket) in this process',
      registers: [this.registry],
      collect() {
        this.set(webSockets());
      },
    });
    new Gauge({
      name: 'leavewise_websocket_subscriptions',
      help: 'Subscriptions running on the graphql-ws sockets of this process',
      registers: [this.registry],
      collect() {
        this.set(subscriptions());
      },
    });
    new Gauge({
      name: 'leavewise_db_pool_connections',
      help: 'Database pool connections of this process by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = (database?.driver as unknown as { master?: PoolCounts } | undefined)?.master;
        this.set({ state: 'total' }, pool?.totalCount ?? 0);
        this.set({ state: 'idle' }, pool?.idleCount ?? 0);
        this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
      },
    });
    new Gauge({
      name: 'leavewise_db_read_pipelines',
      help: 'Pipelined read connections of this process (connections open, short reads in flight on them)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = database ? pipelinedReadsOf(database)?.stats() : undefined;
        this.set({ state: 'connections' }, stats?.connections ?? 0);
        this.set({ state: 'in_flight' }, stats?.inFlight ?? 0);
      },
    });
    // The three gauges that describe shared state come from one query per scrape (prom-client collects
    // all metrics at once, so they share the query in flight).
    const byKind = async (kind: SharedCount['kind']) => (await this.sharedCounts()).filter((row) => row.kind === kind);
    new Gauge({
      name: 'leavewise_job_queue_jobs',
      help: 'Jobs in the queue table by queue and status (queued, running, failed; finished jobs are archived)',
      labelNames: ['queue', 'status'] as const,
      registers: [this.registry],
      async collect() {
        const rows = await byKind('jobs');
        this.reset();
        for (const status of ['queued', 'running', 'failed']) this.set({ queue: 'all', status }, 0);
        for (const row of rows) {
          this.set({ queue: row.name, status: row.status }, row.count);
          this.inc({ queue: 'all', status: row.status }, row.count);
        }
      },
    });
    new Gauge({
      name: 'leavewise_email_outbox_messages',
      help: 'Email outbox messages by status (queued, sent, kept, failed)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const rows = await byKind('email');
        this.reset();
        for (const row of rows) this.set({ status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'leavewise_webhook_deliveries',
      help: 'Webhook deliveries by status (pending, succeeded, failed)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const rows = await byKind('webhook');
        this.reset();
        for (const row of rows) this.set({ status: row.status }, row.count);
      },
    });
  }

  private inFlight: Promise<SharedCount[]> | undefined;

  /** Queue, outbox and delivery counts from Postgres (empty when it does not answer). */
  private sharedCounts(): Promise<SharedCount[]> {
    if (!this.dataSource?.isInitialized) return Promise.resolve([]);
    this.inFlight ??= (
      this.dataSource.query(
        `SELECT 'jobs' AS kind, queue AS name, status, count(*)::int AS count FROM jobs
           WHERE status <> 'done' GROUP BY queue, status
         UNION ALL SELECT 'email', '', status, count(*)::int FROM email_outbox GROUP BY status
         UNION ALL SELECT 'webhook', '', d.status, count(*)::int FROM channel_deliveries d
           JOIN notification_channels c ON c.id = d.channel_id AND c.type = 'http' GROUP BY d.status`,
      ) as Promise<SharedCount[]>
    )
      .catch(() => [])
      .finally(() => setImmediate(() => (this.inFlight = undefined)));
    return this.inFlight;
  }

  /** Where the WebSocket connection and subscription counts come from (the realtime server, once it runs). */
  countWebSocketsWith(source: { connections: () => number; subscriptions: () => number }): void {
    this.webSocketConnections = source.connections;
    this.webSocketSubscriptions = source.subscriptions;
  }

  /** A bounded label for a client-chosen operation name. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }

  /** The route label of a path: REST parameters become `:id`, secrets and other long values `:value`; anything unknown is bounded. */
  static routeLabel(path: string, status: number): string {
    if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
    if (path === '/metrics') return '/metrics';
    if (path.startsWith('/api/')) {
      if (status === 404) return '/api/unmatched';
      return path
        .split('/')
        .map((part) =>
          UUID.test(part) || /^\d+$/.test(part) ? ':id' : part.length > 40 || isSecretSegment(part) ? ':value' : part,
        )
        .join('/');
    }
    if (path.startsWith('/graphiql')) return '/graphiql';
    return '/web';
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
