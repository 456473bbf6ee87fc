import type { DataSource, QueryRunner } from 'typeorm';
import { approveRequest, buildOrganisation, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { createDataSource } from '../database';
import { scheduledWork } from '../kernel/background';
import { AppError } from '../lib/errors';
import { NotificationEntity } from '../modules/notifications/notification.entity';
import { DomainEvents } from './domain-events';
import { decodeEventCursor, encodeEventCursor, type NewRequestEvent } from './event-log';
import { LocalEventBus, type BusMessage, type RequestEventMessage } from './events';
import { PgEventBus } from './pubsub';

/** The system module's nightly retention: a schedule's name is also its queue. */
const RETENTION_QUEUE = 'retention';

const CREATE_WEBHOOK = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`;

/** Waits for something the event machinery brings about; fails after `ms`. */
async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The request events a listener of `events` receives, in arrival order. */
function listen(events: { subscribe(listener: (message: BusMessage) => void): () => void }) {
  const received: RequestEventMessage[] = [];
  const stop = events.subscribe((message) => {
    if (message.type === 'request') received.push(message.event);
  });
  return { received, ids: () => received.map((event) => event.id), stop };
}

describe('the event log', () => {
  let t: TestApp;
  let staffToken: string;
  let managerToken: string;
  let adminToken: string;
  let day = 30;
  /** A second server process's view of the same database: its own pool, bus and sequencer. */
  let replicaSource: DataSource;
  let replica: DomainEvents;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      tokens: { staff: staffToken, manager: managerToken, admin: adminToken },
    } = await buildOrganisation(t, { admin: {}, manager: {}, staff: {} }));
    replicaSource = createDataSource(t.databaseUrl, { poolSize: 4 });
    await replicaSource.initialize();
    replica = new DomainEvents(replicaSource, PgEventBus.forDataSource(replicaSource));
    await Promise.all([t.services.events.ready(), replica.ready()]);
  });
  afterAll(async () => {
    await replica.close();
    await replicaSource.destroy();
    await t.close();
  });

  const submit = async () => (await submitRequest(t, staffToken, { startDate: daysFromToday((day += 2)) })).id;
  const eventsOf = (requestId: string): Promise<{ id: string; kind: string; position: string; handled: boolean }[]> =>
    t.dataSource.query(
      `SELECT id, kind, position, dispatched_at IS NOT NULL AS handled FROM event_log WHERE request_id = $1 ORDER BY position`,
      [requestId],
    );
  const eventFor = (requestId: string, kind: NewRequestEvent['kind'] = 'CANCELLED'): NewRequestEvent => ({
    kind,
    requestId,
    actorId: null,
  });

  /** Opens a transaction that records one event and stays open until the test commits it. */
  async function openTransaction(requestId: string): Promise<{ id: string; runner: QueryRunner }> {
    const runner = t.dataSource.createQueryRunner();
    await runner.startTransaction();
    const id = await t.services.events.record(runner.manager, eventFor(requestId));
    return { id, runner };
  }
  async function commit(runner: QueryRunner): Promise<void> {
    await runner.commitTransaction();
    await runner.release();
  }

  it('writes each request event with the change, then gives it its place and hands it to the consumers', async () => {
    const requestId = await submit();
    await approveRequest(t, managerToken, requestId);
    const logged = await eventsOf(requestId);
    expect(logged.map((row) => [row.kind, row.handled])).toEqual([
      ['SUBMITTED', true],
      ['APPROVED', true],
    ]);
    expect(Number(logged[1].position)).toBeGreaterThan(Number(logged[0].position));
    const [approved] = await t.dataSource.query(
      `SELECT actor_id, payload FROM event_log WHERE request_id = $1 AND kind = 'APPROVED'`,
      [requestId],
    );
    expect(approved.payload).toMatchObject({ status: 'approved', reference: expect.stringMatching(/^WD-PTO-/) });
    expect(approved.actor_id).not.toBeNull();
    // A refused second decision changes nothing, so it writes no event either.
    const again = await t.gql(
      `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }`,
      { id: requestId },
      managerToken,
    );
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await eventsOf(requestId)).toHaveLength(2);
  });

  it('never shows an event whose transaction rolled back, to readers, listeners or webhooks', async () => {
    const requestId = await submit();
    const webhook = await t.gql<{ createWebhook: { webhook: { id: string } } }>(
      CREATE_WEBHOOK,
      { input: { url: 'https://example.com/hook', events: ['CANCELLED'] } },
      adminToken,
    );
    const listener = listen(t.services.events);
    let rolledBack = '';
    await expect(
      t.dataSource.transaction(async (manager) => {
        rolledBack = await t.services.events.record(manager, eventFor(requestId));
        throw new Error('the change failed after writing its event');
      }),
    ).rejects.toThrow('the change failed');
    await t.services.events.published([rolledBack]);
    await t.services.events.catchUp();
    // A later event that did commit arrives; anything before it would have arrived first.
    const marker = await t.dataSource.transaction((manager) =>
      t.services.events.record(manager, eventFor(requestId, 'ESCALATED')),
    );
    await t.services.events.published([marker]);
    await until(() => listener.ids().includes(marker), 'the committed event');
    listener.stop();
    expect(listener.ids()).not.toContain(rolledBack);
    expect(await t.dataSource.query(`SELECT 1 FROM event_log WHERE id = $1`, [rolledBack])).toEqual([]);
    expect((await t.services.events.log.after(0, 10_000)).map((event) => event.id)).not.toContain(rolledBack);
    expect(
      await t.dataSource.query(
        `SELECT 1 FROM channel_deliveries WHERE request_id = $1 AND event = 'leave_request.cancelled'`,
        [requestId],
      ),
    ).toEqual([]);
    await t.gql(
      `mutation ($id: ID!) { deleteWebhook(id: $id) }`,
      { id: webhook.data!.createWebhook.webhook.id },
      adminToken,
    );
  });

  it('delivers two transactions that commit out of insertion order to a reader that polled between them, in commit order', async () => {
    const requestId = await submit();
    const cursor = await t.services.events.log.head();
    const listener = listen(t.services.events);
    const first = await openTransaction(requestId); // inserted first: the smaller insertion number
    const second = await openTransaction(requestId);
    await commit(second.runner);
    await t.services.events.published([second.id]);
    // The reader polls while the first transaction is still open: it sees only the second event.
    const polled = await t.services.events.log.after(cursor);
    expect(polled.map((event) => event.id)).toEqual([second.id]);
    await commit(first.runner);
    await replica.published([first.id]); // stamped by the other process this time
    const next = await t.services.events.log.after(polled[0].position);
    expect(next.map((event) => event.id)).toEqual([first.id]);
    expect(next[0].position).toBeGreaterThan(polled[0].position);
    // A subscriber hears both, once each, in the same order.
    await until(() => listener.received.length >= 2, 'both events at the listener');
    listener.stop();
    expect(listener.ids()).toEqual([second.id, first.id]);
  });

  it('hands a polling reader every event once, in commit order, however transactions on two replicas interleave', async () => {
    const requestId = await submit();
    let cursor = await t.services.events.log.head();
    const open: { id: string; runner: QueryRunner }[] = [];
    for (let n = 0; n < 12; n++) open.push(await openTransaction(requestId));
    // A fixed shuffle: commits in an order unrelated to insertion, now and then two before a stamp.
    const order = [7, 2, 11, 0, 5, 9, 1, 10, 3, 8, 6, 4];
    const committed: string[][] = [];
    const polls: string[][] = [];
    const positions: number[] = [];
    for (let step = 0; step < order.length;) {
      const batch = step % 5 === 4 ? order.slice(step, step + 2) : [order[step]];
      for (const index of batch) await commit(open[index].runner);
      committed.push(batch.map((index) => open[index].id).sort());
      step += batch.length;
      // Both replicas stamp at once: one waits for the other's lock.
      await Promise.all([t.services.events, replica].map((events) => events.log.stamp()));
      const polled = await t.services.events.log.after(cursor);
      polls.push(polled.map((event) => event.id).sort());
      positions.push(...polled.map((event) => event.position));
      cursor = polled.at(-1)?.position ?? cursor;
    }
    // Each poll brings exactly what committed since the last one: nothing early, nothing skipped, nothing twice.
    expect(polls).toEqual(committed);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(12);
    await t.services.events.dispatch({ ids: committed.flat() });
  });

  it('lets a process that missed the wake-up read what it missed, and stamps and handles an event whose process stopped after its commit', async () => {
    const requestId = await submit();
    const created = await t.gql<{ createWebhook: { webhook: { id: string } } }>(
      CREATE_WEBHOOK,
      { input: { url: 'https://example.com/stopped', events: ['CANCELLED'] } },
      adminToken,
    );
    const webhookId = created.data!.createWebhook.webhook.id;
    // A process that hears nothing from the others (its bus delivers only its own messages).
    const deaf = new DomainEvents(t.dataSource, new LocalEventBus());
    const listener = listen(deaf);
    await deaf.ready();
    // Committed, but its process stopped before stamping it.
    const orphan = await t.dataSource.transaction((manager) => t.services.events.record(manager, eventFor(requestId)));
    await t.dataSource.query(`UPDATE event_log SET occurred_at = now() - interval '1 minute' WHERE id = $1`, [orphan]);
    expect(await t.services.events.log.after(0, 10_000)).not.toContainEqual(expect.objectContaining({ id: orphan }));

    await t.services.events.catchUp(); // another process's safety timer
    const [row] = await t.dataSource.query(
      `SELECT position IS NOT NULL AS stamped, dispatched_at IS NOT NULL AS handled FROM event_log WHERE id = $1`,
      [orphan],
    );
    expect(row).toEqual({ stamped: true, handled: true });
    const deliveries = await t.dataSource.query(
      `SELECT event_id, payload FROM channel_deliveries WHERE channel_id = $1`,
      [webhookId],
    );
    expect(deliveries).toEqual([{ event_id: orphan, payload: expect.stringContaining(`"eventId":"${orphan}"`) }]);

    expect(listener.ids()).toEqual([]);
    await deaf.catchUp(); // its own timer
    expect(listener.ids()).toEqual([orphan]);
    await deaf.catchUp();
    expect(listener.ids()).toEqual([orphan]);
    await deaf.close();
    await t.gql(`mutation ($id: ID!) { deleteWebhook(id: $id) }`, { id: webhookId }, adminToken);
  });

  it("rolls back a failing consumer's work alone: the other consumers' work and the handled mark commit", async () => {
    const requestId = await submit();
    const [{ user_id: userId }] = await t.dataSource.query(`SELECT user_id FROM leave_requests WHERE id = $1`, [
      requestId,
    ]);
    const events = new DomainEvents(t.dataSource, new LocalEventBus());
    events.onRequestEvent(async (event, { manager }) => {
      await manager.insert(NotificationEntity, { userId, type: 'other', title: `broken ${event.id}`, body: '' });
      throw new Error('this consumer fails');
    });
    events.onRequestEvent(async (event, { manager }) => {
      await manager.insert(NotificationEntity, { userId, type: 'other', title: `works ${event.id}`, body: '' });
    });
    const id = await t.dataSource.transaction((manager) => events.record(manager, eventFor(requestId)));
    await events.published([id]);
    const titles = (await t.dataSource.query(`SELECT title FROM notifications WHERE title LIKE '%' || $1`, [id])).map(
      (row: { title: string }) => row.title,
    );
    expect(titles).toEqual([`works ${id}`]);
    const [{ handled }] = await t.dataSource.query(
      `SELECT dispatched_at IS NOT NULL AS handled FROM event_log WHERE id = $1`,
      [id],
    );
    expect(handled).toBe(true);
    await events.close();
  });

  it('deletes handled events past the retention period, keeping unhandled ones and the newest, so positions only grow', async () => {
    const requestId = await submit();
    const [submitted] = await eventsOf(requestId);
    const record = () => t.dataSource.transaction((manager) => t.services.events.record(manager, eventFor(requestId)));
    const unhandled = await record();
    await t.services.events.log.stamp();
    const newest = await record();
    await t.services.events.published([newest]);
    await t.dataSource.query(`UPDATE event_log SET occurred_at = now() - interval '40 days' WHERE request_id = $1`, [
      requestId,
    ]);
    const head = await t.services.events.log.head();
    // The nightly retention job (EVENT_RETENTION_DAYS, 30 by default); nothing else is queued meanwhile.
    await t.dataSource.query(`DELETE FROM jobs`);
    scheduledWork(t.services);
    await t.dataSource.transaction((manager) => t.services.jobs.enqueue(manager, RETENTION_QUEUE, {}));
    expect(await t.services.jobs.drain()).toBe(1);
    expect((await eventsOf(requestId)).map((row) => row.id)).toEqual([unhandled, newest]);
    expect(submitted.handled).toBe(true);
    const next = await record();
    await t.services.events.published([unhandled, next]);
    expect(await t.services.events.log.after(head)).toEqual([
      expect.objectContaining({ id: next, position: head + 1 }),
    ]);
  });

  it('reads and refuses cursors', () => {
    expect(decodeEventCursor(encodeEventCursor(123456))).toBe(123456);
    for (const cursor of ['', 'b2Zmc2V0OjE', Buffer.from('event:-1').toString('base64url')])
      expect(() => decodeEventCursor(cursor)).toThrow(AppError);
    expect(() => decodeEventCursor('nonsense')).toThrow('`after` is not a valid cursor');
  });
});
