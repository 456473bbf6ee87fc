import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../../lib/numeric';

/**
 * One person's allowance of one request type for one year. The figures are a cache of the sums of
 * the row's ledger entries per bucket (kept in the same transaction as every entry), locked with
 * FOR UPDATE while they change. Available = total - used - pending.
 */
@Entity({ name: 'leave_balances' })
export class LeaveBalanceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'request_type_id', type: 'uuid' })
  requestTypeId: string;

  @Column({ type: 'integer' })
  year: number;

  @Column({ name: 'total_days', type: 'numeric', precision: 7, scale: 2, transformer: numericTransformer })
  totalDays: number;

  @Column({ name: 'used_days', type: 'numeric', precision: 7, scale: 2, transformer: numericTransformer })
  usedDays: number;

  @Column({ name: 'pending_days', type: 'numeric', precision: 7, scale: 2, transformer: numericTransformer })
  pendingDays: number;

  /** What each allowance rule (by component key) has contributed to the total so far. */
  @Column({ type: 'jsonb', default: {} })
  rules: Record<string, number>;

  /** Opened from figures that predate the ledger: the rules' first figures are taken as already included. */
  @Column({ name: 'baseline_pending', type: 'boolean', default: false })
  baselinePending: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
