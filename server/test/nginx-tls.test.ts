import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, constants, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { startTestApp, type TestApp } from './harness';
import { findNginx, freePort, selfSignedCertificate, startNginx, type RunningNginx } from './nginx';
import { CHROME_ACCEPTS, INDEX, SCRIPT, SCRIPT_PATH, writeWebBuild } from './web-build';
import { openSocket, untilLive, type TestSocket } from './ws';

const nginx = findNginx();
const certificates = mkdtempSync(join(tmpdir(), 'leavewise-tls-'));
const certificate = selfSignedCertificate(certificates);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on an HTTP/2 session. */
function request(session: ClientHttp2Session, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let answered: IncomingHttpHeaders = {};
    stream.on('response', (received) => (answered = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({
        status: Number(answered[constants.HTTP2_HEADER_STATUS]),
        headers: answered,
        body: Buffer.concat(chunks),
      }),
    );
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

/** How a socket's opening ended: acknowledged by the server, or closed (a refused handshake closes with 1006). */
const opening = (socket: TestSocket) =>
  Promise.race([socket.connected.then(() => 'connected'), socket.closed.then((info) => `closed (${info.code})`)]);

describe('HTTPS with HTTP/2 through nginx (docker/nginx/tls.conf, as compose.tls.yaml mounts it)', () => {
  afterAll(() => rmSync(certificates, { recursive: true, force: true }));
  if (!nginx.path || !certificate) {
    it.skip(`is skipped: ${nginx.path ? 'openssl is not installed (it makes the test certificate)' : nginx.reason}`, () =>
      undefined);
    return;
  }
  const nginxPath = nginx.path;
  const ca = readFileSync(certificate.certificate, 'utf8');
  let t: TestApp;
  let proxy: RunningNginx;
  let parent: string;
  let session: ClientHttp2Session;
  let socket: TestSocket | undefined;

  beforeAll(async () => {
    const build = writeWebBuild();
    parent = build.parent;
    // nginx in front, as compose runs it: X-Forwarded-Proto believed from it (TRUST_PROXY=1).
    t = await startTestApp({ config: { webDistDir: build.dist, trustProxy: 1 } });
    const api = new URL(t.url).host;
    proxy = await startNginx(nginxPath, {
      listenPort: await freePort(),
      upstreams: [api, api],
      tls: { port: await freePort(), ...certificate },
    });
    session = connect(proxy.httpsUrl!, { ca });
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
  });
  afterAll(async () => {
    await socket?.dispose();
    session?.close();
    await proxy?.stop();
    await t?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('speaks HTTP/2 and sends the build as the API does over HTTP: precompressed, cached for a year', async () => {
    // The protocol both ends agreed on in the TLS handshake (ALPN).
    expect(session.alpnProtocol).toBe('h2');

    const script = await request(session, {
      ':path': SCRIPT_PATH,
      'accept-encoding': CHROME_ACCEPTS,
    });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);

    // A page's files at once, on the one connection.
    const pages = await Promise.all(
      ['/dashboard', '/approvals', '/calendar', '/admin'].map((path) => request(session, { ':path': path })),
    );
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe(INDEX);
    }
    expect(proxy.accessLog()).toMatch(/"GET \/admin HTTP\/2\.0" 200/);
  });

  it('answers GraphQL over HTTP/2, and refuses bad input there as over HTTP/1.1', async () => {
    const person = await t.createUser();
    const token = await t.tokenFor(person);
    const ask = (body: string, authorization?: string) =>
      request(
        session,
        {
          ':method': 'POST',
          ':path': '/graphql',
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body,
      );
    const viewer = await ask(JSON.stringify({ query: '{ viewer { email } }' }), `Bearer ${token}`);
    expect(viewer.status).toBe(200);
    expect(JSON.parse(viewer.body.toString()).data).toEqual({ viewer: { email: person.email } });

    const broken = await ask('{"query": ');
    expect(broken.status).toBe(400);
    expect(broken.body.toString()).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it('carries subscriptions over wss:// from a page of its own origin (a WebSocket is an HTTP/1.1 upgrade beside the HTTP/2 connection)', async () => {
    const person = await t.createUser();
    // A browser sends its page's origin, port included; the API compares it with the address nginx was asked for.
    socket = openSocket(proxy.httpsUrl!, await t.tokenFor(person), { ca, headers: { origin: proxy.httpsUrl! } });
    expect(await opening(socket)).toBe('connected');
    const subscription = socket.subscribe<{ notificationAdded: { id: string; title: string } }>(
      'subscription { notificationAdded { id title } }',
    );
    await untilLive(t.dataSource, subscription, person.id);
    expect(subscription.received.some((result) => result.data?.notificationAdded)).toBe(true);
  });

  it('still serves plain HTTP on its own port, for a load balancer that terminates TLS itself', async () => {
    const plain = await fetch(`${proxy.url}/dashboard`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(INDEX);

    const person = await t.createUser();
    const overHttp = openSocket(proxy.url, await t.tokenFor(person), { headers: { origin: proxy.url } });
    try {
      expect(await opening(overHttp)).toBe('connected');
    } finally {
      await overHttp.dispose();
    }
  });

  it("refuses a WebSocket from another site's page, on either port", async () => {
    const person = await t.createUser();
    const token = await t.tokenFor(person);
    for (const [url, options] of [
      [proxy.httpsUrl!, { ca }],
      [proxy.url, {}],
    ] as const) {
      const foreign = openSocket(url, token, { ...options, headers: { origin: 'https://evil.example' } });
      try {
        expect(await opening(foreign)).toMatch(/^closed/);
      } finally {
        await foreign.dispose();
      }
    }
  });
});
