import { spawn, type ChildProcess } from 'node:child_process';
import { createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { SsoSettings } from '../src/auth/sso';

const SCRIPT = join(__dirname, '../../scripts/local-oidc-issuer.mjs');

export const TEST_CLIENT_ID = 'leavewise-test';
export const TEST_CLIENT_SECRET = 'leavewise-test-secret';
export const TEST_TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

/**
 * Settings for an app signing in with the local issuer (override what a test is about). Without a
 * `publicUrl`, startTestApp makes it the test app's own address once it listens.
 */
export function ssoSettings(issuer: string, overrides: Partial<SsoSettings> = {}): SsoSettings {
  return {
    issuer,
    publicUrl: '',
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    allowedTenants: [TEST_TENANT],
    autoCreate: true,
    adminGroups: [],
    hrGroups: [],
    providerName: 'Contoso ID',
    // A rotated key is fetched at once (production waits 30 s between fetches for unknown keys).
    jwksCooldownMs: 0,
    ...overrides,
  };
}

export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: `key-${randomBytes(4).toString('hex')}`, alg: 'RS256', use: 'sig' };
}

export interface SignOptions {
  /** Claims to set; null removes a default claim. */
  claims?: Record<string, unknown>;
  /** Sign with this private key instead of the issuer's current one. */
  key?: JWK;
}

export interface LocalIssuer {
  issuer: string;
  /** The private key the issuer signs with (its public half is in the JWKS). */
  signingKey: JWK;
  /** An ID token signed with the issuer's key: a person of TEST_TENANT, valid ten minutes, unless overridden. */
  sign(options?: SignOptions): Promise<string>;
  /** Publishes a new key (and drops the old one), as a key rotation does. */
  rotateKeys(): Promise<void>;
  setRedirectUris(uris: string[]): Promise<void>;
  setAccounts(accounts: Record<string, Record<string, unknown>>): Promise<void>;
  close(): Promise<void>;
}

let people = 0;

/**
 * Runs scripts/local-oidc-issuer.mjs (oidc-provider: discovery, JWKS, authorization and token endpoints
 * on loopback) in a child process, because oidc-provider is an ES module Jest cannot load.
 */
export async function startLocalIssuer(options: { redirectUris?: string[] } = {}): Promise<LocalIssuer> {
  const adminSecret = randomBytes(16).toString('hex');
  let signingKey = await generateSigningKey();
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      LOCAL_ISSUER_CONFIG: JSON.stringify({
        clientId: TEST_CLIENT_ID,
        clientSecret: TEST_CLIENT_SECRET,
        redirectUris: options.redirectUris ?? ['http://127.0.0.1/api/auth/sso/callback'],
        tenantId: TEST_TENANT,
        keys: [signingKey],
        adminSecret,
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /LOCAL_ISSUER_READY (.+)/.exec(output);
      if (ready) resolve(JSON.parse(ready[1]).issuer);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`local issuer exited with ${code}:\n${output}`)));
  });
  const admin = async (path: string, body: unknown) => {
    const response = await fetch(`${issuer}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 204) throw new Error(`${path} answered ${response.status}`);
  };

  return {
    issuer,
    get signingKey() {
      return signingKey;
    },
    async sign({ claims = {}, key = signingKey } = {}) {
      people += 1;
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = {
        iss: issuer,
        aud: TEST_CLIENT_ID,
        sub: `subject-${people}-${randomBytes(4).toString('hex')}`,
        oid: randomUUID(),
        tid: TEST_TENANT,
        email: `person-${people}-${randomBytes(3).toString('hex')}@contoso.test`,
        email_verified: true,
        name: 'Ada Lovelace',
        iat: now,
        exp: now + 600,
        ...claims,
      };
      for (const [name, value] of Object.entries(payload)) if (value === null) delete payload[name];
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
        .sign(await importJWK(key, 'RS256'));
    },
    async rotateKeys() {
      signingKey = await generateSigningKey();
      await admin('/__local/keys', { keys: [signingKey] });
    },
    setRedirectUris: (uris) => admin('/__local/redirect-uris', uris),
    setAccounts: (accounts) => admin('/__local/accounts', accounts),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The public half of a private JWK as PEM text (what an HS256 "key confusion" attack signs with). */
export function publicKeyPem(jwk: JWK): string {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  return createPublicKey({ key: publicJwk as import('node:crypto').JsonWebKey, format: 'jwk' })
    .export({ type: 'spki', format: 'pem' })
    .toString();
}

/**
 * A browser's cookie jar and redirects, by hand (fetch with redirect: manual), and the secret its tab
 * binds a single sign-on to (what the web client keeps in session storage).
 */
export class Browser {
  private readonly cookies = new Map<string, string>();
  readonly binding = randomBytes(32).toString('base64url');

  /** The address that starts a sign-in in this browser: the app's start path with this tab's binding. */
  ssoStart(appUrl: string): string {
    return `${appUrl}/api/auth/sso/start?binding=${this.binding}`;
  }

  async get(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = [...this.cookies]
      .filter(([key]) => key.startsWith(`${target.host}|`))
      .map(([key, value]) => `${key.split('|')[1]}=${value}`)
      .join('; ');
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const at = pair.indexOf('=');
      const key = `${target.host}|${pair.slice(0, at).trim()}`;
      if (attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute))) this.cookies.delete(key);
      else this.cookies.set(key, pair.slice(at + 1));
    }
    return response;
  }

  /** Follows redirects until `stop` says so (or a page without a redirect), returning that answer's URL. */
  async follow(url: string | URL, stop: (url: URL) => boolean): Promise<{ url: URL; response: Response }> {
    let current = new URL(url);
    for (let hops = 0; hops < 10; hops += 1) {
      if (stop(current)) return { url: current, response: new Response(null) };
      const response = await this.get(current);
      const location = response.headers.get('location');
      if (!location) return { url: current, response };
      current = new URL(location, current);
    }
    throw new Error('too many redirects');
  }

  /**
   * Starts signing in at the app at `appUrl`, signs in at the local issuer's page as `login` (or
   * cancels there) and follows the redirects back to the app, stopping at its /login page: returns
   * that address.
   */
  async signInWithSso(appUrl: string, login: string | { cancel: true }): Promise<URL> {
    const atLogin = (url: URL) => url.pathname === '/login';
    const { url: page, response } = await this.follow(this.ssoStart(appUrl), atLogin);
    if (atLogin(page)) return page;
    const html = await response.text();
    if (typeof login === 'object') {
      const cancel = /<a href="([^"]+)">Cancel<\/a>/.exec(html)?.[1];
      if (!cancel) throw new Error(`no Cancel link on the sign-in page:\n${html}`);
      return (await this.follow(new URL(cancel, page), atLogin)).url;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no sign-in form at ${page.href}:\n${html.slice(0, 500)}`);
    const submitted = await this.get(new URL(action, page), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login }).toString(),
    });
    return (await this.follow(new URL(submitted.headers.get('location')!, page), atLogin)).url;
  }
}
