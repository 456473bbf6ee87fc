import { Client } from 'pg';
import { buildAdmin, buildUser } from './factories';
import { SIZES_SQL_TAG } from '../src/graphql/organisation-sizes';
import { startTestApp, type TestApp } from './harness';

const LIST = `{ users(first: 100) { totalCount edges { node { id manager { id fullName } team { id name memberCount } balances { type availableDays } } } } }`;

describe('batched lookups', () => {
  let t: TestApp;
  let token: string;
  let teamId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await buildAdmin(t, { isManager: true });
    token = await t.tokenFor(admin);
    [{ id: teamId }] = await t.dataSource.query(
      `INSERT INTO teams (name, description, manager_id) VALUES ('Platform', 'Infra', $1) RETURNING id`,
      [admin.id],
    );
  });
  afterAll(() => t.close());

  async function addPeople(count: number, managerId: string) {
    for (let i = 0; i < count; i++) await buildUser(t, { managerId, teamId });
  }

  /** Counts the SQL statements the server sends while answering one query (not the counts read in the background). */
  async function statementsFor(query: string): Promise<{ count: number; users: number }> {
    const spy = jest.spyOn(Client.prototype, 'query');
    try {
      const result = await t.gql<{ users: { totalCount: number } }>(query, {}, token);
      expect(result.errors).toBeUndefined();
      const own = spy.mock.calls.filter(
        ([sql]) => !String((sql as { text?: string })?.text ?? sql).startsWith(SIZES_SQL_TAG),
      );
      return { count: own.length, users: result.data!.users.totalCount };
    } finally {
      spy.mockRestore();
    }
  }

  it('lists people with their manager, team and balances in a number of statements that does not grow with N', async () => {
    const [{ id: managerId }] = await t.dataSource.query(`SELECT id FROM users WHERE is_admin LIMIT 1`);
    await addPeople(3, managerId);
    const small = await statementsFor(LIST);
    await addPeople(27, managerId);
    const large = await statementsFor(LIST);
    expect(large.users).toBe(small.users + 27);
    expect(large.count).toBe(small.count);
    expect(small.count).toBeGreaterThan(3);
    // The balances' leave year adds a read of its start month, and their working schedules a read of
    // the schedules in effect (each once per request, whatever N).
    expect(small.count).toBeLessThan(17);
  });
});
