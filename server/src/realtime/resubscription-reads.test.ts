import { buildAdmin, buildManager, buildStaff, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { RowReader } from '../db/rows';
import { encodeEventCursor } from './event-log';

describe('subscribers resuming from the log together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('share the reads of the log bounds and of their own rows, and each still gets what it may see', async () => {
    const manager = await buildManager(t);
    const staff = [await buildStaff(t, manager), await buildStaff(t, manager)];
    const admins = [await buildAdmin(t), await buildAdmin(t)];
    const cursor = encodeEventCursor(await t.services.events.log.head());
    const submitted = [];
    for (const [i, person] of staff.entries())
      submitted.push(
        await submitRequest(t, await t.tokenFor(person), {
          startDate: daysFromToday(20 + i),
          endDate: daysFromToday(20 + i),
        }),
      );
    await t.services.events.log.stamp();

    const subscribers = [manager, ...staff, ...admins];
    const spiedQuery = jest.spyOn(t.dataSource, 'query');
    const spiedByIds = jest.spyOn(RowReader.prototype, 'byIds');
    try {
      const streams = await Promise.all(
        subscribers.map((user) => t.services.realtime.requestEvents({ user, ip: null }, {}, cursor)),
      );
      const boundsReads = spiedQuery.mock.calls.filter(([sql]) => /min\(position\)/.test(String(sql))).length;
      // Each subscriber's first event, all asked for at once: the replay reads its subscriber's row.
      const first = await Promise.all(streams.map((stream) => stream.next()));
      // One read of every subscriber's row, not one each (the events' own loads come on top).
      const holderReads = spiedByIds.mock.calls.filter(([ids]) => subscribers.every((user) => ids.includes(user.id)));
      expect(boundsReads).toBe(1);
      expect(holderReads).toHaveLength(1);
      // Staff see their own request, the manager and the administrators the first one submitted.
      expect(first.map((result) => result.value?.request.id)).toEqual([
        submitted[0].id,
        submitted[0].id,
        submitted[1].id,
        submitted[0].id,
        submitted[0].id,
      ]);
      await Promise.all(streams.map((stream) => stream.return?.()));
    } finally {
      spiedQuery.mockRestore();
      spiedByIds.mockRestore();
    }
  });
});
