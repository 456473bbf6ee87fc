import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ssoSettingsFromEnv, type SsoSettings } from './sso';
import { DEFAULT_BODY_LIMIT_BYTES } from '../http/body';
import { DEFAULT_OUTBOUND_TIMEOUT_MS } from '../lib/outbound-http';
import { DEFAULT_READ_PIPELINES } from '../lib/pipelined-reads';
import { secretFile } from '../lib/secret-file';
import { normaliseOrigin } from '../http/security-headers';
import { vapidSettingsFromEnv, type VapidSettings } from './vapid';

export interface AppConfig {
  port: number;
  host: string;
  /** Set → use that database and seed nothing; unset → embedded Postgres in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the built web client lives (served with an SPA fallback when present). */
  webDistDir: string;
  /** Run background jobs (auto-approval, escalation, email, webhooks) in this process. */
  runJobs: boolean;
  version: string;
  /** Hosts webhooks may reach although they are on private networks (WEBHOOK_ALLOWED_HOSTS, comma-separated). */
  webhookAllowedHosts?: string[];
  /**
   * The deadline of each outgoing call of webhooks and notification channels, from connecting to the
   * end of the answer (OUTBOUND_TIMEOUT_MS, 1,000–60,000, default 10,000).
   */
  outboundTimeoutMs?: number;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY), as express's `trust proxy` setting: false
   * (the default: the peer address is the client), a number of hops, or addresses/subnets of the proxies.
   */
  trustProxy?: boolean | number | string[];
  /** The address people open the product at (PUBLIC_URL), for links in email; no trailing slash. */
  publicUrl?: string;
  /** Slack's Web API (SLACK_API_URL, an http(s) URL; default https://slack.com/api): tests point it at a local fake. */
  slackApiUrl?: string;
  /** Connections this process keeps to the database (DATABASE_POOL_SIZE, 1–200, default 20). */
  databasePoolSize?: number;
  /** Pipelined connections for the hot paths' short reads (DATABASE_READ_PIPELINES, 0–16, default 4; 0: the pool). */
  databaseReadPipelines?: number;
  /** A read replica (DATABASE_REPLICA_URL) for analytics, reports, search and exports; unset: the primary. */
  databaseReplicaUrl?: string;
  /** Bearer token a Prometheus scraper sends to GET /metrics (METRICS_TOKEN); administrators may read it too. */
  metricsToken?: string;
  /** Apply pending migrations on start (MIGRATE_ON_START, default true); a migration job may do it instead. */
  migrateOnStart?: boolean;
  /** Overrides of the scheduled work's cron expressions (SCHEDULE_ESCALATION, SCHEDULE_RETENTION, SCHEDULE_ACCRUAL). */
  schedules?: Partial<Record<'escalation' | 'retention' | 'accrual', string>>;
  /** How often each replica checks the schedules (SCHEDULE_TICK_MS, default 10 s). */
  scheduleTickMs?: number;
  /** Days the event log keeps handled events before the retention job deletes them (EVENT_RETENTION_DAYS, 1–3650, default 30). */
  eventRetentionDays?: number;
  /**
   * After SIGTERM, how long the process keeps accepting connections while readiness answers 503
   * (SHUTDOWN_DELAY_MS, default 0), for load balancers that probe readiness before they stop routing.
   */
  shutdownDelayMs?: number;
  /** Hours within which requests should be decided (PROCESSING_TARGET_HOURS, default 48): reports and analytics. */
  processingTargetHours?: number;
  /** Corporate single sign-on (SSO_* variables, PUBLIC_URL); null or absent when not configured. */
  sso?: SsoSettings | null;
  /** Browser origins other than our own that may call the API (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins?: string[];
  /** Largest HTTP request body, GraphQL and REST JSON alike (MAX_BODY_BYTES); larger ones answer 413. */
  bodyLimitBytes?: number;
  /** NODE_ENV=production: anonymous callers get no introspection and no field suggestions. */
  production?: boolean;
  /** Caps on WebSockets and their subscriptions, per server process (MAX_SOCKETS_*, MAX_SUBSCRIPTIONS_*). */
  socketLimits?: SocketLimits;
  /** Web Push's VAPID keys and contact (VAPID_*; generated in DATA_DIR when unset); absent: no push. */
  vapid?: VapidSettings;
}

/** Open WebSockets (graphql-ws and /ws together) and subscriptions one server process accepts. */
export interface SocketLimits {
  /** Sockets of one person, whatever their token (MAX_SOCKETS_PER_PERSON). */
  socketsPerPerson: number;
  /** Sockets from one client address (an IPv4 address or an IPv6 /64), signed in or not yet (MAX_SOCKETS_PER_ADDRESS). */
  socketsPerAddress: number;
  /** Subscriptions running on one socket (MAX_SUBSCRIPTIONS_PER_SOCKET). */
  subscriptionsPerSocket: number;
  /** Subscriptions of one person across their sockets (MAX_SUBSCRIPTIONS_PER_PERSON). */
  subscriptionsPerPerson: number;
}

