import { createHash, randomBytes } from 'node:crypto';
import { buildAdmin, buildUser } from '../../../test/factories';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';

const RESET_URL = `mutation ($kind: CalendarFeedKind!) { resetCalendarFeedUrl(kind: $kind) { path } }`;
const FEEDS = `{ calendarFeeds { kind hasUrl secretPrefix } }`;
const NEW_PASSWORD = 'a-brand-new-passphrase';

/**
 * A calendar feed URL is a credential: it stops working whenever the person's other credentials end,
 * and does not come back (the person makes a new URL).
 */
describe('calendar feed URLs end with the other credentials', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await t.tokenFor(await buildAdmin(t));
  });
  afterAll(() => t.close());

  /** A person with both feed URLs working. */
  async function personWithFeeds(): Promise<{ person: UserEntity; token: string; paths: string[] }> {
    const person = await buildUser(t, { role: 'team-lead' });
    const token = await t.tokenFor(person);
    const paths: string[] = [];
    for (const kind of ['MINE', 'TEAM']) {
      const created = await t.gql<{ resetCalendarFeedUrl: { path: string } }>(RESET_URL, { kind }, token);
      expect(created.errors).toBeUndefined();
      paths.push(created.data!.resetCalendarFeedUrl.path);
    }
    for (const path of paths) expect((await fetch(`${t.url}${path}`)).status).toBe(200);
    return { person, token, paths };
  }

  async function expectRevoked(person: UserEntity, paths: string[], token: string): Promise<void> {
    for (const path of paths) expect((await fetch(`${t.url}${path}`)).status).toBe(404);
    const rows = await t.dataSource.query(
      `SELECT kind, secret_hash, secret_prefix FROM calendar_feeds WHERE user_id = $1 ORDER BY kind`,
      [person.id],
    );
    expect(rows).toEqual([
      { kind: 'mine', secret_hash: null, secret_prefix: null },
      { kind: 'team', secret_hash: null, secret_prefix: null },
    ]);
    const feeds = await t.gql<{ calendarFeeds: { hasUrl: boolean }[] }>(FEEDS, {}, token);
    expect(feeds.data!.calendarFeeds.map((feed) => feed.hasUrl)).toEqual([false, false]);
    // A new URL works again.
    const again = await t.gql<{ resetCalendarFeedUrl: { path: string } }>(RESET_URL, { kind: 'MINE' }, token);
    expect((await fetch(`${t.url}${again.data!.resetCalendarFeedUrl.path}`)).status).toBe(200);
  }

  it('on a password change', async () => {
    const { person, token, paths } = await personWithFeeds();
    const changed = await t.gql<{ changePassword: { token: string } }>(
      `mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }`,
      { c: TEST_PASSWORD, n: NEW_PASSWORD },
      token,
    );
    expect(changed.errors).toBeUndefined();
    await expectRevoked(person, paths, changed.data!.changePassword.token);
    const [audit] = await t.dataSource.query(
      `SELECT details FROM audit_logs WHERE action = 'auth.password_changed' AND resource_id = $1`,
      [person.id],
    );
    expect(audit.details).toMatchObject({ calendar_feeds_revoked: 2 });
  });

  it('on a password reset', async () => {
    const { person, paths } = await personWithFeeds();
    const link = randomBytes(32).toString('base64url');
    await t.dataSource.query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '30 minutes')`,
      [person.id, createHash('sha256').update(link, 'utf8').digest('hex')],
    );
    const reset = await t.gql<{ resetPassword: { token: string } }>(
      `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { token } }`,
      { token: link, password: NEW_PASSWORD },
    );
    expect(reset.errors).toBeUndefined();
    await expectRevoked(person, paths, reset.data!.resetPassword.token);
  });

  it('when an administrator sets the password', async () => {
    const { person, paths } = await personWithFeeds();
    const set = await t.gql(
      `mutation ($id: ID!, $p: String!) { setUserPassword(userId: $id, password: $p) { id } }`,
      { id: person.id, p: NEW_PASSWORD },
      adminToken,
    );
    expect(set.errors).toBeUndefined();
    const token = (
      await t.gql<{ login: { token: string } }>(
        `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`,
        { e: person.email, p: NEW_PASSWORD },
      )
    ).data!.login.token;
    await expectRevoked(person, paths, token);
  });

  it('on signing out everywhere', async () => {
    const { person, token, paths } = await personWithFeeds();
    expect((await t.gql(`mutation { logout }`, {}, token)).data).toEqual({ logout: true });
    await expectRevoked(person, paths, await t.tokenFor(person));
  });

  it('on deactivation, and reactivation does not bring them back', async () => {
    const { person, paths } = await personWithFeeds();
    const deactivated = await t.gql(
      `mutation ($id: ID!) { deactivateUser(id: $id) { id } }`,
      { id: person.id },
      adminToken,
    );
    expect(deactivated.errors).toBeUndefined();
    const reactivated = await t.gql(
      `mutation ($id: ID!) { reactivateUser(id: $id) { id } }`,
      { id: person.id },
      adminToken,
    );
    expect(reactivated.errors).toBeUndefined();
    await expectRevoked(person, paths, await t.tokenFor(person));
  });
});
