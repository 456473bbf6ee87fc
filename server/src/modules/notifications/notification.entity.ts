import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const NOTIFICATION_TYPES = [
  'pto_request_submitted',
  'pto_request_approved',
  'pto_request_rejected',
  'pto_approval_required',
  'other',
] as const;
export type NotificationTypeValue = (typeof NOTIFICATION_TYPES)[number];

/** Something a person is told about; only ever shown to its recipient. */
@Entity({ name: 'notifications' })
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  type: NotificationTypeValue;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  body: string;

  /** Sound file the client plays (served from /sounds/{file}), or null for silence. */
  @Column({ type: 'text', nullable: true })
  sound: string | null;

  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId: string | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
