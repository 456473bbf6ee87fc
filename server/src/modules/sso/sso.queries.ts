import type { DataSource, EntityManager } from 'typeorm';

/**
 * Single sign-on's SQL, in one place: tokens accepted once, refused attempts counted per address, the
 * identity's lock and the one-time codes the browser flow hands the web client. The services keep the
 * transactions and decide what they lock; registration's lock and account lookups are the accounts'.
 */
export const ssoQueries = {
  /**
   * Accepts each key (a token's hash, its nonce) once until the moment given, forgetting expired ones
   * first; answers the keys accepted now (fewer than asked: one was seen before).
   */
  async acceptOnce(db: DataSource, keys: readonly string[], until: Date): Promise<string[]> {
    await db.query(`DELETE FROM sso_used_tokens WHERE expires_at < now()`);
    const inserted: { key: string }[] = await db.query(
      `INSERT INTO sso_used_tokens (key, expires_at) SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING RETURNING key`,
      [keys, until],
    );
    return inserted.map((row) => row.key);
  },

  /** Refused sign-ins from the address in the last minute. */
  async refusalsInLastMinute(db: DataSource, address: string): Promise<number> {
    const [{ refusals }] = await db.query(
      `SELECT count(*)::int AS refusals FROM sso_refusals WHERE address = $1 AND created_at > now() - interval '1 minute'`,
      [address],
    );
    return refusals;
  },

  /** Records a refused sign-in from the address and forgets those older than an hour. */
  async recordRefusal(db: DataSource, address: string): Promise<void> {
    await db.query(`INSERT INTO sso_refusals (address) VALUES ($1)`, [address]);
    await db.query(`DELETE FROM sso_refusals WHERE created_at < now() - interval '1 hour'`);
  },

  /** Serialises sign-ins of one identity (issuer, tenant, subject) until the transaction ends. */
  async lockIdentity(
    manager: EntityManager,
    identity: { issuer: string; tenantId: string; subject: string },
  ): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
      `leavewise.sso|${identity.issuer}|${identity.tenantId}|${identity.subject}`,
    ]);
  },

  /** Whether anyone reports to the person. */
  async hasReports(manager: EntityManager, userId: string): Promise<boolean> {
    const [{ reports }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM users WHERE manager_id = $1) AS reports`, [
      userId,
    ]);
    return reports;
  },

  /** Keeps a one-time code's key for the person, valid for the given seconds; forgets expired ones first. */
  async insertHandoff(db: DataSource, handoff: { key: string; userId: string; seconds: number }): Promise<void> {
    await db.query(`DELETE FROM sso_handoffs WHERE expires_at < now()`);
    await db.query(
      `INSERT INTO sso_handoffs (code_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [handoff.key, handoff.userId, handoff.seconds],
    );
  },

  /**
   * Spends a one-time code in one statement (an expired one is spent too, and answers nothing): whose it
   * was, or undefined.
   */
  async redeemHandoff(db: DataSource, key: string): Promise<string | undefined> {
    const [row]: { user_id: string }[] = await db.query(
      `WITH redeemed AS (DELETE FROM sso_handoffs WHERE code_hash = $1 RETURNING user_id, expires_at)
       SELECT user_id FROM redeemed WHERE expires_at > now()`,
      [key],
    );
    return row?.user_id;
  },
};
