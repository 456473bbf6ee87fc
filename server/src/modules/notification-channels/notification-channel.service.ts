import { randomBytes, randomUUID } from 'node:crypto';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import { canManageNotificationChannels, requireSession, requireSignedIn, type Actor } from '../../auth/policy';
import type { OutboundHttp } from '../../lib/outbound-http';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { DEFAULT_LANGUAGE, isLanguage, translatorFor } from '../../i18n';
import type { AuditService } from '../audit';
import { channelHttp, RefusedTarget } from './channel-http';
import type { ChannelMessage } from './channel-messages';
import { ChannelSendError, type ChannelSender } from './channel-sender';
import { CHANNEL_WITH_SECRETS, type DeliveryOutbox } from './delivery-outbox';
import { notificationChannelQueries } from './notification-channel.queries';
import {
  CHANNEL_PRIORITIES,
  CHANNEL_TYPES,
  HTTP_CHANNEL,
  NotificationChannelEntity,
  type ChannelDeliveryEntity,
  type ChannelDeliveryStatusValue,
  type ChannelPriorityValue,
  type ChannelTypeValue,
} from './notification-channel.entity';

const MAX_RECIPIENTS = 20;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Webhooks are channels too, but only the webhook API shows and changes them. */
const NOT_A_WEBHOOK = Not<ChannelTypeValue>(HTTP_CHANNEL);

export interface ChannelInput {
  name?: string | null;
  type?: ChannelTypeValue | null;
  priority?: ChannelPriorityValue | null;
  language?: string | null;
  inactive?: boolean | null;
  webhookUrl?: string | null;
  recipients?: string[] | null;
}

export interface ChannelTestOutcome {
  ok: boolean;
  message: string;
  statusCode: number | null;
  channel: NotificationChannelEntity;
}

/** Scheme, host and the last 4 characters: enough to recognise a URL without exposing its secret parts. */
export function urlPreview(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    const rest = `${parsed.pathname}${parsed.search}`;
    return `${parsed.protocol}//${parsed.host}/…${rest.length > 8 ? rest.slice(-4) : ''}`;
  } catch {
    return '…';
  }
}

/** The URL and secret are not selected by default (select: false); the service reads them explicitly. */
const EVERY_COLUMN = {
  ...CHANNEL_WITH_SECRETS,
  lastError: true,
  lastErrorAt: true,
  lastTestAt: true,
  lastTestOk: true,
  lastTestMessage: true,
  createdAt: true,
  updatedAt: true,
  createdBy: true,
} as const;

/**
 * Organisation-wide notification channels (administrators): CRUD, a real test message, and their
 * part of the delivery outbox's log and redelivery.
 */
