import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SearchCriteria } from './search-criteria';

/** A named set of Advanced Search criteria, kept per person. */
@Entity({ name: 'saved_searches' })
export class SavedSearchEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  name: string;

  /** The criteria as validated by parseCriteria (paging left out). */
  @Column({ type: 'jsonb' })
  criteria: SearchCriteria;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
