import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { assertOperation, requireSession, type Actor } from '../../auth/policy';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { DispatchContext } from '../../realtime/domain-events';
import { decodeEventCursor, type EventLog } from '../../realtime/event-log';
import type { RequestEventMessage } from '../../realtime/events';
import type { AuditService } from '../audit';
import { LeaveRequestEntity } from '../leave-requests/model';
import type { OutboundHttp } from '../../lib/outbound-http';
import {
  HTTP_CHANNEL,
  NotificationChannelEntity,
  type ChannelDeliveryAttemptEntity,
  type ChannelDeliveryEntity,
  type DeliveryOutbox,
} from '../notification-channels';
import { RequestTypeEntity } from '../request-types';
import { webhookQueries } from './webhook.queries';

/** Events one replay call sends at most; the answer's endCursor continues. */
export const MAX_REPLAYED_EVENTS = 1000;

/** What a replay queued, and where the next call continues. */
export interface WebhookReplay {
  queued: number;
  endCursor: string | null;
  hasMore: boolean;
}

export const WEBHOOK_EVENT_KINDS = ['SUBMITTED', 'MANAGER_APPROVED', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;

const EVENT_NAMES: Record<string, string> = {
  SUBMITTED: 'leave_request.submitted',
  MANAGER_APPROVED: 'leave_request.manager_approved',
  APPROVED: 'leave_request.approved',
  REJECTED: 'leave_request.rejected',
  CANCELLED: 'leave_request.cancelled',
};

/** A webhook as the API shows it: an HTTP channel and the request events it receives (never its secret). */
export interface WebhookView {
  id: string;
  url: string;
  events: string[];
  description: string;
  isActive: boolean;
  createdAt: Date;
}

export interface WebhookInput {
  url?: string | null;
  events?: string[] | null;
  description?: string | null;
  secret?: string | null;
  isActive?: boolean | null;
}

const WEBHOOK_COLUMNS = {
  id: true,
  webhookUrl: true,
  eventKinds: true,
  description: true,
  status: true,
  createdAt: true,
} as const;

const toWebhook = (channel: NotificationChannelEntity): WebhookView => ({
  id: channel.id,
  url: channel.webhookUrl ?? '',
  events: channel.eventKinds,
  description: channel.description,
  isActive: channel.status !== 'inactive',
  createdAt: channel.createdAt,
});

/**
 * Webhooks for third-party tools (administrators): HTTP channels of the delivery outbox that receive
 * the request events they subscribed to. Each logged event becomes one delivery per interested, active
 * webhook, written in the event's dispatch transaction; the outbox POSTs the signed body, retries with
 * backoff, logs every attempt, and sends a delivery again on request.
 */
export class WebhookService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: DeliveryOutbox,
    private readonly audit: AuditService,
    private readonly outbound: OutboundHttp,
    private readonly log: EventLog,
  ) {}

  private async checkInput(input: WebhookInput, creating: boolean): Promise<Partial<WebhookView>> {
    const changes: Partial<WebhookView> = {};
    if (creating || input.url != null) {
      const url = (input.url ?? '').trim();
      // IP literals are refused now; names are resolved, checked and pinned at every delivery.
      const problem = await this.outbound.problem(url);
      if (problem) throw badInput(`The webhook URL is not allowed: ${problem}`, 'url');
      changes.url = url;
    }
    if (creating || input.events != null) {
      const events = [...new Set(input.events ?? [])];
      if (!events.length || events.some((kind) => !WEBHOOK_EVENT_KINDS.includes(kind as never)))
        throw badInput(`Choose events among ${WEBHOOK_EVENT_KINDS.join(', ')}`, 'events');
      changes.events = events;
    }
    if (input.description != null) changes.description = input.description.trim().slice(0, 500);
    if (input.isActive != null) changes.isActive = input.isActive;
    return changes;
  }

  private find(manager: EntityManager, id: string, lock = false): Promise<NotificationChannelEntity | null> {
    return isUuid(id)
      ? manager.findOne(NotificationChannelEntity, {
          where: { id, type: HTTP_CHANNEL },
          select: WEBHOOK_COLUMNS,
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : Promise.resolve(null);
  }

  async list(actor: Actor): Promise<WebhookView[]> {
    assertOperation('admin', actor);
    requireSession(actor);
    const channels = await this.dataSource.manager.find(NotificationChannelEntity, {
      where: { type: HTTP_CHANNEL },
      select: WEBHOOK_COLUMNS,
      order: { createdAt: 'ASC' },
    });
    return channels.map(toWebhook);
  }

  /** Registers a webhook; the secret (given, or generated) is returned this once. */
  async create(actor: Actor, input: WebhookInput): Promise<{ webhook: WebhookView; secret: string }> {
    assertOperation('admin', actor);
    requireSession(actor);
    const changes = await this.checkInput(input, true);
    const secret = input.secret?.trim() || `whsec_${randomBytes(24).toString('base64url')}`;
    if (secret.length < 16) throw badInput('The secret must be at least 16 characters', 'secret');
    return this.dataSource.transaction(async (manager) => {
      const channel = await manager.save(
        NotificationChannelEntity,
        manager.create(NotificationChannelEntity, {
          name: 'Webhook',
          type: HTTP_CHANNEL,
          webhookUrl: changes.url,
          eventKinds: changes.events,
          description: changes.description ?? '',
          secret,
          createdBy: actor.user.id,
        }),
      );
      const webhook = toWebhook(channel);
      await this.audit.record(manager, actor, {
        action: 'webhook.created',
        resourceType: 'webhook',
        resourceId: webhook.id,
        details: { url: webhook.url, events: webhook.events },
      });
      return { webhook, secret };
    });
  }

  async update(actor: Actor, id: string, input: WebhookInput): Promise<WebhookView> {
    assertOperation('admin', actor);
    requireSession(actor);
    const changes = await this.checkInput(input, false);
    return this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, id, true);
      if (!found) throw notFound('Webhook not found');
      const changed = Object.keys(changes);
      const columns: Partial<NotificationChannelEntity> = {
        ...(changes.url !== undefined ? { webhookUrl: changes.url } : {}),
        ...(changes.events !== undefined ? { eventKinds: changes.events } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        // A webhook whose deliveries failed stays active: only pausing stops it.
        ...(changes.isActive !== undefined
          ? { status: changes.isActive ? (found.status === 'inactive' ? 'active' : found.status) : 'inactive' }
          : {}),
      };
      if (input.secret) {
        columns.secret = input.secret;
        changed.push('secret');
      }
      if (Object.keys(columns).length) await manager.update(NotificationChannelEntity, { id }, columns);
      await this.audit.record(manager, actor, {
        action: 'webhook.updated',
        resourceType: 'webhook',
        resourceId: id,
        details: { changed },
      });
      return toWebhook((await this.find(manager, id))!);
    });
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    assertOperation('admin', actor);
    requireSession(actor);
    return this.dataSource.transaction(async (manager) => {
      const result = isUuid(id)
        ? await manager.delete(NotificationChannelEntity, { id, type: HTTP_CHANNEL })
        : { affected: 0 };
      if (!result.affected) throw notFound('Webhook not found');
      await this.audit.record(manager, actor, { action: 'webhook.deleted', resourceType: 'webhook', resourceId: id });
      return true;
    });
  }

  /** The delivery log of a webhook, newest first. */
  async deliveries(actor: Actor, webhookId: string, first = 50): Promise<ChannelDeliveryEntity[]> {
    assertOperation('admin', actor);
    requireSession(actor);
    if (!isUuid(webhookId)) throw notFound('Webhook not found');
    return this.outbox.list([HTTP_CHANNEL], { channelId: webhookId }, first);
  }

  /** Attempts of deliveries, oldest first, grouped by delivery (for the GraphQL field). */
  attemptsOf(deliveryIds: readonly string[]): Promise<ChannelDeliveryAttemptEntity[][]> {
    return this.outbox.attemptsOf(deliveryIds);
  }

  /** Sends a delivery again (same delivery id and body, freshly signed). */
  async redeliver(actor: Actor, deliveryId: string): Promise<ChannelDeliveryEntity> {
    assertOperation('admin', actor);
    requireSession(actor);
    return this.dataSource.transaction(async (manager) => {
      const delivery = isUuid(deliveryId) ? await this.outbox.lockDelivery(manager, deliveryId, [HTTP_CHANNEL]) : null;
      if (!delivery) throw notFound('Delivery not found');
      const queued = await this.outbox.redeliver(manager, delivery);
      await this.audit.record(manager, actor, {
        action: 'webhook.redelivered',
        resourceType: 'webhook',
        resourceId: delivery.channelId,
        details: { delivery_id: delivery.id },
      });
      return queued;
    });
  }

  /**
   * Sends a webhook again every logged event after `after` (a cursor) among those it subscribes to,
   * oldest first, at most MAX_REPLAYED_EVENTS per call (`endCursor` continues): the delivery each event
   * already had, with its id and body, or a new one for an event it never had (the webhook did not exist
   * or was off). CURSOR_EXPIRED when the log no longer keeps what follows the cursor.
   */
  async replay(actor: Actor, webhookId: string, after: string): Promise<WebhookReplay> {
    assertOperation('admin', actor);
    requireSession(actor);
    const position = decodeEventCursor(after);
    if (!isUuid(webhookId)) throw notFound('Webhook not found');
    await this.log.assertReadableAfter(position);
    return this.dataSource.transaction(async (manager) => {
      const webhook = await manager.findOne(NotificationChannelEntity, {
        where: { id: webhookId, type: HTTP_CHANNEL },
        lock: { mode: 'pessimistic_write' },
      });
      if (!webhook) throw notFound('Webhook not found');
      const events = await this.log.after(position, MAX_REPLAYED_EVENTS + 1, webhook.eventKinds);
      const page = events.slice(0, MAX_REPLAYED_EVENTS);
      const delivered = await webhookQueries.firstDeliveries(
        manager,
        webhook.id,
        page.map((event) => event.id),
      );
      let queued = 0;
      for (const event of page) {
        const existing = delivered.get(event.id);
        const delivery = existing ? await this.outbox.lockDelivery(manager, existing, [HTTP_CHANNEL]) : null;
        if (delivery) await this.outbox.redeliver(manager, delivery);
        else if (!(await this.deliver(manager, event, [webhook])).length) continue;
        queued += 1;
      }
      const endCursor = page.at(-1)?.cursor ?? null;
      await this.audit.record(manager, actor, {
        action: 'webhook.replayed',
        resourceType: 'webhook',
        resourceId: webhook.id,
        details: { after, end_cursor: endCursor, deliveries: queued },
      });
      return { queued, endCursor, hasMore: events.length > MAX_REPLAYED_EVENTS };
    });
  }

  /**
   * Consumer of request events: one delivery per interested, active webhook, in the event's dispatch
   * transaction. The body names the delivery (de-duplicate on it) and the logged event and its cursor
   * (reconcile with the log); it is signed afresh at every attempt but never changes.
   */
  async handleRequestEvent(event: RequestEventMessage, { manager }: DispatchContext): Promise<void> {
    const eventName = EVENT_NAMES[event.kind];
    if (!eventName) return;
    const webhooks = await webhookQueries.subscribedTo(manager, event.kind);
    if (webhooks.length) await this.deliver(manager, event, webhooks);
  }

  /** Writes the deliveries of one event to the given webhooks; none when its request is gone. */
  private async deliver(
    manager: EntityManager,
    event: RequestEventMessage,
    webhooks: NotificationChannelEntity[],
  ): Promise<string[]> {
    const eventName = EVENT_NAMES[event.kind];
    const request = await manager.findOne(LeaveRequestEntity, { where: { id: event.requestId } });
    if (!eventName || !request) return [];
    const type = await manager.findOne(RequestTypeEntity, { where: { id: request.requestTypeId } });
    return this.outbox.enqueue(manager, webhooks, (deliveryId) => ({
      event: eventName,
      title: eventName,
      subjectUserId: request.userId,
      requestId: request.id,
      source: event,
      payload: JSON.stringify({
        id: deliveryId,
        event: eventName,
        kind: event.kind,
        occurredAt: event.occurredAt,
        actorId: event.actorId,
        onBehalfOfId: event.onBehalfOfId ?? null,
        request: {
          id: request.id,
          requestId: request.requestId,
          userId: request.userId,
          type: type?.name ?? null,
          status: request.status,
          startDate: request.startDate,
          endDate: request.endDate,
          startHalfDay: request.startHalfDay,
          endHalfDay: request.endHalfDay,
          days: request.days,
          approvalStage: request.approvalStage,
          firstApproverId: request.firstApproverId,
        },
        eventId: event.id,
        cursor: event.cursor,
      }),
    }));
  }
}
