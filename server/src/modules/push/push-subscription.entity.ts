import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One browser (device) that receives a person's notifications by Web Push. */
@Entity({ name: 'push_subscriptions' })
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The push service's URL for this browser: whoever knows it may send to it, so it is never shown. */
  @Column({ type: 'text', select: false })
  endpoint: string;

  @Column({ type: 'text', select: false })
  p256dh: string;

  @Column({ type: 'text', select: false })
  auth: string;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_sent_at', type: 'timestamptz', nullable: true })
  lastSentAt: Date | null;
}
