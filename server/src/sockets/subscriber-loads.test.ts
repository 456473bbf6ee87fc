import type { FindManyOptions } from 'typeorm';
import { buildAdmin, buildManager, buildStaff, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { openSocket, type TestSocket } from '../../test/ws';
import { RowReader } from '../db/rows';
import { UserEntity } from '../modules/users/user.entity';
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

  it('load the subscribers once for events read from the log together, not once per event', async () => {
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

    // Loads of the first subscriber's row, whichever way they are read.
    let loads = 0;
    const loading = (ids: readonly string[]) => ids.includes(admins[0].id) && (loads += 1);
    const originalByIds = RowReader.prototype.byIds;
    const spiedByIds = jest.spyOn(RowReader.prototype, 'byIds').mockImplementation(function (
      this: RowReader<never>,
      ids,
      m,
    ) {
      loading(ids);
      return originalByIds.call(this, ids, m);
    });
    const originalFind = t.dataSource.manager.find.bind(t.dataSource.manager);
    const spiedFind = jest.spyOn(t.dataSource.manager, 'find').mockImplementation(((
      entity: unknown,
      options?: FindManyOptions,
    ) => {
      const where = options?.where as { id?: { value?: string[] } } | undefined;
      if (entity === UserEntity && Array.isArray(where?.id?.value)) loading(where.id.value);
      return originalFind(entity as never, options as never);
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
      expect(loads).toBe(1);
    } finally {
      spiedByIds.mockRestore();
      spiedFind.mockRestore();
    }
  });
});
