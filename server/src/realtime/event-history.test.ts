import { approveRequest, buildAdmin, buildManager, buildStaff, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { openSocket, type TestSocket } from '../../test/ws';
import { LeaveRequestEntity } from '../modules/leave-requests/leave-request.entity';
import type { UserEntity } from '../modules/users/user.entity';
import { encodeEventCursor } from './event-log';

const RESUME = `subscription ($after: String, $filter: RequestEventFilter) {
  requestEvents(after: $after, filter: $filter) { id cursor kind request { id } }
}`;
const EVENTS = `query ($after: String, $first: Int, $filter: RequestEventFilter) {
  events(after: $after, first: $first, filter: $filter) {
    edges { cursor node { id cursor kind request { id requester { id } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Event {
  id: string;
  cursor: string;
  kind: string;
  request: { id: string; requester?: { id: string } };
}
type Page = {
  events: { edges: { cursor: string; node: Event }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

describe('the event log: resumable subscriptions and the events connection', () => {
  let t: TestApp;
  let managerA: UserEntity;
  let managerB: UserEntity;
  let staffA: UserEntity;
  let staffB: UserEntity;
  let admin: UserEntity;
  const tokens: Record<string, string> = {};
  const sockets: TestSocket[] = [];
  let nextDay = 30;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t);
    managerA = await buildManager(t, { department: 'Engineering' });
    managerB = await buildManager(t, { department: 'Sales' });
    staffA = await buildStaff(t, managerA, { department: 'Engineering' });
    staffB = await buildStaff(t, managerB, { department: 'Sales' });
    for (const user of [admin, managerA, managerB, staffA, staffB]) tokens[user.id] = await t.tokenFor(user);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  });
  afterAll(() => t.close());

  function submit(user: UserEntity) {
    nextDay += 3;
    return submitRequest(t, tokens[user.id], {
      startDate: daysFromToday(nextDay),
      endDate: daysFromToday(nextDay + 1),
    });
  }

  async function readAll(user: UserEntity, after: string | null, filter?: Record<string, unknown>, first = 2) {
    const events: Event[] = [];
    for (let cursor = after; ;) {
      const page = await t.gql<Page>(EVENTS, { after: cursor, first, filter }, tokens[user.id]);
      if (!page.data) throw new Error(JSON.stringify(page.errors));
      events.push(...page.data.events.edges.map((edge) => edge.node));
      cursor = page.data.events.pageInfo.endCursor ?? cursor;
      if (!page.data.events.pageInfo.hasNextPage) return { events, cursor };
    }
  }

  it('resumes after a forced disconnect with exactly the events missed, then goes on live, each once and in order', async () => {
    const first = await submit(staffA);
    const socket = openSocket(t.url, tokens[managerA.id]);
    sockets.push(socket);
    const { events: before } = await readAll(managerA, null);
    const seen = before.find((event) => event.request.id === first.id)!;
    // What the client processed last: the first request's event. Then the connection drops.
    await socket.dispose();

    const missed = [await submit(staffA), await submit(staffA)];
    await approveRequest(t, tokens[managerA.id], missed[0].id);
    await submit(staffB); // another team's: never for managerA

    const again = openSocket(t.url, tokens[managerA.id]);
    sockets.push(again);
    const resumed = again.subscribe<{ requestEvents: Event }>(RESUME, { after: seen.cursor });
    await resumed.waitFor((d) => d.requestEvents.kind === 'APPROVED');
    const live = await submit(staffA);
    await resumed.waitFor((d) => d.requestEvents.request.id === live.id);

    const delivered = resumed.received.map((r) => r.data!.requestEvents);
    expect(delivered.map((e) => [e.kind, e.request.id])).toEqual([
      ['SUBMITTED', missed[0].id],
      ['SUBMITTED', missed[1].id],
      ['APPROVED', missed[0].id],
      ['SUBMITTED', live.id],
    ]);
    expect(new Set(delivered.map((e) => e.id)).size).toBe(4);
    // The same events, with the same ids and cursors, as the log lists them.
    const { events: listed } = await readAll(managerA, seen.cursor);
    expect(listed.map((e) => [e.id, e.cursor])).toEqual(delivered.map((e) => [e.id, e.cursor]));
  });

  it('resumes a subscriber who sees few events by reading only those, not every event since the cursor', async () => {
    const [{ head }] = await t.dataSource.query(`SELECT coalesce(max(position), 0) AS head FROM event_log`);
    const start = encodeEventCursor(Number(head));
    for (let i = 0; i < 20; i++) await submit(staffB); // another team's: never for staffA
    const own = await submit(staffA);
    const loads = jest.spyOn(t.dataSource.manager, 'findOne');
    try {
      const socket = openSocket(t.url, tokens[staffA.id]);
      sockets.push(socket);
      const resumed = socket.subscribe<{ requestEvents: Event }>(RESUME, { after: start });
      await resumed.waitFor((d) => d.requestEvents.request.id === own.id);
      expect(resumed.received.map((r) => r.data!.requestEvents.request.id)).toEqual([own.id]);
      // Each event checked for delivery loads its request: only the one staffA may see was checked.
      expect(loads.mock.calls.filter(([entity]) => entity === LeaveRequestEntity)).toHaveLength(1);
    } finally {
      loads.mockRestore();
    }
  });

  it('resumes the notification stream after a reconnect with what was stored meanwhile, each once', async () => {
    const NOTIFICATIONS = `subscription ($after: ID) { notificationAdded(after: $after) { id request { id } } }`;
    type Added = { notificationAdded: { id: string; request: { id: string } | null } };
    const socket = openSocket(t.url, tokens[managerB.id]);
    sockets.push(socket);
    const stream = socket.subscribe<Added>(NOTIFICATIONS);
    let seen: Added | null = null;
    for (let round = 0; !seen; round++) {
      if (round > 20) throw new Error('the subscription never went live');
      const marker = await submit(staffB);
      seen = await stream.waitFor((d) => d.notificationAdded.request?.id === marker.id, 500).catch(() => null);
    }
    await socket.dispose();
    const missed = [await submit(staffB), await submit(staffB)];
    const again = openSocket(t.url, tokens[managerB.id]);
    sockets.push(again);
    const resumed = again.subscribe<Added>(NOTIFICATIONS, { after: seen.notificationAdded.id });
    await resumed.waitFor((d) => d.notificationAdded.request?.id === missed[1].id);
    const live = await submit(staffB);
    await resumed.waitFor((d) => d.notificationAdded.request?.id === live.id);
    expect(resumed.received.map((r) => r.data!.notificationAdded.request?.id)).toEqual(
      [...missed, live].map((r) => r.id),
    );
  });

  it('lists the events a viewer may see by the same rule as the subscription, with filters and pages', async () => {
    const socket = openSocket(t.url, tokens[staffA.id]);
    sockets.push(socket);
    const { cursor: start } = await readAll(admin, null, undefined, 100);
    const subscribed = socket.subscribe<{ requestEvents: Event }>(RESUME, { after: start });
    const own = await submit(staffA);
    const others = await submit(staffB);
    const barrier = await submit(staffA);
    await subscribed.waitFor((d) => d.requestEvents.request.id === barrier.id);

    const staffSees = await readAll(staffA, start);
    expect(staffSees.events.map((e) => e.request.id)).toEqual([own.id, barrier.id]);
    expect(subscribed.received.map((r) => r.data!.requestEvents.id)).toEqual(staffSees.events.map((e) => e.id));
    expect((await readAll(managerB, start)).events.map((e) => e.request.id)).toEqual([others.id]);
    expect((await readAll(admin, start)).events.map((e) => e.request.id)).toEqual([own.id, others.id, barrier.id]);
    const sales = await readAll(admin, start, { department: ' sales ', kinds: ['SUBMITTED'] });
    expect(sales.events.map((e) => e.request.requester?.id)).toEqual([staffB.id]);
    // Read to the end: an empty page keeps the reader's place.
    const empty = await t.gql<Page>(EVENTS, { after: staffSees.cursor }, tokens[staffA.id]);
    expect(empty.data?.events).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('answers a cursor past retention with CURSOR_EXPIRED, and a forged or bad one with BAD_USER_INPUT', async () => {
    const old = await submit(staffA);
    await submit(staffA);
    // Everything up to that request's event is 40 days old: past the default retention of 30.
    await t.dataSource.query(
      `UPDATE event_log SET occurred_at = now() - interval '40 days'
       WHERE position <= (SELECT max(position) FROM event_log WHERE request_id = $1)`,
      [old.id],
    );
    const before = await t.dataSource.query(`SELECT min(position) AS oldest FROM event_log`);
    expect(await t.services.events.log.prune(30)).toBeGreaterThan(0);
    const [{ oldest }] = await t.dataSource.query(`SELECT min(position) AS oldest FROM event_log`);
    expect(Number(oldest)).toBeGreaterThan(Number(before[0].oldest));

    const expired = encodeEventCursor(Number(oldest) - 2);
    const listed = await t.gql(EVENTS, { after: expired }, tokens[staffA.id]);
    expect(listed.errors?.[0]?.extensions?.code).toBe('CURSOR_EXPIRED');
    expect(listed.errors?.[0]?.message).toMatch(/resynchronise/);
    const socket = openSocket(t.url, tokens[staffA.id]);
    sockets.push(socket);
    const sub = socket.subscribe(RESUME, { after: expired });
    const result = await sub.waitForResult((r) => Boolean(r.errors));
    expect(result.errors?.[0]?.extensions?.code).toBe('CURSOR_EXPIRED');
    // The cursor of the last deleted event still reads everything after it.
    expect(
      (await t.gql(EVENTS, { after: encodeEventCursor(Number(oldest) - 1) }, tokens[staffA.id])).errors,
    ).toBeUndefined();

    for (const after of ['nonsense', encodeEventCursor(10 ** 12)]) {
      const bad = await t.gql(EVENTS, { after }, tokens[staffA.id]);
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const tooMany = await t.gql(EVENTS, { first: 101 }, tokens[staffA.id]);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('gives API tokens the log with the events scope only', async () => {
    const create = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`;
    const tokenWith = async (scopes: string[]) => {
      const result = await t.gql<{ createApiToken: { token: string } }>(
        create,
        { input: { name: `events ${scopes.join(' ')}`, scopes } },
        tokens[managerA.id],
      );
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.createApiToken.token;
    };
    const reader = await tokenWith(['read:requests']);
    const subscriber = await tokenWith(['subscribe:events']);
    expect((await t.gql(EVENTS, {}, reader)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const allowed = await t.gql<Page>(EVENTS, {}, subscriber);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.events.edges.length).toBeGreaterThan(0);
  });
});
