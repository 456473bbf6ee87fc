import { getIntrospectionQuery, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { buildListSizes } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { openSocket } from '../../test/ws';
import { operationCost } from './cost';
import { DOCUMENT_LIMITS, operationDepths } from './limits';
import { graphqlRequestLimitErrors } from './request-guard';
import { buildSchema } from './schema';

const schema = buildSchema();
const sizes = buildListSizes();

/** `F<i>` spreads `F<i-1>` twice: n fragments expand to 2^(n-1) copies of the leaf, in about 40n bytes. */
function doubling(fragments: number, leaf: string, type = 'Query', root = `...F${fragments - 1}`): string {
  const definitions = [`fragment F0 on ${type} { ${leaf} }`];
  for (let i = 1; i < fragments; i++) definitions.push(`fragment F${i} on ${type} { ...F${i - 1} ...F${i - 1} }`);
  return `query Doubling { ${root} } ${definitions.join(' ')}`;
}

/** The same chain, each fragment nesting the one before under a field (depth doubles with it). */
function doublingUnderFields(fragments: number): string {
  const definitions = [`fragment U0 on User { manager { id } }`];
  for (let i = 1; i < fragments; i++)
    definitions.push(`fragment U${i} on User { manager { ...U${i - 1} ...U${i - 1} } }`);
  return `{ viewer { ...U${fragments - 1} } } ${definitions.join(' ')}`;
}

const repeat = (count: number, text: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => text(i)).join(' ');

function costOf(query: string): number {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return operationCost(schema, operation, fragments, sizes);
}

/**
 * A bound no linear check comes near even on a loaded machine, and no exponential one meets: walking
 * every spread of a 25-fragment chain took a minute, of a 30-fragment chain hours.
 */
const WALL_CLOCK_BOUND_MS = 5000;

const limitMessages = (query: string, variables?: Record<string, unknown>) =>
  graphqlRequestLimitErrors(schema, { query, variables }, sizes).map((error) => error.message);

/** Elapsed milliseconds of a synchronous call. */
function timed<T>(fn: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = fn();
  return { result, ms: performance.now() - started };
}

describe('document limits', () => {
  describe('fragments that spread the one before twice', () => {
    it.each([10, 20, 30, 29])('measures depth and cost of a %i-fragment chain in linear time', (n) => {
      const query = doubling(n, 'viewer { manager { id } }');
      const { result: depths, ms: depthMs } = timed(() => operationDepths(parse(query)));
      expect(depths).toEqual([{ name: 'Doubling', depth: 2 }]);
      const { result: cost, ms: costMs } = timed(() => costOf(query));
      // 2^(n-1) copies of viewer (1) + manager (1): the figure is exact, the work is not exponential.
      expect(cost).toBe(2 ** (n - 1) * 2);
      expect(depthMs + costMs).toBeLessThan(WALL_CLOCK_BOUND_MS);
    });

    it('reads each fragment once when costing a chain, however often it is spread', () => {
      const document = parse(doubling(30, 'viewer { id }'));
      const operation = document.definitions.find(
        (d) => d.kind === Kind.OPERATION_DEFINITION,
      ) as OperationDefinitionNode;
      const definitions = Object.fromEntries(
        document.definitions
          .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((d) => [d.name.value, d]),
      );
      let reads = 0;
      const counted = new Proxy(definitions, {
        get: (target, name) => {
          reads += 1;
          return target[name as string];
        },
      });
      expect(operationCost(schema, operation, counted, sizes)).toBe(2 ** 29);
      expect(reads).toBe(30);
    });

    it('refuses a 1 KB chain by its cost, stating the cost and the limit, in milliseconds', () => {
      const query = doubling(25, 'viewer { id }');
      expect(query.length).toBeLessThan(1100);
      const { result: messages, ms } = timed(() => limitMessages(query));
      expect(messages).toEqual([
        'Query cost 16777216 exceeds the limit of 20000; ask for fewer items (smaller first/last) or fewer nested lists',
      ]);
      expect(ms).toBeLessThan(WALL_CLOCK_BOUND_MS);
    });

    it('reports an astronomically large cost as the largest exact number, not Infinity', () => {
      expect(limitMessages(doubling(DOCUMENT_LIMITS.fragments, 'viewer { id }'))).toEqual([
        expect.stringMatching(/^Query cost 536870912 exceeds the limit of 20000/),
      ]);
      // Each fragment spreads the one before four times: 4^29 copies.
      const quadrupling = doubling(DOCUMENT_LIMITS.fragments, 'viewer { id }').replace(
        /\.\.\.(F\d+) \.\.\.F\d+/g,
        '...$1 ...$1 ...$1 ...$1',
      );
      expect(limitMessages(quadrupling)).toEqual([
        expect.stringMatching(/^Query cost 9007199254740991 exceeds the limit of 20000/),
      ]);
    });

    it('refuses a chain nested under fields by its depth, in milliseconds', () => {
      const { result: messages, ms } = timed(() => limitMessages(doublingUnderFields(20)));
      expect(messages).toEqual(['Query depth 21 exceeds the limit of 10']);
      expect(ms).toBeLessThan(WALL_CLOCK_BOUND_MS);
    });

    it('follows inline fragments, and chains that reach the depth limit exactly pass', () => {
      expect(operationDepths(parse(doublingUnderFields(9)))).toEqual([{ name: undefined, depth: 10 }]);
      expect(limitMessages(doublingUnderFields(9))).toEqual([]);
      expect(limitMessages(doublingUnderFields(10))).toEqual(['Query depth 11 exceeds the limit of 10']);
      const inline = `{ viewer { ... on User { manager { ... on User { manager { id } } } } } }`;
      expect(operationDepths(parse(inline))).toEqual([{ name: undefined, depth: 3 }]);
    });

    it('lets a chain of free fields through (graphql-js merges them), still quickly', () => {
      const { result: messages, ms } = timed(() => limitMessages(doubling(25, '__typename')));
      expect(messages).toEqual([]);
      expect(ms).toBeLessThan(WALL_CLOCK_BOUND_MS);
    });

    it('survives fragment cycles and unknown fragments (graphql-js reports those)', () => {
      const cycle = `{ viewer { ...A } } fragment A on User { manager { ...B } } fragment B on User { manager { ...A } }`;
      expect(operationDepths(parse(cycle))).toEqual([{ name: undefined, depth: 3 }]);
      expect(costOf(cycle)).toBe(3);
      expect(costOf(`{ viewer { ...Missing } }`)).toBe(1);
      expect(costOf(`{ viewer { ...toString } }`)).toBe(1);
    });
  });

  describe('counts written in the document', () => {
    const cases: { name: string; query: string; message: string; limit: string; actual?: number }[] = [
      {
        name: 'more aliases than the limit',
        query: `{ ${repeat(DOCUMENT_LIMITS.aliases + 1, (i) => `a${i}: __typename`)} }`,
        message: 'The document uses 21 aliases; the limit is 20',
        limit: 'aliases',
        actual: 21,
      },
      {
        name: 'a long alias list',
        query: `{ ${repeat(500, (i) => `a${i}: __typename`)} }`,
        message: 'The document uses 500 aliases; the limit is 20',
        limit: 'aliases',
        actual: 500,
      },
      {
        name: 'more directives than the limit',
        query: `{ __typename ${repeat(DOCUMENT_LIMITS.directives + 1, () => '@include(if: true)')} }`,
        message: 'The document uses 21 directives; the limit is 20',
        limit: 'directives',
        actual: 21,
      },
      {
        name: 'directives spread over many fields',
        query: `{ viewer { ${repeat(30, () => 'id @skip(if: false)')} } }`,
        message: 'The document uses 30 directives; the limit is 20',
        limit: 'directives',
        actual: 30,
      },
      {
        name: 'more fragments than the limit',
        query: doubling(DOCUMENT_LIMITS.fragments + 1, '__typename'),
        message: 'The document defines 31 fragments; the limit is 30',
        limit: 'fragments',
        actual: 31,
      },
      {
        name: 'more fields than the limit',
        query: `{ ${repeat(DOCUMENT_LIMITS.fields + 1, () => '__typename')} }`,
        message: 'The document selects 201 fields; the limit is 200',
        limit: 'fields',
        actual: 201,
      },
      {
        name: 'many repeats of one field with a selection',
        query: `{ ${repeat(600, () => 'viewer { id }')} }`,
        message: 'The document selects 1200 fields; the limit is 200',
        limit: 'fields',
        actual: 1200,
      },
      {
        name: 'more tokens than the limit',
        query: `{ viewer { id } } ${'# comment\n'.repeat(10)} query B { ${'__typename '.repeat(DOCUMENT_LIMITS.tokens)} }`,
        message: 'The document has more than 3000 tokens; the limit is 3000',
        limit: 'tokens',
      },
      {
        name: 'a long directive list (tokens first)',
        query: `{ __typename ${repeat(500, () => '@skip(if: false)')} }`,
        message: 'The document has more than 3000 tokens; the limit is 3000',
        limit: 'tokens',
      },
    ];

    it.each(cases)('refuses $name, naming the limit', ({ query, message, limit, actual }) => {
      const { result: errors, ms } = timed(() => graphqlRequestLimitErrors(schema, { query }, sizes));
      expect(errors.map((error) => error.message)).toContain(message);
      const error = errors.find((e) => e.message === message)!;
      expect(error.extensions).toMatchObject({
        code: 'GRAPHQL_VALIDATION_FAILED',
        limit: {
          name: limit,
          max: DOCUMENT_LIMITS[limit as keyof typeof DOCUMENT_LIMITS],
          ...(actual === undefined ? {} : { actual }),
        },
      });
      expect(ms).toBeLessThan(WALL_CLOCK_BOUND_MS);
    });

    it('accepts documents exactly at each limit', () => {
      expect(limitMessages(`{ ${repeat(DOCUMENT_LIMITS.aliases, (i) => `a${i}: __typename`)} }`)).toEqual([]);
      expect(limitMessages(`{ __typename ${repeat(DOCUMENT_LIMITS.directives, () => '@include(if: true)')} }`)).toEqual(
        [],
      );
      expect(limitMessages(`{ ${repeat(DOCUMENT_LIMITS.fields, () => '__typename')} }`)).toEqual([]);
      expect(limitMessages(doubling(DOCUMENT_LIMITS.fragments, '__typename'))).toEqual([]);
      // `{`, `}` and 2998 names: exactly the token limit.
      expect(limitMessages(`{ ${'__typename '.repeat(DOCUMENT_LIMITS.tokens - 2)}}`)).toEqual([
        'The document selects 2998 fields; the limit is 200',
      ]);
    });

    it('passes the introspection query GraphiQL sends, leaving nested introspection to graphql-js', () => {
      expect(limitMessages(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }))).toEqual([]);
    });
  });

  describe('over HTTP and WebSocket', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await startTestApp();
      token = await t.tokenFor(await t.createUser());
    });
    afterAll(() => t.close());

    const hostile = [
      { name: 'a 1 KB fragment chain', query: doubling(25, 'viewer { id }'), code: 'BAD_USER_INPUT' },
      { name: 'a chain under fields', query: doublingUnderFields(20), code: 'GRAPHQL_VALIDATION_FAILED' },
      {
        name: 'a long alias list',
        query: `{ ${repeat(500, (i) => `a${i}: __typename`)} }`,
        code: 'GRAPHQL_VALIDATION_FAILED',
      },
      {
        name: 'a long directive list',
        query: `{ __typename ${repeat(300, () => '@skip(if: false)')} }`,
        code: 'GRAPHQL_VALIDATION_FAILED',
      },
      {
        name: 'many repeated fields',
        query: `{ ${repeat(600, () => 'viewer { id }')} }`,
        code: 'GRAPHQL_VALIDATION_FAILED',
      },
    ];

    it.each(hostile)('refuses $name with 400 before the bearer token is even looked up', async ({ query, code }) => {
      const lookups = jest.spyOn(t.services.accounts, 'userForToken');
      try {
        const started = performance.now();
        const result = await t.gql(query, {}, token);
        expect(performance.now() - started).toBeLessThan(WALL_CLOCK_BOUND_MS);
        expect(result.status).toBe(400);
        expect(result.data).toBeUndefined();
        expect(result.errors?.[0].extensions?.code).toBe(code);
        expect(lookups).not.toHaveBeenCalled();
      } finally {
        lookups.mockRestore();
      }
    });

    it('refuses over GET as over POST', async () => {
      const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent(doubling(25, 'viewer { id }'))}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0].message).toMatch(/^Query cost 16777216 exceeds the limit of 20000/);
    });

    it('still answers a plain query and a chain of free fields', async () => {
      expect((await t.gql(`{ viewer { id } }`, {}, token)).errors).toBeUndefined();
      const chain = await t.gql<{ __typename: string }>(doubling(25, '__typename'), {}, token);
      expect(chain.errors).toBeUndefined();
      expect(chain.data).toEqual({ __typename: 'Query' });
    });

    it.each([
      {
        name: 'a fragment chain',
        query: doubling(25, 'notificationAdded { id }', 'Subscription').replace(
          'query Doubling',
          'subscription Doubling',
        ),
        message:
          'Query cost 16777216 exceeds the limit of 20000; ask for fewer items (smaller first/last) or fewer nested lists',
      },
      {
        name: 'a long alias list',
        query: `subscription { ${repeat(30, (i) => `a${i}: notificationAdded { id }`)} }`,
        message: 'The document uses 30 aliases; the limit is 20',
      },
      {
        name: 'a long directive list',
        query: `subscription { notificationAdded { id ${repeat(25, () => '@include(if: true)')} } }`,
        message: 'The document uses 25 directives; the limit is 20',
      },
      {
        name: 'too many tokens',
        query: `subscription { notificationAdded { ${'id '.repeat(3000)} } }`,
        message: 'The document has more than 3000 tokens; the limit is 3000',
      },
    ])('applies the same limits to graphql-ws subscriptions: $name', async ({ query, message }) => {
      const socket = openSocket(t.url, token);
      try {
        const errors = await new Promise<readonly { message: string }[] | null>((resolve) => {
          socket.client.subscribe(
            { query },
            {
              next: () => resolve(null),
              error: (error) => resolve(Array.isArray(error) ? error : [{ message: String(error) }]),
              complete: () => resolve(null),
            },
          );
        });
        expect(errors?.map((e) => e.message)).toContain(message);
      } finally {
        await socket.dispose();
      }
    });
  });
});

describe('documents found within the limits are remembered', () => {
  const schema = buildSchema();
  const query = `query ($n: Int) { users(first: $n) { edges { node { id balances { type } directReports { id balances { type } } } } } }`;

  it('checks the cost with each request’s variables, and an over-limit document every time', () => {
    expect(graphqlRequestLimitErrors(schema, { query, variables: { n: 5 } }, sizes)).toEqual([]);
    expect(graphqlRequestLimitErrors(schema, { query, variables: { n: 5 } }, sizes)).toEqual([]);
    const costly = graphqlRequestLimitErrors(schema, { query, variables: { n: 100_000 } }, sizes);
    expect(costly).toHaveLength(1);
    expect(costly[0].extensions.cost).toMatchObject({ limit: 20_000 });
    const deep = `{ viewer { manager { manager { manager { manager { manager { manager { manager { manager { manager { manager { id } } } } } } } } } } } }`;
    expect(graphqlRequestLimitErrors(schema, { query: deep }, sizes)).not.toEqual([]);
    expect(graphqlRequestLimitErrors(schema, { query: deep }, sizes)).not.toEqual([]);
  });
});
