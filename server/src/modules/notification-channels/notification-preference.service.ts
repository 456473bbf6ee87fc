import type { DataSource, EntityManager } from 'typeorm';
import { requireSignedIn, type Actor } from '../../auth/policy';
import { badInput } from '../../lib/errors';
import { NOTIFICATION_TYPES, type NotificationTypeValue } from '../notifications';
import { notificationChannelQueries } from './notification-channel.queries';

/**
 * Each person's email preferences for their own notifications: which notification types also go out
 * by email (all of them until the person mutes some). In-app notifications are always kept.
 */
export class NotificationPreferenceService {
  constructor(private readonly dataSource: DataSource) {}

  async emailTypes(actor: Actor): Promise<NotificationTypeValue[]> {
    requireSignedIn(actor);
    const muted = await this.mutedFor(this.dataSource.manager, [actor.user.id]);
    return NOTIFICATION_TYPES.filter((type) => !muted.get(actor.user.id)?.has(type));
  }

  async updateEmailTypes(actor: Actor, emailTypes: string[]): Promise<NotificationTypeValue[]> {
    requireSignedIn(actor);
    const unknown = emailTypes.filter((type) => !NOTIFICATION_TYPES.includes(type as NotificationTypeValue));
    if (unknown.length) throw badInput(`Unknown notification type ${unknown[0]}`, 'emailTypes');
    const muted = NOTIFICATION_TYPES.filter((type) => !emailTypes.includes(type));
    await notificationChannelQueries.setEmailMuted(this.dataSource.manager, actor.user.id, muted);
    return this.emailTypes(actor);
  }

  /** The muted types of several people (for the notification service, inside its transaction). */
  async mutedFor(manager: EntityManager, userIds: string[]): Promise<Map<string, Set<string>>> {
    if (!userIds.length) return new Map();
    const rows = await notificationChannelQueries.emailMutedOf(manager, userIds);
    return new Map(rows.map((row) => [row.user_id, new Set(row.email_muted_types)]));
  }
}
