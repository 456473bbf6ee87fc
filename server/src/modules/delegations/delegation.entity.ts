import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** While it runs (start to end date, not revoked), the delegate decides the delegator's approvals. */
@Entity({ name: 'approval_delegations' })
export class ApprovalDelegationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'delegator_id', type: 'uuid' })
  delegatorId: string;

  @Column({ name: 'delegate_id', type: 'uuid' })
  delegateId: string;

  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ type: 'text', default: '' })
  note: string;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_by', type: 'uuid', nullable: true })
  revokedBy: string | null;
}
