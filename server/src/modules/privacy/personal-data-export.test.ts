import { buildLeaverWorld, userForeignKeys, type LeaverWorld } from '../../../test/privacy-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';

interface ExportDocument {
  userId: string;
  exportedAt: string;
  sections: { table: string; column: string; rows: Record<string, unknown>[] }[];
}

const EXPORT = `query ($userId: ID) { personalDataExport(userId: $userId) { filename json } }`;

/** Tables the fixture fills for the person: each must come back in the export. */
const FILLED = [
  'users.id',
  'leave_requests.user_id',
  'leave_balances.user_id',
  'leave_ledger_entries.user_id',
  'notifications.user_id',
  'api_tokens.user_id',
  'calendar_feeds.user_id',
  'approval_delegations.delegate_id',
  'feedback.user_id',
  'notification_preferences.user_id',
  'user_sso_identities.user_id',
  'saved_searches.user_id',
  'password_reset_tokens.user_id',
  'profile_images.user_id',
  'audit_logs.actor_id',
  'channel_deliveries.subject_user_id',
  'push_subscriptions.user_id',
];

describe('personal data export', () => {
  let t: TestApp;
  let world: LeaverWorld;

  beforeAll(async () => {
    t = await startTestApp();
    world = await buildLeaverWorld(t);
  });
  afterAll(() => t.close());

  const download = async (who: string, token: string) => {
    const response = await fetch(`${t.url}/api/users/${who}/export`, { headers: { authorization: `Bearer ${token}` } });
    return { response, text: await response.text() };
  };

  it('holds every row of every table that references the person, read back from Postgres', async () => {
    const { response, text } = await download('me', world.tokens.leaver);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="leavewise-personal-data-/);
    const document = JSON.parse(text) as ExportDocument;
    expect(document.userId).toBe(world.leaver.id);

    const references = [{ table: 'users', column: 'id' }, ...(await userForeignKeys(t))];
    const filled: string[] = [];
    for (const { table, column } of references) {
      const rows: { row: Record<string, unknown> }[] = await t.dataSource.query(
        `SELECT to_jsonb(t) AS row FROM "${table}" t WHERE "${column}" = $1`,
        [world.leaver.id],
      );
      const section = document.sections.find((entry) => entry.table === table && entry.column === column);
      expect({ table, column, exported: section?.rows.length }).toEqual({ table, column, exported: rows.length });
      const key = (row: Record<string, unknown>) => JSON.stringify(row.id ?? Object.values(row).slice(0, 3));
      expect(section!.rows.map(key).sort()).toEqual(rows.map(({ row }) => key(row)).sort());
      if (rows.length) filled.push(`${table}.${column}`);
    }
    expect(filled).toEqual(expect.arrayContaining(FILLED));

    const profile = document.sections.find((entry) => entry.table === 'users')!.rows[0];
    expect(profile).toMatchObject({
      first_name: 'Ingrid',
      last_name: 'Quistorp',
      email: 'ingrid.quistorp@example.test',
    });
    const requests = document.sections.find((entry) => entry.table === 'leave_requests' && entry.column === 'user_id')!;
    expect(requests.rows.map((row) => row.notes).sort()).toEqual([
      'Family matters',
      'Hospital check-up, Ingrid Quistorp',
    ]);
    // Audit entries about them (an administrator's change to their profile) and the emails sent to them.
    const about = document.sections.find((entry) => entry.table === 'audit_logs' && entry.column === 'resource_id')!;
    expect(about.rows.map((row) => row.action)).toContain('user.updated');
    expect(document.sections.some((entry) => entry.table === 'email_outbox')).toBe(true);
  });

  it('leaves credentials out: no password, token or secret hashes', async () => {
    const { text } = await download('me', world.tokens.leaver);
    for (const secret of ['password_hash', 'token_hash', 'secret_hash', 'hash-of-token', 'feed-hash', 'reset-hash'])
      expect(text).not.toContain(secret);
  });

  it("refuses someone else's data to anyone but an administrator, over REST and GraphQL", async () => {
    for (const token of [world.tokens.colleague, world.tokens.manager, world.tokens.hr]) {
      const { response } = await download(world.leaver.id, token);
      expect(response.status).toBe(403);
      const result = await t.gql(EXPORT, { userId: world.leaver.id }, token);
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = await fetch(`${t.url}/api/users/me/export`);
    expect(anonymous.status).toBe(401);
  });

  it("lets an administrator export anyone's data, audited under the administrator's name", async () => {
    const result = await t.gql<{ personalDataExport: { filename: string; json: string } }>(
      EXPORT,
      { userId: world.leaver.id },
      world.tokens.admin,
    );
    expect(result.errors).toBeUndefined();
    expect((JSON.parse(result.data!.personalDataExport.json) as ExportDocument).userId).toBe(world.leaver.id);
    const audited = await t.dataSource.query(
      `SELECT actor_id FROM audit_logs WHERE action = 'personal_data.exported' AND resource_id = $1 AND actor_id = $2`,
      [world.leaver.id, world.admin.id],
    );
    expect(audited).toHaveLength(1);
  });

  it("needs the administrative scope for someone else's data when an administrator calls with an API token", async () => {
    const created = await t.gql<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(input: { name: "Reporting script", scopes: ["read:requests"] }) { token } }`,
      {},
      world.tokens.admin,
    );
    const token = created.data!.createApiToken.token;
    expect((await download(world.leaver.id, token)).response.status).toBe(403);
    expect((await download('me', token)).response.status).toBe(200);
  });

  it('answers an unknown person with 404 and a malformed id without a server error', async () => {
    expect((await download('00000000-0000-4000-8000-000000000000', world.tokens.admin)).response.status).toBe(404);
    expect((await download('not-an-id', world.tokens.admin)).response.status).toBe(404);
  });
});
