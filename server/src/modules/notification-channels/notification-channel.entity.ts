import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../../lib/numeric';

export const CHANNEL_TYPES = ['email', 'slack', 'teams', 'webhook'] as const;
export type ChannelTypeValue = (typeof CHANNEL_TYPES)[number];
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

/** An organisation-wide place notifications go to. */
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

  /** Slack, Teams and webhook channels: where messages are POSTed (itself a credential for Slack and Teams). */
  @Column({ name: 'webhook_url', type: 'text', nullable: true, select: false })
  webhookUrl: string | null;

  /** Shown instead of the URL: scheme, host and the last characters. */
  webhookUrlPreview?: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  recipients: string[];

  /** Webhook channels: signs deliveries; shown once at creation. */
  @Column({ type: 'text', nullable: true, select: false })
  secret: string | null;

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

/** One message to one channel: caused by a rule, or a test. */
@Entity({ name: 'channel_deliveries' })
export class ChannelDeliveryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'channel_id', type: 'uuid' })
  channelId: string;

  @Column({ name: 'rule_id', type: 'uuid', nullable: true })
  ruleId: string | null;

  @Column({ type: 'text' })
  event: NotificationEventValue | 'test';

  @Column({ name: 'subject_user_id', type: 'uuid', nullable: true })
  subjectUserId: string | null;

  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId: string | null;

  @Column({ name: 'is_test', type: 'boolean', default: false })
  isTest: boolean;

  @Column({ type: 'text' })
  title: string;

  /** The message as written when the event happened (JSON of ChannelMessage); every attempt sends it. */
  @Column({ type: 'text' })
  payload: string;

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
