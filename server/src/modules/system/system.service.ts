import type { DataSource } from 'typeorm';
import { assertOperation, type Actor } from '../../auth/policy';
import type { AppConfig } from '../../config';
import type { JobQueue } from '../../jobs/queue';
import type { AuditService } from '../audit';
import type { EmailService } from '../email';
import { componentLogger } from '../../observability/logger';
import { systemQueries } from './system.queries';
import { configuredParts, emailPart, type ComponentStatus, type PartStatus } from './configuration-status';

const log = componentLogger('system');

/** What the realtime socket server exposes to system status; set when it starts. */
export interface RealtimeHooks {
  activeConnections(): number;
  restart(): Promise<void>;
}

/** Minimal view of TypeORM's Postgres driver needed to swap its pg pool. */
interface PoolDriver {
  master?: { end(): Promise<void>; totalCount?: number; idleCount?: number; waitingCount?: number };
  options: unknown;
  createPool(options: unknown, credentials: unknown): Promise<PoolDriver['master']>;
}

/** System Status (spec §2): real measurements of the database, job worker and sockets, and in-process restarts. */
export class SystemService {
  private realtime: RealtimeHooks | null = null;
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly audit: AuditService,
    private readonly email: EmailService,
  ) {}

  /** Called by the realtime server when it starts. */
  setRealtimeHooks(hooks: RealtimeHooks | null): void {
    this.realtime = hooks;
  }

  /** Database reachability and round trip, version and uptime. Open to anyone: it reveals no data. */
  async health(): Promise<{
    status: ComponentStatus;
    version: string;
    uptimeSeconds: number;
    lastCheck: string;
    responseTime: number;
    database: { status: ComponentStatus; responseTime: number | null; error?: string };
  }> {
    const started = performance.now();
    let database: { status: ComponentStatus; responseTime: number | null; error?: string };
    try {
      await systemQueries.ping(this.dataSource);
      database = { status: 'online', responseTime: Math.round((performance.now() - started) * 100) / 100 };
    } catch {
      database = { status: 'offline', responseTime: null, error: 'The database did not answer' };
    }
    return {
      status: database.status === 'online' ? 'online' : 'error',
      version: this.config.version,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      lastCheck: new Date().toISOString(),
      responseTime: Math.round((performance.now() - started) * 100) / 100,
      database,
    };
  }

  /**
   * Email: provider, queued messages and the latest sending error from the outbox (EmailService), and
   * whether this process's job worker, which sends them, runs. Without an SMTP server nothing is sent
   * (offline, and `summary` says so); failed messages of the last day make it `error`.
   */
  async emailStatus(actor: Actor): Promise<{
    status: ComponentStatus;
    provider: string;
    queueSize: number;
    lastError: string | null;
    workerRunning: boolean;
    configured: boolean;
    summary: string;
    lastCheck: string;
  }> {
    assertOperation('admin', actor);
    const email = await this.email.emailStatus(actor);
    const workerRunning = this.jobs.isRunning;
    const part = emailPart(email.provider === 'smtp', workerRunning, email.status === 'degraded');
    return {
      status: part.status,
      provider: email.provider,
      queueSize: email.queueSize,
      lastError: email.lastError,
      workerRunning,
      configured: part.configured,
      summary: part.summary,
      lastCheck: new Date().toISOString(),
    };
  }

  /** Each part that works only once configured (email, single sign-on, the replica, notification channels). */
  async configurationStatus(actor: Actor): Promise<{ parts: PartStatus[]; lastCheck: string }> {
    assertOperation('admin', actor);
    const email = await this.emailStatus(actor);
    const { status, configured, summary } = email;
    return {
      parts: [{ part: 'email', status, configured, summary }, ...(await configuredParts(this.dataSource, this.config))],
      lastCheck: email.lastCheck,
    };
  }

  async notificationsStatus(actor: Actor): Promise<{
    status: ComponentStatus;
    websocketStatus: ComponentStatus;
    activeConnections: number;
    lastCheck: string;
  }> {
    assertOperation('admin', actor);
    const activeConnections = this.realtime?.activeConnections() ?? 0;
    const websocketStatus: ComponentStatus = this.realtime ? 'online' : 'offline';
    return { status: websocketStatus, websocketStatus, activeConnections, lastCheck: new Date().toISOString() };
  }

  /**
   * Reconnects the database: a fresh pg pool is created and checked first, then swapped in; the old
   * pool ends once its checked-out clients are released, so in-flight queries and transactions finish.
   */
  async restartBackend(actor: Actor): Promise<{ message: string }> {
    assertOperation('admin', actor);
    const driver = this.dataSource.driver as unknown as PoolDriver;
    const fresh = await driver.createPool(driver.options, driver.options);
    const old = driver.master;
    driver.master = fresh;
    void old?.end().catch((error: Error) => log.error({ err: error }, 'closing the old database pool failed'));
    await this.audit.recordStandalone(actor, {
      action: 'system.backend_restarted',
      resourceType: 'system',
      details: { component: 'database_pool' },
    });
    return { message: 'Backend restarted: database connections renewed' };
  }

  /**
   * Restarts email sending: the job worker that sends it (and runs the other background jobs) waits for
   * its running job, the SMTP connection is dropped so the next message opens a fresh one, then it polls again.
   */
  async restartEmail(actor: Actor): Promise<{ message: string }> {
    assertOperation('admin', actor);
    const wasRunning = this.jobs.isRunning;
    await this.jobs.stop();
    this.email.close();
    if (wasRunning || this.config.runJobs) this.jobs.start();
    await this.audit.recordStandalone(actor, {
      action: 'system.email_restarted',
      resourceType: 'system',
      details: { component: 'job_worker', running: this.jobs.isRunning },
    });
    return {
      message: this.jobs.isRunning
        ? 'Email service restarted'
        : 'Email service stopped: background jobs are disabled in this process (RUN_JOBS=false)',
    };
  }

  async restartNotifications(actor: Actor): Promise<{ message: string }> {
    assertOperation('admin', actor);
    if (this.realtime) await this.realtime.restart();
    await this.audit.recordStandalone(actor, {
      action: 'system.notifications_restarted',
      resourceType: 'system',
      details: { component: 'websocket', attached: Boolean(this.realtime) },
    });
    return {
      message: this.realtime
        ? 'Notification service restarted'
        : 'Notification service is not running in this process; nothing to restart',
    };
  }
}
