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

  /** What the request charges: days, or hours for a type counted in hours. */
  @Column({ type: 'numeric', precision: 6, scale: 2, transformer: numericTransformer })
  days: number;

  /** An hourly request's local start and end time on its day (HH:MM:SS); null: whole days. */
  @Column({ name: 'start_time', type: 'time', nullable: true })
  startTime: string | null;

  @Column({ name: 'end_time', type: 'time', nullable: true })
  endTime: string | null;

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

  /** Who decides: 0 the requester's manager; 1 also that manager's manager; 2 also HR and administrators. */
  @Column({ name: 'escalation_level', type: 'integer', default: 0 })
  escalationLevel: number;

  /** 'manager' while the first approval is awaited; 'hr' once a manager approved a request whose type needs HR approval too. */
  @Column({ name: 'approval_stage', type: 'text', default: 'manager' })
  approvalStage: 'manager' | 'hr';

  @Column({ name: 'first_approver_id', type: 'uuid', nullable: true })
  firstApproverId: string | null;

  @Column({ name: 'first_approved_at', type: 'timestamptz', nullable: true })
  firstApprovedAt: Date | null;

  @Column({ name: 'first_approval_comment', type: 'text', nullable: true })
  firstApprovalComment: string | null;

  /** The approver a delegate stood in for at the first step. */
  @Column({ name: 'first_approver_on_behalf_of', type: 'uuid', nullable: true })
  firstApproverOnBehalfOf: string | null;

  /** The approver a delegate stood in for at the (final) decision. */
  @Column({ name: 'approver_on_behalf_of', type: 'uuid', nullable: true })
  approverOnBehalfOf: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
