import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { DEFAULT_BODY_LIMIT_BYTES } from '../src/http/body';
import { restRoutes } from '../src/rest/router';
import { useInputLimitsWorld } from './input-limits-fixtures';

/** Request bodies: persisted queries, one body size limit, deeply nested JSON. */
describe('input limits', () => {
  const w = useInputLimitsWorld();
  const { tokens, footprint, send, expectRefused } = w;

  describe('persisted queries (APQ)', () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const apq = (hash: unknown, extra: object = {}, version: unknown = 1) =>
      send('POST', '/graphql', 'staff', { extensions: { persistedQuery: { version, sha256Hash: hash } }, ...extra });

    it.each([
      ['an unknown hash', () => apq(sha(randomUUID())), 'PERSISTED_QUERY_NOT_FOUND', /^PersistedQueryNotFound$/],
      ['a malformed hash', () => apq('not-a-hash'), 'PERSISTED_QUERY_NOT_FOUND', /^PersistedQueryNotFound$/],
      ['a hash that is not text', () => apq(12345), 'PERSISTED_QUERY_NOT_FOUND', /^PersistedQueryNotFound$/],
      [
        'an unknown version',
        () => apq(sha('{ viewer { id } }'), {}, 2),
        'BAD_REQUEST',
        /^Unsupported persisted query version$/,
      ],
      [
        'a hash that does not match the query',
        () => apq(sha('x'), { query: '{ viewer { id } }' }),
        'BAD_REQUEST',
        /^provided sha does not match query$/,
      ],
    ] as const)('answers %s with 400', async (_name, call, code, message) => {
      await expectRefused(call, { status: 400, code, message });
    });

    it('answers an unknown hash over GET with 400 too', async () => {
      const extensions = encodeURIComponent(
        JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha('nope') } }),
      );
      await expectRefused(
        () => send('GET', `/graphql?extensions=${extensions}`, 'staff', undefined, { 'apollo-require-preflight': '1' }),
        {
          status: 400,
          code: 'PERSISTED_QUERY_NOT_FOUND',
          message: /^PersistedQueryNotFound$/,
        },
      );
    });

    it('registers a query with its hash and runs it by hash afterwards', async () => {
      const query = `{ viewer { id } }`;
      expect((await apq(sha(query), { query })).json).toMatchObject({ data: { viewer: { id: w.staff.id } } });
      expect((await apq(sha(query))).json).toMatchObject({ data: { viewer: { id: w.staff.id } } });
    });
  });

  describe('one body size limit', () => {
    const oversized = JSON.stringify({
      query: '{ viewer { id } }',
      variables: { pad: 'p'.repeat(DEFAULT_BODY_LIMIT_BYTES) },
    });

    it('answers 413 to a GraphQL body over the limit, in GraphQL form', async () => {
      await expectRefused(() => send('POST', '/graphql', 'staff', oversized), {
        status: 413,
        code: 'BAD_USER_INPUT',
        message: new RegExp(`^Request body is too large; the limit is ${DEFAULT_BODY_LIMIT_BYTES} bytes$`),
      });
    });

    it.each([
      ['POST', '/api/auth/login'],
      ['PUT', '/api/auth/profile'],
      ['POST', '/api/pto/requests'],
      ['PUT', '/api/admin/pto-settings'],
    ])('answers 413 to a REST body over the limit: %s %s', async (method, path) => {
      await expectRefused(
        () => send(method, path, 'admin', JSON.stringify({ notes: 'p'.repeat(DEFAULT_BODY_LIMIT_BYTES) })),
        {
          status: 413,
          code: 'BAD_USER_INPUT',
          message: /^Request body is too large; the limit is 1048576 bytes$/,
        },
      );
    });

    it('answers 413 to a chunked body without a length, as soon as it passes the limit', async () => {
      const url = new URL(`${w.t.url}/api/auth/profile`);
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.staff}` },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        const chunk = 'x'.repeat(64 * 1024);
        request.write('{"jobTitle":"');
        let sent = 0;
        const pump = () => {
          while (sent < 2 * DEFAULT_BODY_LIMIT_BYTES) {
            sent += chunk.length;
            if (!request.write(chunk)) return request.once('drain', pump);
          }
          request.end('"}');
        };
        pump();
      });
      expect(status).toBe(413);
    });

    it('answers 415 to a REST body that is not JSON, and reads nothing from it', async () => {
      const before = await footprint();
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const answer = await send('PUT', '/api/auth/profile', 'staff', 'first_name=Mallory', { 'content-type': type });
        expect(answer.status).toBe(415);
        expect(answer.json).toEqual({
          success: false,
          code: 'BAD_USER_INPUT',
          message: 'Send the body as JSON (Content-Type: application/json)',
        });
      }
      expect(await footprint()).toEqual(before);
    });
  });

  describe('deeply nested JSON bodies', () => {
    const depth = (levels: number, open: string, close: string, inner = '1') =>
      `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
    const hostile = [
      ['a list of lists 200,000 deep', depth(200_000, '[', ']')],
      ['objects 100,000 deep', depth(100_000, '{"a":', '}')],
      ['one field 65 deep', `{"email":"a@b.io","password":"x","extra":${depth(64, '[', ']')}}`],
    ];
    const refusal = {
      status: 400,
      code: 'BAD_USER_INPUT',
      message: /^The request body nests objects and lists more than 64 levels deep$/,
    };

    it.each(hostile)(
      'answers 400 to %s on every REST path that takes a body, changing nothing',
      async (_name, body) => {
        const routes = restRoutes().filter((route) => route.method !== 'get');
        expect(routes.length).toBeGreaterThan(30);
        for (const route of routes) {
          const path = `/api${route.path.replace(/:\w+/g, randomUUID())}`;
          await expectRefused(() => send(route.method.toUpperCase(), path, 'admin', body), refusal);
        }
      },
    );

    it.each(hostile)('answers 400 to %s over GraphQL', async (_name, body) => {
      await expectRefused(() => send('POST', '/graphql', 'staff', body), refusal);
      await expectRefused(
        () => send('POST', '/graphql', 'staff', `{"query":"{ viewer { id } }","variables":{"x":${body}}}`),
        refusal,
      );
    });

    it('counts brackets inside strings as text, and reads a body 64 levels deep', async () => {
      const quoted = JSON.stringify({ email: `${'['.repeat(500)}@b.io`, password: 'x' });
      const atLimit = `{"email":"nobody@example.test","password":"x","extra":${depth(63, '[', ']')}}`;
      for (const body of [quoted, atLimit]) {
        const answer = await send('POST', '/api/auth/login', 'anonymous', body);
        expect(answer.json.message).not.toMatch(/levels deep/);
        expect(answer.status).toBeLessThan(500);
      }
    });
  });
});
