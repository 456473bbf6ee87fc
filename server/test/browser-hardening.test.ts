import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import WebSocket from 'ws';
import { HSTS_MAX_AGE_SECONDS, servedOverHttps } from '../src/http/security-headers';
import type { UserEntity } from '../src/modules/users/user.entity';
import { startTestApp, type TestApp } from './harness';

/** The browser-facing defences: headers on every answer, CORS, tokens kept out of URLs, schema privacy. */

/** Parses a Content-Security-Policy header into directive → sources. */
function csp(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

async function upgrade(url: string, headers: Record<string, string>): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
    socket.on('error', () => undefined);
  });
}

describe('browser hardening', () => {
  let t: TestApp;
  let webDist: string;
  let staff: UserEntity;
  let token: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'leavewise-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(join(webDist, 'assets/app.js'), 'console.log("app")');
    t = await startTestApp({ config: { webDistDir: webDist } });
    staff = await t.createUser();
    token = (await t.services.tokens.issue({ userId: staff.id, tokenVersion: staff.tokenVersion })).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('security headers', () => {
    const answers: [string, () => Promise<Response>][] = [
      ['the web app (SPA fallback)', () => fetch(`${t.url}/dashboard`)],
      ['a built asset', () => fetch(`${t.url}/assets/app.js`)],
      ['GraphiQL', () => fetch(`${t.url}/graphiql`)],
      [
        'a GraphQL answer',
        () =>
          fetch(`${t.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"query":"{ viewer { id } }"}',
          }),
      ],
      [
        'a GraphQL refusal',
        () =>
          fetch(`${t.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"query":"{"}',
          }),
      ],
      ['a REST answer', () => fetch(`${t.url}/api/health`)],
      ['a REST 401', () => fetch(`${t.url}/api/auth/me`)],
      ['an unknown API path', () => fetch(`${t.url}/api/nothing/here`)],
      [
        'a 413',
        () =>
          fetch(`${t.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
          }),
      ],
      [
        'a preflight',
        () =>
          fetch(`${t.url}/api/health`, {
            method: 'OPTIONS',
            headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
          }),
      ],
    ];

    it.each(answers)('are on %s', async (_name, call) => {
      const response = await call();
      await response.arrayBuffer();
      const policy = csp(response.headers.get('content-security-policy'));
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    });

    it('allow no inline script and no eval anywhere', async () => {
      const policy = csp((await fetch(`${t.url}/graphiql`)).headers.get('content-security-policy'));
      for (const directive of ['default-src', 'script-src'])
        expect(policy[directive].filter((s) => /unsafe|data:|\*/.test(s))).toEqual([]);
      const page = await (await fetch(`${t.url}/graphiql`)).text();
      expect(page).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    });

    it('keep the stricter policy of an uploaded image', async () => {
      const image = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const form = new FormData();
      form.append('profileImage', new Blob([image], { type: 'image/png' }), 'me.png');
      const upload = await fetch(`${t.url}/api/auth/upload-profile-image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const { imageUrl } = (await upload.json()) as { imageUrl?: string };
      if (!imageUrl) return; // an image the server refuses has no URL to check
      const response = await fetch(`${t.url}${imageUrl}`);
      expect(csp(response.headers.get('content-security-policy'))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
    });

    it('add HSTS only for requests that came over https', () => {
      const request = (encrypted: boolean, protocol: string) =>
        ({ socket: { encrypted }, protocol }) as unknown as Request;
      expect(servedOverHttps(request(true, 'https'), false)).toBe(true);
      expect(servedOverHttps(request(false, 'https'), false)).toBe(false); // X-Forwarded-Proto without proxy trust
      expect(servedOverHttps(request(false, 'https'), true)).toBe(true);
      expect(servedOverHttps(request(false, 'http'), true)).toBe(false);
    });

    it('ignore X-Forwarded-Proto unless a proxy is trusted', async () => {
      const response = await fetch(`${t.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('send HSTS and upgrade-insecure-requests behind a trusted proxy that says https', async () => {
      const behindProxy = await startTestApp({ config: { trustProxy: ['loopback'] } });
      try {
        const https = await fetch(`${behindProxy.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
        expect(https.headers.get('strict-transport-security')).toBe(
          `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
        );
        expect(csp(https.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([]);
        const http = await fetch(`${behindProxy.url}/api/health`, { headers: { 'x-forwarded-proto': 'http' } });
        expect(http.headers.get('strict-transport-security')).toBeNull();
      } finally {
        await behindProxy.close();
      }
    });
  });

  describe('CORS', () => {
    const preflight = (url: string, origin: string) =>
      fetch(`${url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });

    it('lets no other origin read answers when CORS_ORIGINS is not set', async () => {
      for (const origin of ['https://evil.example', 'http://localhost:3000', 'null']) {
        const answer = await fetch(`${t.url}/api/health`, { headers: { origin } });
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
        const options = await preflight(t.url, origin);
        expect(options.headers.get('access-control-allow-origin')).toBeNull();
        expect(options.headers.get('access-control-allow-methods')).toBeNull();
      }
    });

    it('answers the configured origins only', async () => {
      const configured = await startTestApp({ config: { corsOrigins: ['https://app.example.com'] } });
      try {
        const allowed = await preflight(configured.url, 'https://app.example.com');
        expect(allowed.status).toBe(204);
        expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
        expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
        expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
        const read = await fetch(`${configured.url}/api/health`, { headers: { origin: 'https://APP.example.com' } });
        expect(read.headers.get('access-control-allow-origin')).toBe('https://APP.example.com');
        expect(read.headers.get('vary')).toMatch(/Origin/);
        for (const origin of [
          'https://app.example.com.evil.example',
          'http://app.example.com',
          'https://evil.example',
        ]) {
          expect((await preflight(configured.url, origin)).headers.get('access-control-allow-origin')).toBeNull();
        }
      } finally {
        await configured.close();
      }
    });

    it('refuses WebSocket handshakes from foreign pages, and takes our own, configured and non-browser ones', async () => {
      const host = new URL(t.url).host;
      expect(await upgrade(t.url, { origin: 'https://evil.example' })).toBe(403);
      expect(await upgrade(t.url, { origin: `http://${host}.evil.example` })).toBe(403);
      expect(await upgrade(t.url, { origin: `http://${host}` })).toBe('open');
      expect(await upgrade(t.url, {})).toBe('open');
      const configured = await startTestApp({ config: { corsOrigins: ['https://app.example.com'] } });
      try {
        expect(await upgrade(configured.url, { origin: 'https://app.example.com' })).toBe('open');
      } finally {
        await configured.close();
      }
    });
  });

  describe('tokens stay out of URLs', () => {
    it('ignores a token in the query string or the body', async () => {
      const rest = await fetch(`${t.url}/api/auth/me?access_token=${token}`);
      expect(rest.status).toBe(401);
      const get = await fetch(
        `${t.url}/graphql?query=${encodeURIComponent('{ viewer { id } }')}&access_token=${token}`,
        { headers: { 'apollo-require-preflight': '1' } },
      );
      expect(await get.json()).toMatchObject({ data: { viewer: null } });
      const post = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { id } }', access_token: token }),
      });
      expect(await post.json()).toMatchObject({ data: { viewer: null } });
      const restBody = await fetch(`${t.url}/api/auth/profile`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ access_token: token, firstName: 'Mallory' }),
      });
      expect(restBody.status).toBe(401);
      const [row] = await t.dataSource.query(`SELECT first_name FROM users WHERE id = $1`, [staff.id]);
      expect(row.first_name).toBe(staff.firstName);
    });

    it('still takes the Authorization header', async () => {
      const response = await fetch(`${t.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
    });
  });

  describe('schema privacy in production', () => {
    let production: TestApp;
    beforeAll(async () => {
      production = await startTestApp({ config: { production: true } });
    });
    afterAll(() => production.close());

    const introspections = [
      `{ __schema { queryType { name } } }`,
      `{ __type(name: "User") { fields { name } } }`,
      `query { ...Q } fragment Q on Query { __schema { types { name } } }`,
      `{ viewer { id } a: __type(name: "Query") { name } }`,
    ];

    it.each(introspections)('refuses introspection to anonymous callers: %s', async (query) => {
      const answer = await production.gql(query);
      expect(answer.status).toBe(401);
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toEqual([
        {
          message: 'Sign in to read the schema: introspection needs a bearer token',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ]);
    });

    it('lets signed-in callers introspect (GraphiQL with a token)', async () => {
      const person = await production.createUser();
      const bearer = (await production.services.tokens.issue({ userId: person.id, tokenVersion: person.tokenVersion }))
        .token;
      const { getIntrospectionQuery } = await import('graphql');
      const answer = await production.gql<{ __schema: { types: unknown[] } }>(getIntrospectionQuery(), {}, bearer);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.__schema.types.length).toBeGreaterThan(50);
      const typo = await production.gql(`{ viewr { id } }`, {}, bearer);
      expect(typo.errors?.[0].message).toMatch(/^Cannot query field "viewr" on type "Query". Did you mean "viewer"/);
    });

    it('still answers __typename and ordinary queries anonymously', async () => {
      expect(await production.gql(`{ __typename viewer { id } }`)).toMatchObject({
        data: { __typename: 'Query', viewer: null },
      });
    });

    it.each([
      [`{ viewr { id } }`, 'Cannot query field "viewr" on type "Query".'],
      [
        `{ leaveRequests(filter: { status: [PENDNG] }) { totalCount } }`,
        'Value "PENDNG" does not exist in "LeaveStatus" enum.',
      ],
      [
        `query ($s: [LeaveStatus!]) { leaveRequests(filter: { status: $s }) { totalCount } }`,
        /^Variable "\$s" got invalid value "PENDNG" at "s\[0\]"; Value "PENDNG" does not exist in "LeaveStatus" enum\.$/,
      ],
    ])('gives anonymous callers no field suggestions: %s', async (query, message) => {
      const answer = await production.gql(query, { s: ['PENDNG'] });
      expect(answer.errors?.[0].message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect(JSON.stringify(answer)).not.toMatch(/Did you mean/);
    });

    it('keeps introspection and suggestions outside production', async () => {
      expect((await t.gql(`{ __schema { queryType { name } } }`)).errors).toBeUndefined();
      expect((await t.gql(`{ viewr { id } }`)).errors?.[0].message).toMatch(/Did you mean "viewer"/);
    });
  });
});
