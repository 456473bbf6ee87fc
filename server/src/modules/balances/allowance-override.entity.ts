import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../../lib/numeric';

/** A person's own yearly allowance of a type, set by an administrator; policy changes leave it alone. */
@Entity({ name: 'allowance_overrides' })
export class AllowanceOverrideEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'request_type_id', type: 'uuid' })
  requestTypeId: string;

  @Column({ type: 'numeric', precision: 6, scale: 2, transformer: numericTransformer })
  days: number;

  @Column({ type: 'text' })
  reason: string;

  @Column({ name: 'set_by', type: 'uuid', nullable: true })
  setBy: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
