import { randomUUID } from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { JobQueue } from '../../jobs/queue';
import type { RequestEventMessage } from '../../realtime/events';
import { ChannelSendError, type ChannelSender } from './channel-sender';
import {
  ChannelDeliveryAttemptEntity,
  ChannelDeliveryEntity,
  NotificationChannelEntity,
  type ChannelDeliveryStatusValue,
  type ChannelPriorityValue,
  type ChannelTypeValue,
} from './notification-channel.entity';
import { notificationChannelQueries } from './notification-channel.queries';

/** The one queue that sends every delivery, whatever its channel. */
export const DELIVERY_QUEUE = 'channel.deliver';
/**
 * The retry policy, with the queue's backoff (30 s doubling): a webhook's ten attempts span about four
 * hours (an integration may be down for a while), a notification's six about 15 minutes (after that
 * the news is stale).
 */
export const MAX_ATTEMPTS: Record<ChannelTypeValue, number> = { http: 10, email: 6, slack: 6, teams: 6, webhook: 6 };
const PRIORITY_ORDER: Record<ChannelPriorityValue, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** The URL and secret are not selected by default (select: false); sending reads them explicitly. */
export const CHANNEL_WITH_SECRETS = {
  id: true,
  name: true,
  type: true,
  priority: true,
  status: true,
  language: true,
  recipients: true,
  webhookUrl: true,
  secret: true,
} as const;

/** One delivery to write: what it sends, and what caused it. */
export interface DeliveryDraft {
  /** The rule's event, or the webhook's event name. */
  event: string;
  title: string;
  /** A ChannelMessage (JSON), or a webhook's exact body. */
  payload: string;
  ruleId?: string | null;
  subjectUserId: string | null;
  requestId: string | null;
  /** The logged event it came from. */
  source: Pick<RequestEventMessage, 'id' | 'position'> | null;
  /** Logged without sending, with this reason (a rule's cooldown). */
  suppressed?: string;
}

/**
 * The delivery outbox every channel shares (email, Slack, Teams, rule webhooks and webhooks): the
 * deliveries are written in the transaction of what caused them, one job queue sends them with one
 * retry policy, every attempt is logged, and any delivery can be queued again with the same id and
 * payload. A delivery that finally fails puts its channel in ERROR with the reason; a later success
 * puts it back to ACTIVE.
 */
