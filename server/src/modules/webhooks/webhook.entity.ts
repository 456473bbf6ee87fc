import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A URL an administrator registered to receive request events, signed with its secret. */
@Entity({ name: 'webhooks' })
export class WebhookEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  url: string;

  /** Signs deliveries; shown once at creation and never returned by the API. */
  @Column({ type: 'text', select: false })
  secret: string;

  /** Request event kinds it wants (SUBMITTED, APPROVED, REJECTED, CANCELLED). */
  @Column({ type: 'text', array: true })
  events: string[];

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export type WebhookDeliveryStatusValue = 'pending' | 'succeeded' | 'failed';

/** One event sent to one webhook; its id is the delivery id receivers de-duplicate on. */
@Entity({ name: 'webhook_deliveries' })
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'webhook_id', type: 'uuid' })
  webhookId: string;

  @Column({ type: 'text' })
  event: string;

  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId: string | null;

  /** The exact JSON body sent (and signed) on every attempt. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', default: 'pending' })
  status: WebhookDeliveryStatusValue;

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

/** One HTTP attempt of a delivery. */
@Entity({ name: 'webhook_delivery_attempts' })
export class WebhookDeliveryAttemptEntity {
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
