import type { DataSource } from 'typeorm';
import { pendingMigrations } from '../../db/migrate';
import type { EventBus } from '../../realtime/events';
import { systemQueries } from './system.queries';

export type CheckState = 'ok' | 'failing';

export interface Readiness {
  ready: boolean;
  /** Why the process should get no traffic, when it should not (first failing check). */
  reason?: string;
  checks: {
    draining: boolean;
    database: CheckState;
    migrations: CheckState;
    realtime: CheckState;
    /**
     * The read replica, when DATABASE_REPLICA_URL is set, and how far its replay lags behind (seconds).
     * Reported, never a reason to refuse traffic: without it only analysts' reports fail.
     */
    replica?: CheckState;
    replicaLagSeconds?: number | null;
  };
}

const DATABASE_TIMEOUT_MS = 2000;

/**
 * Liveness and readiness for load balancers and orchestrators. Ready means: not shutting down, the
 * database answers, this build's migrations are all applied, and the realtime listener (LISTEN on
 * Postgres) is connected, so subscribers here see events caused elsewhere.
 */
export class HealthService {
  private draining = false;
  private migrationsCurrent = false;
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
    private readonly replica?: DataSource,
  ) {}

  /** Readiness answers 503 from now on (SIGTERM): the process is finishing what it has. */
  beginDrain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  live(): { status: 'alive'; uptimeSeconds: number } {
    return { status: 'alive', uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000) };
  }

  async readiness(): Promise<Readiness> {
    const checks: Readiness['checks'] = {
      draining: this.draining,
      database: 'failing',
      migrations: 'failing',
      realtime: this.events.listening ? 'ok' : 'failing',
    };
    const reasons: string[] = [];
    if (this.draining) reasons.push('The server is shutting down');
    try {
      await withTimeout(systemQueries.ping(this.dataSource), DATABASE_TIMEOUT_MS);
      checks.database = 'ok';
    } catch {
      reasons.push('The database is not reachable');
    }
    if (checks.database === 'ok') {
      // Migrations only move forward: once current, they stay current for this build.
      if (!this.migrationsCurrent) {
        const pending = await pendingMigrations(this.dataSource).catch(() => ['unknown']);
        this.migrationsCurrent = pending.length === 0;
        if (!this.migrationsCurrent) reasons.push(`Migrations are pending: ${pending.join(', ')}`);
      }
      if (this.migrationsCurrent) checks.migrations = 'ok';
    } else reasons.push('Migrations cannot be checked without the database');
    if (checks.realtime === 'failing') reasons.push('The realtime listener is not connected');
    if (this.replica) {
      try {
        const lag = await withTimeout(systemQueries.replicaLag(this.replica), DATABASE_TIMEOUT_MS);
        checks.replica = 'ok';
        checks.replicaLagSeconds = lag === null ? null : Math.round(Number(lag) * 10) / 10;
      } catch {
        checks.replica = 'failing';
      }
    }
    return reasons.length ? { ready: false, reason: reasons[0], checks } : { ready: true, checks };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms))),
  ]).finally(() => clearTimeout(timer));
}
