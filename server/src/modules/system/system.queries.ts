import type { DataSource } from 'typeorm';

/** The system module's SQL, in one place: health probes, retention and what is configured. */
export const systemQueries = {
  /** Answers when the database does (a probe; throws when it cannot be reached). */
  async ping(db: DataSource): Promise<void> {
    await db.query('SELECT 1');
  },

  /** How many seconds a replica's replay trails what it received (0 when caught up, null when unknown). */
  async replicaLag(replica: DataSource): Promise<number | string | null> {
    const [{ lag }] = await replica.query(
      `SELECT CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
                         ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp()) END AS lag`,
    );
    return lag;
  },

  /** Deletes login failures and throttle rows older than two days; answers how many went. */
  async pruneThrottle(db: DataSource): Promise<number> {
    const [row] = await db.query(
      `WITH a AS (DELETE FROM login_failures WHERE created_at < now() - interval '2 days' RETURNING 1),
              b AS (DELETE FROM auth_throttle WHERE created_at < now() - interval '2 days' RETURNING 1)
         SELECT (SELECT count(*) FROM a) + (SELECT count(*) FROM b) AS count`,
    );
    return Number(row.count);
  },

  /** Deletes password reset links expired more than a week ago; answers how many went. */
  async pruneResetLinks(db: DataSource): Promise<number> {
    const [row] = await db.query(
      `WITH d AS (DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '7 days' RETURNING 1)
         SELECT count(*) AS count FROM d`,
    );
    return Number(row.count);
  },

  /** How many notification channels work and how many are in error. */
  async channelCounts(db: DataSource): Promise<{ active: number; failing: number }> {
    const [channels] = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'active')::int AS active, count(*) FILTER (WHERE status = 'error')::int AS failing
     FROM notification_channels`,
    );
    return channels;
  },
};
