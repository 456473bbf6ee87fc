import { daysFromToday, startTestApp, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count, expectDocumented, snapshot } from './helpers';

type NotificationBody = { id: string; type: string; title: string; read_at: string | null; request_id: string | null };

describe('REST /api/notifications', () => {
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let managerToken: string;
  let staffToken: string;

  const notify = (user: UserEntity, title: string) =>
    t.services.notifications.createMany([{ user, type: 'other', title, body: `${title} body`, sound: null, requestId: null }]);

  beforeAll(async () => {
    t = await startTestApp();
    manager = await t.createUser({ firstName: 'Maria', isManager: true, role: 'manager' });
    staff = await t.createUser({ managerId: manager.id });
    [managerToken, staffToken] = await Promise.all([t.tokenFor(manager), t.tokenFor(staff)]);
    for (let i = 1; i <= 3; i++) await notify(staff, `Note ${i}`);
  });
  afterAll(() => t.close());

  it("lists the caller's own notifications, newest first, with limit and offset", async () => {
    const all = await api<NotificationBody[]>(t, 'GET', '/notifications?limit=50&offset=0', { token: staffToken });
    expect(all.status).toBe(200);
    expect(all.body.data.map((n) => n.title)).toEqual(['Note 3', 'Note 2', 'Note 1']);
    all.body.data.forEach((n) => expectDocumented('Notification', n));
    const second = await api<NotificationBody[]>(t, 'GET', '/notifications?limit=1&offset=1', { token: staffToken });
    expect(second.body.data.map((n) => n.title)).toEqual(['Note 2']);
    expect(second.body.pagination).toMatchObject({ total: 3 });
    const others = await api<NotificationBody[]>(t, 'GET', '/notifications', { token: managerToken });
    expect(others.body.data.map((n) => n.title)).not.toContain('Note 1');
    expect((await api(t, 'GET', '/notifications?limit=500', { token: staffToken })).status).toBe(400);
    expect((await api(t, 'GET', '/notifications?offset=-1', { token: staffToken })).status).toBe(400);
  });

  it('notifies the manager of a request submitted over REST', async () => {
    const submitted = await api<{ id: string }>(t, 'POST', '/pto/requests', { token: staffToken, body: { type: 'pto', start_date: daysFromToday(20), end_date: daysFromToday(21) } });
    expect(submitted.status).toBe(201);
    let inbox: NotificationBody[] = [];
    for (let attempt = 0; attempt < 50 && !inbox.some((n) => n.request_id === submitted.body.data.id); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      inbox = (await api<NotificationBody[]>(t, 'GET', '/notifications', { token: managerToken })).body.data;
    }
    expect(inbox.find((n) => n.request_id === submitted.body.data.id)).toMatchObject({ type: 'pto_request_submitted', read_at: null });
  });

  it('counts unread, marks one read and then all; another person cannot mark it (404)', async () => {
    const unread = await api<{ count: number; unreadCount: number }>(t, 'GET', '/notifications/unread-count', { token: staffToken });
    expect(unread.body.data).toEqual({ count: 3, unreadCount: 3 });
    const [first] = await t.dataSource.query(`SELECT id FROM notifications WHERE user_id = $1 ORDER BY created_at LIMIT 1`, [staff.id]);
    const before = await snapshot(t, 'notifications');
    expect((await api(t, 'PUT', `/notifications/${first.id}/read`, { token: managerToken })).status).toBe(404);
    expect((await api(t, 'PUT', '/notifications/not-an-id/read', { token: staffToken })).status).toBe(404);
    expect(await snapshot(t, 'notifications')).toBe(before);
    const read = await api<NotificationBody>(t, 'PUT', `/notifications/${first.id}/read`, { token: staffToken, body: { read_at: null, user_id: manager.id } });
    expect(read.body.data.read_at).toEqual(expect.any(String));
    const [row] = await t.dataSource.query(`SELECT read_at IS NOT NULL AS read, user_id FROM notifications WHERE id = $1`, [first.id]);
    expect(row).toEqual({ read: true, user_id: staff.id });
    const all = await api<{ updated: number }>(t, 'PUT', '/notifications/mark-all-read', { token: staffToken });
    expect(all.body.data.updated).toBe(2);
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [staff.id])).toBe(0);
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [manager.id])).toBeGreaterThan(0);
  });

  it('deletes one and then clears all, only the caller\'s own, audited', async () => {
    const [first] = await t.dataSource.query(`SELECT id FROM notifications WHERE user_id = $1 LIMIT 1`, [staff.id]);
    expect((await api(t, 'DELETE', `/notifications/${first.id}`, { token: managerToken })).status).toBe(404);
    const deleted = await api(t, 'DELETE', `/notifications/${first.id}`, { token: staffToken });
    expect(deleted.body).toMatchObject({ success: true, message: 'Notification deleted' });
    expect(await count(t, `SELECT 1 FROM notifications WHERE id = $1`, [first.id])).toBe(0);
    const managerBefore = await count(t, `SELECT 1 FROM notifications WHERE user_id = $1`, [manager.id]);
    const cleared = await api<{ deleted: number }>(t, 'DELETE', '/notifications/clear-all', { token: staffToken });
    expect(cleared.body.data.deleted).toBe(2);
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1`, [staff.id])).toBe(0);
    expect(await count(t, `SELECT 1 FROM notifications WHERE user_id = $1`, [manager.id])).toBe(managerBefore);
    expect(await count(t, `SELECT 1 FROM audit_logs WHERE action IN ('notification.deleted', 'notification.cleared') AND actor_id = $1`, [staff.id])).toBe(2);
  });
});
