import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const QUICK_DECISIONS = ['approve', 'reject'] as const;
export type QuickDecisionValue = (typeof QUICK_DECISIONS)[number];

/** A single-use decision link sent to one approver for one request and one decision (its token is never stored). */
@Entity('quick_decision_links')
export class QuickDecisionLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash!: string;

  @Column({ name: 'request_id', type: 'uuid' })
  requestId!: string;

  @Column({ name: 'approver_id', type: 'uuid' })
  approverId!: string;

  @Column({ type: 'text' })
  decision!: QuickDecisionValue;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
