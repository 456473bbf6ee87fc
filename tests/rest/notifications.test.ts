import { startTestApp, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count } from './helpers';

type NotificationBody = { id: string; type: string; title: string; body: string; sound: string | null; created_at: string; read_at: string | null };

describe('REST /api/notifications', () => {
  let t: TestApp;
  let owner: UserEntity;
  let ownerToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.createUser();
    const other = await t.createUser();
    [ownerToken, otherToken] = await Promise.all([t.tokenFor(owner), t.tokenFor(other)]);
  });
  afterAll(() => t.close());

  async function seed(total: number): Promise<string[]> {
    await t.dataSource.query(`DELETE FROM notifications WHERE user_id = $1`, [owner.id]);
    const rows = await t.dataSource.query(
      `INSERT INTO notifications (user_id, type, title, body, sound, created_at)
       SELECT $1, 'pto_request_approved', 'Note ' || n, 'Body', 'success.mp3', now() - make_interval(secs => 1000 - n) FROM generate_series(1, $2) n RETURNING id`,
      [owner.id, total],
    );
    return rows.map((row: { id: string }) => row.id);
  }

  it('answers 401 without a token', async () => {
    for (const [method, path] of [['GET', '/notifications'], ['GET', '/notifications/unread-count'], ['PUT', '/notifications/mark-all-read'], ['DELETE', '/notifications/clear-all']]) {
      expect((await api(t, method, path)).status).toBe(401);
    }
  });

  it('lists the viewer\'s own with limit and offset, newest first, in the spec\'s fields', async () => {
    await seed(60);
    const first = await api<NotificationBody[]>(t, 'GET', '/notifications?limit=50&offset=0', { token: ownerToken });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]).toMatchObject({ type: 'pto_request_approved', title: 'Note 60', sound: 'success.mp3', read_at: null });
    const rest = await api<NotificationBody[]>(t, 'GET', '/notifications?limit=50&offset=50', { token: ownerToken });
    expect(rest.body.data.map((n) => n.title)).toEqual(['Note 10', 'Note 9', 'Note 8', 'Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    const others = await api<NotificationBody[]>(t, 'GET', '/notifications', { token: otherToken });
    expect(others.body.data).toEqual([]);
  });

  it('marks read, counts unread and refuses someone else\'s notification with 404', async () => {
    const [first] = await seed(3);
    expect((await api<{ count: number }>(t, 'GET', '/notifications/unread-count', { token: ownerToken })).body.data).toEqual({ count: 3 });
    expect((await api(t, 'PUT', `/notifications/${first}/read`, { token: otherToken })).status).toBe(404);
    const read = await api<NotificationBody>(t, 'PUT', `/notifications/${first}/read`, { token: ownerToken });
    expect(read.body.data.read_at).not.toBeNull();
    expect((await api<{ count: number }>(t, 'PUT', '/notifications/mark-all-read', { token: ownerToken })).body.data).toEqual({ count: 2 });
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [owner.id])).toBe(0);
  });

  it('deletes one and clears all of the viewer\'s', async () => {
    const [first] = await seed(3);
    expect((await api(t, 'DELETE', `/notifications/${first}`, { token: otherToken })).status).toBe(404);
    expect((await api(t, 'DELETE', `/notifications/${first}`, { token: ownerToken })).status).toBe(200);
    expect((await api<{ count: number }>(t, 'DELETE', '/notifications/clear-all', { token: ownerToken })).body.data).toEqual({ count: 2 });
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1`, [owner.id])).toBe(0);
  });
});
