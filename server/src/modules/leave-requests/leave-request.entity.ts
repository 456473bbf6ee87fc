import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../../lib/numeric';

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatusValue = (typeof LEAVE_STATUSES)[number];

@Entity({ name: 'leave_requests' })
export class LeaveRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Human id, WD-PTO-<year>-<sequence>. */
  @Column({ name: 'request_id', type: 'text' })
  requestId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'request_type_id', type: 'uuid' })
  requestTypeId: string;

  @Column({ type: 'text', default: 'pending' })
  status: LeaveStatusValue;

  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ name: 'start_half_day', type: 'boolean', default: false })
  startHalfDay: boolean;

  @Column({ name: 'end_half_day', type: 'boolean', default: false })
  endHalfDay: boolean;

  @Column({ type: 'numeric', precision: 6, scale: 2, transformer: numericTransformer })
  days: number;

  /** Year of the balance the days are charged to (the start date's year). */
  @Column({ name: 'balance_year', type: 'integer' })
  balanceYear: number;

  /** Days charged to each year the request falls in, e.g. {"2026": 2, "2027": 3}; null before the ledger (all in balanceYear). */
  @Column({ name: 'year_days', type: 'jsonb', nullable: true })
  yearDays: Record<string, number> | null;

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ name: 'approver_id', type: 'uuid', nullable: true })
  approverId: string | null;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ name: 'approval_comment', type: 'text', nullable: true })
  approvalComment: string | null;

  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true })
  rejectedAt: Date | null;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'escalated_at', type: 'timestamptz', nullable: true })
  escalatedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
