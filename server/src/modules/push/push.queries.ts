import type { DataSource, EntityManager } from 'typeorm';

/** The push devices' SQL, in one place: the service keeps the transactions and decides what it locks. */
export const pushQueries = {
  /** Locks the person's row: one device registration at a time per person, so the device limit holds. */
  async lockPerson(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
  },

  /** How many devices the person has other than the one at `endpoint`. */
  async otherDevices(manager: EntityManager, userId: string, endpoint: string): Promise<number> {
    const [{ count }] = (await manager.query(
      `SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1 AND endpoint <> $2`,
      [userId, endpoint],
    )) as { count: number }[];
    return count;
  },

  /** Keeps the device at `endpoint` as the person's (moving it from whoever had it); answers its id. */
  async saveDevice(
    manager: EntityManager,
    device: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
  ): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
         auth = EXCLUDED.auth, user_agent = EXCLUDED.user_agent
       RETURNING id`,
      [device.userId, device.endpoint, device.p256dh, device.auth, device.userAgent],
    )) as { id: string }[];
    return row.id;
  },

  /** The ids of the person's devices. */
  devicesOf(manager: EntityManager, userId: string): Promise<{ id: string }[]> {
    return manager.query(`SELECT id FROM push_subscriptions WHERE user_id = $1`, [userId]);
  },

  /** A notification as a push message carries it, or undefined when it is gone. */
  async notification(
    db: DataSource,
    id: string,
  ): Promise<{ id: string; user_id: string; type: string; title: string; body: string } | undefined> {
    const [notification] = await db.query(`SELECT id, user_id, type, title, body FROM notifications WHERE id = $1`, [
      id,
    ]);
    return notification;
  },

  async markSent(db: DataSource, deviceId: string): Promise<void> {
    await db.query(`UPDATE push_subscriptions SET last_sent_at = now() WHERE id = $1`, [deviceId]);
  },

  async forget(db: DataSource, deviceId: string): Promise<void> {
    await db.query(`DELETE FROM push_subscriptions WHERE id = $1`, [deviceId]);
  },
};
