import WebSocket from 'ws';
import { buildStaff, issueToken } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { openSocket, operationOver, untilLive, type TestSocket, type TestSubscription } from '../../test/ws';
import { DEFAULT_SOCKET_LIMITS } from '../config';
import { clientAddressKey } from '../lib/ip-ranges';

const NOTIFICATION_ADDED = `subscription { notificationAdded { id title } }`;
type NotificationAdded = { notificationAdded: { id: string; title: string } };

/** Stores a notification for `userId` and announces it, as the server does after commit. */
async function notify(t: TestApp, userId: string, title: string): Promise<void> {
  const [row] = await t.dataSource.query(
    `INSERT INTO notifications (user_id, type, title, body) VALUES ($1, 'other', $2, 'body') RETURNING id`,
    [userId, title],
  );
  await t.dataSource.query(`SELECT pg_notify('leavewise_events', $1)`, [
    JSON.stringify({ type: 'notification', notification: { notificationId: row.id, userId } }),
  ]);
}

/** A socket without connection_init, as a flood would open them; resolves once it is open or closed. */
function rawSocket(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}${path}`, 'graphql-transport-ws', { headers });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const settled = new Promise<void>((resolve) => {
    socket.once('open', () => resolve());
    socket.once('close', () => resolve());
  });
  return { socket, closed, settled };
}

/**
 * Opens sockets until one is accepted: a socket's place is free once the server has seen it close, which
 * may come a moment after the client saw it. Throws when no place frees.
 */
async function openWhenRoom(open: () => TestSocket): Promise<TestSocket> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const socket = open();
    if (await Promise.race([socket.connected.then(() => true), socket.closed.then(() => false)])) return socket;
  }
  throw new Error('no place was freed');
}

/** The subscriptions with the first one the server refused (ended with errors) in front. */
async function firstRefused<T>(subscriptions: TestSubscription<T>[]): Promise<TestSubscription<T>[]> {
  const refused = await Promise.race(
    subscriptions.map((s) => s.ended.then((errors) => (Array.isArray(errors) ? s : new Promise<never>(() => {})))),
  );
  return [refused, ...subscriptions.filter((s) => s !== refused)];
}

const codeOf = (errors: unknown) =>
  Array.isArray(errors) ? (errors[0] as { extensions?: { code?: string; limit?: number } }).extensions : null;

describe('caps on sockets and subscriptions', () => {
  describe('with small caps, behind a trusted proxy', () => {
    let t: TestApp;
    const sockets: TestSocket[] = [];
    const raw: WebSocket[] = [];
    const limits = { socketsPerPerson: 3, socketsPerAddress: 8, subscriptionsPerSocket: 2, subscriptionsPerPerson: 3 };
    let address = 0;
    /** A forwarded client address of its own, so only the cap under test counts. */
    const nextAddress = () => `198.51.100.${(address += 1)}`;

    beforeAll(async () => {
      t = await startTestApp({ config: { trustProxy: ['loopback'], socketLimits: limits } });
    });
    afterEach(async () => {
      raw.splice(0).forEach((socket) => socket.terminate());
      await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
    });
    afterAll(() => t.close());

    function open(token: string, forwardedFor = nextAddress()): TestSocket {
      const socket = openSocket(t.url, token, { headers: { 'x-forwarded-for': forwardedFor } });
      sockets.push(socket);
      return socket;
    }

    it('closes the sockets of one person beyond the cap with 4430, whatever the address, and makes room when one closes', async () => {
      const person = await buildStaff(t, null);
      const token = await issueToken(t, person);
      const first = [open(token), open(token), open(token)];
      await Promise.all(first.map((socket) => socket.connected));
      const extra = open(token);
      expect(await extra.closed).toEqual({ code: 4430, reason: 'Too many sockets for this person' });
      // The spec socket counts with them.
      const spec = rawSocket(t, `/ws?userId=${person.id}&token=${encodeURIComponent(token)}`, {
        'x-forwarded-for': nextAddress(),
      });
      raw.push(spec.socket);
      expect(await spec.closed).toBe(4430);
      // The sockets within the cap still answer.
      const viewer = await operationOver<{ viewer: { id: string } }>(first[2], `{ viewer { id } }`);
      expect(viewer.data).toEqual({ viewer: { id: person.id } });
      await first[0].dispose();
      await openWhenRoom(() => open(token));
    });

    it('refuses subscriptions beyond the cap of a socket and of a person with RATE_LIMITED, and counts only running ones', async () => {
      const person = await buildStaff(t, null);
      const token = await issueToken(t, person);
      const socket = open(token);
      // Operations of one socket run side by side: which of three subscriptions is refused is not decided.
      const [refused, ...running] = await firstRefused(
        [0, 1, 2].map(() => socket.subscribe<NotificationAdded>(NOTIFICATION_ADDED)),
      );
      expect(await refused.ended).toEqual([
        {
          message: 'Too many subscriptions on this socket (at most 2)',
          extensions: { code: 'RATE_LIMITED', limit: 2 },
        },
      ]);
      for (const subscription of running) await untilLive(t.dataSource, subscription, person.id);
      // Queries and mutations are not subscriptions: they still run on a full socket.
      expect((await operationOver(socket, `{ viewer { id } }`)).errors).toBeUndefined();

      const other = open(token);
      const [refusedForPerson, third] = await firstRefused([
        other.subscribe<NotificationAdded>(NOTIFICATION_ADDED),
        other.subscribe<NotificationAdded>(NOTIFICATION_ADDED),
      ]);
      expect(codeOf(await refusedForPerson.ended)).toEqual({ code: 'RATE_LIMITED', limit: 3 });
      await untilLive(t.dataSource, third, person.id);

      // A subscription the client completed no longer counts.
      running[0].dispose();
      await untilLive(t.dataSource, socket.subscribe<NotificationAdded>(NOTIFICATION_ADDED), person.id);
    });

    it('closes sockets from one client address beyond the cap with 4431, counting those not signed in yet', async () => {
      const office = '203.0.113.50';
      const waiting = Array.from({ length: limits.socketsPerAddress }, () =>
        rawSocket(t, '/graphql', { 'x-forwarded-for': office }),
      );
      raw.push(...waiting.map((w) => w.socket));
      await Promise.all(waiting.map((w) => w.settled));
      expect(waiting.every((w) => w.socket.readyState === WebSocket.OPEN)).toBe(true);
      const person = await buildStaff(t, null);
      const token = await issueToken(t, person);
      expect(await open(token, office).closed).toEqual({ code: 4431, reason: 'Too many sockets from this address' });
      // An IPv4 address written IPv4-mapped is the same client.
      expect((await open(token, `::ffff:${office}`).closed).code).toBe(4431);
      // Another address is another client.
      await open(token, '203.0.113.51').connected;
      // Closing one makes room.
      waiting[0].socket.close();
      await openWhenRoom(() => open(token, office));
    });

    it("records the forwarded client address of a socket's mutations in the audit log", async () => {
      const person = await buildStaff(t, null);
      const socket = open(await issueToken(t, person), '192.0.2.77');
      const result = await operationOver(
        socket,
        `mutation { updateProfile(input: { jobTitle: "Senior Engineer" }) { id } }`,
      );
      expect(result.errors).toBeUndefined();
      const [row] = await t.dataSource.query(
        `SELECT ip_address FROM audit_logs WHERE actor_id = $1 AND action = 'user.profile_updated'`,
        [person.id],
      );
      expect(row).toEqual({ ip_address: '192.0.2.77' });
    });
  });

  describe('with the default caps, without a trusted proxy', () => {
    let t: TestApp;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      // The default caps, but an address cap within reach of a test.
      t = await startTestApp({ config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, socketsPerAddress: 45 } } });
    });
    afterAll(async () => {
      await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
      await t.close();
    });

    it('holds one token opening 40 sockets with 5 subscriptions each to 30 sockets and 100 subscriptions: one event sends 100 messages', async () => {
      const person = await buildStaff(t, null);
      const token = await issueToken(t, person);
      const opened = Array.from({ length: 40 }, () => openSocket(t.url, token));
      sockets.push(...opened);
      const outcomes = await Promise.all(
        opened.map((socket) => Promise.race([socket.connected.then(() => 'open'), socket.closed.then((c) => c.code)])),
      );
      expect(outcomes.filter((o) => o === 'open')).toHaveLength(DEFAULT_SOCKET_LIMITS.socketsPerPerson);
      expect(outcomes.filter((o) => o === 4430)).toHaveLength(40 - DEFAULT_SOCKET_LIMITS.socketsPerPerson);

      const live = opened.filter((_, i) => outcomes[i] === 'open');
      const subscriptions = live.flatMap((socket) =>
        Array.from({ length: 5 }, () => socket.subscribe<NotificationAdded>(NOTIFICATION_ADDED)),
      );
      const refusals: TestSubscription<NotificationAdded>[] = [];
      void Promise.all(subscriptions.map((s) => s.ended.then((e) => e && refusals.push(s))));
      // Live: every subscription was refused or has received a probe.
      for (let probe = 0; ; probe++) {
        if (subscriptions.every((s) => refusals.includes(s) || s.received.length)) break;
        if (probe > 100) throw new Error('subscriptions did not settle');
        await notify(t, person.id, `probe ${probe}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const accepted = subscriptions.filter((s) => !refusals.includes(s));
      expect(accepted).toHaveLength(DEFAULT_SOCKET_LIMITS.subscriptionsPerPerson);
      for (const refused of refusals)
        expect(codeOf(await refused.ended)).toEqual({
          code: 'RATE_LIMITED',
          limit: DEFAULT_SOCKET_LIMITS.subscriptionsPerPerson,
        });

      // Events reach each subscription in order: once all have this one, no probe is still on its way.
      await notify(t, person.id, 'barrier');
      await Promise.all(accepted.map((s) => s.waitFor((d) => d.notificationAdded.title === 'barrier')));
      const sent = async () =>
        (await t.services.metrics.subscriptionEvents.get()).values.find((v) => v.labels.transport === 'graphql-ws')
          ?.value ?? 0;
      const before = await sent();
      await notify(t, person.id, 'the event');
      await Promise.all(accepted.map((s) => s.waitFor((d) => d.notificationAdded.title === 'the event')));
      expect((await sent()) - before).toBe(DEFAULT_SOCKET_LIMITS.subscriptionsPerPerson);
    });

    it('counts sockets by the peer address when no proxy is trusted: a forged X-Forwarded-For does not escape the cap', async () => {
      await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
      // The sockets of the test before have left the count once the server saw them close.
      for (let i = 0; i < 250 && t.app.realtime.activeConnections() > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(t.app.realtime.activeConnections()).toBe(0);
      const flood = Array.from({ length: 45 }, (_, i) =>
        rawSocket(t, '/graphql', { 'x-forwarded-for': `192.0.2.${i}` }),
      );
      await Promise.all(flood.map((f) => f.settled));
      try {
        expect(flood.every((f) => f.socket.readyState === WebSocket.OPEN)).toBe(true);
        const one = rawSocket(t, '/ws', { 'x-forwarded-for': '192.0.2.200' });
        expect(await one.closed).toBe(4431);
      } finally {
        flood.forEach((f) => f.socket.terminate());
      }
    });
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 address', () => {
    expect(clientAddressKey('2001:db8:1:2::1')).toBe(clientAddressKey('2001:db8:1:2:ffff::9'));
    expect(clientAddressKey('2001:db8:1:2::1')).not.toBe(clientAddressKey('2001:db8:1:3::1'));
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey(null)).toBe('unknown');
  });
});
