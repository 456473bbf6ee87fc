import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericTransformer } from '../../lib/numeric';

export const LEDGER_KINDS = [
  'opening',
  'allowance',
  'accrual',
  'proration',
  'policy_change',
  'carryover_in',
  'carryover_expiry',
  'adjustment',
  'pending_hold',
  'hold_release',
  'taken',
  'refund',
  'leave_year_change',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Which figure of the balance an entry changes. */
export type LedgerBucket = 'total' | 'used' | 'pending';

/** One append-only change to a balance (never updated; a correction is a new entry). */
@Entity({ name: 'leave_ledger_entries' })
export class LedgerEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Order of posting. */
  @Column({ type: 'bigint', insert: false, update: false })
  position: string;

  @Column({ name: 'balance_id', type: 'uuid' })
  balanceId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'request_type_id', type: 'uuid' })
  requestTypeId: string;

  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'text' })
  kind: LedgerKind;

  @Column({ type: 'text' })
  bucket: LedgerBucket;

  @Column({ type: 'numeric', precision: 7, scale: 2, transformer: numericTransformer })
  days: number;

  /** From when the entry counts (accruals in the future are scheduled, not yet accrued). */
  @Column({ name: 'effective_on', type: 'date' })
  effectiveOn: string;

  /** The allowance rule component the entry belongs to (allowance, accrual:03, carryover_in, …). */
  @Column({ name: 'rule_key', type: 'text', nullable: true })
  ruleKey: string | null;

  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId: string | null;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'jsonb', default: {} })
  details: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
