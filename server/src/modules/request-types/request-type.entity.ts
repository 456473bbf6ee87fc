import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericTransformer } from '../../lib/numeric';

export const BUILT_IN_TYPES = ['pto', 'sickness', 'other'] as const;
export const ACCRUAL_TYPES = ['yearly', 'monthly', 'quarterly', 'none'] as const;
export type AccrualTypeValue = (typeof ACCRUAL_TYPES)[number];
/** What a type's amounts count: days, or hours (its allowance, balances and charges alike). */
export const LEAVE_UNITS = ['days', 'hours'] as const;
export type LeaveUnitValue = (typeof LEAVE_UNITS)[number];

@Entity({ name: 'request_types' })
export class RequestTypeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Internal name: lowercase, no spaces, immutable. */
  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', default: '#3B82F6' })
  color: string;

  @Column({ type: 'text', default: 'calendar' })
  icon: string;

  @Column({ name: 'requires_approval', type: 'boolean', default: true })
  requiresApproval: boolean;

  @Column({ name: 'max_days_per_year', type: 'numeric', precision: 6, scale: 2, transformer: numericTransformer })
  maxDaysPerYear: number;

  @Column({ name: 'accrual_type', type: 'text', default: 'yearly' })
  accrualType: AccrualTypeValue;

  @Column({ name: 'accrual_rate', type: 'numeric', precision: 6, scale: 2, transformer: numericTransformer })
  accrualRate: number;

  /** Two-step approval: after the manager, HR or an administrator approves too. */
  @Column({ name: 'requires_hr_approval', type: 'boolean', default: false })
  requiresHrApproval: boolean;

  @Column({ type: 'text', default: 'days' })
  unit: LeaveUnitValue;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'is_built_in', type: 'boolean', default: false })
  isBuiltIn: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
