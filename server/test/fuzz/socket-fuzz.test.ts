import WebSocket from 'ws';
import { DEFAULT_SOCKET_LIMITS } from '../../src/config';
import type { UserEntity } from '../../src/modules/users/user.entity';
import { startTestApp, type TestApp } from '../harness';
import { operationOver, socketGraphqlAt, type SocketGraphQLClient } from '../ws';
import { fuzzCases, schema, setUpFuzzFixtures, shuffled, type Caller, type FuzzCase } from './graphql-cases';
import { FuzzTally, HOSTILE_TEXT, runAll } from './fuzz-support';

/**
 * The sockets under fuzz. Over graphql-ws: the GraphQL fuzz's cases for every Query, Mutation and
 * Subscription root field (each caller's operations on one socket, as a client keeps it), whole
 * documents that are malformed, and protocol messages out of order or out of shape. At /ws (the REST
 * facade's socket): hostile handshakes and messages. Not one answer may be an unmasked error, and no
 * socket may be closed for a server failure (4500, 1011) or, for a signed-in caller, at all.
 */

const ROOTS = [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!];
/** Close codes that mean the server failed rather than refused. */
const SERVER_FAILURES = new Set([1006, 1011, 4500]);

type Message = string | Record<string, unknown>;

const codesOf = (errors: unknown): (string | undefined)[] =>
  Array.isArray(errors)
    ? errors.map((e) => (e as { extensions?: { code?: string } }).extensions?.code ?? 'MISSING_CODE')
    : [];

/**
 * Opens a raw socket at `path` (graphql-transport-ws at /graphql) and sends `messages` one after another,
 * after a connection_init only once the server acknowledged it (as the protocol asks); then waits until
 * the server closes the socket or sends a message of a type in `endOn` (the client then closes).
 */
function exchange(
  url: string,
  path: string,
  messages: Message[],
  endOn: string[],
): Promise<{ code: number | null; received: Record<string, unknown>[] }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(
      `${url.replace(/^http/, 'ws')}${path}`,
      path.startsWith('/graphql') ? 'graphql-transport-ws' : [],
    );
    const received: Record<string, unknown>[] = [];
    const queue = [...messages];
    let finished = false;
    const finish = (code: number | null) => {
      if (finished) return;
      finished = true;
      socket.terminate();
      resolve({ code, received });
    };
    const sendOn = () => {
      while (queue.length) {
        const message = queue.shift()!;
        socket.send(typeof message === 'string' ? message : JSON.stringify(message));
        if (typeof message !== 'string' && message.type === 'connection_init') return;
      }
      // A ws-level ping: its pong comes after the server handled everything sent before it.
      if (endOn.includes('pong')) socket.ping();
    };
    socket.on('open', sendOn);
    socket.on('pong', () => endOn.includes('pong') && finish(null));
    socket.on('message', (raw) => {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(String(raw));
      } catch {
        message = { notJson: String(raw).slice(0, 200) };
      }
      received.push(message);
      if (endOn.includes(String(message.type))) return finish(null);
      if (message.type === 'connection_ack') sendOn();
    });
    socket.on('close', (code) => finish(code));
    socket.on('error', () => finish(1006));
  });
}

