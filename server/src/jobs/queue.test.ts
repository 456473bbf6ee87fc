import { startTestApp, type TestApp } from '../../test/harness';
import { JobQueue } from './queue';

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('job queue: slots and timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const enqueue = (queue: JobQueue, name: string, count: number, maxAttempts = 5) =>
    t.dataSource.transaction(async (manager) => {
      for (let n = 0; n < count; n++) await queue.enqueue(manager, name, { n }, { maxAttempts });
    });
  const jobsOf = (name: string) =>
    t.dataSource.query(`SELECT status, attempts, last_error FROM jobs WHERE queue = $1 ORDER BY id`, [name]);

  it('fails a job that outruns its timeout like any failure, and gives its slot to the next job although the handler ignores its signal', async () => {
    const queue = new JobQueue(t.dataSource);
    let cancelled = false;
    queue.register(
      'stuck',
      (_payload, job) => {
        job.signal?.addEventListener('abort', () => (cancelled = true));
        return new Promise<void>(() => undefined); // never settles, whatever the signal says
      },
      { timeoutMs: 200 },
    );
    const ran: number[] = [];
    queue.register('quick', async (payload) => void ran.push(Number(payload.n)));
    await enqueue(queue, 'stuck', 2, 1);
    await enqueue(queue, 'quick', 1);

    expect(await queue.drain()).toBe(3);
    expect(ran).toEqual([0]);
    expect(cancelled).toBe(true);
    expect(await jobsOf('stuck')).toEqual([
      { status: 'failed', attempts: 1, last_error: 'The job did not finish within 0.2 seconds' },
      { status: 'failed', attempts: 1, last_error: 'The job did not finish within 0.2 seconds' },
    ]);
    expect(await jobsOf('quick')).toEqual([{ status: 'done', attempts: 1, last_error: null }]);
  }, 20_000);

  it('retries a timed-out job with backoff while attempts remain', async () => {
    const queue = new JobQueue(t.dataSource);
    queue.register('sleepy', () => new Promise<void>(() => undefined), { timeoutMs: 100 });
    await enqueue(queue, 'sleepy', 1, 3);
    await queue.drain();
    const [job] = await t.dataSource.query(
      `SELECT status, attempts, run_at > now() + interval '20 seconds' AS later FROM jobs WHERE queue = 'sleepy'`,
    );
    expect(job).toEqual({ status: 'queued', attempts: 1, later: true });
  }, 20_000);

  it('runs a queue’s jobs side by side up to its concurrency, never more', async () => {
    const queue = new JobQueue(t.dataSource);
    let running = 0;
    let most = 0;
    const threeAtOnce = signal();
    queue.register(
      'parallel',
      async () => {
        running += 1;
        most = Math.max(most, running);
        if (running === 3) threeAtOnce.resolve();
        // Each job waits until three run at once: one at a time, they would wait for ever.
        await threeAtOnce.promise;
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
      },
      { concurrency: 3 },
    );
    await enqueue(queue, 'parallel', 7);
    expect(await queue.drain()).toBe(7);
    expect(most).toBe(3);
    expect((await jobsOf('parallel')).every((job: { status: string }) => job.status === 'done')).toBe(true);
  }, 20_000);

  it('gives each queue its own slots: a queue full of slow jobs does not hold up another', async () => {
    const queue = new JobQueue(t.dataSource, { pollMs: 20 });
    const release = signal();
    let slowStarted = 0;
    queue.register(
      'slow-deliveries',
      async () => {
        slowStarted += 1;
        await release.promise;
      },
      { concurrency: 2 },
    );
    const urgent = signal();
    queue.register('urgent-mail', async () => urgent.resolve());
    // The slow jobs come first and outnumber their slots.
    await enqueue(queue, 'slow-deliveries', 5);
    await enqueue(queue, 'urgent-mail', 1);
    queue.start();
    try {
      await urgent.promise;
      expect(slowStarted).toBe(2);
      const [mail] = await jobsOf('urgent-mail');
      expect(mail.attempts).toBe(1);
    } finally {
      release.resolve();
      await queue.stop();
    }
    const slow = await jobsOf('slow-deliveries');
    expect(slow.filter((job: { status: string }) => job.status === 'done').length).toBeGreaterThanOrEqual(2);
  }, 20_000);
});
