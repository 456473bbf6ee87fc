import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../lib/ids';
import { UserEntity } from '../users/model';

/** A link code as kept: whose it is, whether it was used, whether it expired. */
export interface StoredLinkCode {
  user_id: string;
  used_at: Date | null;
  expired: boolean;
}

/** The Slack links' SQL, in one place: the service keeps the transactions and decides what it locks. */
export const slackLinkQueries = {
  /** Whether the organisation has a Slack app set up, and the person's link (the app's settings are read, not owned). */
  async accountOf(
    manager: EntityManager,
    userId: string,
  ): Promise<{
    set_up: boolean;
    slack_user_id: string | null;
    slack_user_name: string | null;
    linked_at: Date | null;
  }> {
    const [row] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM slack_app_settings) AS set_up, l.slack_user_id, l.slack_user_name, l.linked_at
         FROM (SELECT 1) one LEFT JOIN slack_links l ON l.user_id = $1`,
      [userId],
    );
    return row;
  },

  /** Keeps a new code's hash for the person, dropping their unused ones and codes a day past expiry; answers its expiry. */
  async replaceCode(manager: EntityManager, userId: string, codeHash: string, minutes: number): Promise<Date> {
    await manager.query(
      `DELETE FROM slack_link_codes WHERE (user_id = $1 AND used_at IS NULL) OR expires_at < now() - interval '1 day'`,
      [userId],
    );
    const [row] = await manager.query(
      `INSERT INTO slack_link_codes (code_hash, user_id, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 minute') RETURNING expires_at`,
      [codeHash, userId, minutes],
    );
    return row.expires_at as Date;
  },

  /** Removes the person's link; answers the Slack user it was to, or null. */
  async unlinkPerson(manager: EntityManager, userId: string): Promise<string | null> {
    const removed = returnedRows<{ slack_user_id: string }>(
      await manager.query(`DELETE FROM slack_links WHERE user_id = $1 RETURNING slack_user_id`, [userId]),
    );
    return removed.length ? removed[0].slack_user_id : null;
  },

  /** The code of an active person by its hash, locked for the redeeming transaction; undefined when unknown. */
  async lockCode(manager: EntityManager, codeHash: string): Promise<StoredLinkCode | undefined> {
    const [found] = await manager.query(
      `SELECT c.user_id, c.used_at, c.expires_at < now() AS expired
         FROM slack_link_codes c JOIN users u ON u.id = c.user_id AND u.is_active
        WHERE c.code_hash = $1 FOR UPDATE OF c`,
      [codeHash],
    );
    return found;
  },

  /** Whether the Slack user is linked to someone other than the person (that link locked). */
  async linkedToAnother(manager: EntityManager, slackUserId: string, userId: string): Promise<boolean> {
    const [taken] = await manager.query(
      `SELECT user_id FROM slack_links WHERE slack_user_id = $1 AND user_id <> $2 FOR UPDATE`,
      [slackUserId, userId],
    );
    return Boolean(taken);
  },

  /** Whether another active person signs in with this email (any case). */
  async emailOfAnother(manager: EntityManager, email: string, userId: string): Promise<boolean> {
    const [owner] = await manager.query(
      `SELECT id FROM users WHERE lower(email) = lower($1) AND is_active AND id <> $2`,
      [email, userId],
    );
    return Boolean(owner);
  },

  /** Uses the code up and links the Slack user to the person (moving any link the person had). */
  async link(
    manager: EntityManager,
    codeHash: string,
    userId: string,
    slackUserId: string,
    slackUserName: string | null,
  ): Promise<void> {
    await manager.query(`UPDATE slack_link_codes SET used_at = now() WHERE code_hash = $1`, [codeHash]);
    await manager.query(
      `INSERT INTO slack_links (user_id, slack_user_id, slack_user_name) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET slack_user_id = $2, slack_user_name = $3, linked_at = now()`,
      [userId, slackUserId, slackUserName],
    );
  },

  /** The active person a Slack user is linked to, or null. */
  linkedPerson(manager: EntityManager, slackUserId: string): Promise<UserEntity | null> {
    return manager
      .createQueryBuilder(UserEntity, 'u')
      .innerJoin('slack_links', 'l', 'l.user_id = u.id')
      .where('l.slack_user_id = :slackUserId', { slackUserId })
      .andWhere('u.is_active')
      .getOne();
  },

  /** The active person who signs in with `email` (any case), or null. */
  personWithEmail(manager: EntityManager, email: string): Promise<UserEntity | null> {
    return manager
      .createQueryBuilder(UserEntity, 'u')
      .where('lower(u.email) = lower(:email)', { email })
      .andWhere('u.is_active')
      .getOne();
  },

  /** Removes the Slack user's link. */
  async unlinkSlackUser(manager: EntityManager, slackUserId: string): Promise<void> {
    await manager.query(`DELETE FROM slack_links WHERE slack_user_id = $1`, [slackUserId]);
  },
};
