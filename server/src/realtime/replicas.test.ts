import { approveRequest, buildManager, buildStaff, submitRequest } from '../../test/factories';
import { daysFromToday, graphqlAt, startTestApp, type TestApp } from '../../test/harness';
import { startServerProcess, type ServerProcess } from '../../test/processes';
import { openSocket, untilLive, type TestSocket } from '../../test/ws';
import type { UserEntity } from '../modules/users/user.entity';
import { PgEventBus } from './pubsub';
import type { BusMessage } from './events';

const NOTIFICATION_ADDED = `subscription { notificationAdded { id type title request { id } } }`;
const REQUEST_EVENTS = `subscription { requestEvents { kind request { id status } } }`;

describe('events across server processes (Postgres LISTEN/NOTIFY)', () => {
  let t: TestApp;
  let processA: ServerProcess;
  let processB: ServerProcess;
  let manager: UserEntity;
  let staff: UserEntity;
  let managerToken: string;
  let staffToken: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    manager = await buildManager(t);
    staff = await buildStaff(t, manager);
    [managerToken, staffToken] = await Promise.all([t.tokenFor(manager), t.tokenFor(staff)]);
    [processA, processB] = await Promise.all([
      startServerProcess(t.databaseUrl, { RUN_JOBS: 'false' }),
      startServerProcess(t.databaseUrl),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await Promise.all([processA?.stop(), processB?.stop()]);
    await t.close();
  });

  it('delivers to a subscriber on process A what was caused through process B', async () => {
    expect(processA.url).not.toBe(processB.url);
    const managerSocket = openSocket(processA.url, managerToken);
    const staffSocket = openSocket(processA.url, staffToken);
    sockets.push(managerSocket, staffSocket);
    const managerNotifications = managerSocket.subscribe<{
      notificationAdded: { type: string; request: { id: string } | null };
    }>(NOTIFICATION_ADDED);
    const managerEvents = managerSocket.subscribe<{
      requestEvents: { kind: string; request: { id: string; status: string } };
    }>(REQUEST_EVENTS);
    const staffNotifications = staffSocket.subscribe<{
      notificationAdded: { type: string; request: { id: string } | null };
    }>(NOTIFICATION_ADDED);
    await untilLive(t.dataSource, managerNotifications as never, manager.id);
    await untilLive(t.dataSource, staffNotifications as never, staff.id);

    const throughB = graphqlAt(processB.url);
    const submitted = await submitRequest(throughB, staffToken, {
      startDate: daysFromToday(40),
      endDate: daysFromToday(41),
    });
    const notified = await managerNotifications.waitFor(
      (d) => d.notificationAdded.request?.id === submitted.id,
      10_000,
    );
    expect(notified.notificationAdded.type).toBe('PTO_REQUEST_SUBMITTED');
    await managerEvents.waitFor(
      (d) => d.requestEvents.kind === 'SUBMITTED' && d.requestEvents.request.id === submitted.id,
      10_000,
    );

    await approveRequest(throughB, managerToken, submitted.id);
    const approved = await staffNotifications.waitFor((d) => d.notificationAdded.request?.id === submitted.id, 10_000);
    expect(approved.notificationAdded.type).toBe('PTO_REQUEST_APPROVED');
    const event = await managerEvents.waitFor((d) => d.requestEvents.kind === 'APPROVED', 10_000);
    expect(event.requestEvents.request).toEqual({ id: submitted.id, status: 'APPROVED' });
    // Created once, by the process that made the change, not once per replica.
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM notifications WHERE request_id = $1`,
      [submitted.id],
    );
    expect(count).toBe(2);
  });

  it('keeps delivering after its LISTEN connection drops', async () => {
    const bus = PgEventBus.forDataSource(t.dataSource);
    const received: BusMessage[] = [];
    bus.subscribe((message) => received.push(message));
    await bus.ready();
    await bus.dropConnectionForTest();
    for (let i = 0; i < 100 && bus.listening; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 200 && !bus.listening; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(bus.listening).toBe(true);
    await bus.publishNotification({ notificationId: '00000000-0000-4000-8000-000000000000', userId: staff.id });
    for (let i = 0; i < 100 && !received.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([
      {
        type: 'notification',
        notification: { notificationId: '00000000-0000-4000-8000-000000000000', userId: staff.id },
      },
    ]);
    await bus.close();
  });
});