/**
 * A person with a dozen tabs on two or three devices and a few integrations stays under the per-person
 * caps; an office of about 600 people with three tabs each behind one NAT address stays under the
 * per-address cap of one process (replicas behind a load balancer share the office between them).
 */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  socketsPerPerson: 30,
  socketsPerAddress: 2000,
  subscriptionsPerSocket: 25,
  subscriptionsPerPerson: 100,
};

/** MAX_SOCKETS_PER_PERSON, MAX_SOCKETS_PER_ADDRESS, MAX_SUBSCRIPTIONS_PER_SOCKET, MAX_SUBSCRIPTIONS_PER_PERSON: 1–1,000,000. */
export function socketLimitsFromEnv(): SocketLimits {
  const limit = (name: string, fallback: number) => {
    const value = intFromEnv(name, fallback);
    if (value < 1 || value > 1_000_000) throw new Error(`${name} must be between 1 and 1000000, got ${value}`);
    return value;
  };
  const limits = {
    socketsPerPerson: limit('MAX_SOCKETS_PER_PERSON', DEFAULT_SOCKET_LIMITS.socketsPerPerson),
    socketsPerAddress: limit('MAX_SOCKETS_PER_ADDRESS', DEFAULT_SOCKET_LIMITS.socketsPerAddress),
    subscriptionsPerSocket: limit('MAX_SUBSCRIPTIONS_PER_SOCKET', DEFAULT_SOCKET_LIMITS.subscriptionsPerSocket),
    subscriptionsPerPerson: limit('MAX_SUBSCRIPTIONS_PER_PERSON', DEFAULT_SOCKET_LIMITS.subscriptionsPerPerson),
  };
  if (limits.subscriptionsPerPerson < limits.subscriptionsPerSocket)
    throw new Error('MAX_SUBSCRIPTIONS_PER_PERSON must be at least MAX_SUBSCRIPTIONS_PER_SOCKET');
  return limits;
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; `true` trusts one hop (the load balancer in front);
 * a number trusts that many hops; anything else is a comma-separated list of proxy addresses or subnets
 * (e.g. `10.0.0.0/8, loopback`). Never "any loopback peer" unless that is what is configured.
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = (raw ?? '').trim().toLowerCase();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** CORS_ORIGINS: comma-separated origins (scheme://host[:port]); anything else stops the start. */
function originsFromEnv(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = normaliseOrigin(entry);
      if (!origin || !/^https?:\/\/[^/?#]+\/?$/i.test(entry))
        throw new Error(`CORS_ORIGINS entries must be origins like https://app.example.com, got "${entry}"`);
      return origin;
    });
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** DATABASE_POOL_SIZE: between 1 and 200 connections; unset, 20. */
function databasePoolSizeFromEnv(): number {
  const size = intFromEnv('DATABASE_POOL_SIZE', 20);
  if (size < 1 || size > 200) throw new Error(`DATABASE_POOL_SIZE must be between 1 and 200, got ${size}`);
  return size;
}

/** DATABASE_READ_PIPELINES: between 0 (short reads use the pool) and 16; unset, 4. */
function readPipelinesFromEnv(): number {
  const count = intFromEnv('DATABASE_READ_PIPELINES', DEFAULT_READ_PIPELINES);
  if (count > 16) throw new Error(`DATABASE_READ_PIPELINES must be between 0 and 16, got ${count}`);
  return count;
}

/** OUTBOUND_TIMEOUT_MS: between 1 and 60 seconds; unset, 10. */
function outboundTimeoutFromEnv(): number {
  const ms = intFromEnv('OUTBOUND_TIMEOUT_MS', DEFAULT_OUTBOUND_TIMEOUT_MS);
  if (ms < 1000 || ms > 60_000) throw new Error(`OUTBOUND_TIMEOUT_MS must be between 1000 and 60000, got ${ms}`);
  return ms;
}

export const DEFAULT_EVENT_RETENTION_DAYS = 30;

/** EVENT_RETENTION_DAYS: whole days, 1 to 3650; unset, 30. */
function eventRetentionDaysFromEnv(): number {
  const days = intFromEnv('EVENT_RETENTION_DAYS', DEFAULT_EVENT_RETENTION_DAYS);
  if (days < 1 || days > 3650) throw new Error(`EVENT_RETENTION_DAYS must be between 1 and 3650, got ${days}`);
  return days;
}

/** The embedded default keeps a generated secret beside its data so tokens survive restarts. */
function jwtSecretFor(dataDir: string): string {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  mkdirSync(dataDir, { recursive: true });
  return secretFile(join(dataDir, 'jwt-secret'));
}

/** PROCESSING_TARGET_HOURS: a whole number of hours, 1 to 720 (default 48). */
export function processingTargetHoursFromEnv(): number {
  const hours = intFromEnv('PROCESSING_TARGET_HOURS', 48);
  if (hours < 1 || hours > 720) throw new Error(`PROCESSING_TARGET_HOURS must be between 1 and 720, got ${hours}`);
  return hours;
}

function metricsTokenFromEnv(): string | undefined {
  const token = process.env.METRICS_TOKEN;
  if (!token) return undefined;
  if (token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return token;
}

export const DEFAULT_PASSWORD_HASH_COST = 12;

/**
 * PASSWORD_HASH_COST: bcrypt's cost, the log2 of its rounds, 10 to 15 (default 12); each step doubles
 * the work of making and of checking a password hash. Outside production (NODE_ENV=production) it may
 * go down to 4, bcrypt's least, which the test suites use: they sign in thousands of times, and at 12
 * each check is about half a second of CPU. A stored hash keeps the cost it was made with.
 */
export function passwordHashCostFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PASSWORD_HASH_COST;
  if (raw === undefined || raw === '') return DEFAULT_PASSWORD_HASH_COST;
  const cost = Number(raw);
  const least = env.NODE_ENV === 'production' ? 10 : 4;
  if (!Number.isInteger(cost) || cost < least || cost > 15)
    throw new Error(`PASSWORD_HASH_COST must be a whole number from ${least} to 15, got "${raw}"`);
  return cost;
}

export function loadConfig(): AppConfig {
  const root = resolve(__dirname, '../../..');
  const dataDir = resolve(process.env.DATA_DIR || join(root, '.data'));
  let version = '0.0.0';
  try {
    version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  } catch {
    // version stays unknown when the package file is absent (e.g. a trimmed image)
  }
  // Read by the password hashing itself; checked here so a mistyped value stops the start.
  passwordHashCostFromEnv();
  return {
    port: intFromEnv('PORT', 3001),
    host: process.env.HOST || '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: jwtSecretFor(dataDir),
    tokenTtlSeconds: intFromEnv('TOKEN_TTL_SECONDS', 12 * 3600),
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM || 'Leavewise <no-reply@leavewise.local>',
    webDistDir: resolve(process.env.WEB_DIST_DIR || join(root, 'web/dist')),
    runJobs: process.env.RUN_JOBS !== 'false',
    webhookAllowedHosts: (process.env.WEBHOOK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    outboundTimeoutMs: outboundTimeoutFromEnv(),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    databasePoolSize: databasePoolSizeFromEnv(),
    databaseReadPipelines: readPipelinesFromEnv(),
    databaseReplicaUrl: process.env.DATABASE_REPLICA_URL || undefined,
    processingTargetHours: processingTargetHoursFromEnv(),
    metricsToken: metricsTokenFromEnv(),
    migrateOnStart: process.env.MIGRATE_ON_START !== 'false',
    schedules: {
      ...(process.env.SCHEDULE_ESCALATION ? { escalation: process.env.SCHEDULE_ESCALATION } : {}),
      ...(process.env.SCHEDULE_RETENTION ? { retention: process.env.SCHEDULE_RETENTION } : {}),
      ...(process.env.SCHEDULE_ACCRUAL ? { accrual: process.env.SCHEDULE_ACCRUAL } : {}),
    },
    scheduleTickMs: intFromEnv('SCHEDULE_TICK_MS', 10_000) || 10_000,
    eventRetentionDays: eventRetentionDaysFromEnv(),
    shutdownDelayMs: Math.min(intFromEnv('SHUTDOWN_DELAY_MS', 0), 5000),
    publicUrl: (process.env.PUBLIC_URL || `http://localhost:${intFromEnv('PORT', 3001)}`).replace(/\/+$/, ''),
    corsOrigins: originsFromEnv(process.env.CORS_ORIGINS),
    slackApiUrl: slackApiUrlFromEnv(process.env.SLACK_API_URL),
    bodyLimitBytes: intFromEnv('MAX_BODY_BYTES', DEFAULT_BODY_LIMIT_BYTES),
    production: process.env.NODE_ENV === 'production',
    socketLimits: socketLimitsFromEnv(),
    version,
    sso: ssoSettingsFromEnv(process.env),
    vapid: vapidSettingsFromEnv(process.env, dataDir, process.env.MAIL_FROM || 'Leavewise <no-reply@leavewise.local>'),
  };
}

/** SLACK_API_URL: an http(s) URL without a trailing slash; a mistyped one stops the start. */
function slackApiUrlFromEnv(value: string | undefined): string {
  if (!value) return 'https://slack.com/api';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SLACK_API_URL must be an http(s) URL, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SLACK_API_URL must be an http(s) URL, not ${JSON.stringify(value)}`);
  return value.replace(/\/+$/, '');
}
