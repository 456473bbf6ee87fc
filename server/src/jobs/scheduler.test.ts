import { startTestApp, type TestApp } from '../../test/harness';
import { parseSchedule } from './cron';
import { JobQueue } from './queue';
import { Scheduler } from './scheduler';

const at = (iso: string) => new Date(iso);

describe('cron schedules', () => {
  it('finds the last due minute of five-field expressions', () => {
    expect(parseSchedule('* * * * *').previous(at('2026-03-04T10:20:35Z'))).toEqual(at('2026-03-04T10:20:00Z'));
    expect(parseSchedule('17 3 * * *').previous(at('2026-03-04T10:20:00Z'))).toEqual(at('2026-03-04T03:17:00Z'));
    expect(parseSchedule('17 3 * * *').previous(at('2026-03-04T02:00:00Z'))).toEqual(at('2026-03-03T03:17:00Z'));
    expect(parseSchedule('*/15 8-18 * * 1-5').previous(at('2026-03-07T12:00:00Z'))).toEqual(
      at('2026-03-06T18:45:00Z'), // Saturday: Friday's last slot
    );
    expect(parseSchedule('0 0 1 1 *').previous(at('2026-06-01T00:00:00Z'))).toEqual(at('2026-01-01T00:00:00Z'));
    expect(parseSchedule('0 12 13 * 5').previous(at('2026-03-14T00:00:00Z'))).toEqual(at('2026-03-13T12:00:00Z'));
  });

  it('counts @every periods from the epoch', () => {
    expect(parseSchedule('@every 30s').previous(at('2026-03-04T10:20:47Z'))).toEqual(at('2026-03-04T10:20:30Z'));
    expect(parseSchedule('@every 1h').previous(at('2026-03-04T10:20:47Z'))).toEqual(at('2026-03-04T10:00:00Z'));
  });

  it('refuses expressions it cannot read', () => {
    for (const bad of ['* * * *', '61 * * * *', '* * * * 8', '@every 0s', 'a b c d e', '5-1 * * * *'])
      expect(() => parseSchedule(bad)).toThrow();
  });
});

describe('job queue and scheduler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('enqueues each period once, however many replicas tick at once', async () => {
    const queue = new JobQueue(t.dataSource);
    const replicas = [1, 2, 3, 4].map(
      () => new Scheduler(t.dataSource, queue, [{ name: 'nightly', schedule: '0 2 * * *' }]),
    );
    const enqueued = await Promise.all(replicas.map((replica) => replica.tick(at('2026-03-04T02:00:30Z'))));
    expect(enqueued.flat()).toEqual(['nightly']);
    const again = await Promise.all(replicas.map((replica) => replica.tick(at('2026-03-04T23:59:00Z'))));
    expect(again.flat()).toEqual([]);
    const next = await Promise.all(replicas.map((replica) => replica.tick(at('2026-03-05T02:01:00Z'))));
    expect(next.flat()).toEqual(['nightly']);
    const jobs = await t.dataSource.query(
      `SELECT singleton_key, payload FROM jobs WHERE queue = 'nightly' ORDER BY id`,
    );
    expect(jobs.map((job: { singleton_key: string }) => job.singleton_key)).toEqual([
      '2026-03-04T02:00:00.000Z',
      '2026-03-05T02:00:00.000Z',
    ]);
    expect(jobs[0].payload).toEqual({ period: '2026-03-04T02:00:00.000Z' });
  });

  it('releases a job still running when a stop cannot wait, so another replica takes it', async () => {
    const queue = new JobQueue(t.dataSource, { pollMs: 20 });
    let finish!: () => void;
    const started = new Promise<void>((resolve) =>
      queue.register('slow', () => {
        resolve();
        return new Promise<void>((done) => (finish = done));
      }),
    );
    await t.dataSource.transaction((manager) => queue.enqueue(manager, 'slow', { n: 1 }));
    queue.start();
    await started;
    const { released } = await queue.stop({ graceMs: 50 });
    expect(released).toBe(1);
    const [job] = await t.dataSource.query(`SELECT status, attempts, locked_until FROM jobs WHERE queue = 'slow'`);
    expect(job).toEqual({ status: 'queued', attempts: 0, locked_until: null });
    finish();

    const other = new JobQueue(t.dataSource, { pollMs: 20 });
    const ran: number[] = [];
    other.register('slow', async (payload) => void ran.push(Number(payload.n)));
    expect(await other.drain()).toBe(1);
    expect(ran).toEqual([1]);
    // The worker that holds the claim records the result (the released one's finish changes nothing).
    const [done] = await t.dataSource.query(`SELECT status, attempts FROM jobs WHERE queue = 'slow'`);
    expect(done).toEqual({ status: 'done', attempts: 1 });
  });

  it('moves finished jobs to the archive and forgets old archived ones', async () => {
    const queue = new JobQueue(t.dataSource);
    await t.dataSource.query(
      `INSERT INTO jobs (queue, status, finished_at) VALUES
         ('old-done', 'done', now() - interval '2 hours'), ('fresh-done', 'done', now()),
         ('old-failed', 'failed', now() - interval '8 days'), ('fresh-failed', 'failed', now() - interval '1 day')`,
    );
    await t.dataSource.query(
      `INSERT INTO jobs_archive (id, queue, payload, run_at, attempts, max_attempts, status, created_at, archived_at)
       VALUES (999999, 'ancient', '{}', now(), 1, 5, 'done', now(), now() - interval '31 days')`,
    );
    expect(await queue.archiveFinished()).toEqual({ archived: 2, deleted: 1 });
    const live = await t.dataSource.query(
      `SELECT queue FROM jobs WHERE queue LIKE '%-done' OR queue LIKE '%-failed' ORDER BY queue`,
    );
    expect(live.map((row: { queue: string }) => row.queue)).toEqual(['fresh-done', 'fresh-failed']);
    const archived = await t.dataSource.query(`SELECT queue FROM jobs_archive ORDER BY queue`);
    expect(archived.map((row: { queue: string }) => row.queue)).toEqual(['old-done', 'old-failed']);
  });
});
