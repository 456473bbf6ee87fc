import type { EntityManager } from 'typeorm';
import { HTTP_CHANNEL, NotificationChannelEntity } from '../notification-channels';

/** The webhooks' SQL, in one place: the service keeps the transactions and locks around the changes. */
export const webhookQueries = {
  /** The first delivery to this webhook of each of these logged events, by event. */
  async firstDeliveries(manager: EntityManager, webhookId: string, eventIds: string[]): Promise<Map<string, string>> {
    const rows: { event_id: string; id: string }[] = await manager.query(
      `SELECT DISTINCT ON (event_id) event_id, id FROM channel_deliveries
       WHERE channel_id = $1 AND event_id = ANY($2::uuid[]) ORDER BY event_id, created_at`,
      [webhookId, eventIds],
    );
    return new Map(rows.map((row) => [row.event_id, row.id]));
  },

  /** The webhooks, not switched off, that subscribe to this kind of event. */
  subscribedTo: (manager: EntityManager, kind: string): Promise<NotificationChannelEntity[]> =>
    manager
      .createQueryBuilder(NotificationChannelEntity, 'c')
      .where(`c.type = :http AND c.status <> 'inactive' AND :kind = ANY(c.event_kinds)`, {
        http: HTTP_CHANNEL,
        kind,
      })
      .getMany(),
};
