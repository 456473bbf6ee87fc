import WebSocket from 'ws';
import { buildManager, buildStaff, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import type { UserEntity } from '../modules/users/user.entity';

interface SpecSocket {
  messages: { type: string; [key: string]: unknown }[];
  closed: Promise<number>;
  socket: WebSocket;
  waitFor(type: string, timeoutMs?: number): Promise<{ type: string; [key: string]: unknown }>;
}

function connect(url: string): SpecSocket {
  const socket = new WebSocket(url);
  const messages: SpecSocket['messages'] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    messages,
    closed,
    socket,
    waitFor: async (type, timeoutMs = 5000) => {
      const started = Date.now();
      for (;;) {
        const found = messages.find((m) => m.type === type);
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

describe("the spec's socket at /ws", () => {
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let managerToken: string;
  let staffToken: string;
  let wsBase: string;
  const open: WebSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    manager = await buildManager(t);
    staff = await buildStaff(t, manager);
    [managerToken, staffToken] = await Promise.all([t.tokenFor(manager), t.tokenFor(staff)]);
    wsBase = t.url.replace(/^http/, 'ws') + '/ws';
  });
  afterEach(() => open.splice(0).forEach((socket) => socket.terminate()));
  afterAll(() => t.close());

  it('does not trust a userId without a token', async () => {
    const client = connect(`${wsBase}?userId=${manager.id}`);
    open.push(client.socket);
    await new Promise((resolve) => client.socket.once('open', resolve));
    client.socket.send(JSON.stringify({ type: 'hello' }));
    expect(await client.closed).toBe(4401);
    expect(client.messages).toEqual([]);
  });

  it("refuses someone else's token for the userId", async () => {
    const client = connect(`${wsBase}?userId=${manager.id}&token=${encodeURIComponent(staffToken)}`);
    open.push(client.socket);
    expect(await client.closed).toBe(4403);
  });

  it("sends connection_established, then the person's notifications with their sound", async () => {
    const client = connect(`${wsBase}?userId=${manager.id}&token=${encodeURIComponent(managerToken)}`);
    open.push(client.socket);
    expect(await client.waitFor('connection_established')).toMatchObject({ userId: manager.id });
    const submitted = await submitRequest(t, staffToken, { startDate: daysFromToday(12) });
    const message = await client.waitFor('notification');
    expect(message).toMatchObject({
      sound: 'notification.wav',
      data: { type: 'pto_request_submitted', request_id: submitted.id, read_at: null },
    });
  });

  it('resumes with ?after=: the notifications stored while the client was away come first, each once', async () => {
    const first = connect(`${wsBase}?userId=${manager.id}&token=${encodeURIComponent(managerToken)}`);
    open.push(first.socket);
    await first.waitFor('connection_established');
    await submitRequest(t, staffToken, { startDate: daysFromToday(40) });
    const seen = (await first.waitFor('notification')) as unknown as { data: { id: string } };
    first.socket.terminate();
    await first.closed;
    const missed = [
      await submitRequest(t, staffToken, { startDate: daysFromToday(44) }),
      await submitRequest(t, staffToken, { startDate: daysFromToday(48) }),
    ];
    const again = connect(
      `${wsBase}?userId=${manager.id}&token=${encodeURIComponent(managerToken)}&after=${seen.data.id}`,
    );
    open.push(again.socket);
    await again.waitFor('connection_established');
    const live = await submitRequest(t, staffToken, { startDate: daysFromToday(52) });
    for (let i = 0; i < 250 && again.messages.filter((m) => m.type === 'notification').length < 3; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const received = again.messages
      .filter((m) => m.type === 'notification')
      .map((m) => (m as unknown as { data: { request_id: string } }).data.request_id);
    expect(received).toEqual([...missed, live].map((r) => r.id));

    const bad = connect(`${wsBase}?userId=${manager.id}&token=${encodeURIComponent(managerToken)}&after=nonsense`);
    open.push(bad.socket);
    expect(await bad.closed).toBe(4400);
  });

  it('accepts the token in a first auth message', async () => {
    const client = connect(`${wsBase}?userId=${staff.id}`);
    open.push(client.socket);
    await new Promise((resolve) => client.socket.once('open', resolve));
    client.socket.send(JSON.stringify({ type: 'auth', token: staffToken }));
    expect(await client.waitFor('connection_established')).toMatchObject({ userId: staff.id });
  });
});
