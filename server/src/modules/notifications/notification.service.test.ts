import { buildOrganisation, buildUser, submitRequest } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';

const LIST = `query ($first: Int, $after: String) { notifications(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id type title body readAt sound createdAt request { id } } } } }`;
const UNREAD = `{ unreadNotificationCount }`;
const MARK_READ = `mutation ($id: ID!) { markNotificationRead(id: $id) { id readAt } }`;
const MARK_ALL = `mutation { markAllNotificationsRead }`;
const DELETE = `mutation ($id: ID!) { deleteNotification(id: $id) }`;
const CLEAR = `mutation { clearNotifications }`;

type ListResult = {
  notifications: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: {
      node: { id: string; type: string; title: string; readAt: string | null; request: { id: string } | null };
    }[];
  };
};

describe('notifications API', () => {
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let other: UserEntity;
  let managerToken: string;
  let staffToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      manager,
      staff,
      tokens: { manager: managerToken, staff: staffToken },
    } = await buildOrganisation(t, {
      manager: {},
      staff: {},
    }));
    other = await buildUser(t);
    otherToken = await t.tokenFor(other);
  });
  afterAll(() => t.close());

  async function seed(userId: string, count: number): Promise<string[]> {
    const rows = await t.dataSource.query(
      `INSERT INTO notifications (user_id, type, title, body, created_at)
       SELECT $1, 'other', 'Note ' || n, 'Body ' || n, now() - make_interval(secs => 1000 - n) FROM generate_series(1, $2) n RETURNING id`,
      [userId, count],
    );
    return rows.map((row: { id: string }) => row.id);
  }

  it('refuses every notification operation without a session', async () => {
    for (const query of [LIST, UNREAD, MARK_ALL, CLEAR]) {
      const result = await t.gql(query, {}, null);
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('creates the approver notification on submission and the requester one on rejection', async () => {
    const { id } = await submitRequest(t, staffToken, { startDate: daysFromToday(30), endDate: daysFromToday(31) });
    const forManager = await t.gql<ListResult>(LIST, {}, managerToken);
    expect(forManager.data!.notifications.edges[0].node).toMatchObject({
      type: 'PTO_REQUEST_SUBMITTED',
      request: { id },
    });
    await t.gql(
      `mutation ($id: ID!) { rejectLeaveRequest(id: $id, reason: "Team offsite") { id } }`,
      { id },
      managerToken,
    );
    const forStaff = await t.gql<ListResult>(LIST, {}, staffToken);
    expect(forStaff.data!.notifications.edges[0].node).toMatchObject({
      type: 'PTO_REQUEST_REJECTED',
      title: 'Leave request rejected',
      request: { id },
    });
    const [row] = await t.dataSource.query(`SELECT body FROM notifications WHERE user_id = $1 AND request_id = $2`, [
      staff.id,
      id,
    ]);
    expect(row.body).toContain('Team offsite');
    const emails = await t.dataSource.query(
      `SELECT recipient FROM email_outbox e JOIN notifications n ON n.id = e.notification_id WHERE n.request_id = $1 ORDER BY e.created_at`,
      [id],
    );
    expect(emails.map((e: { recipient: string }) => e.recipient)).toEqual([manager.email, staff.email]);
  });

  it("lists only the viewer's own, newest first, 50 a page", async () => {
    await t.dataSource.query(`DELETE FROM notifications WHERE user_id = $1`, [other.id]);
    await seed(other.id, 55);
    const first = await t.gql<ListResult>(LIST, {}, otherToken);
    expect(first.data!.notifications.totalCount).toBe(55);
    expect(first.data!.notifications.edges).toHaveLength(50);
    expect(first.data!.notifications.edges[0].node.title).toBe('Note 55');
    expect(first.data!.notifications.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql<ListResult>(LIST, { after: first.data!.notifications.pageInfo.endCursor }, otherToken);
    expect(second.data!.notifications.edges.map((e) => e.node.title)).toEqual([
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
    const managerView = await t.gql<ListResult>(LIST, {}, managerToken);
    expect(managerView.data!.notifications.edges.some((e) => e.node.title.startsWith('Note '))).toBe(false);
  });

  it('marks one read, then all, and counts unread', async () => {
    await t.dataSource.query(`DELETE FROM notifications WHERE user_id = $1`, [other.id]);
    const [a] = await seed(other.id, 3);
    expect(
      (await t.gql<{ unreadNotificationCount: number }>(UNREAD, {}, otherToken)).data!.unreadNotificationCount,
    ).toBe(3);
    const marked = await t.gql<{ markNotificationRead: { readAt: string | null } }>(MARK_READ, { id: a }, otherToken);
    expect(marked.data!.markNotificationRead.readAt).not.toBeNull();
    expect(
      (await t.gql<{ unreadNotificationCount: number }>(UNREAD, {}, otherToken)).data!.unreadNotificationCount,
    ).toBe(2);
    expect(
      (await t.gql<{ markAllNotificationsRead: number }>(MARK_ALL, {}, otherToken)).data!.markAllNotificationsRead,
    ).toBe(2);
    const [{ unread }] = await t.dataSource.query(
      `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [other.id],
    );
    expect(unread).toBe(0);
  });

  it("cannot read, mark or delete someone else's notification", async () => {
    const [theirs] = await seed(other.id, 1);
    const read = await t.gql(MARK_READ, { id: theirs }, managerToken);
    expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const removed = await t.gql(DELETE, { id: theirs }, managerToken);
    expect(removed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const [row] = await t.dataSource.query(`SELECT read_at FROM notifications WHERE id = $1`, [theirs]);
    expect(row).toEqual({ read_at: null });
  });

  it("deletes one and clears all of the viewer's, with an audit row each", async () => {
    await t.dataSource.query(`DELETE FROM notifications WHERE user_id = $1`, [other.id]);
    const ids = await seed(other.id, 4);
    expect(
      (await t.gql<{ deleteNotification: boolean }>(DELETE, { id: ids[0] }, otherToken)).data!.deleteNotification,
    ).toBe(true);
    expect((await t.gql<{ clearNotifications: number }>(CLEAR, {}, otherToken)).data!.clearNotifications).toBe(3);
    const [{ left }] = await t.dataSource.query(`SELECT count(*)::int AS left FROM notifications WHERE user_id = $1`, [
      other.id,
    ]);
    expect(left).toBe(0);
    const audits = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE actor_id = $1 AND action IN ('notification.deleted', 'notification.cleared') ORDER BY created_at`,
      [other.id],
    );
    expect(audits.map((a: { action: string }) => a.action)).toEqual(['notification.deleted', 'notification.cleared']);
  });
});
