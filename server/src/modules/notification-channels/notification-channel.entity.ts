import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language } from '../../i18n';
import { numericTransformer } from '../../lib/numeric';

/** The channels notification rules send to (Advanced Notifications). */
export const CHANNEL_TYPES = ['email', 'slack', 'teams', 'webhook'] as const;
/**
 * A webhook (Integrations) is a channel too: HTTP, fed by the request events it subscribed to rather
 * than by rules, each delivery a signed JSON body. It is served by the webhook API only.
 */
export const HTTP_CHANNEL = 'http';
export type ChannelTypeValue = (typeof CHANNEL_TYPES)[number] | typeof HTTP_CHANNEL;
export const CHANNEL_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type ChannelPriorityValue = (typeof CHANNEL_PRIORITIES)[number];
export type ChannelStatusValue = 'active' | 'inactive' | 'error';
export const NOTIFICATION_EVENTS = [
  'request_submitted',
  'approval_required',
  'request_approved',
  'request_rejected',
  'request_cancelled',
  'request_escalated',
  'balance_low',
] as const;
export type NotificationEventValue = (typeof NOTIFICATION_EVENTS)[number];
export type ChannelDeliveryStatusValue = 'pending' | 'succeeded' | 'failed' | 'suppressed';

/** An organisation-wide place notifications go to, or a webhook (type `http`). */
@Entity({ name: 'notification_channels' })
export class NotificationChannelEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  type: ChannelTypeValue;

  @Column({ type: 'text', default: 'medium' })
  priority: ChannelPriorityValue;

  @Column({ type: 'text', default: 'active' })
  status: ChannelStatusValue;

  /** The language its messages are written in (one for all its readers). */
  @Column({ type: 'text', default: 'en' })
  language: Language;

  /** Slack, Teams, webhook and HTTP channels: where messages are POSTed (itself a credential for Slack and Teams). */
  @Column({ name: 'webhook_url', type: 'text', nullable: true, select: false })
  webhookUrl: string | null;

  /** Shown instead of the URL: scheme, host and the last characters. */
  webhookUrlPreview?: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  recipients: string[];

  /** Webhook and HTTP channels: signs deliveries; shown once at creation. */
  @Column({ type: 'text', nullable: true, select: false })
  secret: string | null;

  /** HTTP channels (webhooks): the request event kinds they receive. */
  @Column({ name: 'event_kinds', type: 'text', array: true, default: () => "'{}'" })
  eventKinds: string[];

  /** HTTP channels (webhooks): what the subscription is for. */
  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'last_error_at', type: 'timestamptz', nullable: true })
  lastErrorAt: Date | null;

  @Column({ name: 'last_test_at', type: 'timestamptz', nullable: true })
  lastTestAt: Date | null;

  @Column({ name: 'last_test_ok', type: 'boolean', nullable: true })
  lastTestOk: boolean | null;

  @Column({ name: 'last_test_message', type: 'text', nullable: true })
  lastTestMessage: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Routes one event, under conditions, to channels; at most one message per person per cooldown. */
@Entity({ name: 'notification_rules' })
export class NotificationRuleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  event: NotificationEventValue;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  departments: string[];

  @Column({ name: 'team_ids', type: 'uuid', array: true, default: () => "'{}'" })
  teamIds: string[];

  @Column({ name: 'request_types', type: 'text', array: true, default: () => "'{}'" })
  requestTypes: string[];

  @Column({
    name: 'min_days',
    type: 'numeric',
    precision: 6,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  minDays: number | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ name: 'cooldown_minutes', type: 'integer', default: 0 })
  cooldownMinutes: number;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Filled by the service from notification_rule_channels. */
  channelIds?: string[];
}

@Entity({ name: 'notification_rule_channels' })
export class NotificationRuleChannelEntity {
  @PrimaryColumn({ name: 'rule_id', type: 'uuid' })
  ruleId: string;

  @PrimaryColumn({ name: 'channel_id', type: 'uuid' })
  channelId: string;
}

/**
 * The delivery outbox: one message to one channel — caused by a rule, by a webhook's subscription,
 * or a test — with the logged event it came from, sent by one job queue with one retry policy.
 */
@Entity({ name: 'channel_deliveries' })
export class ChannelDeliveryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'channel_id', type: 'uuid' })
  channelId: string;

  @Column({ name: 'rule_id', type: 'uuid', nullable: true })
  ruleId: string | null;

  /** The rule's event (or `test`); for a webhook, the event name it receives (leave_request.approved). */
  @Column({ type: 'text' })
  event: string;

  @Column({ name: 'subject_user_id', type: 'uuid', nullable: true })
  subjectUserId: string | null;

  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId: string | null;

  @Column({ name: 'is_test', type: 'boolean', default: false })
  isTest: boolean;

  @Column({ type: 'text' })
  title: string;

  /**
   * What every attempt sends, as written when the event happened: a ChannelMessage (JSON) for rule
   * channels, the exact body for a webhook.
   */
  @Column({ type: 'text' })
  payload: string;

  /**
   * The logged event that caused it and its position (the cursor); null for tests and deliveries older
   * than the log. A value, not a reference: the log is pruned sooner than the delivery log.
   */
  @Column({ name: 'event_id', type: 'uuid', nullable: true })
  eventId: string | null;

  @Column({ name: 'event_position', type: 'bigint', nullable: true })
  eventPosition: string | null;

  @Column({ type: 'text', default: 'pending' })
  status: ChannelDeliveryStatusValue;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_status_code', type: 'integer', nullable: true })
  lastStatusCode: number | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}

/** One attempt of a delivery: what the receiver answered, or why it could not. */
@Entity({ name: 'channel_delivery_attempts' })
export class ChannelDeliveryAttemptEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'delivery_id', type: 'uuid' })
  deliveryId: string;

  @Column({ type: 'integer' })
  attempt: number;

  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
