import { buildOrganisation, submitRequest } from '../../../test/factories';
import { latestDecisionLinks } from '../../../test/decision-links';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { Scheduler } from '../../jobs/scheduler';
import { scheduledWorkOf } from '../../kernel/assemble';
import type { UserEntity } from '../users';

describe('the daily cleanup of expired decision links', () => {
  let t: TestApp;
  let manager: UserEntity;
  let tokens: { staff: string };

  beforeAll(async () => {
    t = await startTestApp({ config: { publicUrl: 'https://leave.example.test' } });
    ({ manager, tokens } = await buildOrganisation(t, { manager: {}, staff: {} }));
  });
  afterAll(() => t.close());

  /** A request's two links, expired `ago` before now (a negative interval: not yet expired). */
  async function linksExpired(day: number, ago: string): Promise<string> {
    const { id } = await submitRequest(t, tokens.staff, { startDate: daysFromToday(day) });
    expect(await latestDecisionLinks(t, manager.email)).not.toBeNull();
    await t.dataSource.query(
      `UPDATE quick_decision_links SET expires_at = now() - $2::interval WHERE request_id = $1`,
      [id, ago],
    );
    return id;
  }

  const linksOf = async (ids: string[]) =>
    Object.fromEntries(
      (
        await t.dataSource.query(
          `SELECT request_id, count(*)::int AS count FROM quick_decision_links WHERE request_id = ANY($1) GROUP BY request_id`,
          [ids],
        )
      ).map((row: { request_id: string; count: number }) => [row.request_id, row.count]),
    );

  it('deletes links and Slack signatures expired more than a day ago, once across replicas, and keeps the rest', async () => {
    const longExpired = await linksExpired(30, '25 hours');
    const recentlyExpired = await linksExpired(32, '2 hours');
    const open = await linksExpired(34, '-48 hours');
    await t.dataSource.query(
      `INSERT INTO slack_seen_requests (signature_hash, seen_at)
       VALUES ('old', now() - interval '2 days'), ('recent', now() - interval '20 minutes'), ('new', now())`,
    );

    const work = scheduledWorkOf(t.services.modules).get('quick-decision-cleanup')!;
    // Two replicas' schedulers tick for the same period: the job is enqueued once.
    const definitions = [{ name: 'quick-decision-cleanup', schedule: work.cron }];
    const now = new Date();
    const enqueued = await Promise.all([
      new Scheduler(t.dataSource, t.services.jobs, definitions).tick(now),
      new Scheduler(t.dataSource, t.services.jobs, definitions).tick(now),
    ]);
    expect(enqueued.flat()).toEqual(['quick-decision-cleanup']);
    // Where background work runs, the queue runs it; two runs at once (a retry beside the first) agree.
    await Promise.all([work.run({}, { id: 'a' } as never), work.run({}, { id: 'b' } as never)]);

    expect(await linksOf([longExpired, recentlyExpired, open])).toEqual({ [recentlyExpired]: 2, [open]: 2 });
    const seen = await t.dataSource.query(`SELECT signature_hash FROM slack_seen_requests ORDER BY signature_hash`);
    expect(seen.map((row: { signature_hash: string }) => row.signature_hash)).toEqual(['new', 'recent']);
  });
});
