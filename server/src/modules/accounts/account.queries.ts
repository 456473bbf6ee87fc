import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../../lib/ids';
import { UserEntity } from '../users/model';

type Db = DataSource | EntityManager;

/**
 * The accounts' SQL, in one place: registration, sign-in throttling, password reset links and profile
 * images. The services keep the transactions and decide what they lock.
 */
export const accountQueries = {
  /** Serialises registrations, so two at once cannot both found the organisation or take one address. */
  async lockRegistrations(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('leavewise.register'))`);
  },

  /** The person with this address, whatever its case. */
  ownerOf: (manager: EntityManager, email: string): Promise<UserEntity | null> =>
    manager.createQueryBuilder(UserEntity, 'u').where('lower(u.email) = lower(:email)', { email }).getOne(),

  /** Whether nobody has an account yet. */
  async noAccounts(manager: EntityManager): Promise<boolean> {
    const [{ empty }] = await manager.query(`SELECT NOT EXISTS (SELECT 1 FROM users) AS empty`);
    return empty;
  },

  /** Failed sign-ins in the last minute for the key, and within the window from the address. */
  async loginFailures(
    db: Db,
    throttleKey: string,
    address: string,
    windowMinutes: number,
  ): Promise<{ failures: number; fromAddress: number }> {
    const [row] = await db.query(
      `SELECT count(*) FILTER (WHERE throttle_key = $1 AND created_at > now() - interval '1 minute')::int AS failures,
              count(*) FILTER (WHERE address = $2)::int AS "fromAddress"
       FROM login_failures
       WHERE (throttle_key = $1 OR address = $2) AND created_at > now() - make_interval(mins => $3)`,
      [throttleKey, address, windowMinutes],
    );
    return row;
  },

  /** Records a failed sign-in and forgets those older than an hour. */
  async recordLoginFailure(db: Db, throttleKey: string, address: string): Promise<void> {
    await db.query(`INSERT INTO login_failures (throttle_key, address) VALUES ($1, $2)`, [throttleKey, address]);
    await db.query(`DELETE FROM login_failures WHERE created_at < now() - interval '1 hour'`);
  },

  /** The person with its password hash, by an address already in lower case (active or not). */
  withPasswordByEmail: (db: Db, email: string): Promise<UserEntity | null> =>
    db
      .createQueryBuilder(UserEntity, 'u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = :email', { email })
      .getOne(),

  /** The active person with its password hash, by an address already in lower case. */
  activeWithPasswordByEmail: (db: Db, email: string): Promise<UserEntity | null> =>
    db
      .createQueryBuilder(UserEntity, 'u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = :email AND u.is_active', { email })
      .getOne(),

  /** The person with its password hash, by id. */
  withPasswordById: (db: Db, id: string): Promise<UserEntity | null> =>
    db.createQueryBuilder(UserEntity, 'u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne(),

  /** Deletes the person's profile images other than the one kept. */
  async dropOtherProfileImages(manager: EntityManager, userId: string, keptId: string): Promise<void> {
    await manager.query(`DELETE FROM profile_images WHERE user_id = $1 AND id <> $2`, [userId, keptId]);
  },

  /** Marks the person's unused reset links used: only the newest one works. */
  async retireResetLinks(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
      userId,
    ]);
  },

  /** Keeps a new reset link (its hash), valid for the given minutes. */
  async insertResetLink(
    manager: EntityManager,
    link: { userId: string; tokenHash: string; minutes: number; ip: string | null },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, requested_from)
         VALUES ($1, $2, now() + make_interval(mins => $3), $4)`,
      [link.userId, link.tokenHash, link.minutes, link.ip],
    );
  },

  /**
   * Claims an unused, unexpired reset link in one statement (two simultaneous uses cannot both
   * succeed); answers whose it was, or undefined.
   */
  async claimResetLink(manager: EntityManager, tokenHash: string): Promise<string | undefined> {
    const [claimed] = returnedRows<{ user_id: string }>(
      await manager.query(
        `UPDATE password_reset_tokens SET used_at = now()
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [tokenHash],
      ),
    );
    return claimed?.user_id;
  },
};
