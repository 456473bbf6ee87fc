import WebSocket from 'ws';
import { buildAdmin, buildHr, buildManager, buildStaff, issueToken, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { openSocket, operationOver, untilLive, type TestSocket } from '../../test/ws';
import type { UserEntity } from '../modules/users/user.entity';

const REQUEST_EVENTS = `subscription { requestEvents(filter: { kinds: [SUBMITTED] }) { kind request { id requester { id } } } }`;
const NOTIFICATION_ADDED = `subscription { notificationAdded { id title } }`;
const SET_ROLE = `mutation ($id: ID!, $input: UpdateUserRoleInput!) { updateUserRole(userId: $id, input: $input) { id role } }`;

type RequestEvents = { requestEvents: { kind: string; request: { id: string; requester: { id: string } } } };

const codeOf = (result: { errors?: { extensions?: { code?: unknown } }[] }) =>
  result.errors?.length ? String(result.errors[0].extensions?.code) : 'allowed';

/**
 * A socket is authorised with its person as they are now, for every operation and every event: a change of
 * role, manager flag or department, a deactivation, a sign-out or a revoked API token takes effect on the
 * very next query, mutation, subscription or event of a socket opened before it.
 */
describe('rights on an open socket follow the person as they are now', () => {
  let t: TestApp;
  /** The administrator who changes everybody else's rights (the last one cannot be demoted). */
  let root: UserEntity;
  let rootToken: string;
  const sockets: TestSocket[] = [];
  let nextDay = 30;

  beforeAll(async () => {
    t = await startTestApp();
    root = await buildAdmin(t, { firstName: 'Root' });
    rootToken = await issueToken(t, root);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  });
  afterAll(() => t.close());

  async function socketOf(user: UserEntity, token?: string): Promise<TestSocket> {
    const socket = openSocket(t.url, token ?? (await issueToken(t, user)));
    sockets.push(socket);
    await socket.connected;
    return socket;
  }

  async function asRoot<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) {
    const result = await t.gql<T>(query, variables, rootToken);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  function submit(token: string) {
    nextDay += 2;
    return submitRequest(t, token, { startDate: daysFromToday(nextDay), endDate: daysFromToday(nextDay) });
  }

  const statusOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [id]))[0].status;

  it('takes administrator powers from a demoted administrator on the socket they already had open', async () => {
    const admin = await buildAdmin(t);
    const socket = await socketOf(admin);
    expect((await operationOver(socket, `{ viewer { isAdmin } }`)).data).toEqual({ viewer: { isAdmin: true } });
    expect(codeOf(await operationOver(socket, `{ auditLogs(first: 1) { totalCount } }`))).toBe('allowed');

    await asRoot(SET_ROLE, { id: admin.id, input: { role: 'STAFF', isAdmin: false } });

    expect((await operationOver(socket, `{ viewer { isAdmin } }`)).data).toEqual({ viewer: { isAdmin: false } });
    expect(codeOf(await operationOver(socket, `{ auditLogs(first: 1) { totalCount } }`))).toBe('FORBIDDEN');
    const promoted = await operationOver(socket, SET_ROLE, { id: admin.id, input: { role: 'ADMIN', isAdmin: true } });
    expect(codeOf(promoted)).toBe('FORBIDDEN');
    const [row] = await t.dataSource.query(`SELECT role, is_admin FROM users WHERE id = $1`, [admin.id]);
    expect(row).toEqual({ role: 'staff', is_admin: false });
    expect(socket.closeInfo).toBeNull();
  });

  it('stops a manager whose manager flag was removed from managing over their open socket', async () => {
    const manager = await buildManager(t);
    const report = await buildStaff(t, manager);
    const request = await submit(await issueToken(t, report));
    const socket = await socketOf(manager);
    expect(codeOf(await operationOver(socket, `{ teamOverview { teamSize } }`))).toBe('allowed');

    // Someone who still manages people keeps the flag: their report moves to another manager first.
    await asRoot(`mutation ($id: ID!, $to: ID) { assignManager(userId: $id, managerId: $to) { id } }`, {
      id: report.id,
      to: (await buildManager(t)).id,
    });
    await asRoot(SET_ROLE, { id: manager.id, input: { role: 'STAFF', isManager: false } });

    expect(codeOf(await operationOver(socket, `{ teamOverview { teamSize } }`))).toBe('FORBIDDEN');
    const bulk = await operationOver(
      socket,
      `mutation ($ids: [ID!]) { bulkApproveLeaveRequests(ids: $ids) { approved { id } } }`,
      {
        ids: [request.id],
      },
    );
    expect(codeOf(bulk)).toBe('FORBIDDEN');
    expect(await statusOf(request.id)).toBe('pending');
  });

  it("takes HR's view from someone moved out of HR: queries and a running subscription alike", async () => {
    const hr = await buildHr(t);
    const hrToken = await issueToken(t, hr);
    const outsider = await buildStaff(t, await buildManager(t, { department: 'Sales' }), { department: 'Sales' });
    const outsiderToken = await issueToken(t, outsider);
    const socket = await socketOf(hr, hrToken);
    const events = socket.subscribe<RequestEvents>(REQUEST_EVENTS);
    await untilLive(t.dataSource, socket.subscribe(NOTIFICATION_ADDED), hr.id);
    expect(codeOf(await operationOver(socket, `{ balances(first: 1) { totalCount } }`))).toBe('allowed');
    const seenBefore = await submit(outsiderToken);
    await events.waitFor((d) => d.requestEvents.request.id === seenBefore.id);

    await asRoot(`mutation ($id: ID!) { updateUserRole(userId: $id, input: { role: MANAGER }) { id } }`, {
      id: hr.id,
    });

    expect(codeOf(await operationOver(socket, `{ balances(first: 1) { totalCount } }`))).toBe('FORBIDDEN');
    const hiddenAfter = await submit(outsiderToken);
    // Events reach a subscriber in order: once their own arrived, the outsider's before it was decided.
    const own = await submit(hrToken);
    await events.waitFor((d) => d.requestEvents.request.id === own.id);
    expect(events.received.map((r) => r.data?.requestEvents.request.id)).not.toContain(hiddenAfter.id);
    // A subscription started now sees what the person sees now, too.
    const later = socket.subscribe<RequestEvents>(REQUEST_EVENTS);
    await untilLive(t.dataSource, socket.subscribe(NOTIFICATION_ADDED), hr.id);
    const hiddenLater = await submit(outsiderToken);
    const ownLater = await submit(hrToken);
    await later.waitFor((d) => d.requestEvents.request.id === ownLater.id);
    expect(later.received.map((r) => r.data?.requestEvents.request.id)).not.toContain(hiddenLater.id);
  });

  describe('a session that ended refuses the next operation and closes the socket with 4401', () => {
    it('when the person is deactivated: no query, mutation or subscription runs', async () => {
      const person = await buildStaff(t, await buildManager(t));
      const socket = await socketOf(person);
      expect(codeOf(await operationOver(socket, `{ viewer { id } }`))).toBe('allowed');

      await asRoot(`mutation ($id: ID!) { deactivateUser(id: $id) { id } }`, { id: person.id });

      nextDay += 2;
      const submitted = await operationOver(
        socket,
        `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`,
        { input: { type: 'pto', startDate: daysFromToday(nextDay), endDate: daysFromToday(nextDay) } },
      );
      expect(codeOf(submitted)).toBe('UNAUTHENTICATED');
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM leave_requests WHERE user_id = $1`,
        [person.id],
      );
      expect(count).toBe(0);
      expect(await socket.closed).toMatchObject({ code: 4401 });
      expect(codeOf(await operationOver(socket, `{ viewer { id } }`))).toBe('UNAUTHENTICATED');
    });

    it('when the person signs out elsewhere', async () => {
      const person = await buildStaff(t, null);
      const token = await issueToken(t, person);
      const socket = await socketOf(person, token);
      expect(codeOf(await operationOver(socket, `{ viewer { id } }`))).toBe('allowed');
      await t.gql(`mutation { logout }`, {}, await issueToken(t, person));
      const result = await operationOver(socket, `{ viewer { id } leaveRequests(first: 1) { totalCount } }`);
      expect(codeOf(result)).toBe('UNAUTHENTICATED');
      expect(result.data ?? null).toBeNull();
      expect(await socket.closed).toMatchObject({ code: 4401 });
    });

    it('when its API token is revoked', async () => {
      const person = await buildStaff(t, null);
      const sessionToken = await issueToken(t, person);
      const created = await t.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
        `mutation { createApiToken(input: { name: "tool", scopes: ["read:requests", "subscribe:events"] }) { token apiToken { id } } }`,
        {},
        sessionToken,
      );
      const { token, apiToken } = created.data!.createApiToken;
      const socket = await socketOf(person, token);
      expect(codeOf(await operationOver(socket, `{ leaveRequests(first: 1) { totalCount } }`))).toBe('allowed');
      await t.gql(`mutation ($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: apiToken.id }, sessionToken);
      expect(codeOf(await operationOver(socket, `{ leaveRequests(first: 1) { totalCount } }`))).toBe('UNAUTHENTICATED');
      expect(await socket.closed).toMatchObject({ code: 4401 });
    });
  });

  it('ends a running subscription at the first event after its person signed out, delivering nothing more', async () => {
    const manager = await buildManager(t);
    const report = await buildStaff(t, manager);
    const reportToken = await issueToken(t, report);
    const socket = await socketOf(manager);
    let ended: unknown = null;
    const received: unknown[] = [];
    socket.client.subscribe(
      { query: REQUEST_EVENTS },
      { next: (value) => received.push(value), error: (error) => (ended = error), complete: () => undefined },
    );
    const live = socket.subscribe<{ notificationAdded: { id: string; title: string } }>(NOTIFICATION_ADDED);
    await untilLive(t.dataSource, live, manager.id);
    const before = await submit(reportToken);
    for (let i = 0; i < 250 && !JSON.stringify(received).includes(before.id); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.stringify(received)).toContain(before.id);

    await t.gql(`mutation { logout }`, {}, await issueToken(t, manager));
    const after = await submit(reportToken);
    const closed = await socket.closed;
    // Whichever came first, the event's own check or the session sweep, the subscription ended refused.
    const refusal = Array.isArray(ended) ? (ended[0] as { extensions?: { code?: string } }).extensions?.code : null;
    expect(refusal === 'UNAUTHENTICATED' || closed.code === 4401).toBe(true);
    expect(JSON.stringify(received)).not.toContain(after.id);
  });

  it("stops the spec socket's notifications the moment its person is deactivated", async () => {
    const person = await buildStaff(t, null);
    const token = await issueToken(t, person);
    const socket = new WebSocket(
      `${t.url.replace(/^http/, 'ws')}/ws?userId=${person.id}&token=${encodeURIComponent(token)}`,
    );
    const messages: { type: string; data?: { title?: string } }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    try {
      const notify = async (title: string) => {
        const [row] = await t.dataSource.query(
          `INSERT INTO notifications (user_id, type, title, body) VALUES ($1, 'other', $2, 'body') RETURNING id`,
          [person.id, title],
        );
        await t.dataSource.query(`SELECT pg_notify('leavewise_events', $1)`, [
          JSON.stringify({ type: 'notification', notification: { notificationId: row.id, userId: person.id } }),
        ]);
      };
      for (let i = 0; i < 250 && !messages.some((m) => m.type === 'connection_established'); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // Live end to end once a notification arrives.
      for (let i = 0; i < 50 && !messages.some((m) => m.data?.title === 'before'); i++) {
        await notify('before');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(messages.some((m) => m.data?.title === 'before')).toBe(true);

      await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [person.id]);
      await notify('after');
      expect(await closed).toBe(4401);
      expect(messages.some((m) => m.data?.title === 'after')).toBe(false);
    } finally {
      socket.terminate();
    }
  });
});
