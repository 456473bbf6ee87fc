import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../lib/ids';
import { inSeconds } from '../lib/seconds';
import { componentLogger } from '../observability/logger';

const log = componentLogger('jobs');

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one queued/running job per (queue, singletonKey). */
  singletonKey?: string;
  maxAttempts?: number;
}

export interface JobContext {
  id: string;
  attempts: number;
  /** Aborted when the job runs out of time (or the process must let it go): stop, and throw. */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

export interface QueueOptions {
  /** Jobs of this queue one process runs at once (default 1). */
  concurrency?: number;
  /**
   * A job still running after this long fails like any failure (retried with backoff, or failed for
   * good at its last attempt), and its slot goes to the next job even if the handler ignores its
   * signal. Default 60 s.
   */
  timeoutMs?: number;
}

export interface JobRow {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  /** The lease of this claim, as Postgres wrote it (microseconds): a finishing worker only records its own claim. */
  lease: string;
}

interface RegisteredQueue {
  handler: JobHandler;
  concurrency: number;
  timeoutMs: number;
  /** Jobs of this queue running in this process now. */
  running: number;
}

export const DEFAULT_JOB_TIMEOUT_MS = 60_000;
/** For work over the whole organisation (accrual, retention): large organisations take minutes. */
export const LONG_JOB_TIMEOUT_MS = 30 * 60_000;
/** A claim outlives its job's timeout by this much, so no other replica takes a job that is still being recorded. */
const LEASE_MARGIN_SECONDS = 60;

/** A job that outran its queue's timeout. */
export class JobTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The job did not finish within ${inSeconds(timeoutMs)}`);
  }
}

/**
 * A durable job queue on Postgres. Workers claim jobs with `FOR UPDATE SKIP LOCKED`, so any number of
 * server processes can run it; a claimed job whose worker died is retried once its lease expires.
 * Failures retry with exponential backoff until maxAttempts. Each queue has its own slots (its
 * concurrency) and timeout, so a flood of slow webhook deliveries cannot hold up password-reset email
 * or escalations, and no job holds its slot past its timeout.
 */
export class JobQueue {
  private readonly queues = new Map<string, RegisteredQueue>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  /** Set by stop(): nothing more is claimed; running jobs finish (or are released). */
  private stopRequested = false;
  /** Claims are made one after another (a claim looks at which queues have free slots). */
  private filling: Promise<number> = Promise.resolve(0);
  /**
   * Jobs this process claimed and runs, until their outcome (or their timeout) is recorded: released
   * if a stop cannot wait for them.
   */
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: {
      pollMs?: number;
      backoffBaseSeconds?: number;
      /** Called after each job this process ran (metrics). */
      onJobFinished?: (queue: string, outcome: 'done' | 'retry' | 'failed', seconds: number) => void;
    } = {},
  ) {}

  register(queue: string, handler: JobHandler, options: QueueOptions = {}): void {
    this.queues.set(queue, {
      handler,
      concurrency: Math.max(1, options.concurrency ?? 1),
      timeoutMs: options.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS,
      running: 0,
    });
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
      void this.fill().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? 500);
      });
    };
    tick();
  }

  /**
   * Stops polling and lets the running jobs finish. With `graceMs`, jobs still running after that long
   * are released (queued again, their attempt not counted) so another replica takes them at once
   * instead of waiting for their lease to expire; the caller is about to exit.
   */
  async stop(options: { graceMs?: number } = {}): Promise<{ released: number }> {
    this.stopped = true;
    this.stopRequested = true;
    if (this.timer) clearTimeout(this.timer);
    await this.filling;
    const finished = Promise.all(this.running.values()).then(() => true);
    let released = 0;
    if (options.graceMs === undefined) await finished;
    else {
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        finished,
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), options.graceMs))),
      ]);
      clearTimeout(timer);
      if (!inTime && this.running.size) released = await this.release([...this.running.keys()]);
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

  /** Runs due jobs (several at once, within each queue's slots) until none is left. Returns how many ran. */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const started = await this.fill();
      ran += started;
      if (!this.running.size) {
        if (!started) break;
        continue;
      }
      await Promise.race(this.running.values());
    }
    return ran;
  }

  /** Claims due jobs while a queue has a free slot, and starts them. One fill at a time. */
  private fill(): Promise<number> {
    this.filling = this.filling.then(async () => {
      let started = 0;
      try {
        while (!this.stopRequested) {
          const open = [...this.queues].filter(([, queue]) => queue.running < queue.concurrency);
          if (!open.length) break;
          const job = await this.claim(open);
          if (!job) break;
          this.launch(job);
          started += 1;
        }
      } catch (error) {
        if (!this.stopped) log.error({ err: error }, 'polling failed');
      }
      return started;
    });
    return this.filling;
  }

  private async claim(open: [string, RegisteredQueue][]): Promise<JobRow | undefined> {
    const rows = returnedRows<JobRow>(
      await this.dataSource.query(
        `UPDATE jobs SET status = 'running', attempts = attempts + 1,
           locked_until = now() + make_interval(secs => (SELECT lease FROM unnest($1::text[], $2::int[]) AS q (name, lease) WHERE q.name = jobs.queue))
       WHERE id = (
         SELECT id FROM jobs
         WHERE queue = ANY($1) AND run_at <= now()
           AND (status = 'queued' OR (status = 'running' AND locked_until < now()))
         ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       RETURNING id, queue, payload, attempts, max_attempts, locked_until::text AS lease`,
        [open.map(([name]) => name), open.map(([, queue]) => Math.ceil(queue.timeoutMs / 1000) + LEASE_MARGIN_SECONDS)],
      ),
    );
    return rows[0];
  }

  /** Runs a claimed job in the background; a freed slot looks for the next job at once. */
  private launch(job: JobRow): void {
    const queue = this.queues.get(job.queue)!;
    queue.running += 1;
    const run = this.run(job, queue)
      .catch((error: unknown) => log.error({ err: error, jobId: job.id, queue: job.queue }, 'could not record a job'))
      .finally(() => {
        queue.running -= 1;
        this.running.delete(job.id);
        if (!this.stopped) void this.fill();
      });
    this.running.set(job.id, run);
  }

  private async run(job: JobRow, queue: RegisteredQueue): Promise<void> {
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const timeout = new JobTimeout(queue.timeoutMs);
        controller.abort(timeout);
        reject(timeout);
      }, queue.timeoutMs);
    });
    const work = Promise.resolve().then(() =>
      queue.handler(job.payload, { id: job.id, attempts: job.attempts, signal: controller.signal }),
    );
    // A handler that ignores its signal may settle long after its timeout was recorded: nothing waits for it.
    work.catch(() => undefined);
    try {
      await Promise.race([work, outOfTime]);
      clearTimeout(timer);
      // A job released at shutdown (queued again, maybe claimed elsewhere) is not ours to finish.
      await this.dataSource.query(
        `UPDATE jobs SET status = 'done', finished_at = now(), last_error = NULL
         WHERE id = $1 AND status = 'running' AND locked_until = $2::timestamptz`,
        [job.id, job.lease],
      );
      this.options.onJobFinished?.(job.queue, 'done', seconds());
    } catch (error) {
      clearTimeout(timer);
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