export class NotificationChannelService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: DeliveryOutbox,
    private readonly audit: AuditService,
    private readonly sender: ChannelSender,
    private readonly outbound: OutboundHttp,
  ) {}

  private assertManager(actor: Actor): asserts actor is Actor & { user: NonNullable<Actor['user']> } {
    requireSignedIn(actor);
    if (!canManageNotificationChannels(actor.user)) throw forbidden();
  }

  private withPreview(channel: NotificationChannelEntity): NotificationChannelEntity {
    const { webhookUrl, secret: _secret, ...rest } = channel;
    return { ...rest, webhookUrlPreview: urlPreview(webhookUrl ?? null) } as NotificationChannelEntity;
  }

  private async checkInput(input: ChannelInput, type: ChannelTypeValue, creating: boolean) {
    const changes: Partial<NotificationChannelEntity> = {};
    if (creating || input.name != null) {
      const name = (input.name ?? '').trim();
      if (name.length < 2 || name.length > 100) throw badInput('Channel name must be 2 to 100 characters', 'name');
      changes.name = name;
    }
    if (input.priority != null) {
      if (!CHANNEL_PRIORITIES.includes(input.priority)) throw badInput('Unknown priority', 'priority');
      changes.priority = input.priority;
    }
    if (creating || input.language != null) {
      const language = input.language ?? DEFAULT_LANGUAGE;
      if (!isLanguage(language)) throw badInput('Language must be one of: en, de, fr, es', 'language');
      changes.language = language;
    }
    if (type === 'email') {
      if (input.webhookUrl != null) throw badInput('Email channels have recipients, not a URL', 'webhookUrl');
      if (creating || input.recipients != null) {
        const recipients = [...new Set((input.recipients ?? []).map((address) => address.trim()).filter(Boolean))];
        if (!recipients.length || recipients.length > MAX_RECIPIENTS)
          throw badInput(`Give 1 to ${MAX_RECIPIENTS} email addresses`, 'recipients');
        const wrong = recipients.find((address) => address.length > 254 || !EMAIL.test(address));
        if (wrong) throw badInput(`"${wrong}" is not a valid email address`, 'recipients');
        changes.recipients = recipients;
      }
    } else {
      if (input.recipients?.length) throw badInput('Only email channels have recipients', 'recipients');
      if (creating || input.webhookUrl != null) {
        const url = (input.webhookUrl ?? '').trim();
        if (!url) throw badInput('The webhook URL is required', 'webhookUrl');
        try {
          await channelHttp(this.outbound, url, { check: 'registration' });
        } catch (error) {
          if (error instanceof RefusedTarget) throw badInput(error.message, 'webhookUrl');
          throw error;
        }
        changes.webhookUrl = url;
      }
    }
    return changes;
  }

  async list(actor: Actor): Promise<NotificationChannelEntity[]> {
    this.assertManager(actor);
    const channels = await this.dataSource.manager.find(NotificationChannelEntity, {
      where: { type: NOT_A_WEBHOOK },
      select: EVERY_COLUMN,
      order: { createdAt: 'ASC' },
    });
    return channels.map((channel) => this.withPreview(channel));
  }

  /** Channels by id, for the rule and delivery fields (the caller is already authorised). */
  async byIds(ids: readonly string[]): Promise<NotificationChannelEntity[]> {
    if (!ids.length) return [];
    const channels = await this.dataSource.manager.find(NotificationChannelEntity, {
      where: { id: In([...ids]), type: NOT_A_WEBHOOK },
      select: EVERY_COLUMN,
    });
    return channels.map((channel) => this.withPreview(channel));
  }

  /** Adds a channel; a WEBHOOK channel's signing secret is returned this once. */
  async create(
    actor: Actor,
    input: ChannelInput,
  ): Promise<{ channel: NotificationChannelEntity; signingSecret: string | null }> {
    this.assertManager(actor);
    requireSession(actor);
    if (!input.type || !(CHANNEL_TYPES as readonly string[]).includes(input.type))
      throw badInput('Choose a channel type', 'type');
    const changes = await this.checkInput(input, input.type, true);
    const signingSecret = input.type === 'webhook' ? `whsec_${randomBytes(24).toString('base64url')}` : null;
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        NotificationChannelEntity,
        manager.create(NotificationChannelEntity, {
          ...changes,
          type: input.type!,
          status: input.inactive ? 'inactive' : 'active',
          secret: signingSecret,
          createdBy: actor.user.id,
        }),
      );
      await this.audit.record(manager, actor, {
        action: 'notification_channel.created',
        resourceType: 'notification_channel',
        resourceId: saved.id,
        details: { name: saved.name, type: saved.type },
      });
      return { channel: this.withPreview(saved), signingSecret };
    });
  }

  async update(actor: Actor, id: string, input: ChannelInput): Promise<NotificationChannelEntity> {
    this.assertManager(actor);
    requireSession(actor);
    const existing = await this.find(id);
    const changes = await this.checkInput(input, existing.type, false);
    if (input.inactive != null)
      changes.status = input.inactive ? 'inactive' : existing.status === 'inactive' ? 'active' : existing.status;
    return this.dataSource.transaction(async (manager) => {
      if (Object.keys(changes).length) await manager.update(NotificationChannelEntity, { id }, changes);
      await this.audit.record(manager, actor, {
        action: 'notification_channel.updated',
        resourceType: 'notification_channel',
        resourceId: id,
        details: { changed: Object.keys(changes) },
      });
      return this.withPreview(await this.find(id, manager));
    });
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    this.assertManager(actor);
    requireSession(actor);
    return this.dataSource.transaction(async (manager) => {
      const result = isUuid(id)
        ? await manager.delete(NotificationChannelEntity, { id, type: NOT_A_WEBHOOK })
        : { affected: 0 };
      if (!result.affected) throw notFound('Channel not found');
      await this.audit.record(manager, actor, {
        action: 'notification_channel.deleted',
        resourceType: 'notification_channel',
        resourceId: id,
      });
      return true;
    });
  }

  private async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<NotificationChannelEntity> {
    const channel = isUuid(id)
      ? await manager.findOne(NotificationChannelEntity, {
          where: { id, type: NOT_A_WEBHOOK },
          select: EVERY_COLUMN,
        })
      : null;
    if (!channel) throw notFound('Channel not found');
    return channel;
  }

  /**
   * Sends a real test message now (paused channels too: that is how one checks a channel before
   * resuming it), logs it as a test delivery and records the outcome on the channel.
   */
  async test(actor: Actor, id: string): Promise<ChannelTestOutcome> {
    this.assertManager(actor);
    requireSession(actor);
    const channel = await this.find(id);
    const t = translatorFor(channel.language);
    const message: ChannelMessage = {
      event: 'test',
      language: channel.language,
      title: t('channels', 'test.title'),
      text: t('channels', 'test.text', {
        name: `${actor.user.firstName} ${actor.user.lastName}`,
        channel: channel.name,
      }),
      facts: [{ label: t('channels', 'facts.channel'), value: channel.name }],
      url: null,
      occurredAt: new Date().toISOString(),
      rule: null,
      person: null,
      request: null,
      balance: null,
    };
    const delivery = {
      id: randomUUID(),
      event: 'test',
      payload: JSON.stringify(message),
      eventId: null,
      eventPosition: null,
    };
    let outcome: { ok: boolean; message: string; statusCode: number | null };
    const started = Date.now();
    try {
      const sent = await this.sender.send(channel, delivery);
      outcome = { ok: true, ...sent };
    } catch (error) {
      const failure = error instanceof ChannelSendError ? error : new ChannelSendError((error as Error).message);
      outcome = { ok: false, message: failure.message, statusCode: failure.statusCode };
    }
    const durationMs = Date.now() - started;
    await this.dataSource.transaction(async (manager) => {
      await this.outbox.recordSent(
        manager,
        {
          ...delivery,
          channelId: channel.id,
          isTest: true,
          title: message.title,
          subjectUserId: actor.user.id,
          status: outcome.ok ? 'succeeded' : 'failed',
          lastStatusCode: outcome.statusCode,
          lastError: outcome.ok ? null : outcome.message,
          deliveredAt: outcome.ok ? new Date() : null,
        },
        { statusCode: outcome.statusCode, error: outcome.ok ? null : outcome.message, durationMs },
      );
      await notificationChannelQueries.recordTest(manager, channel.id, outcome);
      await this.audit.record(manager, actor, {
        action: 'notification_channel.tested',
        resourceType: 'notification_channel',
        resourceId: channel.id,
        details: { ok: outcome.ok, message: outcome.message },
      });
    });
    return { ...outcome, channel: this.withPreview(await this.find(id)) };
  }

  /** The delivery log, newest first (webhooks' deliveries are in the webhook API's log). */
  async deliveries(
    actor: Actor,
    filter: { channelId?: string | null; ruleId?: string | null; status?: ChannelDeliveryStatusValue[] | null } = {},
    first = 50,
  ): Promise<ChannelDeliveryEntity[]> {
    this.assertManager(actor);
    for (const key of ['channelId', 'ruleId'] as const) {
      const value = filter[key];
      if (value != null && !isUuid(value)) throw badInput(`${key} is not a valid id`, key);
    }
    return this.outbox.list(CHANNEL_TYPES, filter, first);
  }

  /** Queues a failed delivery again with the same payload and delivery id. */
  async redeliver(actor: Actor, id: string): Promise<ChannelDeliveryEntity> {
    this.assertManager(actor);
    requireSession(actor);
    return this.dataSource.transaction(async (manager) => {
      const delivery = isUuid(id) ? await this.outbox.lockDelivery(manager, id, CHANNEL_TYPES) : null;
      if (!delivery) throw notFound('Delivery not found');
      if (delivery.isTest) throw badInput('Send a new test instead', 'id');
      if (delivery.status === 'pending' || delivery.status === 'succeeded')
        throw badInput('Only failed or suppressed deliveries can be sent again', 'id');
      const queued = await this.outbox.redeliver(manager, delivery);
      await this.audit.record(manager, actor, {
        action: 'notification_channel.redelivered',
        resourceType: 'notification_channel',
        resourceId: delivery.channelId,
        details: { delivery_id: id },
      });
      return queued;
    });
  }
}
