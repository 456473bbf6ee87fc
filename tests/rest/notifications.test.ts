import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count, snapshot } from './helpers';

type NotificationBody = {
  id: string;
  type: string;
  title: string;
  body: string;
  sound: string | null;
  created_at: string;
  read_at: string | null;
};

describe('REST /api/notifications', () => {
  let t: TestApp;
  let ann: UserEntity;
  let bob: UserEntity;
  let annToken: string;
  let bobToken: string;
  let bobsNotification: string;

  /** Stores `n` notifications of `user`, one minute apart (the last is the newest); returns their ids oldest first. */
  async function notify(user: UserEntity, n: number, type = 'pto_request_approved'): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const [row] = await t.dataSource.query(
        `INSERT INTO notifications (user_id, type, title, body, sound, created_at) VALUES ($1, $2, $3, 'Your request was approved', 'success.wav', now() - make_interval(mins => $4)) RETURNING id`,
        [user.id, type, `Note ${i}`, n - i],
      );
      ids.push(row.id);
    }
    return ids;
  }

  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob] = await Promise.all([t.createUser(), t.createUser()]);
    [annToken, bobToken] = await Promise.all([t.tokenFor(ann), t.tokenFor(bob)]);
  });
  beforeEach(async () => {
    await t.dataSource.query(`DELETE FROM notifications`);
    [bobsNotification] = await notify(bob, 1);
  });
  afterAll(() => t.close());

  it("lists only the caller's notifications, newest first, with the spec's fields, paged by limit and offset", async () => {
    const ids = await notify(ann, 5);
    const first = await api<NotificationBody[]>(t, 'GET', '/notifications?limit=2&offset=0', { token: annToken });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.map((n) => n.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.data[0]).toEqual({
      id: ids[4],
      type: 'pto_request_approved',
      title: 'Note 4',
      body: 'Your request was approved',
      sound: 'success.wav',
      request_id: null,
      created_at: expect.any(String),
      read_at: null,
    });
    expect(first.body.pagination).toMatchObject({ limit: 2, total: 5, offset: 0 });
    const rest = await api<NotificationBody[]>(t, 'GET', '/notifications?limit=50&offset=2', { token: annToken });
    expect(rest.body.data.map((n) => n.id)).toEqual([ids[2], ids[1], ids[0]]);
    const all = await api<NotificationBody[]>(t, 'GET', '/notifications', { token: annToken });
    expect(all.body.data).toHaveLength(5);
    expect(all.body.data.map((n) => n.id)).not.toContain(bobsNotification);
  });

  it('counts unread notifications and marks one or all read', async () => {
    const ids = await notify(ann, 3);
    expect(
      (await api<{ count: number }>(t, 'GET', '/notifications/unread-count', { token: annToken })).body.data,
    ).toEqual({ count: 3 });

    const one = await api<NotificationBody>(t, 'PUT', `/notifications/${ids[0]}/read`, { token: annToken });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: ids[0], read_at: expect.any(String) });
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NOT NULL`, [ann.id])).toBe(1);
    expect(
      (await api<{ count: number }>(t, 'GET', '/notifications/unread-count', { token: annToken })).body.data.count,
    ).toBe(2);

    const all = await api<{ updated: number }>(t, 'PUT', '/notifications/mark-all-read', { token: annToken });
    expect(all.body).toMatchObject({ success: true, data: { updated: 2 } });
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [ann.id])).toBe(0);
    // Bob's stays unread.
    expect(
      (await api<{ count: number }>(t, 'GET', '/notifications/unread-count', { token: bobToken })).body.data.count,
    ).toBe(1);
  });

  it("deletes one notification or clears all of them, only the caller's own", async () => {
    const ids = await notify(ann, 3);
    const deleted = await api(t, 'DELETE', `/notifications/${ids[1]}`, { token: annToken });
    expect(deleted.status).toBe(200);
    expect(await count(t, `SELECT 1 FROM notifications WHERE id = $1`, [ids[1]])).toBe(0);
    const cleared = await api<{ deleted: number }>(t, 'DELETE', '/notifications/clear-all', { token: annToken });
    expect(cleared.body).toMatchObject({ success: true, data: { deleted: 2 } });
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1`, [ann.id])).toBe(0);
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1`, [bob.id])).toBe(1);
    expect(
      await count(
        t,
        `SELECT 1 FROM audit_logs WHERE action IN ('notification.deleted', 'notification.cleared') AND actor_id = $1`,
        [ann.id],
      ),
    ).toBe(2);
  });

  it("answers 404 to someone else's notification, changing nothing", async () => {
    const before = await snapshot(t, 'notifications');
    for (const [method, path] of [
      ['PUT', `/notifications/${bobsNotification}/read`],
      ['DELETE', `/notifications/${bobsNotification}`],
      ['PUT', `/notifications/${randomUUID()}/read`],
      ['DELETE', '/notifications/not-an-id'],
    ]) {
      const answer = await api(t, method, path, { token: annToken });
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
    }
    expect(await snapshot(t, 'notifications')).toBe(before);
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'offset=-1', 'offset=1.5', 'limit=5&limit=6'])(
    'answers 400 to ?%s',
    async (search) => {
      const answer = await api(t, 'GET', `/notifications?${search}`, { token: annToken });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    },
  );

  it.each([
    ['GET', '/notifications'],
    ['GET', '/notifications/unread-count'],
    ['PUT', '/notifications/mark-all-read'],
    ['DELETE', '/notifications/clear-all'],
    ['PUT', '/notifications/:id/read'],
    ['DELETE', '/notifications/:id'],
  ])('%s %s answers 401 without a token, changing nothing', async (method, path) => {
    const before = await snapshot(t, 'notifications');
    const answer = await api(t, method, path.replace(':id', bobsNotification));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED', message: 'Authentication required' });
    expect(await snapshot(t, 'notifications')).toBe(before);
  });
});
