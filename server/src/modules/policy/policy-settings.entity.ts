import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PolicySettingsValue } from './policy-settings.defaults';

/** The organisation's policy: a single row (id 1) holding the validated settings document. */
@Entity({ name: 'policy_settings' })
export class PolicySettingsEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'jsonb' })
  settings: PolicySettingsValue;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
