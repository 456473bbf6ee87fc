import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { buildListSizes } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { MAX_QUERY_COST, operationCost } from './cost';
import type { ListSizes } from '../kernel/organisation-sizes';
import { buildSchema } from './schema';

const schema = buildSchema();
/** Ten direct reports and ten active request types at most: round figures for the sums below. */
const sizes = buildListSizes({ mostDirectReports: 10, activeRequestTypes: 10 });

/** A document parsed once, costed with any variables (the same operation node every time). */
function costOf(query: string): (variables?: Record<string, unknown>, counts?: ListSizes) => number {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return (variables = {}, counts = sizes) => operationCost(schema, operation, fragments, counts, variables);
}

const cost = (query: string, variables: Record<string, unknown> = {}, counts: ListSizes = sizes): number =>
  costOf(query)(variables, counts);

describe('query cost', () => {
  it('costs a connection its page size, and its edges and nodes one per item', () => {
    expect(cost(`{ users(first: 50) { totalCount edges { node { id email } } } }`)).toBe(150); // 50 + 50 edges + 50 nodes
    expect(cost(`{ users(last: 5) { pageInfo { hasNextPage } } }`)).toBe(10); // 5 + pageInfo per item
    expect(cost(`{ users { totalCount } }`)).toBe(20); // default page size
  });

  it('multiplies nested lists and reads sizes from variables and fragments', () => {
    // 100 users, 100 edges, 100 nodes, 1000 direct reports (at most 10 each), 10000 balances (10 each).
    expect(
      cost(
        `query ($n: Int) { users(first: $n) { edges { node { ...Person } } } } fragment Person on User { directReports { balances { totalDays } } }`,
        { n: 100 },
      ),
    ).toBe(11300);
  });

  it('leaves out what @skip and @include leave out', () => {
    const query = `query ($more: Boolean!) { users(first: 10) { edges { node { id directReports @include(if: $more) { id } } } } }`;
    expect(cost(query, { more: true })).toBe(130); // 10 + 10 edges + 10 nodes + 100 reports
    expect(cost(query, { more: false })).toBe(30);
    expect(cost(`{ viewer @skip(if: true) { id } }`)).toBe(0);
    expect(cost(`{ viewer @skip(if: false) { id } }`)).toBe(1);
  });

  it('keeps the cost of a document no variable sizes, and computes one that a variable sizes on every run', () => {
    // Sized by variables in an argument, in a fragment's argument and in a directive: never reused.
    const paged = costOf(`query ($n: Int) { users(first: $n) { edges { node { id } } } }`);
    expect([paged({ n: 10 }), paged({ n: 100 }), paged({ n: 10 })]).toEqual([30, 300, 30]);
    const inFragment = costOf(
      `query ($n: Int) { ...Page } fragment Page on Query { users(first: $n) { edges { node { id } } } }`,
    );
    expect([inFragment({ n: 5 }), inFragment({ n: 50 })]).toEqual([15, 150]);
    const toggled = costOf(
      `query ($more: Boolean!) { users(first: 10) { edges { node { ... @include(if: $more) { directReports { id } } } } } }`,
    );
    expect([toggled({ more: false }), toggled({ more: true }), toggled({ more: false })]).toEqual([30, 130, 30]);
    // A variable elsewhere (a filter) does not size anything: the same cost whatever its value.
    const filtered = costOf(`query ($id: ID!) { user(id: $id) { directReports { id } } }`);
    expect([filtered({ id: 'a' }), filtered({ id: 'b' })]).toEqual([11, 11]);
  });

  it("costs lists at the organisation's counts: a team's members at the largest team", () => {
    const team = `query ($id: ID!) { team(id: $id) { members { id } } }`;
    expect(cost(team, { id: 'a' }, buildListSizes({ largestTeam: 625 }))).toBe(626);
    expect(cost(team, { id: 'a' }, buildListSizes({ largestTeam: 8 }))).toBe(9);
    expect(
      cost(`{ managers { id } requestTypes { id } }`, {}, buildListSizes({ managers: 700, requestTypes: 6 })),
    ).toBe(706);
    // Capped by the service whatever the counts: the inbox lists at most 500 requests.
    expect(cost(`{ pendingApprovals { id } }`, {}, buildListSizes({ people: 1_000_000 }))).toBe(500);
  });

  it('costs every team’s members as everyone once, not teams × the largest team', () => {
    const counts = buildListSizes({ teams: 100, largestTeam: 120, people: 5000 });
    expect(cost(`{ teams { members { id } } }`, {}, counts)).toBe(100 + 5000);
    expect(cost(`{ teams { members { id } } }`, {}, buildListSizes({ teams: 10, largestTeam: 20 }))).toBe(10 + 200);
    // Reports of reports are distinct people too; a page of people's reports as well.
    expect(cost(`{ viewer { directReports { directReports { id } } } }`, {}, counts)).toBe(1 + 40 + 1600);
    expect(cost(`{ users(first: 100) { edges { node { directReports { id } } } } }`, {}, counts)).toBe(300 + 4000);
  });

  it('counts the members of each member’s team as often as they are asked for', () => {
    const nested = `query ($id: ID!) { team(id: $id) { members { team { members { team { members { id } } } } } } }`;
    const counts = buildListSizes({ largestTeam: 625, people: 625 });
    // 1 team, 625 members, their 625 teams, 625 × 625 members: past the limit, nothing below is counted.
    expect(cost(nested, { id: 'a' }, counts)).toBe(1 + 625 + 625 + 625 * 625);
    const aliased = `{ ${Array.from({ length: 8 }, (_, i) => `t${i}: teams { members { team { members { id firstName } } } }`).join(' ')} }`;
    expect(cost(aliased, {}, buildListSizes({ teams: 1, largestTeam: 625, people: 625 }))).toBe(
      8 * (1 + 625 + 625 + 625 * 625),
    );
  });

  it('sizes aggregates by the dimensions they group by', () => {
    const counts = buildListSizes({ requestTypes: 5, departments: 12, leaveMonths: 60 });
    const aggregates = `query ($by: [LeaveAggregateDimension!]!) { leaveAggregates(groupBy: $by) { count } }`;
    expect(cost(aggregates, { by: [] }, counts)).toBe(1);
    expect(cost(aggregates, { by: ['STATUS', 'TYPE'] }, counts)).toBe(4 * 5);
    expect(cost(aggregates, { by: ['DEPARTMENT', 'MONTH', 'DEPARTMENT'] }, counts)).toBe(12 * 60);
  });

  it('costs the same document anew when the counts are read again', () => {
    const members = costOf(`{ teams { members { id } } }`);
    const before = buildListSizes({ teams: 2, largestTeam: 3 });
    expect([members({}, before), members({}, before)]).toEqual([8, 8]);
    expect(members({}, buildListSizes({ teams: 2, largestTeam: 300 }))).toBe(602);
  });

  it('costs scalars and introspection nothing', () => {
    expect(cost(`{ viewer { id email } }`)).toBe(1);
    expect(cost(`{ __schema { types { name fields { name } } } }`)).toBe(0);
    expect(cost(`{ departments auditActions }`)).toBe(0);
  });

  describe('over HTTP', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await startTestApp();
      token = await t.tokenFor(await t.createUser({ isAdmin: true, role: 'admin' }));
    });
    afterAll(() => t.close());

    it('reports the cost of every operation in extensions', async () => {
      const result = (await t.gql(`{ users(first: 3) { edges { node { id } } } }`, {}, token)) as {
        extensions?: unknown;
        data?: unknown;
      };
      expect(result.extensions).toEqual({ cost: { requested: 9, limit: MAX_QUERY_COST } });
    });

    it('refuses an operation over the limit before running it, stating cost and limit', async () => {
      // 100 balances, their edges and nodes, then 100 ledger entries each with their edges and nodes.
      const result = (await t.gql(
        `{ balances(first: 100) { edges { node { entries(first: 100) { edges { node { id } } } } } } }`,
        {},
        token,
      )) as { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown };
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0].message).toBe(
        `Query cost 30300 exceeds the limit of ${MAX_QUERY_COST}; ask for fewer items (smaller first/last) or fewer nested lists`,
      );
      expect(result.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        cost: { requested: 30300, limit: MAX_QUERY_COST },
      });
    });

    it('still caps first at 100 with a clear error', async () => {
      const result = await t.gql(`{ leaveRequests(first: 101) { totalCount } }`, {}, token);
      expect(result.errors?.[0]).toMatchObject({
        message: '`first` must be between 0 and 100 (asked for 101)',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });
});
