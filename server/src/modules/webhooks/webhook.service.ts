import { randomBytes, randomUUID } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import { assertOperation, requireSession, type Actor } from '../../auth/policy';
import type { JobQueue } from '../../jobs/queue';
import { badInput, notFound } from '../../lib/errors';
import { isUuid, returnedRows } from '../../lib/ids';
import type { RequestEventMessage } from '../../realtime/events';
import type { AuditService } from '../audit/audit.service';
import { LeaveRequestEntity } from '../leave-requests/leave-request.entity';
import { RequestTypeEntity } from '../request-types/request-type.entity';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signWebhookBody } from './webhook-signature';
import { OutboundRefused, type OutboundHttp } from '../../lib/outbound-http';
import { WebhookDeliveryAttemptEntity, WebhookDeliveryEntity, WebhookEntity } from './webhook.entity';

export const WEBHOOK_QUEUE = 'webhook.deliver';
/** With the queue's backoff (30 s doubling) ten attempts span about four hours. */
export const WEBHOOK_MAX_ATTEMPTS = 10;
export const WEBHOOK_EVENT_KINDS = ['SUBMITTED', 'MANAGER_APPROVED', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;

const EVENT_NAMES: Record<string, string> = {
  SUBMITTED: 'leave_request.submitted',
  MANAGER_APPROVED: 'leave_request.manager_approved',
  APPROVED: 'leave_request.approved',
  REJECTED: 'leave_request.rejected',
  CANCELLED: 'leave_request.cancelled',
};

export interface WebhookInput {
  url?: string | null;
  events?: string[] | null;
  description?: string | null;
  secret?: string | null;
  isActive?: boolean | null;
}

/**
 * Webhooks for third-party tools (administrators only). Each request event becomes one delivery per
 * interested webhook, written in one transaction with its job; the job POSTs the signed body and
 * retries with exponential backoff; every attempt is logged; a delivery can be sent again.
 */
export class WebhookService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly audit: AuditService,
    private readonly outbound: OutboundHttp,
  ) {
    // Several at once, each bounded by the outgoing call's deadline: one slow receiver holds one slot.
    jobs.register(WEBHOOK_QUEUE, async (payload, job) => this.deliver(String(payload.deliveryId), job.signal), {
      concurrency: 8,
      timeoutMs: 2 * 60_000,
    });
  }

  private async checkInput(input: WebhookInput, creating: boolean): Promise<Partial<WebhookEntity>> {
    const changes: Partial<WebhookEntity> = {};
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

  async list(actor: Actor): Promise<WebhookEntity[]> {
    assertOperation('admin', actor);
    requireSession(actor);
    return this.dataSource.manager.find(WebhookEntity, { order: { createdAt: 'ASC' } });
  }

  /** Registers a webhook; the secret (given, or generated) is returned this once. */
  async create(actor: Actor, input: WebhookInput): Promise<{ webhook: WebhookEntity; secret: string }> {
    assertOperation('admin', actor);
    requireSession(actor);
    const changes = await this.checkInput(input, true);
    const secret = input.secret?.trim() || `whsec_${randomBytes(24).toString('base64url')}`;
    if (secret.length < 16) throw badInput('The secret must be at least 16 characters', 'secret');
    return this.dataSource.transaction(async (manager) => {
      const webhook = await manager.save(
        WebhookEntity,
        manager.create(WebhookEntity, { ...changes, secret, createdBy: actor.user.id }),
      );
      await this.audit.record(manager, actor, {
        action: 'webhook.created',
        resourceType: 'webhook',
        resourceId: webhook.id,
        details: { url: webhook.url, events: webhook.events },
      });
      delete (webhook as Partial<WebhookEntity>).secret;
      return { webhook, secret };
    });
  }

  async update(actor: Actor, id: string, input: WebhookInput): Promise<WebhookEntity> {
    assertOperation('admin', actor);
    requireSession(actor);
    const changes = await this.checkInput(input, false);
    return this.dataSource.transaction(async (manager) => {
      const found = isUuid(id)
        ? await manager.findOne(WebhookEntity, { where: { id }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!found) throw notFound('Webhook not found');
      if (input.secret) changes.secret = input.secret;
      await manager.update(WebhookEntity, { id }, changes);
      await this.audit.record(manager, actor, {
        action: 'webhook.updated',
        resourceType: 'webhook',
        resourceId: id,
        details: { changed: Object.keys(changes) },
      });
      return (await manager.findOne(WebhookEntity, { where: { id } }))!;
    });
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    assertOperation('admin', actor);
    requireSession(actor);
    return this.dataSource.transaction(async (manager) => {
      const result = isUuid(id) ? await manager.delete(WebhookEntity, { id }) : { affected: 0 };
      if (!result.affected) throw notFound('Webhook not found');
      await this.audit.record(manager, actor, { action: 'webhook.deleted', resourceType: 'webhook', resourceId: id });
      return true;
    });
  }

  /** The delivery log of a webhook, newest first. */
  async deliveries(actor: Actor, webhookId: string, first = 50): Promise<WebhookDeliveryEntity[]> {
    assertOperation('admin', actor);
    requireSession(actor);
    if (!isUuid(webhookId)) throw notFound('Webhook not found');
    return this.dataSource.manager.find(WebhookDeliveryEntity, {
      where: { webhookId },
      order: { createdAt: 'DESC' },
      take: Math.min(Math.max(first, 1), 100),
    });
  }

  /** Attempts of deliveries, oldest first, grouped by delivery (for the GraphQL field). */
  async attemptsOf(deliveryIds: readonly string[]): Promise<WebhookDeliveryAttemptEntity[][]> {
    const rows = await this.dataSource.manager.find(WebhookDeliveryAttemptEntity, {
      where: { deliveryId: In([...deliveryIds]) },
      order: { id: 'ASC' },
    });
    return deliveryIds.map((id) => rows.filter((row) => row.deliveryId === id));
  }

  /** Sends a delivery again (same delivery id and body, freshly signed). */
  async redeliver(actor: Actor, deliveryId: string): Promise<WebhookDeliveryEntity> {
    assertOperation('admin', actor);
    requireSession(actor);
    return this.dataSource.transaction(async (manager) => {
      const delivery = isUuid(deliveryId)
        ? await manager.findOne(WebhookDeliveryEntity, {
            where: { id: deliveryId },
            lock: { mode: 'pessimistic_write' },
          })
        : null;
      if (!delivery) throw notFound('Delivery not found');
      await manager.update(WebhookDeliveryEntity, { id: delivery.id }, { status: 'pending' });
      await this.jobs.enqueue(
        manager,
        WEBHOOK_QUEUE,
        { deliveryId: delivery.id },
        { maxAttempts: WEBHOOK_MAX_ATTEMPTS, singletonKey: delivery.id },
      );
      await this.audit.record(manager, actor, {
        action: 'webhook.redelivered',
        resourceType: 'webhook',
        resourceId: delivery.webhookId,
        details: { delivery_id: delivery.id },
      });
      return { ...delivery, status: 'pending' } as WebhookDeliveryEntity;
    });
  }

  /** After-commit handler of request events: one delivery (and job) per interested, active webhook. */
  async handleRequestEvent(event: RequestEventMessage): Promise<void> {
    const eventName = EVENT_NAMES[event.kind];
    if (!eventName) return;
    const webhooks = await this.dataSource.manager
      .createQueryBuilder(WebhookEntity, 'w')
      .where('w.is_active AND :kind = ANY(w.events)', { kind: event.kind })
      .getMany();
    if (!webhooks.length) return;
    const request = await this.dataSource.manager.findOne(LeaveRequestEntity, { where: { id: event.requestId } });
    if (!request) return;
    const type = await this.dataSource.manager.findOne(RequestTypeEntity, { where: { id: request.requestTypeId } });
    await this.dataSource.transaction(async (manager) => {
      for (const webhook of webhooks) {
        const delivery = manager.create(WebhookDeliveryEntity, {
          id: randomUUID(),
          webhookId: webhook.id,
          event: eventName,
          requestId: request.id,
        });
        delivery.body = JSON.stringify({
          id: delivery.id,
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
        });
        await manager.save(WebhookDeliveryEntity, delivery);
        await this.jobs.enqueue(
          manager,
          WEBHOOK_QUEUE,
          { deliveryId: delivery.id },
          { maxAttempts: WEBHOOK_MAX_ATTEMPTS, singletonKey: delivery.id },
        );
      }
    });
  }

  /** The job: one signed POST. A non-2xx answer or a network error throws, so the queue retries. */
  async deliver(deliveryId: string, signal?: AbortSignal): Promise<void> {
    const delivery = await this.dataSource.manager.findOne(WebhookDeliveryEntity, { where: { id: deliveryId } });
    if (!delivery || delivery.status === 'succeeded') return;
    const webhook = await this.dataSource.manager.findOne(WebhookEntity, {
      where: { id: delivery.webhookId },
      select: { id: true, url: true, secret: true, isActive: true },
    });
    if (!webhook) return;
    const [{ attempt }] = returnedRows<{ attempt: number }>(
      await this.dataSource.query(
        `UPDATE webhook_deliveries SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts AS attempt`,
        [delivery.id],
      ),
    );
    const started = Date.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      if (!webhook.isActive) throw new Error('The webhook is disabled');
      const response = await this.outbound.request(webhook.url, {
        method: 'POST',
        maxBodyBytes: 0,
        signal,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Leavewise-Webhooks/1',
          [SIGNATURE_HEADER]: signWebhookBody(webhook.secret, delivery.body),
          [DELIVERY_HEADER]: delivery.id,
          [EVENT_HEADER]: delivery.event,
        },
        body: delivery.body,
      });
      statusCode = response.status;
      if (statusCode < 200 || statusCode >= 300) error = `The receiver answered HTTP ${statusCode}`;
    } catch (failure) {
      error = (failure instanceof OutboundRefused ? `Refused: ${failure.message}` : (failure as Error).message).slice(
        0,
        500,
      );
    }
    const [job] = await this.dataSource.query(
      `SELECT attempts, max_attempts FROM jobs WHERE queue = $1 AND singleton_key = $2 AND status = 'running'`,
      [WEBHOOK_QUEUE, delivery.id],
    );
    const final = !job || job.attempts >= job.max_attempts;
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(WebhookDeliveryAttemptEntity, {
        deliveryId: delivery.id,
        attempt,
        statusCode,
        error,
        durationMs: Date.now() - started,
      });
      await manager.update(
        WebhookDeliveryEntity,
        { id: delivery.id },
        error
          ? { status: final ? 'failed' : 'pending', lastStatusCode: statusCode, lastError: error }
          : { status: 'succeeded', lastStatusCode: statusCode, lastError: null, deliveredAt: new Date() },
      );
    });
    if (error) throw new Error(error);
  }
}
