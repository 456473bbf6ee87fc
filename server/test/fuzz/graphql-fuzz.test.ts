import { createHash } from 'node:crypto';
import type { UserEntity } from '../../src/modules/users/user.entity';
import { startTestApp, type TestApp } from '../harness';
import { fuzzCases, schema, setUpFuzzFixtures, shuffled, type Caller } from './graphql-cases';
import { fetchUnlessReset, FuzzTally, runAll } from './fuzz-support';

/**
 * Every Query and Mutation root field of the schema, called over HTTP with hostile values in each
 * argument and in each field of its input objects (one at a time, the rest plausible), as an anonymous
 * caller, a staff member and an administrator, and whole requests that are malformed. Not one answer may
 * be a 5xx or an unmasked error. socket-fuzz.test.ts sends the same cases over graphql-ws.
 */

const ROOTS = [schema.getQueryType()!, schema.getMutationType()!];

describe('GraphQL fuzz', () => {
  let t: TestApp;
  let tokens: Record<Caller, string | null>;
  let users: Record<Caller, UserEntity | null>;
  let throwawayToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ tokens, users, throwawayToken } = await setUpFuzzFixtures(t));
  });
  afterAll(() => t.close());

  it('answers every root field with hostile arguments without a 5xx or an unmasked error', async () => {
    const tally = new FuzzTally();
    const tasks: (() => Promise<void>)[] = [];

    /** Sends a raw request to /graphql (POST with `body`, GET with `search`). */
    const sendRaw =
      (caller: Caller, label: string, request: { body?: string; search?: string; contentType?: string }) =>
      async () => {
        const token = label === 'Mutation.logout' && caller !== 'anonymous' ? throwawayToken : tokens[caller];
        const body = request.body;
        const response = await fetchUnlessReset(`${t.url}/graphql${request.search ?? ''}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            'apollo-require-preflight': 'true',
            ...(body === undefined ? {} : { 'content-type': request.contentType ?? 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body,
        });
        const text = await response.text();
        let codes: (string | undefined)[];
        try {
          const json = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
          codes = (json.errors ?? []).map((error) => error.extensions?.code ?? 'MISSING_CODE');
        } catch {
          codes = ['NOT_JSON'];
        }
        tally.record(`${caller} ${label} ${body ?? request.search}`, response.status, text, codes);
      };
    const send = (caller: Caller, label: string, query: string, variables: Record<string, unknown>) =>
      sendRaw(caller, label, { body: JSON.stringify({ query, variables }) });

    // Whole requests that are malformed rather than their arguments: persisted queries, batches,
    // parameters of the wrong type, bodies that are not JSON or too large.
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const requests: { body?: string; search?: string; contentType?: string }[] = [
      { body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: sha('unknown') } } }) },
      { body: JSON.stringify({ extensions: { persistedQuery: { version: 2, sha256Hash: sha('x') } } }) },
      { body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 42 } } }) },
      {
        body: JSON.stringify({
          query: '{ viewer { id } }',
          extensions: { persistedQuery: { version: 1, sha256Hash: sha('x') } },
        }),
      },
      { body: JSON.stringify({ extensions: { persistedQuery: null } }) },
      { body: JSON.stringify({ extensions: 'text' }) },
      { body: JSON.stringify([{ query: '{ viewer { id } }' }, { query: '{ viewer { id } }' }]) },
      { body: JSON.stringify({ query: 42 }) },
      { body: JSON.stringify({ query: '' }) },
      { body: JSON.stringify({ query: '{ viewer { id } }', variables: 'text' }) },
      { body: JSON.stringify({ query: '{ viewer { id } }', variables: [] }) },
      { body: JSON.stringify({ query: '{ viewer { id } }', operationName: 'Missing' }) },
      { body: JSON.stringify({ query: 'query A { viewer { id } } query B { viewer { id } }' }) },
      { body: JSON.stringify({ query: '\ud800' }) },
      { body: JSON.stringify({ query: `{ viewer { id } } ${'#'.repeat(900_000)}` }) },
      { body: JSON.stringify({ query: '{ viewer { id } }', pad: 'p'.repeat(1_100_000) }) },
      { body: '{"query": "{ viewer { id } }"', contentType: 'application/json' },
      { body: 'query={ viewer { id } }', contentType: 'application/x-www-form-urlencoded' },
      { body: '{ viewer { id } }', contentType: 'text/plain' },
      { body: '{ viewer { id } }', contentType: 'application/graphql' },
      { search: `?query=${encodeURIComponent('mutation { logout }')}` },
      { search: `?query=${encodeURIComponent('{ viewer { id } }')}&variables=%7Bbroken` },
      {
        search: `?query=${encodeURIComponent('{ viewer { id } }')}&extensions=${encodeURIComponent('{"persistedQuery":{"version":1,"sha256Hash":"00"}}')}`,
      },
      { search: '?query=%ED%A0%80' },
    ];
    for (const caller of ['anonymous', 'staff', 'admin'] as Caller[])
      for (const request of requests) tasks.push(sendRaw(caller, 'request', request));

    const cases = fuzzCases(ROOTS, users, ['anonymous', 'staff', 'admin']);
    for (const { caller, label, query, variables } of cases) tasks.push(send(caller, label, query, variables));
    const operations = new Set(cases.map((c) => c.label)).size;
    shuffled(tasks);
    const started = Date.now();
    const cpu = process.cpuUsage();
    await runAll(tasks);
    const used = process.cpuUsage(cpu);
    console.log(
      `GraphQL fuzz (seed ${process.env.FUZZ_SEED ?? 'default'}): ${operations} root fields fuzzed as anonymous, staff and admin; ` +
        `${tally.summary()} in ${((Date.now() - started) / 1000).toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} s CPU)`,
    );
    expect(operations).toBe(ROOTS.reduce((sum, root) => sum + Object.keys(root.getFields()).length, 0));
    expect(tally.requests).toBe(tasks.length);
    tally.assertClean();
    // Thousands of requests: on a two-core machine shared with the browser tests this takes minutes.
  }, 1_200_000);
});
