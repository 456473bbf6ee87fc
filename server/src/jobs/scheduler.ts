import type { DataSource } from 'typeorm';
import { returnedRows } from '../lib/ids';
import { componentLogger } from '../observability/logger';
import { parseSchedule, type ParsedSchedule } from './cron';
import type { JobQueue } from './queue';

const log = componentLogger('scheduler');

export interface ScheduleDefinition {
  /** Unique name; also the queue its jobs go to. */
  name: string;
  /** A cron expression or `@every <n><s|m|h|d>` (see cron.ts), UTC. */
  schedule: string;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
}

/**
 * Enqueues scheduled work once per period across every replica. Each replica checks every `tickMs`
 * which period each schedule is in; one conditional upsert on `job_schedules` (row-locked by
 * Postgres) lets exactly one replica advance a schedule to that period, and it enqueues the job in
 * the same transaction with the period as its singleton key. Replicas that lose the race do nothing,
 * and a period missed while every replica was down runs once when one comes back.
 */
export class Scheduler {
  private readonly parsed: { definition: ScheduleDefinition; schedule: ParsedSchedule }[];
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    definitions: ScheduleDefinition[],
    private readonly tickMs = 10_000,
  ) {
    this.parsed = definitions.map((definition) => ({ definition, schedule: parseSchedule(definition.schedule) }));
  }

  /** The period key a schedule is in at `now`. */
  periodOf(name: string, now = new Date()): Date {
    const entry = this.parsed.find((item) => item.definition.name === name);
    if (!entry) throw new Error(`No schedule named ${name}`);
    return entry.schedule.previous(now);
  }

  /** Enqueues every schedule whose current period has not been enqueued yet; returns the names this call enqueued. */
  async tick(now = new Date()): Promise<string[]> {
    const enqueued: string[] = [];
    for (const { definition, schedule } of this.parsed) {
      const period = schedule.previous(now);
      const won = await this.dataSource.transaction(async (manager) => {
        const rows = returnedRows<{ name: string }>(
          await manager.query(
            `INSERT INTO job_schedules (name, schedule, last_period) VALUES ($1, $2, $3)
             ON CONFLICT (name) DO UPDATE SET last_period = EXCLUDED.last_period, schedule = EXCLUDED.schedule, updated_at = now()
               WHERE job_schedules.last_period < EXCLUDED.last_period
             RETURNING name`,
            [definition.name, definition.schedule, period],
          ),
        );
        if (!rows.length) return false;
        await this.jobs.enqueue(
          manager,
          definition.name,
          { ...definition.payload, period: period.toISOString() },
          { singletonKey: period.toISOString(), maxAttempts: definition.maxAttempts ?? 3 },
        );
        return true;
      });
      if (won) enqueued.push(definition.name);
    }
    return enqueued;
  }

  start(): void {
    if (this.timer) return;
    const run = () => {
      this.ticking = this.tick().catch((error: Error) => log.error({ err: error }, 'schedule check failed'));
    };
    run();
    this.timer = setInterval(run, this.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }
}
