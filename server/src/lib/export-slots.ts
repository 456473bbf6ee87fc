import { rateLimited } from './errors';

export interface ExportSlotLimits {
  /** Exports one person may run at the same time. */
  perPerson: number;
  /** Exports this process runs at the same time; the next ones wait for a free slot, in order. */
  atOnce: number;
  /** Exports that may wait for a slot; more are refused. */
  waiting: number;
}

export const DEFAULT_EXPORT_SLOT_LIMITS: ExportSlotLimits = { perPerson: 2, atOnce: 2, waiting: 20 };

export const EXPORTS_RUNNING_MESSAGE = (count: number) =>
  `You already have ${count} exports running; wait for them to finish and try again.`;
export const EXPORTS_BUSY_MESSAGE = 'The server is busy with other exports; please try again in a minute.';

/**
 * Exports (calendar files, CSV) read thousands of rows and hold a database connection while they do.
 * A person runs at most `perPerson` of them at a time and the process at most `atOnce`, the others
 * waiting their turn in order (at most `waiting` of them); beyond either limit the export is refused
 * with RATE_LIMITED at once. So exports never take the connection pool or the processor from everyone
 * else, however many are asked for. `beforeEach` runs once a person's slot is taken, before the export
 * waits for the process's (e.g. counting the export against a rate limit, which may refuse it).
 */
export class ExportSlots {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private readonly perPerson = new Map<string, number>();

  constructor(
    readonly limits: ExportSlotLimits = DEFAULT_EXPORT_SLOT_LIMITS,
    private readonly beforeEach?: (personId: string) => Promise<void>,
  ) {}

  /** Runs `work` as one export of `personId`, refusing it (RATE_LIMITED) when no slot can be had. */
  async run<T>(personId: string, work: () => Promise<T>): Promise<T> {
    const mine = this.perPerson.get(personId) ?? 0;
    if (mine >= this.limits.perPerson) throw rateLimited(EXPORTS_RUNNING_MESSAGE(mine));
    if (this.running >= this.limits.atOnce && this.queue.length >= this.limits.waiting)
      throw rateLimited(EXPORTS_BUSY_MESSAGE);
    this.perPerson.set(personId, mine + 1);
    try {
      await this.beforeEach?.(personId);
      await this.acquire();
      try {
        return await work();
      } finally {
        this.release();
      }
    } finally {
      const left = (this.perPerson.get(personId) ?? 1) - 1;
      if (left > 0) this.perPerson.set(personId, left);
      else this.perPerson.delete(personId);
    }
  }

  /** Exports running and waiting now (for tests and metrics). */
  get state(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.atOnce) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.waiting) return Promise.reject(rateLimited(EXPORTS_BUSY_MESSAGE));
    return new Promise((resolve) => this.queue.push(resolve));
  }

  /** Hands the slot to the next waiting export, if any (it stays taken), or frees it. */
  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running -= 1;
  }
}
