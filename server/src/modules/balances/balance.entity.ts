import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../../lib/numeric';

/** One person's allowance of one request type for one year. Available = total - used - pending. */
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

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