export class DeliveryOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly sender: ChannelSender,
  ) {}

  /**
   * Writes one delivery per channel (most urgent first) and its job, in the caller's transaction, so
   * they exist only if it commits. `draft` may depend on the delivery id (a webhook's body carries it).
   */
  async enqueue<C extends Pick<NotificationChannelEntity, 'id' | 'type' | 'priority'>>(
    manager: EntityManager,
    channels: C[],
    draft: DeliveryDraft | ((deliveryId: string, channel: C) => DeliveryDraft),
  ): Promise<string[]> {
    const ordered = [...channels].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
    const ids: string[] = [];
    for (const channel of ordered) {
      const id = randomUUID();
      const delivery = typeof draft === 'function' ? draft(id, channel) : draft;
      await manager.insert(ChannelDeliveryEntity, {
        id,
        channelId: channel.id,
        ruleId: delivery.ruleId ?? null,
        event: delivery.event,
        subjectUserId: delivery.subjectUserId,
        requestId: delivery.requestId,
        title: delivery.title,
        payload: delivery.payload,
        eventId: delivery.source?.id ?? null,
        eventPosition: delivery.source ? String(delivery.source.position) : null,
        status: delivery.suppressed ? 'suppressed' : 'pending',
        lastError: delivery.suppressed ?? null,
      });
      if (!delivery.suppressed) await this.queue(manager, id, channel.type);
      ids.push(id);
    }
    return ids;
  }

  private queue(manager: EntityManager, deliveryId: string, type: ChannelTypeValue): Promise<void> {
    return this.jobs.enqueue(
      manager,
      DELIVERY_QUEUE,
      { deliveryId },
      { maxAttempts: MAX_ATTEMPTS[type], singletonKey: deliveryId },
    );
  }

  /** A delivery of the given channel types, locked for the caller's transaction; null when there is none. */
  async lockDelivery(
    manager: EntityManager,
    id: string,
    types: readonly ChannelTypeValue[],
  ): Promise<(ChannelDeliveryEntity & { channelType: ChannelTypeValue }) | null> {
    const channelType = await notificationChannelQueries.lockDeliveryOfTypes(manager, id, types);
    if (!channelType) return null;
    const delivery = await manager.findOneOrFail(ChannelDeliveryEntity, { where: { id } });
    return Object.assign(delivery, { channelType });
  }

  /** Queues a delivery again (locked by the caller): the same id and payload, sent afresh. */
  async redeliver(
    manager: EntityManager,
    delivery: ChannelDeliveryEntity & { channelType: ChannelTypeValue },
  ): Promise<ChannelDeliveryEntity> {
    await manager.update(ChannelDeliveryEntity, { id: delivery.id }, { status: 'pending' });
    await this.queue(manager, delivery.id, delivery.channelType);
    const { channelType: _type, ...rest } = delivery;
    return { ...rest, status: 'pending' } as ChannelDeliveryEntity;
  }

  /** The log, newest first: of channels of the given types, narrowed by channel, rule and status. */
  list(
    types: readonly ChannelTypeValue[],
    filter: { channelId?: string | null; ruleId?: string | null; status?: ChannelDeliveryStatusValue[] | null },
    first: number,
  ): Promise<ChannelDeliveryEntity[]> {
    return notificationChannelQueries.deliveries(this.dataSource.manager, types, filter, first);
  }

  /** Attempts of deliveries, oldest first, grouped by delivery. */
  async attemptsOf(deliveryIds: readonly string[]): Promise<ChannelDeliveryAttemptEntity[][]> {
    const rows = await this.dataSource.manager.find(ChannelDeliveryAttemptEntity, {
      where: { deliveryId: In([...deliveryIds]) },
      order: { id: 'ASC' },
    });
    return deliveryIds.map((id) => rows.filter((row) => row.deliveryId === id));
  }

  /** Logs a delivery made outside the queue (a channel test) with its one attempt. */
  async recordSent(
    manager: EntityManager,
    delivery: Partial<ChannelDeliveryEntity> & Pick<ChannelDeliveryEntity, 'id' | 'channelId'>,
    attempt: { statusCode: number | null; error: string | null; durationMs: number },
  ): Promise<void> {
    await manager.insert(ChannelDeliveryEntity, { ...delivery, attempts: 1 });
    await manager.insert(ChannelDeliveryAttemptEntity, { deliveryId: delivery.id, attempt: 1, ...attempt });
  }

  /** The job: one attempt of one delivery. Throws on failure, so the queue retries with backoff. */
  async deliver(deliveryId: string, jobAttempt = 1, signal?: AbortSignal): Promise<void> {
    const delivery = await this.dataSource.manager.findOne(ChannelDeliveryEntity, { where: { id: deliveryId } });
    if (!delivery || delivery.status !== 'pending') return;
    const channel = await this.dataSource.manager.findOne(NotificationChannelEntity, {
      where: { id: delivery.channelId },
      select: CHANNEL_WITH_SECRETS,
    });
    if (!channel) return;
    if (channel.status === 'inactive') {
      const reason = channel.type === 'http' ? 'The webhook is disabled' : 'The channel is paused';
      await this.dataSource.manager.update(
        ChannelDeliveryEntity,
        { id: deliveryId },
        { status: 'failed', lastError: reason },
      );
      return;
    }
    const final = jobAttempt >= MAX_ATTEMPTS[channel.type];
    const attempt = await notificationChannelQueries.nextAttempt(this.dataSource.manager, deliveryId);
    const started = Date.now();
    let failure: ChannelSendError | null = null;
    let statusCode: number | null = null;
    try {
      ({ statusCode } = await this.sender.send(channel, delivery, signal));
    } catch (error) {
      failure = error instanceof ChannelSendError ? error : new ChannelSendError((error as Error).message);
      statusCode = failure.statusCode;
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(ChannelDeliveryAttemptEntity, {
        deliveryId,
        attempt,
        statusCode,
        error: failure?.message ?? null,
        durationMs: Date.now() - started,
      });
      if (!failure) {
        await manager.update(
          ChannelDeliveryEntity,
          { id: deliveryId },
          { status: 'succeeded', lastStatusCode: statusCode, lastError: null, deliveredAt: new Date() },
        );
        await notificationChannelQueries.markWorking(manager, channel.id);
        return;
      }
      await manager.update(
        ChannelDeliveryEntity,
        { id: deliveryId },
        { status: final ? 'failed' : 'pending', lastStatusCode: statusCode, lastError: failure.message },
      );
      if (final) await notificationChannelQueries.markFailing(manager, channel.id, failure.message);
    });
    if (failure) throw failure;
  }
}
