import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../lib/ids';
import {
  ChannelDeliveryEntity,
  NotificationChannelEntity,
  type ChannelDeliveryStatusValue,
  type ChannelTypeValue,
} from './notification-channel.entity';

/** Deliveries a log page shows at most. */
const MAX_DELIVERIES_LISTED = 100;

/**
 * The notification channels' SQL, in one place: the services and the delivery outbox keep the
 * transactions and decide which rows they lock.
 */
export const notificationChannelQueries = {
  /** A delivery's channel type when its channel is of one of `types`, the delivery row locked; null else. */
  async lockDeliveryOfTypes(
    manager: EntityManager,
    id: string,
    types: readonly ChannelTypeValue[],
  ): Promise<ChannelTypeValue | null> {
    const [row] = (await manager.query(
      `SELECT d.id, c.type FROM channel_deliveries d JOIN notification_channels c ON c.id = d.channel_id
       WHERE d.id = $1 AND c.type = ANY($2) FOR NO KEY UPDATE OF d`,
      [id, types],
    )) as { id: string; type: ChannelTypeValue }[];
    return row ? row.type : null;
  },

  /** The delivery log, newest first: of channels of the given types, narrowed by channel, rule and status. */
  deliveries(
    manager: EntityManager,
    types: readonly ChannelTypeValue[],
    filter: { channelId?: string | null; ruleId?: string | null; status?: ChannelDeliveryStatusValue[] | null },
    first: number,
  ): Promise<ChannelDeliveryEntity[]> {
    const query = manager
      .createQueryBuilder(ChannelDeliveryEntity, 'd')
      .innerJoin(NotificationChannelEntity, 'c', 'c.id = d.channel_id AND c.type IN (:...types)', { types });
    if (filter.channelId) query.andWhere('d.channel_id = :channelId', { channelId: filter.channelId });
    if (filter.ruleId) query.andWhere('d.rule_id = :ruleId', { ruleId: filter.ruleId });
    if (filter.status?.length) query.andWhere('d.status IN (:...statuses)', { statuses: filter.status });
    return query
      .orderBy('d.created_at', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .limit(Math.min(Math.max(first, 1), MAX_DELIVERIES_LISTED))
      .getMany();
  },

  /** Counts one more attempt of the delivery; answers its number. */
  async nextAttempt(manager: EntityManager, deliveryId: string): Promise<number> {
    const [{ attempt }] = returnedRows<{ attempt: number }>(
      await manager.query(
        `UPDATE channel_deliveries SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts AS attempt`,
        [deliveryId],
      ),
    );
    return attempt;
  },

  /** A channel in error works again after a delivery succeeded (a paused one stays paused). */
  async markWorking(manager: EntityManager, channelId: string): Promise<void> {
    await manager.query(`UPDATE notification_channels SET status = 'active' WHERE id = $1 AND status = 'error'`, [
      channelId,
    ]);
  },

  /** A channel is in error with this message after a delivery's last attempt failed (a paused one stays paused). */
  async markFailing(manager: EntityManager, channelId: string, message: string): Promise<void> {
    await manager.query(
      `UPDATE notification_channels SET status = 'error', last_error = $2, last_error_at = now() WHERE id = $1 AND status <> 'inactive'`,
      [channelId, message],
    );
  },

  /** Keeps a channel test's outcome on the channel; the outcome sets its status unless it is paused. */
  async recordTest(
    manager: EntityManager,
    channelId: string,
    outcome: { ok: boolean; message: string },
  ): Promise<void> {
    await manager.query(
      `UPDATE notification_channels SET last_test_at = now(), last_test_ok = $2, last_test_message = $3,
         status = CASE WHEN status = 'inactive' THEN status WHEN $2 THEN 'active' ELSE 'error' END,
         last_error = CASE WHEN $2 THEN last_error ELSE $3 END,
         last_error_at = CASE WHEN $2 THEN last_error_at ELSE now() END
       WHERE id = $1`,
      [channelId, outcome.ok, outcome.message],
    );
  },

  /**
   * Claims the rule's cooldown for the person, atomically: the row is written (or moved on) only when
   * the last message is older than the cooldown, so concurrent events cannot both pass.
   */
  async claimCooldown(
    manager: EntityManager,
    ruleId: string,
    userId: string,
    cooldownMinutes: number,
  ): Promise<boolean> {
    const rows = returnedRows<{ rule_id: string }>(
      await manager.query(
        `INSERT INTO notification_rule_cooldowns (rule_id, user_id, last_sent_at) VALUES ($1, $2, clock_timestamp())
         ON CONFLICT (rule_id, user_id) DO UPDATE SET last_sent_at = clock_timestamp()
         WHERE notification_rule_cooldowns.last_sent_at <= clock_timestamp() - make_interval(mins => $3)
         RETURNING rule_id`,
        [ruleId, userId, cooldownMinutes],
      ),
    );
    return rows.length > 0;
  },

  /** Keeps the notification types the person does not want by email. */
  async setEmailMuted(manager: EntityManager, userId: string, muted: readonly string[]): Promise<void> {
    await manager.query(
      `INSERT INTO notification_preferences (user_id, email_muted_types) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET email_muted_types = EXCLUDED.email_muted_types, updated_at = now()`,
      [userId, muted],
    );
  },

  /** The types each of these people muted by email (people who muted none have no row). */
  emailMutedOf(manager: EntityManager, userIds: string[]): Promise<{ user_id: string; email_muted_types: string[] }[]> {
    return manager.query(`SELECT user_id, email_muted_types FROM notification_preferences WHERE user_id = ANY($1)`, [
      userIds,
    ]);
  },
};
