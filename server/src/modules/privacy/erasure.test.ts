import { buildLeaverWorld, deactivate, LEAVER, type LeaverWorld } from '../../../test/privacy-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pseudonymOf } from './personal-data';

const ERASE = `mutation ($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { userId pseudonym erasedAt } }`;
const REPORT = `query { ptoReport(range: LAST_90_DAYS, scope: EVERYONE) { totalRequests approvedRequests pendingRequests approvalRate } }`;

/** Every text, JSON and array column of every table, from information_schema. */
async function everyTextColumn(t: TestApp): Promise<{ table: string; column: string }[]> {
  return t.dataSource.query(
    `SELECT c.table_name AS "table", c.column_name AS "column"
       FROM information_schema.columns c
       JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  );
}

/** Where in the database any of `needles` is still written (case-insensitive): "table.column: count". */
async function traces(t: TestApp, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await everyTextColumn(t)) {
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM "${table}" WHERE "${column}"::text ILIKE ANY ($1)`,
      [needles.map((needle) => `%${needle}%`)],
    );
    if (count) found.push(`${table}.${column}: ${count}`);
  }
  return found;
}

/** The organisation's figures erasure must not change: the ledger's sums, requests per team and department. */
async function figures(t: TestApp, adminToken: string) {
  return {
    ledger: await t.dataSource.query(
      `SELECT user_id, request_type_id, bucket, sum(days)::text AS days FROM leave_ledger_entries
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    ),
    byDepartment: await t.dataSource.query(
      `SELECT u.department, u.team_id, r.status, count(*)::int AS requests, sum(r.days)::text AS days
         FROM leave_requests r JOIN users u ON u.id = r.user_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    ),
    report: (await t.gql(REPORT, {}, adminToken)).data,
  };
}

describe('erasure of personal data', () => {
  let t: TestApp;
  let world: LeaverWorld;
  const needles = [LEAVER.firstName, LEAVER.lastName, LEAVER.email];
  const erase = (token: string, userId: string, confirmName: string) =>
    t.gql<{ erasePersonalData: { userId: string; pseudonym: string; erasedAt: string } }>(
      ERASE,
      { input: { userId, confirmName } },
      token,
    );

  beforeAll(async () => {
    t = await startTestApp();
    world = await buildLeaverWorld(t);
  });
  afterAll(() => t.close());

  it('is refused while the person is still employed, and changes nothing', async () => {
    const result = await erase(world.tokens.admin, world.leaver.id, 'Ingrid Quistorp');
    expect(result.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(result.errors?.[0].message).toBe(
      'Ingrid Quistorp is still employed: deactivate them or set a last day in the past before erasing their personal data.',
    );
    const [person] = await t.dataSource.query(`SELECT first_name, email FROM users WHERE id = $1`, [world.leaver.id]);
    expect(person).toEqual({ first_name: 'Ingrid', email: LEAVER.email });
  });

  it('is refused to anyone but an administrator, over GraphQL and REST', async () => {
    await deactivate(t, world.tokens.admin, world.leaver.id);
    for (const token of [world.tokens.hr, world.tokens.manager, world.tokens.colleague]) {
      const result = await erase(token, world.leaver.id, 'Ingrid Quistorp');
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const response = await fetch(`${t.url}/api/admin/users/${world.leaver.id}/erase`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ confirm_name: 'Ingrid Quistorp' }),
      });
      expect(response.status).toBe(403);
    }
    expect(await traces(t, [LEAVER.email])).not.toEqual([]);
  });

  it('asks for the name typed: a different name is refused and changes nothing', async () => {
    const result = await erase(world.tokens.admin, world.leaver.id, 'Ingrid');
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const response = await fetch(`${t.url}/api/admin/users/${world.leaver.id}/erase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm_name: 42 }),
    });
    expect(response.status).toBe(400);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM personal_data_erasures`);
    expect(count).toBe(0);
  });

  it("leaves no trace of the person's name or email in any table, while the organisation's figures stay", async () => {
    const before = await figures(t, world.tokens.admin);
    expect(before.report).toMatchObject({ ptoReport: { totalRequests: 3, approvedRequests: 1 } });
    expect(before.ledger.length).toBeGreaterThan(0);
    expect(await traces(t, needles)).not.toEqual([]);

    const result = await erase(world.tokens.admin, world.leaver.id, '  ingrid   QUISTORP ');
    expect(result.errors).toBeUndefined();
    const pseudonym = pseudonymOf(world.leaver.id).name;
    expect(result.data!.erasePersonalData).toMatchObject({ userId: world.leaver.id, pseudonym });
    expect(pseudonym).toMatch(/^Former employee [0-9A-F]{4}$/);

    expect(await traces(t, needles)).toEqual([]);
    expect(await figures(t, world.tokens.admin)).toEqual(before);

    // The colleague's reason now names the pseudonym; the person's own reasons and feedback are gone.
    const notes = await t.dataSource.query(`SELECT user_id, notes FROM leave_requests ORDER BY created_at`);
    expect(
      notes
        .filter((row: { user_id: string }) => row.user_id === world.leaver.id)
        .map((row: { notes: string }) => row.notes),
    ).toEqual(['', '']);
    expect(notes.find((row: { user_id: string }) => row.user_id === world.colleague.id).notes).toBe(
      `Covering for ${pseudonym} (${pseudonym}) is arranged`,
    );
    for (const table of [
      'api_tokens',
      'calendar_feeds',
      'user_sso_identities',
      'saved_searches',
      'profile_images',
      'push_subscriptions',
    ])
      expect(await t.dataSource.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [world.leaver.id])).toEqual([]);
    const [person] = await t.dataSource.query(
      `SELECT first_name || ' ' || last_name AS name, is_active, password_hash FROM users WHERE id = $1`,
      [world.leaver.id],
    );
    expect(person).toEqual({ name: pseudonym, is_active: false, password_hash: null });
  });

  it('names the pseudonym in the audit log, never the person', async () => {
    const [entry] = await t.dataSource.query(
      `SELECT actor_id, details FROM audit_logs WHERE action = 'personal_data.erased' AND resource_id = $1`,
      [world.leaver.id],
    );
    expect(entry).toEqual({
      actor_id: world.admin.id,
      details: { pseudonym: pseudonymOf(world.leaver.id).name, automatic: false },
    });
  });

  it('shows only the pseudonym in CSV exports made afterwards', async () => {
    const audit = await fetch(`${t.url}/api/audit/export/csv`, {
      headers: { authorization: `Bearer ${world.tokens.admin}` },
    });
    const search = await t.gql<{ searchExport: { csv: string } }>(
      `query { searchExport(criteria: {}) { csv } }`,
      {},
      world.tokens.admin,
    );
    for (const csv of [await audit.text(), search.data!.searchExport.csv]) {
      expect(csv).toContain(pseudonymOf(world.leaver.id).name);
      for (const needle of needles) expect(csv.toLowerCase()).not.toContain(needle.toLowerCase());
    }
  });

  it('cannot run twice', async () => {
    const result = await erase(world.tokens.admin, world.leaver.id, pseudonymOf(world.leaver.id).name);
    expect(result.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(result.errors?.[0].message).toBe("This person's personal data has already been erased.");
  });
});
