import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findNginx, freePort, startNginx, type RunningNginx } from './nginx';

const nginx = findNginx();

describe("nginx's access log (the docker/ configuration)", () => {
  if (!nginx.path) {
    it.skip(`is skipped: ${nginx.reason}`, () => undefined);
    return;
  }
  const nginxPath = nginx.path;
  let upstream: Server;
  let proxy: RunningNginx;

  beforeAll(async () => {
    // Any answer will do: the log line is what the test reads.
    upstream = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const api = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    proxy = await startNginx(nginxPath, { listenPort: await freePort(), upstreams: [api, api] });
  });
  afterAll(async () => {
    await proxy?.stop();
    await new Promise<void>((resolve) => upstream?.close(() => resolve()));
  });

  it('logs every request without the secrets an address can carry', async () => {
    const secrets = {
      feed: 'lwcal_FeedSecretFeedSecretFeedSecret0123456789',
      socketToken: 'eyJhbGciOiJIUzI1NiJ9.c29ja2V0.c2lnbmF0dXJl',
      handoff: 'HandoffCodeHandoffCodeHandoffCode012345678',
      authorizationCode: 'AuthorizationCode0123456789',
      state: 'StateStateStateState0123',
      binding: 'BindingBindingBindingBinding0123456789ab',
    };
    const paths = [
      `/api/calendar/feeds/${secrets.feed}.ics`,
      `/api/calendar/feeds/${secrets.feed}`,
      `/ws?userId=1&token=${secrets.socketToken}`,
      `/api/auth/sso/start?binding=${secrets.binding}`,
      `/api/auth/sso/callback?code=${secrets.authorizationCode}&state=${secrets.state}`,
      `/login?sso=${secrets.handoff}`,
    ];
    for (const path of paths)
      await fetch(`${proxy.url}${path}`, { headers: { referer: `${proxy.url}/login?sso=${secrets.handoff}` } });

    const lines = proxy.accessLog().trim().split('\n');
    expect(lines).toHaveLength(paths.length);
    expect(lines[0]).toContain('"GET /api/calendar/feeds/[redacted] HTTP/1.1" 200');
    expect(lines[5]).toContain('"GET /login HTTP/1.1" 200');
    for (const [name, secret] of Object.entries(secrets))
      expect({ name, leaking: lines.filter((line) => line.includes(secret)) }).toEqual({ name, leaking: [] });
  });
});
