import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tricklingReceiver } from '../../test/slow-receivers';
import { fetchGraphMe } from '../modules/sso/directory-profile';
import { assertSafeUrl, ssoSettingsFromEnv, type SsoSettings } from '../config/sso';
import { IssuerUnavailable, OidcIssuer } from './sso';

const PUBLIC_URL = 'https://leave.example.com';

describe('single sign-on settings from the environment', () => {
  it('is off without SSO_ISSUER', () => {
    expect(ssoSettingsFromEnv({})).toBeNull();
  });

  it('reads an Entra ID tenant: Microsoft as the provider, Graph for the profile, lists and flags', () => {
    expect(
      ssoSettingsFromEnv({
        SSO_ISSUER: 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0',
        SSO_CLIENT_ID: 'app-id',
        SSO_CLIENT_SECRET: 'secret',
        SSO_ALLOWED_TENANTS: ' 72F988BF-86F1-41AF-91AB-2D7CD011DB47 , ',
        SSO_AUTO_CREATE: 'true',
        SSO_ADMIN_GROUPS: 'g1,g2',
        PUBLIC_URL: 'https://leave.example.com/',
      }),
    ).toEqual({
      issuer: 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0',
      clientId: 'app-id',
      clientSecret: 'secret',
      allowedTenants: ['72f988bf-86f1-41af-91ab-2d7cd011db47'],
      autoCreate: true,
      adminGroups: ['g1', 'g2'],
      hrGroups: [],
      publicUrl: 'https://leave.example.com',
      providerName: 'Microsoft',
      graphUrl: 'https://graph.microsoft.com',
    });
  });

  it('reads a generic issuer: no Graph, accounts only by administrators unless SSO_AUTO_CREATE says otherwise', () => {
    const settings = ssoSettingsFromEnv({ SSO_ISSUER: 'https://id.example.com', SSO_CLIENT_ID: 'c', PUBLIC_URL });
    expect(settings).toMatchObject({ providerName: 'SSO', autoCreate: false, allowedTenants: [] });
    expect(settings?.graphUrl).toBeUndefined();
  });

  it('refuses an http issuer off loopback, a missing client id, and a multi-tenant authority without a tenant list', () => {
    expect(() => ssoSettingsFromEnv({ SSO_ISSUER: 'http://id.example.com', SSO_CLIENT_ID: 'c', PUBLIC_URL })).toThrow(
      /must use https/,
    );
    expect(() => ssoSettingsFromEnv({ SSO_ISSUER: 'https://id.example.com' })).toThrow(/SSO_CLIENT_ID is required/);
    expect(() =>
      ssoSettingsFromEnv({
        SSO_ISSUER: 'https://login.microsoftonline.com/organizations/v2.0',
        SSO_CLIENT_ID: 'c',
        PUBLIC_URL,
      }),
    ).toThrow(/SSO_ALLOWED_TENANTS is required/);
    expect(() =>
      ssoSettingsFromEnv({
        SSO_ISSUER: 'https://id.example.com',
        SSO_CLIENT_ID: 'c',
        SSO_AUTO_CREATE: 'maybe',
        PUBLIC_URL,
      }),
    ).toThrow(/SSO_AUTO_CREATE must be true or false/);
  });

  it('requires PUBLIC_URL, so the redirect URI never comes from a request Host header', () => {
    const env = { SSO_ISSUER: 'https://id.example.com', SSO_CLIENT_ID: 'c' };
    expect(() => ssoSettingsFromEnv(env)).toThrow(/PUBLIC_URL is required when SSO_ISSUER is set/);
    expect(() => ssoSettingsFromEnv({ ...env, PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL is required/);
    expect(() => ssoSettingsFromEnv({ ...env, PUBLIC_URL: 'leave.example.com' })).toThrow(/PUBLIC_URL is not a URL/);
    expect(() => ssoSettingsFromEnv({ ...env, PUBLIC_URL: 'ftp://leave.example.com' })).toThrow(/http\(s\) URL/);
  });

  it('accepts http only on loopback hosts', () => {
    for (const url of [
      'http://127.0.0.1:4000',
      'http://localhost:4000/x',
      'http://[::1]:4000',
      'https://id.example.com',
    ])
      expect(assertSafeUrl(url, 'SSO_ISSUER').href).toBe(new URL(url).href);
    for (const url of ['http://10.0.0.1', 'http://127.0.0.1.example.com', 'ftp://127.0.0.1'])
      expect(() => assertSafeUrl(url, 'SSO_ISSUER')).toThrow();
  });
});

const settingsFor = (issuer: string, overrides: Partial<SsoSettings> = {}): SsoSettings => ({
  issuer,
  clientId: 'leavewise-test',
  allowedTenants: [],
  autoCreate: false,
  adminGroups: [],
  hrGroups: [],
  publicUrl: 'http://127.0.0.1:3001',
  providerName: 'SSO',
  ...overrides,
});

/** Writes an endless body as fast as it is read; counts what it wrote until the caller hung up. */
function pourForever(res: ServerResponse, sent: { bytes: number }): void {
  const chunk = Buffer.alloc(64 * 1024, ' ');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"keys":[');
  const pump = () => {
    while (!res.destroyed) {
      sent.bytes += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
  };
  pump();
}

/** An issuer whose discovery document is fine, but whose key set and Graph profile never end. */
async function endlessIssuer() {
  const sent = { bytes: 0 };
  let open = 0;
  let closed: () => void = () => undefined;
  const server = createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url === '/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer: base,
          jwks_uri: `${base}/jwks`,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
      return;
    }
    open += 1;
    res.on('close', () => {
      open -= 1;
      if (!open) closed();
    });
    pourForever(res, sent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    /** Resolves once every endless answer has been hung up on. */
    hungUp: () => (open ? new Promise<void>((resolve) => (closed = resolve)) : Promise.resolve()),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const unsignedToken = (claims: Record<string, unknown>) =>
  [{ alg: 'RS256', kid: 'unknown-key' }, claims, 'signature']
    .map((part) => Buffer.from(typeof part === 'string' ? part : JSON.stringify(part)).toString('base64url'))
    .join('.');

describe('an identity provider that trickles or never stops answering', () => {
  it('gives up on a discovery document trickled one byte at a time at the deadline', async () => {
    const receiver = await tricklingReceiver({ intervalMs: 100, phase: 'body' });
    try {
      const issuer = new OidcIssuer(settingsFor(receiver.url, { httpTimeoutMs: 500 }));
      await expect(issuer.client()).rejects.toBeInstanceOf(IssuerUnavailable);
      await receiver.idle();
    } finally {
      await receiver.close();
    }
  }, 15_000);

  it('reads at most its limit of an endless key set or Graph profile, then hangs up', async () => {
    const provider = await endlessIssuer();
    try {
      const issuer = new OidcIssuer(settingsFor(provider.url));
      const token = unsignedToken({ iss: provider.url, aud: 'leavewise-test', sub: 'someone', exp: 4102444800 });
      await expect(issuer.verify(token)).rejects.toBeInstanceOf(IssuerUnavailable);
      await provider.hungUp();
      expect(await fetchGraphMe(provider.url, 'access-token', issuer.fetch)).toBeNull();
      await provider.hungUp();
      // Half a MiB each, and what the sockets buffered: not the gigabytes an unbounded read takes in.
      expect(provider.sent.bytes).toBeLessThan(32 * 1024 * 1024);
    } finally {
      await provider.close();
    }
  }, 30_000);
});
