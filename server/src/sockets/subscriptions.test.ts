import { approveRequest, buildAdmin, buildManager, buildStaff, buildUser, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { openSocket, untilLive, type TestSocket } from '../../test/ws';
import { TokenService } from '../auth/tokens';
import type { UserEntity } from '../modules/users/user.entity';

const NOTIFICATION_ADDED = `subscription { notificationAdded { id type title body sound readAt request { id requestId } } }`;
const REQUEST_EVENTS = `subscription ($filter: RequestEventFilter) { requestEvents(filter: $filter) { kind occurredAt actor { id } request { id status requester { id } } } }`;

type NotificationAdded = {
  notificationAdded: {
    id: string;
    type: string;
    title: string;
    body: string;
    sound: string | null;
    request: { id: string } | null;
  };
};
type RequestEvents = {
  requestEvents: {
    kind: string;
    actor: { id: string } | null;
    request: { id: string; status: string; requester: { id: string } };
  };
};

describe('real-time notifications and request events over graphql-ws', () => {
  let t: TestApp;
  let managerA: UserEntity;
  let managerB: UserEntity;
  let staffA: UserEntity;
  let staffB: UserEntity;
  const tokens: Record<string, string> = {};
  const sockets: TestSocket[] = [];
  let nextDay = 20;

  beforeAll(async () => {
    t = await startTestApp();
    managerA = await buildManager(t, { department: 'Engineering' });
    managerB = await buildManager(t, { department: 'Sales' });
    staffA = await buildStaff(t, managerA, { department: 'Engineering' });
    staffB = await buildStaff(t, managerB, { department: 'Sales' });
    for (const user of [managerA, managerB, staffA, staffB]) tokens[user.id] = await t.tokenFor(user);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  });
  afterAll(() => t.close());

  /** A socket for `user` whose subscriptions are proven live before the test acts. */
  async function liveSocket(user: UserEntity) {
    const socket = openSocket(t.url, tokens[user.id]);
    sockets.push(socket);
    const notifications = socket.subscribe<NotificationAdded>(NOTIFICATION_ADDED);
    return { socket, notifications };
  }

  function submit(user: UserEntity) {
    nextDay += 3;
    return submitRequest(t, tokens[user.id], {
      startDate: daysFromToday(nextDay),
      endDate: daysFromToday(nextDay + 1),
    });
  }

  it('notifies the approver the moment a request is submitted, and stores the notification', async () => {
    const { notifications } = await liveSocket(managerA);
    await untilLive(t.dataSource, notifications, managerA.id);
    const request = await submit(staffA);
    const received = await notifications.waitFor((d) => d.notificationAdded.request?.id === request.id);
    expect(received.notificationAdded).toMatchObject({
      type: 'PTO_REQUEST_SUBMITTED',
      title: 'New leave request',
      sound: 'notification.wav',
    });
    expect(received.notificationAdded.body).toContain(request.requestId);
    const rows = await t.dataSource.query(`SELECT user_id, type FROM notifications WHERE request_id = $1`, [
      request.id,
    ]);
    expect(rows).toEqual([{ user_id: managerA.id, type: 'pto_request_submitted' }]);
  });

  it('notifies the requester of approval', async () => {
    const request = await submit(staffA);
    const { notifications } = await liveSocket(staffA);
    await untilLive(t.dataSource, notifications, staffA.id);
    await approveRequest(t, tokens[managerA.id], request.id);
    const received = await notifications.waitFor((d) => d.notificationAdded.request?.id === request.id);
    expect(received.notificationAdded).toMatchObject({ type: 'PTO_REQUEST_APPROVED', title: 'Leave request approved' });
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND request_id = $2 AND type = 'pto_request_approved'`,
      [staffA.id, request.id],
    );
    expect(row.count).toBe(1);
  });

  it('does not notify on approval when the policy switches approval notifications off', async () => {
    await t.dataSource.query(
      `UPDATE policy_settings SET settings = settings || '{"notifyOnApproval": false}'::jsonb WHERE id = 1`,
    );
    try {
      const request = await submit(staffA);
      await approveRequest(t, tokens[managerA.id], request.id);
      const rows = await t.dataSource.query(
        `SELECT type FROM notifications WHERE request_id = $1 ORDER BY created_at`,
        [request.id],
      );
      expect(rows).toEqual([{ type: 'pto_request_submitted' }]);
    } finally {
      await t.dataSource.query(
        `UPDATE policy_settings SET settings = settings || '{"notifyOnApproval": true}'::jsonb WHERE id = 1`,
      );
    }
  });

  it("never delivers another team's request events to a staff member", async () => {
    const { socket, notifications } = await liveSocket(staffA);
    const events = socket.subscribe<RequestEvents>(REQUEST_EVENTS);
    await untilLive(t.dataSource, notifications, staffA.id);
    const other = await submit(staffB);
    const own = await submit(staffA);
    await events.waitFor((d) => d.requestEvents.request.id === own.id);
    const seen = events.received.map((r) => r.data?.requestEvents.request.id);
    expect(seen).toContain(own.id);
    expect(seen).not.toContain(other.id);
  });

  it('checks access again for every event: a new report becomes visible to their new manager without resubscribing', async () => {
    const { socket, notifications } = await liveSocket(managerA);
    const events = socket.subscribe<RequestEvents>(REQUEST_EVENTS, { filter: { kinds: ['SUBMITTED'] } });
    await untilLive(t.dataSource, notifications, managerA.id);
    const before = await submit(staffB);
    // Events reach a subscriber in order: once this one arrived, the one before it was decided.
    const barrier = await submit(staffA);
    await events.waitFor((d) => d.requestEvents.request.id === barrier.id);
    await t.dataSource.query(`UPDATE users SET manager_id = $1 WHERE id = $2`, [managerA.id, staffB.id]);
    try {
      const after = await submit(staffB);
      const received = await events.waitFor((d) => d.requestEvents.request.id === after.id);
      expect(received.requestEvents).toMatchObject({
        kind: 'SUBMITTED',
        actor: { id: staffB.id },
        request: { status: 'PENDING', requester: { id: staffB.id } },
      });
      expect(events.received.map((r) => r.data?.requestEvents.request.id)).not.toContain(before.id);
    } finally {
      await t.dataSource.query(`UPDATE users SET manager_id = $1 WHERE id = $2`, [managerB.id, staffB.id]);
    }
  });

  it('applies the filter: only the kinds asked for', async () => {
    const request = await submit(staffA);
    const { socket, notifications } = await liveSocket(managerA);
    const approvals = socket.subscribe<RequestEvents>(REQUEST_EVENTS, {
      filter: { kinds: ['APPROVED'], types: ['pto'], department: 'engineering' },
    });
    await untilLive(t.dataSource, notifications, managerA.id);
    const second = await submit(staffA);
    await approveRequest(t, tokens[managerA.id], request.id);
    const received = await approvals.waitFor((d) => d.requestEvents.request.id === request.id);
    expect(received.requestEvents.kind).toBe('APPROVED');
    expect(approvals.received.map((r) => r.data?.requestEvents.request.id)).not.toContain(second.id);
  });

  it('answers a bad filter with a coded client error', async () => {
    const { socket } = await liveSocket(staffA);
    const sub = socket.subscribe(REQUEST_EVENTS, { filter: { userId: 'not-an-id' } });
    for (let i = 0; i < 50 && !sub.received.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sub.received[0]?.errors?.[0]).toMatchObject({
      message: 'userId is not a valid id',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('counts open sockets for System Status, and delivers to sockets reconnected after a notifications restart', async () => {
    const admin = await buildAdmin(t);
    const adminActor = { user: admin, ip: null };
    const first = await liveSocket(managerA);
    await untilLive(t.dataSource, first.notifications, managerA.id);
    expect(await t.services.system.notificationsStatus(adminActor)).toMatchObject({
      websocketStatus: 'online',
      activeConnections: 1,
    });
    await t.services.system.restartNotifications(adminActor);
    expect(await t.services.system.notificationsStatus(adminActor)).toMatchObject({ activeConnections: 0 });
    const { notifications } = await liveSocket(managerA);
    await untilLive(t.dataSource, notifications, managerA.id);
    const request = await submit(staffA);
    await notifications.waitFor((d) => d.notificationAdded.request?.id === request.id);
  });

  it('closes a socket with 4401 for a missing or invalid token', async () => {
    const anonymous = openSocket(t.url, null);
    const forged = openSocket(t.url, 'not-a-real-token');
    sockets.push(anonymous, forged);
    expect((await anonymous.closed).code).toBe(4401);
    expect((await forged.closed).code).toBe(4401);
  });

  it('closes the socket when its person logs out', async () => {
    const person = await buildStaff(t, managerA);
    const token = await t.tokenFor(person);
    const socket = openSocket(t.url, token);
    sockets.push(socket);
    await untilLive(t.dataSource, socket.subscribe(NOTIFICATION_ADDED), person.id);
    await t.gql(`mutation { logout }`, {}, token);
    expect(await socket.closed).toMatchObject({ code: 4401 });
  });

  it('closes the socket when its person is deactivated', async () => {
    const person = await buildStaff(t, managerA);
    const socket = openSocket(t.url, await t.tokenFor(person));
    sockets.push(socket);
    await untilLive(t.dataSource, socket.subscribe(NOTIFICATION_ADDED), person.id);
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [person.id]);
    expect(await socket.closed).toMatchObject({ code: 4401 });
  });

  it('closes the socket when its token expires', async () => {
    const person = await buildUser(t);
    const shortLived = await new TokenService(t.services.config.jwtSecret, 1).issue({
      userId: person.id,
      tokenVersion: 0,
    });
    const socket = openSocket(t.url, shortLived.token);
    sockets.push(socket);
    const started = Date.now();
    expect(await socket.closed).toMatchObject({ code: 4401 });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('applies the HTTP depth limit to subscription documents', async () => {
    const { socket } = await liveSocket(staffA);
    let deep = 'id';
    for (let i = 0; i < 12; i++) deep = `manager { ${deep} }`;
    const sub = socket.subscribe(`subscription { requestEvents { request { requester { ${deep} } } } }`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 20 && !sub.received.length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sub.received.length).toBe(0); // errors arrive through the error sink, not as results
    const errors = await new Promise<unknown[]>((resolve) => {
      socket.client.subscribe(
        { query: `subscription { requestEvents { request { requester { ${deep} } } } }` },
        { next: () => undefined, error: (e) => resolve(e as unknown[]), complete: () => undefined },
      );
    });
    expect(JSON.stringify(errors)).toContain('exceeds the limit');
  });
});