describe('socket fuzz', () => {
  let t: TestApp;
  let tokens: Record<Caller, string | null>;
  let users: Record<Caller, UserEntity | null>;
  let throwawayToken: string;
  let sockets: SocketGraphQLClient;

  beforeAll(async () => {
    // Subscriptions that are accepted keep running: caps high enough that every case meets the code
    // past them (the caps have their own tests).
    t = await startTestApp({
      config: {
        socketLimits: { ...DEFAULT_SOCKET_LIMITS, subscriptionsPerSocket: 5000, subscriptionsPerPerson: 5000 },
      },
    });
    ({ tokens, users, throwawayToken } = await setUpFuzzFixtures(t));
    sockets = socketGraphqlAt(t.url);
  });
  afterAll(async () => {
    await sockets.dispose();
    await t.close();
  });

  it('answers every root field over graphql-ws with hostile arguments without an unmasked error or a closed socket', async () => {
    const tally = new FuzzTally();
    const callers: Caller[] = ['staff', 'admin'];
    const cases = fuzzCases(ROOTS, users, callers);
    /** The socket a case runs on: `logout` on the throwaway person's, so the callers stay signed in. */
    const socketOf = (c: FuzzCase) =>
      sockets.socketFor(c.label === 'Mutation.logout' ? throwawayToken : tokens[c.caller]);
    await Promise.all(
      [...callers.map((c) => tokens[c]), throwawayToken].map((token) => sockets.socketFor(token).connected),
    );

    const subscriptionsSent: { c: FuzzCase; ended: boolean; results: unknown[] }[] = [];
    const tasks = cases.map((c) => async () => {
      const socket = socketOf(c);
      if (c.label.startsWith('Subscription.')) {
        // An accepted subscription answers nothing until an event: what it sends is recorded as it comes.
        const entry = { c, ended: false, results: [] as unknown[] };
        subscriptionsSent.push(entry);
        socket.client.subscribe(
          { query: c.query, variables: c.variables },
          {
            next: (result) => entry.results.push(result),
            error: (error) => {
              entry.results.push({ errors: Array.isArray(error) ? error : [{ message: String(error) }] });
              entry.ended = true;
            },
            complete: () => (entry.ended = true),
          },
        );
        return;
      }
      const result = await operationOver(socket, c.query, c.variables);
      // A logout ends the throwaway session: its later operations find the socket closed with 4401.
      const expectedClose = c.label === 'Mutation.logout' && result.status === 4401;
      tally.record(
        `${c.caller} ${c.label} ${JSON.stringify(c.variables)}`,
        result.status,
        JSON.stringify(result),
        codesOf(result.errors),
        result.status !== 200 && !expectedClose,
      );
    });
    const started = Date.now();
    const cpu = process.cpuUsage();
    await runAll(shuffled(tasks));
    // Every subscription case was refused (it ended) or runs: the server counts the running ones.
    for (let i = 0; ; i++) {
      const ended = subscriptionsSent.filter((s) => s.ended).length;
      if (ended + t.app.realtime.runningSubscriptions() === subscriptionsSent.length) break;
      if (i > 500) throw new Error(`subscriptions did not settle: ${ended} ended of ${subscriptionsSent.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const { c, ended, results } of subscriptionsSent) {
      const errors = results.flatMap((r) => (r as { errors?: unknown[] }).errors ?? []);
      tally.record(
        `${c.caller} ${c.label} ${JSON.stringify(c.variables)}`,
        200,
        JSON.stringify({ ended, results }),
        codesOf(errors),
      );
    }
    const used = process.cpuUsage(cpu);
    console.log(
      `graphql-ws fuzz (seed ${process.env.FUZZ_SEED ?? 'default'}): ${new Set(cases.map((c) => c.label)).size} root fields as staff and admin; ` +
        `${subscriptionsSent.filter((s) => !s.ended).length} subscriptions left running; ${tally.summary()} ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} s CPU)`,
    );
    expect(new Set(cases.map((c) => c.label)).size).toBe(
      ROOTS.reduce((sum, root) => sum + Object.keys(root.getFields()).length, 0),
    );
    expect(tally.requests).toBe(cases.length);
    for (const caller of callers) expect(sockets.socketFor(tokens[caller]).closeInfo).toBeNull();
    tally.assertClean();
  }, 600_000);

  it('refuses malformed documents and protocol messages over graphql-ws with a code, never a server failure', async () => {
    const tally = new FuzzTally();
    const init = { type: 'connection_init', payload: { authorization: `Bearer ${tokens.staff}` } };
    const subscribe = (payload: unknown, id = '1') => ({ type: 'subscribe', id, payload });
    /** `close`: the close codes the scenario must end with (none: it must be answered). */
    const scenarios: { name: string; messages: Message[]; endOn: string[]; close?: number[] }[] = [
      // Documents that are not one well-formed operation.
      ...[
        { query: '' },
        { query: '{ viewer { id } }', operationName: 'Missing' },
        { query: 'query A { viewer { id } } query B { viewer { id } }' },
        { query: 'query A { viewer { id } } query B { viewer { id } }', operationName: null },
        { query: '\ud800' },
        { query: `{ viewer { id } } ${'#'.repeat(60_000)}` },
        { query: '{ viewer { id', variables: {} },
        { query: '{ nope }' },
        { query: 'query ($id: ID!) { leaveRequest(id: $id) { id } }', variables: { id: { nested: true } } },
        { query: 'query ($id: ID!) { leaveRequest(id: $id) { id } }' },
        { query: 'subscription { notificationAdded { id } requestEvents { kind } }' },
        { query: 'subscription { __typename }' },
        { query: 'fragment F on Query { viewer { id } } { ...F ...F }' },
      ].map((payload, i) => ({
        name: `document ${i}`,
        messages: [init, subscribe(payload)] as Message[],
        endOn: ['complete', 'error'],
      })),
      // The protocol out of order or out of shape.
      { name: 'not JSON', messages: ['{not json'], endOn: [], close: [4400] },
      { name: 'unknown type', messages: [init, { type: 'launch' }], endOn: [], close: [4400] },
      {
        name: 'subscribe before init',
        messages: [subscribe({ query: '{ viewer { id } }' })],
        endOn: [],
        close: [4401],
      },
      { name: 'init twice', messages: [init, init], endOn: [], close: [4429] },
      { name: 'query not a string', messages: [init, subscribe({ query: 42 })], endOn: [], close: [4400] },
      {
        name: 'variables not an object',
        messages: [init, subscribe({ query: '{ viewer { id } }', variables: 'x' })],
        endOn: [],
        close: [4400],
      },
      { name: 'empty id', messages: [init, subscribe({ query: '{ viewer { id } }' }, '')], endOn: [], close: [4400] },
      {
        name: 'duplicate id',
        messages: [
          init,
          subscribe({ query: 'subscription { notificationAdded { id } }' }),
          subscribe({ query: '{ viewer { id } }' }),
        ],
        endOn: [],
        close: [4409],
      },
      { name: 'complete of an unknown id', messages: [init, { type: 'complete', id: 'nobody' }], endOn: ['pong'] },
      { name: 'ping with a payload', messages: [init, { type: 'ping', payload: { x: 1 } }], endOn: ['pong'] },
      {
        name: 'message over 64 KiB',
        messages: [init, subscribe({ query: `{ viewer { id } } #${'x'.repeat(70_000)}` })],
        endOn: [],
        close: [1009],
      },
      // Sign-in payloads that are no token.
      ...[
        null,
        42,
        [],
        'Bearer x',
        { authorization: 42 },
        { authorization: ['Bearer', tokens.staff] },
        { authorization: `Bearer ${'x'.repeat(30_000)}` },
        { authorization: 'Bearer a\u0000b' },
        { authorization: 'Bearer lw_\ud800' },
        { authorization: `Basic ${tokens.staff}` },
      ].map((payload, i) => ({
        name: `connection_init payload ${i}`,
        messages: [{ type: 'connection_init', payload }] as Message[],
        endOn: ['connection_ack'],
        close: [4400, 4401],
      })),
    ];
    for (const scenario of scenarios) {
      const { code, received } = await exchange(t.url, '/graphql', scenario.messages, scenario.endOn);
      const errors = received.flatMap((m) =>
        m.type === 'error' ? (m.payload as unknown[]) : ((m.payload as { errors?: unknown[] })?.errors ?? []),
      );
      const failed =
        (code !== null && SERVER_FAILURES.has(code)) ||
        (scenario.close ? !scenario.close.includes(code!) : code !== null);
      tally.record(`graphql-ws ${scenario.name}`, code ?? 200, JSON.stringify(received), codesOf(errors), failed);
    }
    console.log(`graphql-ws protocol fuzz: ${tally.summary()}`);
    tally.assertClean();
  });

  it("refuses hostile handshakes and messages at the spec's socket /ws with 4401, 4403 or 1009, never a server failure", async () => {
    const tally = new FuzzTally();
    const staffId = users.staff!.id;
    const token = encodeURIComponent(tokens.staff!);
    /** `close`: the close codes the scenario must end with (none: it must be answered). */
    const scenarios: { name: string; path: string; messages: Message[]; endOn: string[]; close?: number[] }[] = [
      // Someone else's id (a valid token of the staff member): refused whatever it looks like.
      ...['abc', 'x'.repeat(3000), '%00', '%ED%A0%80', '00000000-0000-0000-0000-000000000000'].map((userId) => ({
        name: `userId ${userId.slice(0, 20)}`,
        path: `/ws?userId=${userId}&token=${token}`,
        messages: [],
        endOn: ['connection_established'],
        close: [4403],
      })),
      // Text as it is (encoded), and raw escapes a browser would not send; an empty token waits for an auth message.
      ...[...HOSTILE_TEXT.filter((value) => value !== '' && !/[\ud800-\udfff]/.test(String(value))), 'lw_0000', 'a.b.c']
        .map((value) => encodeURIComponent(String(value)))
        .concat(['%00', '%ED%A0%80', '%E0%A4%A'])
        .map((value) => ({
          name: `token ${value.slice(0, 20)}`,
          path: `/ws?userId=${staffId}&token=${value}`,
          messages: [],
          endOn: ['connection_established'],
          close: [4401],
        })),
      ...[
        '{not json',
        'null',
        '[]',
        { type: 'auth' },
        { type: 'auth', token: 42 },
        { type: 'auth', token: { nested: tokens.staff } },
        { type: 'auth', token: 'x'.repeat(3000) },
        { type: 'subscribe', token: tokens.staff },
        `{"type":"auth","token":"${'x'.repeat(5000)}"}`,
      ].map((message, i) => ({
        name: `first message ${i}`,
        path: `/ws?userId=${staffId}`,
        messages: [message],
        endOn: ['connection_established'],
        close: [4401, 1009],
      })),
      // Signed in: whatever comes next is ignored, and a message over 4 KiB closes with 1009.
      {
        name: 'messages after sign-in',
        path: `/ws?userId=${staffId}&token=${token}`,
        messages: ['{not json', '{"type":"auth","token":"x"}', '{"type":"broadcast","data":"<script>"}'],
        endOn: ['pong'],
      },
      {
        name: 'large message after sign-in',
        path: `/ws?userId=${staffId}&token=${token}`,
        messages: ['x'.repeat(5000)],
        endOn: [],
        close: [1009],
      },
    ];
    for (const scenario of scenarios) {
      const { code, received } = await exchange(t.url, scenario.path, scenario.messages, scenario.endOn);
      const failed =
        (code !== null && SERVER_FAILURES.has(code)) ||
        (scenario.close ? !scenario.close.includes(code!) : code !== null);
      tally.record(`/ws ${scenario.name}`, code ?? 200, JSON.stringify(received), [], failed);
    }
    console.log(`/ws fuzz: ${tally.summary()}`);
    tally.assertClean();
  });
});
