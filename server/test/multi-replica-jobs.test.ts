import type { AddressInfo } from 'node:net';
import { currentYear } from '../src/modules/users/user.service';
import { APPROVE_REQUEST, attemptRequest, buildStaff, submitRequest } from './factories';
import { daysFromToday, graphqlAt } from './harness';
import { daysAgo, insertRequest } from './leave-fixtures';
import { describeReplicas, gqlAt, until, socketsOn, reconnectingSubscriber } from './multi-replica-fixtures';

/** What the two replicas share: the API through nginx, subscriptions, and jobs that run once. */
describeReplicas((w) => {
  const { deliveries, clients } = w;

  it('serves the API and the WebSocket upgrade through nginx, alternating replicas', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => gqlAt<{ viewer: { id: string } }>(w.proxy.url, '{ viewer { id } }', {}, w.staffToken)),
    );
    expect(answers.map((answer) => answer.data?.viewer.id)).toEqual([w.staff.id, w.staff.id, w.staff.id, w.staff.id]);
    const health = await fetch(`${w.proxy.url}/api/health/ready`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, kept by the API
    expect((await fetch(`${w.proxy.url}/metrics`)).status).toBe(404);
  });

  it('delivers to a subscription held through one replica an approval made through the other', async () => {
    const before = await Promise.all(w.replicas.map(socketsOn));
    const subscriber = reconnectingSubscriber(w.proxy.url, w.staffToken);
    clients.push(subscriber.client);
    let holder = -1;
    await until(
      async () => {
        const now = await Promise.all(w.replicas.map(socketsOn));
        holder = now.findIndex((count, index) => count > before[index]);
        return holder >= 0;
      },
      15_000,
      'the socket to open on a replica',
    );
    const other = w.replicas[1 - holder];
    const submitted = await submitRequest(graphqlAt(w.proxy.url), w.staffToken, { startDate: daysFromToday(45) });
    const approved = await graphqlAt(other.url).gql(APPROVE_REQUEST, { id: submitted.id }, w.managerToken);
    expect(approved.errors).toBeUndefined();
    await until(
      () => subscriber.titles.some((title) => /approved/i.test(title)),
      15_000,
      'the approval notification on the other replica',
    );
  });

  it('runs email, webhook and escalation jobs exactly once across the replicas', async () => {
    const created = await gqlAt<{ createWebhook: { webhook: { id: string } } }>(
      w.proxy.url,
      `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
      {
        input: {
          url: `http://127.0.0.1:${(w.hooks.address() as AddressInfo).port}/hook`,
          events: ['SUBMITTED'],
          description: 'multi-replica test',
        },
      },
      w.adminToken,
    );
    expect(created.errors).toBeUndefined();
    const people = await Promise.all([1, 2, 3, 4].map(() => buildStaff(w.t, w.manager)));
    const tokens = await Promise.all(people.map((person) => w.t.tokenFor(person)));
    const throughNginx = graphqlAt(w.proxy.url);
    for (const [index, token] of tokens.entries()) {
      const submitted = await attemptRequest(throughNginx, token, { startDate: daysFromToday(50 + index) });
      expect(submitted.errors).toBeUndefined();
    }
    for (const person of people) {
      const reset = await gqlAt(w.proxy.url, `mutation ($email: String!) { requestPasswordReset(email: $email) }`, {
        email: person.email,
      });
      expect(reset.errors).toBeUndefined();
    }
    const overdue = await insertRequest(w.t, {
      userId: people[0].id,
      status: 'pending',
      startDate: daysFromToday(80),
      endDate: daysFromToday(80),
      days: 1,
      createdAt: daysAgo(3),
    });

    await until(() => deliveries.length >= 4, 30_000, 'four webhook deliveries');
    await until(
      async () => {
        const [{ waiting }] = await w.t.dataSource.query(
          `SELECT count(*)::int AS waiting FROM email_outbox WHERE status IN ('queued', 'failed')`,
        );
        return waiting === 0 && w.smtp.messages.length > 0;
      },
      30_000,
      'the outbox to empty',
    );
    await until(
      async () =>
        (
          await w.t.dataSource.query(`SELECT 1 FROM leave_requests WHERE id = $1 AND escalated_at IS NOT NULL`, [
            overdue,
          ])
        ).length === 1,
      30_000,
      'the overdue request to escalate',
    );
    // Several escalation periods pass while both w.replicas poll.
    const [{ periods: periodsBefore }] = await w.t.dataSource.query(
      `SELECT count(*)::int AS periods FROM (SELECT singleton_key FROM jobs WHERE queue = 'escalation'
         UNION ALL SELECT singleton_key FROM jobs_archive WHERE queue = 'escalation') p`,
    );
    await until(
      async () => {
        const [{ periods }] = await w.t.dataSource.query(
          `SELECT count(*)::int AS periods FROM jobs WHERE queue = 'escalation'`,
        );
        return periods >= periodsBefore + 2;
      },
      30_000,
      'two more escalation periods',
    );

    expect(new Set(deliveries).size).toBe(deliveries.length);
    expect(deliveries).toHaveLength(4);
    const [{ sent }] = await w.t.dataSource.query(
      `SELECT count(*)::int AS sent FROM email_outbox WHERE status = 'sent' AND attempts = 1`,
    );
    const [{ total }] = await w.t.dataSource.query(`SELECT count(*)::int AS total FROM email_outbox`);
    expect(sent).toBe(total);
    expect(w.smtp.messages).toHaveLength(total);
    for (const person of people)
      expect(w.smtp.messages.filter((mail) => mail.to.includes(person.email) && /reset/i.test(mail.raw))).toHaveLength(
        1,
      );
    const escalations = await w.t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'leave_request.escalated' AND resource_id = $1`,
      [overdue],
    );
    expect(escalations[0].count).toBe(1);
    const duplicates = await w.t.dataSource.query(
      `SELECT singleton_key FROM jobs WHERE queue = 'escalation' GROUP BY singleton_key HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  }, 120_000);

  it("brings balances up to their rules on the accrual schedule when a location's day begins, once across the replicas", async () => {
    const year = currentYear();
    await w.t.services.balances.balancesForUsers([w.staff.id], year);
    const balance = async (): Promise<{ total: number; allowance: number; entries: number }> =>
      (
        await w.t.dataSource.query(
          `SELECT b.total_days::float AS total, (b.rules->>'allowance')::float AS allowance,
                  (SELECT count(*)::int FROM leave_ledger_entries e WHERE e.balance_id = b.id) AS entries
           FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id AND rt.name = 'pto'
           WHERE b.user_id = $1 AND b.year = $2`,
          [w.staff.id, year],
        )
      )[0];
    const periods = async (): Promise<number> =>
      (
        await w.t.dataSource.query(
          `SELECT count(*)::int AS periods FROM (SELECT singleton_key FROM jobs WHERE queue = 'accrual'
             UNION ALL SELECT singleton_key FROM jobs_archive WHERE queue = 'accrual') p`,
        )
      )[0].periods;
    const before = await balance();
    // Written straight to the table, so that nothing but the schedule brings the balance up to date.
    await w.t.dataSource.query(
      `INSERT INTO allowance_overrides (user_id, request_type_id, days, reason)
       SELECT $1, id, $2, 'Agreed in the contract' FROM request_types WHERE name = 'pto'`,
      [w.staff.id, before.allowance + 3],
    );
    // The schedule takes each location's people once a local day: the location's next day begins.
    await w.t.dataSource.query(`UPDATE locations SET daily_work_done_on = daily_work_done_on - 1`);
    await until(async () => (await balance()).total === before.total + 3, 30_000, 'the accrual job to apply it');
    const seen = await periods();
    await until(async () => (await periods()) >= seen + 2, 30_000, 'two more accrual periods');
    expect(await balance()).toEqual({
      total: before.total + 3,
      allowance: before.allowance + 3,
      entries: before.entries + 1,
    });
    const duplicates = await w.t.dataSource.query(
      `SELECT singleton_key FROM jobs WHERE queue = 'accrual' GROUP BY singleton_key HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  }, 90_000);
});
