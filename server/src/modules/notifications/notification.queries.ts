import { In, type DataSource, type EntityManager } from 'typeorm';
import { seeingEveryone } from '../../auth/policy';
import { returnedRows } from '../../lib/ids';
import { shortRead } from '../../lib/pipelined-reads';
import { SqlParams } from '../../lib/sql';
import { UserEntity } from '../users/model';
import { NotificationEntity, type NotificationTypeValue } from './notification.entity';

/** The notifications' SQL, in one place: the service keeps the transactions around the changes. */
export const notificationQueries = {
  /** How many notifications the person has. */
  countOf: (manager: EntityManager, userId: string): Promise<number> =>
    manager.createQueryBuilder(NotificationEntity, 'n').where('n.user_id = :userId', { userId }).getCount(),

  /** A page of the person's notifications, newest first. */
  pageOf: (
    manager: EntityManager,
    userId: string,
    window: { offset: number; limit: number },
  ): Promise<NotificationEntity[]> =>
    manager
      .createQueryBuilder(NotificationEntity, 'n')
      .where('n.user_id = :userId', { userId })
      .orderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .offset(window.offset)
      .limit(window.limit)
      .getMany(),

  /** The newest `limit` of the person's notifications stored after their notification `afterId`, newest first. */
  newestAfter: (
    manager: EntityManager,
    userId: string,
    afterId: string,
    limit: number,
  ): Promise<NotificationEntity[]> =>
    manager
      .createQueryBuilder(NotificationEntity, 'n')
      .innerJoin(NotificationEntity, 'seen', 'seen.id = :afterId AND seen.user_id = n.user_id', { afterId })
      .where('n.user_id = :userId', { userId })
      .andWhere('(n.created_at, n.id) > (seen.created_at, seen.id)')
      .orderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .limit(limit)
      .getMany(),

  async unreadCountOf(db: DataSource, userId: string): Promise<number> {
    const [{ count }] = await shortRead<{ count: number }>(
      db,
      `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return count;
  },

  /** Marks the person's notification read (once); false when they have none by that id. */
  async markRead(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await manager.query(
        `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id`,
        [id, userId],
      ),
    );
    return rows.length > 0;
  },

  /** Marks every unread notification of the person read; answers how many. */
  async markAllRead(manager: EntityManager, userId: string): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await manager.query(
        `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id`,
        [userId],
      ),
    );
    return rows.length;
  },

  /** Deletes the person's notification; false when they have none by that id. */
  async deleteOne(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await manager.query(`DELETE FROM notifications WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]),
    );
    return rows.length > 0;
  },

  /** Deletes every notification of the person; answers how many. */
  async deleteAll(manager: EntityManager, userId: string): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await manager.query(`DELETE FROM notifications WHERE user_id = $1 RETURNING id`, [userId]),
    );
    return rows.length;
  },

  store: (
    manager: EntityManager,
    draft: {
      userId: string;
      type: NotificationTypeValue;
      title: string;
      body: string;
      sound: string | null;
      requestId: string | null;
    },
  ): Promise<NotificationEntity> =>
    manager.save(
      NotificationEntity,
      manager.create(NotificationEntity, {
        userId: draft.userId,
        type: draft.type,
        title: draft.title,
        body: draft.body,
        sound: draft.sound,
        requestId: draft.requestId,
      }),
    ),

  peopleByIds: (manager: EntityManager, ids: readonly string[]): Promise<UserEntity[]> =>
    ids.length ? manager.find(UserEntity, { where: { id: In([...ids]) } }) : Promise.resolve([]),

  /** The HR people and administrators (policy.seeingEveryone). */
  async hrAndAdministrators(manager: EntityManager): Promise<UserEntity[]> {
    const params = new SqlParams();
    const rows: { id: string }[] = await manager.query(
      `SELECT u.id FROM users u WHERE ${params.where(seeingEveryone('u'))}`,
      params.values,
    );
    return notificationQueries.peopleByIds(
      manager,
      rows.map((row) => row.id),
    );
  },
};
