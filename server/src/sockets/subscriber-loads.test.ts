import { buildAdmin, buildManager, buildStaff, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { openSocket, type TestSocket } from '../../test/ws';
import type DataLoader from 'dataloader';
import { PipelinedReads } from '../lib/pipelined-reads';
import type { UserEntity } from '../modules/users/model';
import { encodeEventCursor } from '../realtime/event-log';

const EVENTS = `subscription ($after: String) { requestEvents(after: $after) { id kind request { id } } }`;
type Received = { requestEvents: { id: string; kind: string; request: { id: string } } };

describe('live request events for many subscribers', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await t.close();
  });

  it('load the subscribers once for events read from the log together, and whole rows only when they changed', async () => {
    const admins = [await buildAdmin(t), await buildAdmin(t)];
    const manager = await buildManager(t);
    const staff = await buildStaff(t, manager);
    const staffToken = await t.tokenFor(staff);
    const [{ head }] = await t.dataSource.query(`SELECT coalesce(max(position), 0) AS head FROM event_log`);
    const streams = await Promise.all(
      admins.map(async (admin) => {
        const socket = openSocket(t.url, await t.tokenFor(admin));
        sockets.push(socket);
        return socket.subscribe<Received>(EVENTS, { after: encodeEventCursor(Number(head)) });
      }),
    );
    const request = await submitRequest(t, staffToken, { startDate: daysFromToday(20), endDate: daysFromToday(20) });
    await Promise.all(streams.map((stream) => stream.waitFor((d) => d.requestEvents.request.id === request.id)));

    // Reads of the first subscriber's row: its version alone, or the whole row.
    const reads = { versions: 0, rows: 0 };
    const count = (sql: string, parameters?: unknown) => {
      const ids: unknown = Array.isArray(parameters) ? parameters[0] : undefined;
      if (!sql.includes('AS row_version') || !Array.isArray(ids) || !ids.includes(admins[0].id)) return;
      reads[sql.includes('"email"') ? 'rows' : 'versions'] += 1;
    };
    const originalPipelined = PipelinedReads.prototype.query;
    const spiedPipelined = jest.spyOn(PipelinedReads.prototype, 'query').mockImplementation(function (
      this: PipelinedReads,
      sql,
      parameters,
    ) {
      count(sql, parameters);
      return originalPipelined.call(this, sql, parameters);
    });
    const originalQuery = t.dataSource.query.bind(t.dataSource);
    // (A transaction's statements name its query runner third: passed on as they came.)
    const spiedQuery = jest.spyOn(t.dataSource, 'query').mockImplementation(((
      sql: string,
      ...rest: Parameters<typeof originalQuery> extends [string, ...infer R] ? R : never
    ) => {
      count(sql, rest[0]);
      return originalQuery(sql, ...rest);
    }) as never);
    try {
      // Three events committed together are stamped and read together.
      const ids = await t.dataSource.transaction(async (manager) => {
        const recorded: string[] = [];
        for (const kind of ['MANAGER_APPROVED', 'APPROVED', 'CANCELLED'] as const)
          recorded.push(await t.services.events.record(manager, { kind, requestId: request.id, actorId: null }));
        return recorded;
      });
      await t.services.events.published(ids);
      for (const stream of streams) await stream.waitFor((d) => d.requestEvents.id === ids[2]);
      expect(streams[0].received.slice(-3).map((r) => r.data!.requestEvents.id)).toEqual(ids);
      // One read of versions for the three; the row itself is unchanged since the first event.
      expect(reads).toEqual({ versions: 1, rows: 0 });

      // A changed row is read again, whole, and the event is checked against what it now says.
      await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [admins[0].id]);
      const last = await t.dataSource.transaction((manager) =>
        t.services.events.record(manager, { kind: 'APPROVED', requestId: request.id, actorId: null }),
      );
      await t.services.events.published([last]);
      await streams[1].waitFor((d) => d.requestEvents.id === last);
      expect(reads).toEqual({ versions: 2, rows: 1 });
      expect(streams[0].received.map((r) => r.data?.requestEvents.id)).not.toContain(last);
    } finally {
      spiedPipelined.mockRestore();
      spiedQuery.mockRestore();
    }
  });

  it("keep a batch's unchanged subscribers while it waits for its changed ones, however many loadings begin meanwhile", async () => {
    const [kept, changed] = [await buildAdmin(t), await buildAdmin(t)];
    // The loadings that live events start; every 64th prunes rows no loading asked for in 64.
    const realtime = t.services.realtime as unknown as { loadSubscribers(): DataLoader<string, UserEntity | null> };
    const first = await realtime.loadSubscribers().loadMany([kept.id, changed.id]);
    expect(first.map((user) => (user as UserEntity).id)).toEqual([kept.id, changed.id]);
    await t.dataSource.query(`UPDATE users SET last_name = last_name || ' (renamed)' WHERE id = $1`, [changed.id]);

    // Hold the read of the changed row.
    let reached!: () => void;
    const atRead = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holds = (sql: string, parameters?: unknown) => {
      const ids: unknown = Array.isArray(parameters) ? parameters[0] : undefined;
      return (
        sql.includes('AS row_version') && sql.includes('"email"') && Array.isArray(ids) && ids.includes(changed.id)
      );
    };
    const originalPipelined = PipelinedReads.prototype.query;
    const spiedPipelined = jest.spyOn(PipelinedReads.prototype, 'query').mockImplementation(async function (
      this: PipelinedReads,
      sql,
      parameters,
    ) {
      if (holds(sql, parameters)) {
        reached();
        await released;
      }
      return originalPipelined.call(this, sql, parameters);
    });
    try {
      const second = realtime.loadSubscribers().loadMany([kept.id, changed.id]);
      await atRead;
      for (let started = 0; started < 130; started += 1) realtime.loadSubscribers();
      release();
      const users = (await second) as UserEntity[];
      expect(users.map((user) => user?.id)).toEqual([kept.id, changed.id]);
      expect(users[1].lastName).toMatch(/\(renamed\)$/);
    } finally {
      spiedPipelined.mockRestore();
    }
  });
});
