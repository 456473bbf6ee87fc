import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../lib/ids';
import { componentLogger } from '../observability/logger';

const log = componentLogger('jobs');

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one queued/running job per (queue, singletonKey). */
  singletonKey?: string;
  maxAttempts?: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: { id: string; attempts: number }) => Promise<void>;

export interface JobRow {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  /** The lease of this claim, as Postgres wrote it (microseconds): a finishing worker only records its own claim. */
  lease: string;
}

/**
 * A durable job queue on Postgres. Workers claim jobs with `FOR UPDATE SKIP LOCKED`, so any number of
 * server processes can run it; a claimed job whose worker died is retried once its lease expires.
 * Failures retry with exponential backoff until maxAttempts.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = true;
  /** Set by stop(): a drain in progress finishes its current job and returns. */
  private stopRequested = false;
  private active: Promise<void> = Promise.resolve();
  /** Jobs this process has claimed and not yet finished: released if a stop cannot wait for them. */
  private readonly claimed = new Set<string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: {
      pollMs?: number;
      leaseSeconds?: number;
      backoffBaseSeconds?: number;
      /** Called after each job this process ran (metrics). */
      onJobFinished?: (queue: string, outcome: 'done' | 'retry' | 'failed', seconds: number) => void;
    } = {},
  ) {}

  register(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  /** Enqueue inside the caller's transaction, so the job exists only if the change commits. */
  async enqueue(
    manager: EntityManager,
    queue: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    await manager.query(
      `INSERT INTO jobs (queue, payload, run_at, singleton_key, max_attempts) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (queue, singleton_key) WHERE singleton_key IS NOT NULL AND status IN ('queued', 'running') DO NOTHING`,
      [
        queue,
        JSON.stringify(payload),
        options.runAt ?? new Date(),
        options.singletonKey ?? null,
        options.maxAttempts ?? 5,
      ],
    );
  }

  backoffSeconds(attempts: number): number {
    return (this.options.backoffBaseSeconds ?? 30) * 2 ** Math.max(0, attempts - 1);
  }

  /** Whether this process is polling for jobs. */
  get isRunning(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopRequested = false;
    const tick = () => {
      if (this.stopped) return;
      this.active = this.drain()
        .then(() => undefined)
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? 500);
        });
    };
    tick();
  }

  /**
   * Stops polling and lets the running job finish. With `graceMs`, a job still running after that long
   * is released (queued again, its attempt not counted) so another replica takes it at once instead
   * of waiting for the lease to expire; the caller is about to exit.
   */
  async stop(options: { graceMs?: number } = {}): Promise<{ released: number }> {
    this.stopped = true;
    this.stopRequested = true;
    if (this.timer) clearTimeout(this.timer);
    let released = 0;
    if (options.graceMs === undefined) await this.active;
    else {
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        this.active.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), options.graceMs))),
      ]);
      clearTimeout(timer);
      if (!finished && this.claimed.size) released = await this.release([...this.claimed]);
    }
    this.stopRequested = false;
    return { released };
  }

  private async release(ids: string[]): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await this.dataSource.query(
        `UPDATE jobs SET status = 'queued', attempts = greatest(attempts - 1, 0), locked_until = NULL, run_at = now()
         WHERE id = ANY($1) AND status = 'running' RETURNING id`,
        [ids],
      ),
    );
    if (rows.length) log.warn({ jobIds: rows.map((row) => row.id) }, 'released unfinished jobs for another replica');
    return rows.length;
  }

  /** Runs due jobs until none is left. Returns how many ran. */
  async drain(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let ran = 0;
    try {
      for (;;) {
        const job = await this.claim();
        if (!job) break;
        await this.run(job);
        ran += 1;
        if (this.stopRequested) break;
      }
    } catch (error) {
      if (!this.stopped) log.error({ err: error }, 'polling failed');
    } finally {
      this.running = false;
    }
    return ran;
  }

  private async claim(): Promise<JobRow | undefined> {
    const queues = [...this.handlers.keys()];
    if (!queues.length) return undefined;
    const rows = returnedRows<JobRow>(
      await this.dataSource.query(
        `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => $2)
       WHERE id = (
         SELECT id FROM jobs
         WHERE queue = ANY($1) AND run_at <= now()
           AND (status = 'queued' OR (status = 'running' AND locked_until < now()))
         ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       RETURNING id, queue, payload, attempts, max_attempts, locked_until::text AS lease`,
        [queues, this.options.leaseSeconds ?? 300],
      ),
    );
    return rows[0];
  }

  private async run(job: JobRow): Promise<void> {
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    this.claimed.add(job.id);
    try {
      await this.handlers.get(job.queue)!(job.payload, { id: job.id, attempts: job.attempts });
      // A job released at shutdown (queued again, maybe claimed elsewhere) is not ours to finish.
      await this.dataSource.query(
        `UPDATE jobs SET status = 'done', finished_at = now(), last_error = NULL
         WHERE id = $1 AND status = 'running' AND locked_until = $2::timestamptz`,
        [job.id, job.lease],
      );
      this.options.onJobFinished?.(job.queue, 'done', seconds());
    } catch (error) {
      const message = (error as Error).message?.slice(0, 2000) ?? String(error);
      const failed = job.attempts >= job.max_attempts;
      await this.dataSource.query(
        `UPDATE jobs SET status = $2, last_error = $3, run_at = now() + make_interval(secs => $4), finished_at = CASE WHEN $2 = 'failed' THEN now() END
         WHERE id = $1 AND status = 'running' AND locked_until = $5::timestamptz`,
        [job.id, failed ? 'failed' : 'queued', message, this.backoffSeconds(job.attempts), job.lease],
      );
      this.options.onJobFinished?.(job.queue, failed ? 'failed' : 'retry', seconds());
      log.warn(
        { err: error, jobId: job.id, queue: job.queue, attempts: job.attempts },
        failed ? 'job failed for good' : 'job failed; retrying',
      );
    } finally {
      this.claimed.delete(job.id);
    }
  }

  /**
   * Retention: moves jobs finished longer than `doneAfter` (done) or `failedAfter` (failed) ago into
   * jobs_archive, and deletes archived jobs older than `archiveDays`. Returns how many moved and went.
   */
  async archiveFinished(
    options: { doneAfterMinutes?: number; failedAfterDays?: number; archiveDays?: number } = {},
  ): Promise<{ archived: number; deleted: number }> {
    return this.dataSource.transaction(async (manager) => {
      const moved = returnedRows<{ id: string }>(
        await manager.query(
          `WITH finished AS (
             DELETE FROM jobs
             WHERE (status = 'done' AND finished_at < now() - make_interval(mins => $1))
                OR (status = 'failed' AND finished_at < now() - make_interval(days => $2))
             RETURNING *
           )
           INSERT INTO jobs_archive (id, queue, payload, run_at, attempts, max_attempts, status, last_error, singleton_key, created_at, finished_at)
           SELECT id, queue, payload, run_at, attempts, max_attempts, status, last_error, singleton_key, created_at, finished_at
           FROM finished
           ON CONFLICT (id) DO NOTHING
           RETURNING id`,
          [options.doneAfterMinutes ?? 60, options.failedAfterDays ?? 7],
        ),
      );
      const deleted = returnedRows<{ id: string }>(
        await manager.query(
          `DELETE FROM jobs_archive WHERE archived_at < now() - make_interval(days => $1) RETURNING id`,
          [options.archiveDays ?? 30],
        ),
      );
      return { archived: moved.length, deleted: deleted.length };
    });
  }
}
